import "server-only";

import { base64url, calculateJwkThumbprint, EncryptJWT, jwtDecrypt } from "jose";
import type { JWT, JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";
import { hkdfSync } from "node:crypto";

/**
 * The session token's codec, handed to next-auth as `jwt: { encode, decode }` (auth.ts). The format
 * is Auth.js's own (an encrypted JWT, `dir` + A256CBC-HS512, the key derived from the secret with
 * HKDF and the cookie name as salt, a `kid` thumbprint), so next-auth's default `decode` reads what
 * this writes. Two differences, both deliberate:
 * - the derived key is kept per secret and cookie name: Auth.js derives it again on every call, and
 *   every page load and API call reads the session (`npm run bench -- sessions`);
 * - a token never outlives its session's absolute end: `exp` is capped at sign-in + 30 days, and a
 *   token past that end is refused whatever its `exp` says.
 */

/** A session ends this long after sign-in whatever happens: renewal never moves it. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/** A session ends this long after its last renewal. */
export const SESSION_IDLE_S = 14 * 24 * 60 * 60;

/** A token older than this is re-issued on the next request that can set cookies. */
export const SESSION_RENEW_AFTER_S = 24 * 60 * 60;

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** What a session token says: the user, their session version at sign-in and the sign-in moment (seconds). */
export type SessionClaims = { uid: number; sv: number; authTime: number; iat: number; exp: number };

const ALG = "dir";
const ENC = "A256CBC-HS512";
/** Auth.js's own allowance for clocks that disagree. */
const CLOCK_TOLERANCE_S = 15;

type DerivedKey = { key: Uint8Array; kid: string };
const keys = new Map<string, Promise<DerivedKey>>();

function derivedKey(secret: string, salt: string): Promise<DerivedKey> {
  const id = `${salt}\0${secret}`;
  let key = keys.get(id);
  if (!key) {
    const raw = new Uint8Array(hkdfSync("sha256", secret, salt, `Auth.js Generated Encryption Key (${salt})`, 64));
    key = calculateJwkThumbprint({ kty: "oct", k: base64url.encode(raw) }, "sha512").then((kid) => ({ key: raw, kid }));
    if (keys.size > 8) keys.clear(); // secrets only change in tests
    keys.set(id, key);
  }
  return key;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The token each decoded payload was read from: re-encoding a payload not yet due for renewal gives it back. */
const tokenOfPayload = new WeakMap<JWT, string>();
const secretOf = (secret: string | string[]) => (Array.isArray(secret) ? secret[0]! : secret);

/** The end of the session a token belongs to, when it names its sign-in. */
function absoluteEnd(token: JWT): number | undefined {
  return Number.isSafeInteger(token.authTime) ? (token.authTime as number) + SESSION_MAX_AGE_S : undefined;
}

export async function encodeSession(params: JWTEncodeParams, now = nowSeconds()): Promise<string> {
  const { token = {}, secret, salt, maxAge = SESSION_IDLE_S } = params;
  // Auth.js re-encodes the token on every session read; encrypting it again would only change its bytes.
  const read = tokenOfPayload.get(token);
  if (read !== undefined && Number.isSafeInteger(token.iat) && now - (token.iat as number) < SESSION_RENEW_AFTER_S)
    return read;
  const { key, kid } = await derivedKey(secretOf(secret), salt);
  const exp = Math.min(now + maxAge, absoluteEnd(token) ?? Infinity);
  return new EncryptJWT(token)
    .setProtectedHeader({ alg: ALG, enc: ENC, kid })
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .setJti(crypto.randomUUID())
    .encrypt(key);
}

/** The token's payload, or null when it is not ours, is damaged, expired or past its session's end. Never throws. */
export async function decodeSession(params: JWTDecodeParams, now = nowSeconds()): Promise<JWT | null> {
  const { token, secret, salt } = params;
  if (!token) return null;
  try {
    const { key, kid } = await derivedKey(secretOf(secret), salt);
    const { payload, protectedHeader } = await jwtDecrypt(token, key, {
      keyManagementAlgorithms: [ALG],
      contentEncryptionAlgorithms: [ENC],
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: new Date(now * 1000),
    });
    if (protectedHeader.kid !== undefined && protectedHeader.kid !== kid) return null;
    const end = absoluteEnd(payload);
    if (end !== undefined && end <= now) return null;
    tokenOfPayload.set(payload, token);
    return payload;
  } catch {
    return null;
  }
}

/** The session claims a decoded token carries, or null when it is not a session of ours. */
export function sessionClaims(token: JWT | null): SessionClaims | null {
  if (!token) return null;
  const { uid, sv, authTime, iat, exp } = token;
  const claims = { uid, sv, authTime, iat, exp };
  if (!Object.values(claims).every((value) => Number.isSafeInteger(value))) return null;
  return (claims as SessionClaims).uid >= 1 ? (claims as SessionClaims) : null;
}

/** Forgets derived keys (tests switch AUTH_SECRET between cases). */
export function resetSessionKeysForTests(): void {
  keys.clear();
}
