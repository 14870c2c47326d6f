import "server-only";

import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

/**
 * Password hashes as "scrypt$N$r$p$salt$hash" (salt and hash base64url). The parameters travel with
 * the hash, so raising them later only affects new hashes and old ones keep verifying.
 * N = 2^17, r = 8 (OWASP's scrypt recommendation) needs 128 MiB and about 0.3 s per hash on one core:
 * slow for a guesser, fine for a person. Node runs scrypt on its small thread pool, so concurrent
 * logins queue there instead of multiplying the memory. Hashes made with weaker parameters keep
 * verifying and are replaced at the next successful login (`needsRehash`).
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Refuse absurd parameters from a tampered row instead of letting them eat the server's memory. */
const MAX_N = 2 ** 20;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  keyLength: number,
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, "base64url");
  const hash = Buffer.from(parts[5]!, "base64url");
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16)
    return null;
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

/** True when the password matches; a malformed stored value never matches. Compared in constant time. */
/** The stored "hash" of an account made by single sign-on before its owner sets a password: matches nothing. */
export const NO_PASSWORD = "!";

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  // Same time as a real check, so an answer never tells an account without a password apart.
  if (!parsed) return verifyAgainstDummy(password);
  const candidate = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when a stored hash was made with weaker parameters than today's (or is not ours): rehash it on login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed || parsed.N < PARAMS.N || parsed.r < PARAMS.r || parsed.p < PARAMS.p || parsed.hash.length < KEY_LENGTH
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check. Used when the account does not exist, so response
 * timing does not reveal which usernames and e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(password, await dummyHash);
  return false;
}
