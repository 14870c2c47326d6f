/**
 * Owners for integration tests, made through the real route handlers (so they carry real session
 * and guest cookies): a fresh guest, a registered user, the owner a jar's cookies name.
 */
import { POST as postGuest } from "@/app/api/guest/route";
import { POST as postRegister } from "@/app/api/register/route";
import { getOwner } from "@/lib/auth/current-owner";
import { resetAuthSecretForTests } from "@/lib/auth/secret";
import { resetEnvForTests } from "@/lib/config/env";
import type { Owner } from "@/lib/auth/owner";
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

/** A freshly registered, signed-in user (password USER_PASSWORD); pass a guest's jar to register from guest mode. */
export async function newUser(jar = new CookieJar()): Promise<CookieJar> {
  const name = `u${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const body = { email: `${name}@example.com`, username: name, password: USER_PASSWORD };
  const registered = await call(postRegister, { path: "/api/register", body, jar });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  return jar;
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
