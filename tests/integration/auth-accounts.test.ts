import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as register } from "@/app/api/register/route";
import { GET as user } from "@/app/api/user/route";
import { authSecret } from "@/lib/auth/secret";
import { SESSION_MAX_AGE_S } from "@/lib/auth/session";
import { decodeSession, encodeSession } from "@/lib/auth/session-jwt";
import { getDb } from "@/lib/db";
import { randomBytes, scryptSync } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { newAccount, seededAccount, useTestAuthSecret, withTrustedProxies } from "../support/owners";

/**
 * The account calls of SPEC §7, through the real route handlers, against a real database. Tests about
 * registering register; the others start from a seeded account (`seededAccount`: the row registering
 * writes, with a password hash made once per file), since every registration pays a 128 MiB scrypt.
 */
beforeAll(useTestAuthSecret);
beforeEach(resetDatabase);

async function registered(account = newAccount()) {
  const jar = new CookieJar();
  const result = await call(register, { path: "/api/register", body: account, jar });
  expect(result.status, result.text).toBe(201);
  // The public user, as login and GET /api/user answer it (register adds movedClosetItems).
  const { movedClosetItems: _moved, ...user } = result.body as {
    id: number;
    email: string;
    username: string;
    movedClosetItems: number;
  };
  return { account, jar, user };
}

