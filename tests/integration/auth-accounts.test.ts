import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as register } from "@/app/api/register/route";
import { GET as user } from "@/app/api/user/route";
import { getDb } from "@/lib/db";
import { resetDatabase } from "../support/db";
import { apiRequest, CookieJar, newAccount, send, useTestAuthSecret } from "./auth-support";

/** The account calls of SPEC §7, through the real route handlers, against a real database. */
beforeAll(useTestAuthSecret);
beforeEach(resetDatabase);

async function registered(account = newAccount()) {
  const jar = new CookieJar();
  const result = await send(register, apiRequest("/api/register", { body: account }), jar);
  expect(result.status, result.text).toBe(201);
  return { account, jar, user: result.body as { id: number; email: string; username: string } };
}

describe("POST /api/register", () => {
  it("answers 201 with the public user, stores a lower-case e-mail and a scrypt hash, and signs in", async () => {
    const account = newAccount();
    const jar = new CookieJar();
    const { status, body, response } = await send(register, apiRequest("/api/register", { body: { ...account, email: ` ${account.email.toUpperCase()} ` } }), jar);
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), email: account.email, username: account.username });

    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("authjs.session-token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/);

    const row = await (await getDb()).user.findUniqueOrThrow({ where: { id: (body as { id: number }).id } });
    expect(row.email).toBe(account.email);
    expect(row.password).toMatch(/^scrypt\$/);
    expect(row.password).not.toContain(account.password);

    const me = await send(user, apiRequest("/api/user", { jar }));
    expect(me.status).toBe(200);
    expect(me.body).toEqual(body);
  });

  it("marks the session cookie Secure (with the __Secure- prefix) when served over https", async () => {
    const { response } = await send(register, apiRequest("/api/register", { body: newAccount(), headers: { "x-forwarded-proto": "https" } }));
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith("__Secure-authjs.session-token="))).toMatch(/; Secure/);
  });

  it("answers 409 naming a taken e-mail or username, compared regardless of case", async () => {
    const { account } = await registered();
    const email = await send(register, apiRequest("/api/register", { body: { ...newAccount(), email: account.email.toUpperCase() } }));
    expect(email.status).toBe(409);
    expect(email.body).toEqual({ message: "That email is already registered." });
    const username = await send(register, apiRequest("/api/register", { body: { ...newAccount(), username: account.username.toUpperCase() } }));
    expect(username.status).toBe(409);
    expect(username.body).toEqual({ message: "That username is taken." });
    expect(await (await getDb()).user.count()).toBe(1);
  });

  it("lets exactly one of two simultaneous registrations of the same name through", async () => {
    const account = newAccount();
    const results = await Promise.all([
      send(register, apiRequest("/api/register", { body: account })),
      send(register, apiRequest("/api/register", { body: { ...newAccount(), username: account.username } })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(await (await getDb()).user.count()).toBe(1);
  });

  it.each([
    [{ email: "nope" }, "Please enter a valid email address"],
    [{ email: undefined }, "Please enter a valid email address"],
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ username: "has space" }, "Username can't contain spaces or @"],
    [{ password: "12345" }, "Password must be at least 6 characters"],
  ])("answers 400 for %o with '%s'", async (change, message) => {
    const result = await send(register, apiRequest("/api/register", { body: { ...newAccount(), ...change } }));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const result = await send(register, apiRequest("/api/register", { body: "{not json" }));
    expect(result.status).toBe(400);
  });

  it("refuses a registration posted from another site", async () => {
    const result = await send(register, apiRequest("/api/register", { body: newAccount(), headers: { origin: "https://evil.example" } }));
    expect(result.status).toBe(403);
    expect(await (await getDb()).user.count()).toBe(0);
  });
});

describe("POST /api/login", () => {
  it("signs in with the e-mail or the username, in any case", async () => {
    const { account, user: created } = await registered();
    for (const name of [account.email, account.email.toUpperCase(), account.username, account.username.toUpperCase()]) {
      const jar = new CookieJar();
      const result = await send(login, apiRequest("/api/login", { body: { username: name, password: account.password } }), jar);
      expect(result.status, name).toBe(200);
      expect(result.body).toEqual(created);
      expect((await send(user, apiRequest("/api/user", { jar }))).body).toEqual(created);
    }
  });

  it("answers 401 'Invalid username or password.' for a wrong password or an unknown name", async () => {
    const { account } = await registered();
    for (const body of [
      { username: account.username, password: `${account.password}!` },
      { username: "no_such_user", password: account.password },
      { username: "nobody@example.com", password: account.password },
    ]) {
      const jar = new CookieJar();
      const result = await send(login, apiRequest("/api/login", { body }), jar);
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ message: "Invalid username or password." });
      expect(jar.header()).toBe("");
    }
  });

  it("answers 400 with SPEC §5's messages for missing fields", async () => {
    expect((await send(login, apiRequest("/api/login", { body: { username: "", password: "x" } }))).body).toEqual({ message: "Email or username is required" });
    expect((await send(login, apiRequest("/api/login", { body: { username: "ann", password: "" } }))).body).toEqual({ message: "Password is required" });
  });

  it("refuses the 11th attempt after ten wrong passwords for one account with 429 and Retry-After", async () => {
    const { account } = await registered();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await send(login, apiRequest("/api/login", { body: { username: account.username, password: "wrong-password" } }))).status).toBe(401);
    }
    // Even the right password, and the same name typed in another case, is refused now.
    const limited = await send(login, apiRequest("/api/login", { body: { username: account.username.toUpperCase(), password: account.password } }));
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("does not count successful sign-ins against the limit", async () => {
    const { account } = await registered();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await send(login, apiRequest("/api/login", { body: { username: account.username, password: account.password } }))).status).toBe(200);
    }
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("answers 401 without a session and with a tampered one", async () => {
    expect((await send(user, apiRequest("/api/user"))).status).toBe(401);
    const { jar } = await registered();
    const token = jar.get("authjs.session-token")!;
    const tampered = new CookieJar().set("authjs.session-token", token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA"));
    expect((await send(user, apiRequest("/api/user", { jar: tampered }))).status).toBe(401);
  });

  it("ends the session and clears both the session and guest cookies", async () => {
    const { jar } = await registered();
    const result = await send(logout, apiRequest("/api/logout", { method: "POST", jar }), jar);
    expect(result.status).toBe(200);
    const cleared = result.response.headers.getSetCookie();
    expect(cleared.some((cookie) => cookie.startsWith("authjs.session-token=;") || /authjs\.session-token=.*Max-Age=0/i.test(cookie))).toBe(true);
    expect(cleared.some((cookie) => cookie.startsWith("stylematch-guest=;"))).toBe(true);
    expect((await send(user, apiRequest("/api/user", { jar }))).status).toBe(401);
  });

  it("never puts the password hash in any response", async () => {
    const { account, jar } = await registered();
    const bodies = [
      (await send(user, apiRequest("/api/user", { jar }))).text,
      (await send(login, apiRequest("/api/login", { body: { username: account.username, password: account.password } }))).text,
      (await send(register, apiRequest("/api/register", { body: { ...newAccount(), username: account.username } }))).text,
    ];
    for (const text of bodies) expect(text).not.toMatch(/scrypt|"password"/);
  });
});
