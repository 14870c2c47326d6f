/**
 * Owners for integration tests, carrying the cookies the app itself sets: a fresh guest, a
 * registered user, the owner a jar's cookies name.
 */
import { POST as postGuest } from "@/app/api/guest/route";
import { POST as postRegister } from "@/app/api/register/route";
import { getOwner } from "@/lib/auth/current-owner";
import type { Owner } from "@/lib/auth/owner";
import { hashPassword } from "@/lib/auth/password";
import { resetAuthSecretForTests } from "@/lib/auth/secret";
import { startUserSession } from "@/lib/auth/session";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { GUEST_COOKIE } from "@/lib/guests/cookie";
import { randomUUID } from "node:crypto";
import { call, CookieJar, request } from "./api";
import { setEnv } from "./env";

/** A fixed secret so the suite never writes a generated one into the working tree. */
export const TEST_AUTH_SECRET = "integration-test-secret-0123456789abcdefghijklmnop";
export function useTestAuthSecret(): void {
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
  resetEnvForTests();
  resetAuthSecretForTests();
}

/** A new account's registration fields, unique per call. */
export function newAccount(prefix = "it") {
  const id = randomUUID().replace(/-/g, "").slice(0, 10);
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}_${id}`, password: `pw-${id}` };
}

/** The password every `newUser` registers with. */
export const USER_PASSWORD = "secret-password";

/** A fresh private guest, as "continue as guest" makes one (from an address of its own: the guest limit is per address). */
export async function newGuest(): Promise<CookieJar> {
  const jar = new CookieJar();
  const started = await call(postGuest, { path: "/api/guest", method: "POST", jar });
  if (started.status !== 200 || !jar.header()) throw new Error(`guest failed: ${started.status} ${started.text}`);
  return jar;
}

/**
 * USER_PASSWORD's hash, made once per test file: every hash costs 128 MiB of scrypt and a good part
 * of a second, which registering each user through the route paid again.
 */
let userPasswordHash: Promise<string> | undefined;

/**
 * A freshly registered, signed-in user (password USER_PASSWORD). The row is written as registering
 * writes it and the session cookie is the one sign-in sets (lib/auth/session.ts); only the hash is
 * shared. Pass a guest's jar to register from guest mode: that goes through the real route, which
 * moves the guest's things into the account.
 */
export async function newUser(jar = new CookieJar()): Promise<CookieJar> {
  const name = `u${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const body = { email: `${name}@example.com`, username: name, password: USER_PASSWORD };
  if (jar.get(GUEST_COOKIE)) {
    const registered = await call(postRegister, { path: "/api/register", body, jar });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
    return jar;
  }
  return (await insertSignedInUser(body, jar)).jar;
}

/**
 * An account as `newAccount()` names it, stored and signed in as `newUser` stores one (password
 * USER_PASSWORD, hashed once per file): for tests about signing in, whose set-up need not register.
 * Returns the fields to sign in with, the jar holding the session, and the public user.
 */
export async function seededAccount(prefix = "it") {
  const account = { ...newAccount(prefix), password: USER_PASSWORD };
  return { account, ...(await insertSignedInUser(account, new CookieJar())) };
}

async function insertSignedInUser(account: { email: string; username: string }, jar: CookieJar) {
  userPasswordHash ??= hashPassword(USER_PASSWORD);
  const db = await getDb();
  const { sessionVersion, ...user } = await db.user.create({
    data: { email: account.email, username: account.username, password: await userPasswordHash },
    select: { id: true, email: true, username: true, sessionVersion: true },
  });
  const cookies = await startUserSession({ ...user, sessionVersion }, { secure: false });
  return { jar: jar.take(new Headers(cookies.map((cookie): [string, string] => ["set-cookie", cookie]))), user };
}

/** The owner a jar's cookies name, read as every handler reads it. */
export async function ownerOf(jar: CookieJar): Promise<Owner> {
  const owner = await getOwner(request({ path: "/api/user", jar }));
  if (!owner) throw new Error("the cookies name no owner");
  return owner;
}

/** Runs `run` as an instance with `count` reverse proxies in front (TRUSTED_PROXY_COUNT), then restores the setting. */
export async function withTrustedProxies<T>(count: number, run: () => Promise<T>): Promise<T> {
  const restore = setEnv({ TRUSTED_PROXY_COUNT: String(count) });
  try {
    return await run();
  } finally {
    restore();
  }
}
