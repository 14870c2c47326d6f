import { randomUUID } from "node:crypto";
import { newAccount } from "./support/auth";
import { type OwnServer, send, startOwnServer } from "./support/own-server";
import { expect, test } from "./support/test";

/**
 * The attacks of the sessions issue, tried the way an attacker would: against `next start` on the
 * README's embedded defaults (its own server: nothing in front of it, TRUSTED_PROXY_COUNT at its
 * default), with distinct clients on distinct loopback addresses. One test per attack.
 */
const ADMIN_PASSWORD = "attack-suite-admin-password";
let server: OwnServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer(Number(process.env.E2E_ATTACK_PORT ?? 3110), { ADMIN_PASSWORD });
});
test.afterAll(async () => {
  await server?.stop();
});

/** One request; Next itself first sends a request with an `RSC` header to the same URL with `?_rsc`, so follow that. */
async function call(options: Parameters<typeof send>[1]) {
  const answer = await send(server.baseURL, options);
  const location = answer.headers.location;
  const rscRetry = answer.status === 307 && location?.startsWith(`${options.path}?_rsc`);
  return rscRetry ? send(server.baseURL, { ...options, path: location! }) : answer;
}
const register = (account = newAccount("atk"), from = "127.0.0.2") =>
  call({ path: "/api/register", method: "POST", body: account, from });
const login = (username: string, password: string, from: string) =>
  call({ path: "/api/login", method: "POST", body: { username, password }, from });
const setMode = (mode: "app" | "coming-soon") =>
  call({
    path: "/api/admindesh09/toggle-mode",
    method: "POST",
    body: { mode, password: ADMIN_PASSWORD },
    from: "127.0.0.250",
  });

test("a prefetch header skips neither the coming-soon mode nor the sign-in gate", async () => {
  const prefetchHeaders: Record<string, string>[] = [
    { "Next-Router-Prefetch": "1" },
    { Purpose: "prefetch" },
    { "Next-Router-Prefetch": "1", RSC: "1" },
  ];

  // App mode: a protected page prefetched by a visitor is sent to /auth like the navigation.
  for (const headers of prefetchHeaders) {
    const page = await call({ path: "/closet", headers });
    expect(page.status, JSON.stringify(headers)).toBe(307);
    expect(page.headers.location).toMatch(/\/auth\?redirect=%2Fcloset$/);
    expect((await call({ path: "/api/closet", headers })).status).toBe(401);
  }

  expect((await setMode("coming-soon")).status).toBe(200);
  try {
    for (const headers of prefetchHeaders) {
      const account = newAccount("atk");
      const attempt = await call({ path: "/api/register", method: "POST", body: account, headers, from: "127.0.0.3" });
      expect(attempt.status, JSON.stringify(headers)).toBe(503);
      expect(attempt.json()).toEqual({ message: expect.stringContaining("coming soon"), code: "coming_soon" });
      // No account was made: once the site opens, that name is still free.
      expect((await call({ path: "/api/guest", method: "POST", headers })).status).toBe(503);
      expect((await call({ path: "/api/user", headers })).status).toBe(503);
    }
  } finally {
    expect((await setMode("app")).status).toBe(200);
  }
  // The mode is cached per process for up to 5 s; the accounts never came to exist either way.
  await expect
    .poll(async () => (await call({ path: "/api/admin/mode" })).json(), { timeout: 10_000 })
    .toEqual({ mode: "app" });
});

test("a session cookie saved before logout answers 401 after it, and so does a guest's", async () => {
  const signedUp = await register();
  expect(signedUp.status).toBe(201);
  const cookie = signedUp.cookies.find((value) => value.startsWith("authjs.session-token="))!;
  expect((await call({ path: "/api/user", headers: { cookie } })).status).toBe(200);
  expect((await call({ path: "/api/logout", method: "POST", headers: { cookie } })).status).toBe(200);
  const replayed = await call({ path: "/api/user", headers: { cookie } });
  expect(replayed.status).toBe(401);
  expect((await call({ path: "/closet", headers: { cookie } })).status).toBe(307);

  const guest = await call({ path: "/api/guest", method: "POST", from: "127.0.0.4" });
  const guestCookie = guest.cookies.find((value) => value.startsWith("stylematch-guest="))!;
  expect((await call({ path: "/api/categories", headers: { cookie: guestCookie } })).status).toBe(200);
  expect((await call({ path: "/api/logout", method: "POST", headers: { cookie: guestCookie } })).status).toBe(200);
  expect((await call({ path: "/api/categories", headers: { cookie: guestCookie } })).status).toBe(401);
});

test("a stranger's wrong passwords cannot lock the owner out, neither of the account nor of the admin page", async () => {
  const account = newAccount("atk");
  expect((await register(account, "127.0.0.5")).status).toBe(201);
  // Eleven wrong passwords from eleven places, then twelve from one: the stranger's address is slowed down...
  for (let i = 1; i <= 11; i++) expect((await login(account.username, `guess-${i}`, `127.0.3.${i}`)).status).toBe(401);
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await login(account.username, `guess-${i}`, "127.0.0.6")).status);
  expect(statuses).toContain(429);
  // ...the owner, at their own address, is not.
  expect((await login(account.username, account.password, "127.0.0.5")).status).toBe(200);

  // A hundred and one wrong admin passwords from as many addresses, and more from one.
  for (let i = 1; i <= 101; i++) {
    const guess = await call({
      path: "/api/admindesh09/mode",
      method: "POST",
      body: { password: `guess-${i}` },
      from: `127.0.2.${i}`,
    });
    expect(guess.status).toBe(401);
  }
  for (let i = 0; i < 15; i++)
    await call({ path: "/api/admindesh09/mode", method: "POST", body: { password: "guess" }, from: "127.0.0.7" });
  const owner = await call({
    path: "/api/admindesh09/mode",
    method: "POST",
    body: { password: ADMIN_PASSWORD },
    from: "127.0.0.8",
  });
  expect(owner.status).toBe(200);
});

test("rotating X-Forwarded-For does not reset per-address limits when no proxy is in front", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const signup = await call({
      path: "/api/waitlist-signup",
      method: "POST",
      body: { email: `rotate-${randomUUID()}@example.com` },
      headers: { "X-Forwarded-For": `198.51.100.${i + 1}` },
      from: "127.0.0.9",
    });
    statuses.push(signup.status);
  }
  // Five a minute per address: the socket's address, whatever the header claims.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // Another client is its own address.
  const other = await call({
    path: "/api/waitlist-signup",
    method: "POST",
    body: { email: `rotate-${randomUUID()}@example.com` },
    from: "127.0.0.10",
  });
  expect(other.status).toBe(200);
});

test("'Alice' and 'alice' registered at the same moment make one account, not two", async () => {
  for (let round = 0; round < 3; round++) {
    const name = `Race${randomUUID().replace(/-/g, "").slice(0, 8)}`;
    const answers = await Promise.all(
      [name, name.toLowerCase()].map((username, i) =>
        register({ ...newAccount("atk"), username }, `127.0.1.${round * 2 + i + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json()).toEqual({
      message: "That username is taken.",
      code: "username_taken",
    });
  }
});