describe("POST /api/register", () => {
  it("answers 201 with the public user, stores a lower-case e-mail and a scrypt hash, and signs in", async () => {
    const account = newAccount();
    const jar = new CookieJar();
    const { status, body, headers } = await call(register, {
      path: "/api/register",
      body: { ...account, email: ` ${account.email.toUpperCase()} ` },
      jar,
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      email: account.email,
      username: account.username,
      movedClosetItems: 0,
    });

    const session = headers.getSetCookie().find((cookie) => cookie.startsWith("authjs.session-token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/);

    const row = await (await getDb()).user.findUniqueOrThrow({ where: { id: (body as { id: number }).id } });
    expect(row.email).toBe(account.email);
    expect(row.password).toMatch(/^scrypt\$/);
    expect(row.password).not.toContain(account.password);

    const me = await call(user, { path: "/api/user", jar });
    expect(me.status).toBe(200);
    const { movedClosetItems: _moved, ...publicUser } = body as { movedClosetItems: number };
    expect(me.body).toEqual(publicUser);
  });

  it("marks the session cookie Secure (with the __Secure- prefix) when a trusted proxy says https", async () => {
    const registerOverHttps = () =>
      call(register, { path: "/api/register", body: newAccount(), headers: { "x-forwarded-proto": "https" } });
    const { headers } = await withTrustedProxies(1, registerOverHttps);
    const cookies = headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith("__Secure-authjs.session-token="))).toMatch(/; Secure/);
    // With no proxy in front (TRUSTED_PROXY_COUNT=0), the header is the client's own claim: plain http.
    const direct = await registerOverHttps();
    const session = direct.headers.getSetCookie().find((cookie) => cookie.includes("session-token="));
    expect(session).toMatch(/^authjs\.session-token=[^;]+;/);
    expect(session).not.toMatch(/; Secure/);
  });

  it("answers 409 naming a taken e-mail or username, compared regardless of case", async () => {
    const { account } = await registered();
    const email = await call(register, {
      path: "/api/register",
      body: { ...newAccount(), email: account.email.toUpperCase() },
    });
    expect(email.status).toBe(409);
    expect(email.body).toEqual({ message: "That email is already registered.", code: "email_taken" });
    const username = await call(register, {
      path: "/api/register",
      body: { ...newAccount(), username: account.username.toUpperCase() },
    });
    expect(username.status).toBe(409);
    expect(username.body).toEqual({ message: "That username is taken.", code: "username_taken" });
    expect(await (await getDb()).user.count()).toBe(1);
  });

  it("lets exactly one of two simultaneous registrations of the same name through", async () => {
    const account = newAccount();
    const results = await Promise.all([
      call(register, { path: "/api/register", body: account }),
      call(register, { path: "/api/register", body: { ...newAccount(), username: account.username } }),
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
    const result = await call(register, { path: "/api/register", body: { ...newAccount(), ...change } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message, code: "validation_failed" });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const result = await call(register, { path: "/api/register", body: "{not json" });
    expect(result.status).toBe(400);
  });

  it("refuses a registration posted from another site", async () => {
    const result = await call(register, {
      path: "/api/register",
      body: newAccount(),
      headers: { origin: "https://evil.example" },
    });
    expect(result.status).toBe(403);
    expect(await (await getDb()).user.count()).toBe(0);
  });
});

// Each login hashes with scrypt at N = 2^17 (about a second on a busy 2-core machine), and some
// cases here make dozens of them.
describe("POST /api/login", { timeout: 240_000 }, () => {
  it("signs in with the e-mail or the username, in any case", async () => {
    const { account, user: created } = await seededAccount();
    for (const name of [account.email, account.email.toUpperCase(), account.username, account.username.toUpperCase()]) {
      const jar = new CookieJar();
      const result = await call(login, {
        path: "/api/login",
        body: { username: name, password: account.password },
        jar,
      });
      expect(result.status, name).toBe(200);
      expect(result.body).toEqual(created);
      expect((await call(user, { path: "/api/user", jar })).body).toEqual(created);
    }
  });

  it("answers 401 'Invalid username or password.' for a wrong password or an unknown name", async () => {
    const { account } = await seededAccount();
    for (const body of [
      { username: account.username, password: `${account.password}!` },
      { username: "no_such_user", password: account.password },
      { username: "nobody@example.com", password: account.password },
    ]) {
      const jar = new CookieJar();
      const result = await call(login, { path: "/api/login", body, jar });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ message: "Invalid username or password.", code: "invalid_credentials" });
      expect(jar.header()).toBe("");
    }
  });

  it("answers 400 with SPEC §5's messages for missing fields", async () => {
    expect((await call(login, { path: "/api/login", body: { username: "", password: "x" } })).body).toEqual({
      message: "Email or username is required",
      code: "validation_failed",
    });
    expect((await call(login, { path: "/api/login", body: { username: "ann", password: "" } })).body).toEqual({
      message: "Password is required",
      code: "validation_failed",
    });
  });

  const attempt = (username: string, password: string, address: string) =>
    call(login, { path: "/api/login", body: { username, password }, headers: { "x-forwarded-for": address } });

  it("after five wrong passwords from one address, makes that address wait a growing delay, even for the right password", async () => {
    const { account } = await seededAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(account.username, "wrong-password", "192.0.2.10")).status);
    // The sixth try waits (README: "after 5 failures each further try waits"). The same name typed
    // in another case is the same account: refused unchecked while the delay runs.
    const limited = await attempt(account.username.toUpperCase(), account.password, "192.0.2.10");
    statuses.push(limited.status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3);
    // The delay is short: once it is over, the owner gets in from the same address.
    await expect
      .poll(async () => (await attempt(account.username, account.password, "192.0.2.10")).status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(200);
  });

  it("a stranger's wrong guesses never lock the owner out from the owner's own address", async () => {
    const { account } = await seededAccount();
    for (let i = 0; i < 40; i++) await attempt(account.username, `guess-${i}`, "198.51.100.66");
    expect((await attempt(account.username, account.password, "198.51.100.66")).status).toBe(429);
    expect((await attempt(account.username, account.password, "192.0.2.99")).status).toBe(200);
  });

  it("one address trying many accounts is slowed down after thirty failures, whichever accounts they name", async () => {
    for (let i = 0; i < 30; i++)
      expect((await attempt(`nobody-${i}`, "wrong-password", "2001:db8:7:7::1")).status).toBe(401);
    // The 31st waits; the same /64 is the same subscriber.
    expect((await attempt("nobody-30", "wrong-password", "2001:db8:7:7:ffff::2")).status).toBe(429);
  });

  it("bad input is refused with 400 and costs no attempt", async () => {
    const { account } = await seededAccount();
    for (let i = 0; i < 12; i++) expect((await attempt(account.username, "", "192.0.2.20")).status).toBe(400);
    expect((await attempt(account.username, account.password, "192.0.2.20")).status).toBe(200);
  });

  it("does not count successful sign-ins against the limit", async () => {
    const { account } = await seededAccount();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect(
        (await call(login, { path: "/api/login", body: { username: account.username, password: account.password } }))
          .status,
      ).toBe(200);
    }
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("answers 401 without a session and with a tampered one", async () => {
    expect((await call(user, { path: "/api/user" })).status).toBe(401);
    const { jar } = await seededAccount();
    const token = jar.get("authjs.session-token")!;
    const tampered = new CookieJar().set(
      "authjs.session-token",
      token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA"),
    );
    expect((await call(user, { path: "/api/user", jar: tampered })).status).toBe(401);
  });

  it("ends the session and clears both the session and guest cookies", async () => {
    const { jar } = await seededAccount();
    const result = await call(logout, { path: "/api/logout", method: "POST", jar });
    expect(result.status).toBe(200);
    const cleared = result.headers.getSetCookie();
    expect(cleared).toSatisfy((cookies: string[]) =>
      cookies.some(
        (cookie) => cookie.startsWith("authjs.session-token=;") || /authjs\.session-token=.*Max-Age=0/i.test(cookie),
      ),
    );
    expect(cleared).toContainEqual(expect.stringMatching(/^stylematch-guest=;/));
    expect((await call(user, { path: "/api/user", jar })).status).toBe(401);
  });

  it("never puts the password hash in any response", async () => {
    const { account, jar } = await registered();
    const bodies = [
      (await call(user, { path: "/api/user", jar })).text,
      (await call(login, { path: "/api/login", body: { username: account.username, password: account.password } }))
        .text,
      (await call(register, { path: "/api/register", body: { ...newAccount(), username: account.username } })).text,
    ];
    for (const text of bodies) expect(text).not.toMatch(/scrypt|"password"/);
  });
});

