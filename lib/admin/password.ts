import "server-only";

import { dataDir, env } from "@/lib/config/env";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The admin password: ADMIN_PASSWORD when set; otherwise (the embedded default) one generated on
 * first use into `${DATA_DIR}/admin-password` (mode 0600) and reused across restarts.
 */
export type AdminPasswordSource = { password: string; source: "env" | "file"; file?: string };

const store = globalThis as unknown as {
  __stylematchAdminPassword?: AdminPasswordSource;
  __stylematchAdminAnnounced?: boolean;
};

export const ADMIN_PASSWORD_FILE = "admin-password";

export function adminPassword(): AdminPasswordSource {
  store.__stylematchAdminPassword ??= loadAdminPassword();
  return store.__stylematchAdminPassword;
}

function loadAdminPassword(): AdminPasswordSource {
  const fromEnv = env().ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, source: "env" };
  const file = path.join(dataDir(), ADMIN_PASSWORD_FILE);
  const existing = readIfPresent(file);
  if (existing) return { password: existing, source: "file", file };
  mkdirSync(path.dirname(file), { recursive: true });
  const generated = randomBytes(18).toString("base64url");
  try {
    // "wx": if another process wrote the file a moment ago, keep theirs rather than overwrite it.
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: "wx" });
    return { password: generated, source: "file", file };
  } catch (error) {
    const raced = readIfPresent(file);
    if (raced) return { password: raced, source: "file", file };
    throw error;
  }
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Called once at server start: when the password was generated (no ADMIN_PASSWORD), prints it in
 * one line so the owner can reach /admindesh09. A password from the environment is never printed.
 */
export function announceAdminPassword(log: (line: string) => void = console.log): void {
  if (store.__stylematchAdminAnnounced) return;
  store.__stylematchAdminAnnounced = true;
  const { password, source, file } = adminPassword();
  if (source !== "file") return;
  log(
    `[stylematch] Admin password for /admindesh09: ${password}  (stored in ${file}; set ADMIN_PASSWORD to choose your own)`,
  );
}

/** Tests change ADMIN_PASSWORD and DATA_DIR between cases. */
export function resetAdminPasswordForTests(): void {
  delete store.__stylematchAdminPassword;
  delete store.__stylematchAdminAnnounced;
}
