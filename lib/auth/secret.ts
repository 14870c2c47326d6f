import "server-only";

import { dataDir, env } from "@/lib/config/env";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The key that signs sessions and guest cookies: AUTH_SECRET when set, otherwise one generated into
 * the data directory on first use and reused, so sessions survive restarts with nothing configured.
 * Kept on globalThis: the request gate runs with its own module copies but must use the same key.
 */
const store = globalThis as unknown as { __stylematchAuthSecret?: Promise<string> };
const FILE_NAME = "auth-secret";
const MIN_LENGTH = 32;

export function authSecret(): Promise<string> {
  store.__stylematchAuthSecret ??= loadSecret().catch((error: unknown) => {
    delete store.__stylematchAuthSecret;
    throw error;
  });
  return store.__stylematchAuthSecret;
}

async function loadSecret(): Promise<string> {
  const fromEnv = env().AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir(), FILE_NAME);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // "wx": if another process created the file in the meantime, keep theirs.
    await writeFile(file, randomBytes(48).toString("base64url") + "\n", { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const created = await readSecretFile(file);
  if (!created)
    throw new Error(
      `The generated auth secret in ${file} is unreadable or too short; delete the file to generate a new one.`,
    );
  return created;
}

async function readSecretFile(file: string): Promise<string | null> {
  try {
    const value = (await readFile(file, "utf8")).trim();
    return value.length >= MIN_LENGTH ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Tests switch AUTH_SECRET or DATA_DIR between cases; this forgets the loaded key. */
export function resetAuthSecretForTests(): void {
  delete store.__stylematchAuthSecret;
}