describe("sessions are revocable and end", () => {
  it("logout revokes the session on the server: a saved copy of the cookie answers 401 afterwards", async () => {
    const { jar } = await seededAccount();
    const saved = new CookieJar().set("authjs.session-token", jar.get("authjs.session-token")!);
    expect((await call(user, { path: "/api/user", jar: saved })).status).toBe(200);
    expect((await call(logout, { path: "/api/logout", method: "POST", jar })).status).toBe(200);
    const replayed = await call(user, { path: "/api/user", jar: saved });
    expect(replayed.status).toBe(401);
    // The dead cookie is removed from the browser that sent it.
    expect(replayed.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^authjs\.session-token=;.*Max-Age=0/),
    );
  });

  it("a new sign-in after logout works, and only sessions issued before the logout were revoked", async () => {
    const { account, jar } = await seededAccount();
    await call(logout, { path: "/api/logout", method: "POST", jar });
    const again = new CookieJar();
    expect(
      (
        await call(login, {
          path: "/api/login",
          body: { username: account.username, password: account.password },
          jar: again,
        })
      ).status,
    ).toBe(200);
    expect((await call(user, { path: "/api/user", jar: again })).status).toBe(200);
  });

  it("renews a day-old session on the way, but never past 30 days after sign-in", async () => {
    const DAY = 24 * 60 * 60;
    const now = Math.floor(Date.now() / 1000);
    const signInAt = now - 25 * DAY;
    const { account } = await seededAccount();
    const stored = await (await getDb()).user.findFirstOrThrow({ where: { email: account.email } });
    const secret = await authSecret();
    const salt = "authjs.session-token";
    const token = (issuedAt: number, maxAge: number) =>
      encodeSession(
        { token: { uid: stored.id, sv: stored.sessionVersion, authTime: signInAt }, secret, salt, maxAge },
        issuedAt,
      );
    const asked = (value: string) => call(user, { path: "/api/user", jar: new CookieJar().set(salt, value) });

    // Issued 12 days ago for 14 days: due for renewal, which stops at sign-in + 30 days, 5 days from now.
    const answer = await asked(await token(now - 12 * DAY, 14 * DAY));
    expect(answer.status).toBe(200);
    const renewed = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${salt}=`))!;
    const expires = Date.parse(/Expires=([^;]+)/.exec(renewed)![1]!) / 1000;
    expect(expires).toBe(signInAt + SESSION_MAX_AGE_S);
    const renewedToken = renewed.split(";")[0]!.slice(salt.length + 1);
    expect(await decodeSession({ token: renewedToken, secret, salt })).toMatchObject({
      authTime: signInAt,
      exp: signInAt + SESSION_MAX_AGE_S,
    });
    // A fresh token is not re-issued: most answers set no cookie.
    expect((await asked(renewedToken)).headers.getSetCookie()).toEqual([]);
    // At the absolute end the session is over.
    expect(await decodeSession({ token: renewedToken, secret, salt }, signInAt + SESSION_MAX_AGE_S)).toBeNull();
  });

  it("a fresh session is not re-issued on every read", async () => {
    const { jar } = await seededAccount();
    const me = await call(user, { path: "/api/user", jar });
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie()).toEqual([]);
  });
});

describe("usernames and password hashes", () => {
  it("the database refuses 'Alice' beside 'alice', however the rows arrive", async () => {
    const db = await getDb();
    await expect(
      db.$executeRaw`INSERT INTO users (email, username, password) VALUES ('a1@example.com', 'Alice', 'x'), ('a2@example.com', 'alice', 'x')`,
    ).rejects.toThrow();
    expect(await db.user.count()).toBe(0);
  });

  it("of two concurrent registrations of 'Alice' and 'alice', exactly one succeeds and the other hears the name is taken", async () => {
    const results = await Promise.all(
      ["Alice", "alice"].map((username, i) =>
        call(register, { path: "/api/register", body: { ...newAccount(), email: `race-${i}@example.com`, username } }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)!.body).toEqual({
      message: "That username is taken.",
      code: "username_taken",
    });
    expect(await (await getDb()).user.count()).toBe(1);
  });

  it("hashes new passwords at N = 2^17 and upgrades an older, weaker hash at the next successful login", async () => {
    const { account } = await registered();
    const db = await getDb();
    const row = await db.user.findFirstOrThrow({ where: { email: account.email } });
    expect(row.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    const salt = randomBytes(16);
    const weak = `scrypt$16384$8$1$${salt.toString("base64url")}$${scryptSync(account.password, salt, 32, { N: 16384, r: 8, p: 1 }).toString("base64url")}`;
    await db.user.update({ where: { id: row.id }, data: { password: weak } });
    expect(
      (await call(login, { path: "/api/login", body: { username: account.username, password: account.password } }))
        .status,
    ).toBe(200);
    const upgraded = (await db.user.findUniqueOrThrow({ where: { id: row.id } })).password;
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(
      (await call(login, { path: "/api/login", body: { username: account.username, password: account.password } }))
        .status,
    ).toBe(200);
  });
});

describe("cookies the wrapper keeps up", () => {
  it("signing in over a revoked session cookie leaves the new session in place", async () => {
    const { account, jar } = await seededAccount();
    const stale = new CookieJar().set("authjs.session-token", jar.get("authjs.session-token")!);
    await call(logout, { path: "/api/logout", method: "POST", jar });
    const signedIn = await call(login, {
      path: "/api/login",
      body: { username: account.username, password: account.password },
      jar: stale,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().filter((cookie) => cookie.startsWith("authjs.session-token="))).toHaveLength(
      1,
    );
    expect((await call(user, { path: "/api/user", jar: stale })).status).toBe(200);
  });

  it("signing in as someone else while signed in switches to them", async () => {
    const first = await seededAccount();
    const second = await seededAccount();
    const jar = first.jar;
    expect(
      (
        await call(login, {
          path: "/api/login",
          body: { username: second.account.username, password: second.account.password },
          jar,
        })
      ).status,
    ).toBe(200);
    expect((await call(user, { path: "/api/user", jar })).body).toMatchObject({
      username: second.account.username,
    });
  });
});
