import "server-only";

import { ConfigError } from "@/lib/config/env";
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { dataDirError } from "./startup-errors";

/**
 * PGlite has no guard of its own: two processes opening one data directory corrupt it. A lock file
 * beside it names the owner (pid + that process's start time, so a recycled pid is not mistaken
 * for a live owner). A lock whose owner is gone is taken over.
 */
export const LOCK_FILE = "embedded-db.lock";

type LockOwner = { pid: number; started: string | null };

/** The kernel's start time of a process (Linux), to tell a live owner from a reused pid. */
function processStartTime(pid: number | "self"): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // our own leftover: this process starts the database once
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = processStartTime(owner.pid);
  return !(owner.started && started && started !== owner.started);
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof parsed.pid === "number" ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

function tryCreate(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify({ ...owner, since: new Date().toISOString() }));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Takes the data directory for this process, or throws the one-line ConfigError. Returns release(). */
export function acquireDataDirLock(dir: string, productName: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, started: processStartTime("self") };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      if (tryCreate(file, me)) return () => releaseLock(file);
    } catch (error) {
      throw dataDirError(error, dir);
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) {
      throw new ConfigError(
        `Another ${productName} process (pid ${owner.pid}) is already using the embedded database in ${dir}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    try {
      unlinkSync(file);
    } catch {
      // someone else removed it first; try again
    }
  }
  throw new ConfigError(
    `Could not lock the embedded database in ${dir}: another process keeps taking it. Stop it, or set DATA_DIR to another folder.`,
  );
}

function releaseLock(file: string): void {
  if (readOwner(file)?.pid !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
