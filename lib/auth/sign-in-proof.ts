import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";
import { findSessionUser, type SessionUser } from "./users";

/**
 * What the server hands next-auth's credentials provider after it has itself checked a password
 * (login, a password change or reset) or created the account (registration): "<user id>.<session
 * version>.<expiry, seconds>.<HMAC-SHA256>". It never leaves the server (the provider's routes refuse
 * outside callers) and lives a minute, so the password is hashed once per sign-in and next-auth
 * still issues every session. A proof made before a logout or password change names an old session
 * version and no longer signs anyone in.
 */
const PROOF_LIFETIME_S = 60;

function mac(secret: string, payload: string): Buffer {
  // A purpose label keeps this MAC from ever being valid as any other value signed with the same secret.
  return createHmac("sha256", secret).update(`stylematch:sign-in-proof:v1:${payload}`).digest();
}

export function signInProof(user: SessionUser, secret: string, now = Math.floor(Date.now() / 1000)): string {
  const payload = `${user.id}.${user.sessionVersion}.${now + PROOF_LIFETIME_S}`;
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

/** The user a proof names, while it is intact, unexpired and names the user's current session version; else null. */
export async function userFromSignInProof(
  proof: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): Promise<SessionUser | null> {
  const parts = proof.split(".");
  if (parts.length !== 4 || !parts.slice(0, 3).every((part) => /^\d{1,15}$/.test(part))) return null;
  const [id, version, expires] = parts.slice(0, 3).map(Number) as [number, number, number];
  const given = Buffer.from(parts[3]!, "base64url");
  const expected = mac(secret, parts.slice(0, 3).join("."));
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires <= now) return null;
  const user = await findSessionUser(id, version);
  return user ? { ...user, sessionVersion: version } : null;
}
