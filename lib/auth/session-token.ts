import "server-only";

import { encode } from "@auth/core/jwt";
import { createDecipheriv, createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The session cookie is Auth.js's own session token: an encrypted JWT (JWE, `dir` +
 * A256CBC-HS512, key derived from the secret with HKDF and the cookie name as salt). Auth.js mints
 * it (`encode`), so the format, cookie names and cryptography are the library's, not ours.
 *
 * Reading is the hot path: every page load and API call asks who the owner is. Auth.js's `decode`
 * derives the key with HKDF and hashes a key thumbprint on every call, asynchronously; here the
 * derived key and its thumbprint are computed once per secret and cookie name, and the token is
 * checked and decrypted synchronously with node:crypto: a few microseconds of CPU.
 */
export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** A session ends this long after sign-in whatever happens: renewal never moves it, and the reader enforces it. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** What the token says. `sv` is the user's session version at sign-in; `authTime` the sign-in moment (seconds). */
export type SessionClaims = { uid: number; sv: number; authTime: number; iat: number; exp: number };

type DerivedKey = { macKey: Buffer; encKey: Buffer; kid: string };
const keys = new Map<string, DerivedKey>();

function derivedKey(secret: string, salt: string): DerivedKey {
  const id = `${salt}\0${secret}`;
  let key = keys.get(id);
  if (!key) {
    const raw = Buffer.from(hkdfSync("sha256", secret, salt, `Auth.js Generated Encryption Key (${salt})`, 64));
    // RFC 7638 thumbprint of {kty: "oct", k}: members in lexicographic order, no whitespace.
    const kid = createHash("sha512")
      .update(JSON.stringify({ k: raw.toString("base64url"), kty: "oct" }))
      .digest("base64url");
    key = { macKey: raw.subarray(0, 32), encKey: raw.subarray(32), kid };
    if (keys.size > 8) keys.clear(); // secrets only change in tests
    keys.set(id, key);
  }
  return key;
}

/**
 * Mints a token with Auth.js. `expiresAt` (seconds) is the moment it stops working. Auth.js stamps
 * `exp` as its own clock plus `maxAge`, so when a second ticks during the key derivation `exp` lands
 * one second late; the cookie's Expires, which the browser obeys, is exact, and the reader ends the
 * session at `authTime + SESSION_MAX_AGE_S` whatever `exp` says.
 */
export async function mintSessionToken(
  claims: Pick<SessionClaims, "uid" | "sv" | "authTime">,
  options: { secret: string; secure: boolean; expiresAt: number; now?: number },
): Promise<string> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const maxAge = Math.max(1, options.expiresAt - now);
  return encode({ token: { ...claims }, secret: options.secret, salt: sessionCookieName(options.secure), maxAge });
}

/**
 * The claims of a token that is intact, ours (this secret, this cookie name), not expired and not
 * past the session's absolute end; null
 * for anything else. Never throws.
 */
export function readSessionToken(
  token: string,
  options: { secret: string; cookieName: string; now?: number },
): SessionClaims | null {
  const parts = token.split(".");
  if (parts.length !== 5) return null;
  const [protectedHeader, encryptedKey, iv, ciphertext, tag] = parts as [string, string, string, string, string];
  try {
    const header = JSON.parse(Buffer.from(protectedHeader, "base64url").toString("utf8")) as Record<string, unknown>;
    const key = derivedKey(options.secret, options.cookieName);
    if (header.alg !== "dir" || header.enc !== "A256CBC-HS512" || header.zip !== undefined || encryptedKey !== "")
      return null;
    if (header.kid !== undefined && header.kid !== key.kid) return null;

    // RFC 7518 §5.2.2: the tag is the first half of HMAC-SHA-512 over AAD || IV || ciphertext || AAD length in bits.
    const aad = Buffer.from(protectedHeader, "ascii");
    const ivBytes = Buffer.from(iv, "base64url");
    const cipherBytes = Buffer.from(ciphertext, "base64url");
    const aadBits = Buffer.alloc(8);
    aadBits.writeBigUInt64BE(BigInt(aad.length * 8));
    const expected = createHmac("sha512", key.macKey)
      .update(aad)
      .update(ivBytes)
      .update(cipherBytes)
      .update(aadBits)
      .digest()
      .subarray(0, 32);
    const given = Buffer.from(tag, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || ivBytes.length !== 16) return null;

    const decipher = createDecipheriv("aes-256-cbc", key.encKey, ivBytes);
    const payload = JSON.parse(
      Buffer.concat([decipher.update(cipherBytes), decipher.final()]).toString("utf8"),
    ) as Record<string, unknown>;
    return claimsOf(payload, options.now ?? Math.floor(Date.now() / 1000));
  } catch {
    return null;
  }
}

function claimsOf(payload: Record<string, unknown>, now: number): SessionClaims | null {
  const { uid, sv, authTime, iat, exp } = payload;
  const integers = [uid, sv, authTime, iat, exp].every((value) => Number.isSafeInteger(value));
  if (!integers) return null;
  const claims = { uid, sv, authTime, iat, exp } as SessionClaims;
  const ended = claims.exp <= now || claims.authTime + SESSION_MAX_AGE_S <= now;
  if (claims.uid < 1 || ended || claims.authTime > now + 60) return null;
  return claims;
}

/** Forgets derived keys (tests switch AUTH_SECRET between cases). */
export function resetSessionKeysForTests(): void {
  keys.clear();
}
