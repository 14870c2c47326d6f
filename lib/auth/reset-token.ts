import "server-only";

import { createHash, randomBytes } from "node:crypto";

/**
 * Password-reset tokens (issue #30): 256 random bits, base64url in the link (43 characters). Only
 * the SHA-256 of a token is stored, so the table alone never lets anyone reset a password; a plain
 * hash suffices (no salt, no slow hash) because the token is random, not chosen by a person.
 */
export const RESET_TOKEN_BYTES = 32;
export const RESET_TOKEN_TTL_MINUTES = 30;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(RESET_TOKEN_BYTES).toString("base64url");
  return { token, hash: hashResetToken(token) };
}
