import { newAccount, newAddress, registerByApi } from "./support/auth";
import { expect, test } from "./support/test";

/** The account and guest calls of SPEC §7 and DESIGN.md, status by status. */

test("register answers 201 with the public user, signs in, and never returns the hash", async ({ request }) => {
  const account = newAccount();
  const response = await request.post("/api/register", {
    data: { ...account, email: account.email.toUpperCase() },
    headers: newAddress(),
  });
  expect(response.status()).toBe(201);
  const body = await response.json();
  expect(body).toEqual({
    id: expect.any(Number),
    email: account.email,
    username: account.username,
    movedClosetItems: 0,
  });
  expect(JSON.stringify(body)).not.toMatch(/scrypt|password/);

  const cookie = response
    .headersArray()
    .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("session-token"));
  expect(cookie?.value).toMatch(/HttpOnly/i);
  expect(cookie?.value).toMatch(/SameSite=Lax/i);

  const user = await request.get("/api/user");
  expect(user.status()).toBe(200);
  const { movedClosetItems: _moved, ...publicUser } = body as { movedClosetItems: number };
  expect(await user.json()).toEqual(publicUser);
});

test("a taken e-mail or username answers 409 naming which, whatever the case", async ({ request }) => {
  const account = await registerByApi(request);
  const sameEmail = await request.post("/api/register", {
    data: { ...newAccount(), email: account.email.toUpperCase() },
    headers: newAddress(),
  });
  expect(sameEmail.status()).toBe(409);
  expect(await sameEmail.json()).toEqual({ message: "That email is already registered.", code: "email_taken" });

  const sameUsername = await request.post("/api/register", {
    data: { ...newAccount(), username: account.username.toUpperCase() },
    headers: newAddress(),
  });
  expect(sameUsername.status()).toBe(409);
  expect(await sameUsername.json()).toEqual({ message: "That username is taken.", code: "username_taken" });
});

test("bad registration input answers 400 with SPEC §5's messages", async ({ request }) => {
  const cases: [Record<string, unknown>, string][] = [
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ password: "12345" }, "Password must be at least 6 characters"],
  ];
  for (const [change, message] of cases) {
    const response = await request.post("/api/register", {
      data: { ...newAccount(), ...change },
      headers: newAddress(),
    });
    expect(response.status(), JSON.stringify(change)).toBe(400);
    expect(await response.json()).toEqual({ message, code: "validation_failed" });
  }
  const notJson = await request.post("/api/register", {
    data: "{",
    headers: { ...newAddress(), "content-type": "application/json" },
  });
  expect(notJson.status()).toBe(400);
});

test("login accepts the e-mail or the username; a wrong password answers 401", async ({ playwright, baseURL }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const account = await registerByApi(setup);
  await setup.dispose();

  for (const name of [account.email, account.email.toUpperCase(), account.username, account.username.toUpperCase()]) {
    const context = await playwright.request.newContext({ baseURL });
    const response = await context.post("/api/login", {
      data: { username: name, password: account.password },
      headers: newAddress(),
    });
    expect(response.status(), name).toBe(200);
    expect(await response.json()).toEqual({ id: account.id, email: account.email, username: account.username });
    expect((await context.get("/api/user")).status()).toBe(200);
    await context.dispose();
  }

  const context = await playwright.request.newContext({ baseURL });
  for (const data of [
    { username: account.username, password: `${account.password}x` },
    { username: "nobody-by-this-name", password: account.password },
  ]) {
    const response = await context.post("/api/login", { data, headers: newAddress() });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid username or password.", code: "invalid_credentials" });
  }
  expect((await context.get("/api/user")).status()).toBe(401);

  const empty = await context.post("/api/login", { data: { username: "", password: "" }, headers: newAddress() });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toEqual({ message: "Email or username is required", code: "validation_failed" });
  await context.dispose();
});

test("GET /api/user answers 401 without a session; logout ends the session", async ({ request }) => {
  const anonymous = await request.get("/api/user");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ message: expect.any(String), code: "unauthorized" });

  await registerByApi(request);
  expect((await request.get("/api/user")).status()).toBe(200);
  const logout = await request.post("/api/logout");
  expect(logout.status()).toBe(200);
  expect((await request.get("/api/user")).status()).toBe(401);
});

test("wrong passwords for one account from one address are slowed down, while the owner elsewhere signs in", async ({
  request,
}) => {
  const account = await registerByApi(request);
  await request.post("/api/logout");
  const stranger = newAddress();
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await request.post("/api/login", {
      data: { username: account.username, password: "wrong-password" },
      headers: stranger,
    });
    expect(response.status()).toBe(401);
  }
  // After 5 failures the 6th try waits, even with the right password (README, "Limits").
  const limited = await request.post("/api/login", {
    data: { username: account.username, password: account.password },
    headers: stranger,
  });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await limited.json()).message).toMatch(/Too many attempts/);
  const owner = await request.post("/api/login", {
    data: { username: account.username, password: account.password },
    headers: newAddress(),
  });
  expect(owner.status()).toBe(200);
});

test("a guest is created once per browser session and kept on later calls", async ({ request }) => {
  expect(await (await request.get("/api/guest")).json()).toEqual({ guest: false });
  const first = await request.post("/api/guest", { headers: newAddress() });
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ guest: true });
  const cookie = first.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/^stylematch-guest=[0-9a-f-]{36}\.\d+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);

  const again = await request.post("/api/guest", { headers: newAddress() });
  expect(await again.json()).toEqual({ guest: true });
  expect(again.headers()["set-cookie"]).toBeUndefined();
  expect(await (await request.get("/api/guest")).json()).toEqual({ guest: true });
  // A guest is not a user.
  expect((await request.get("/api/user")).status()).toBe(401);
});

test("the X-Guest-Mode header alone grants nothing; a forged guest cookie neither", async ({ request }) => {
  const headerOnly = await request.get("/api/closet", { headers: { "X-Guest-Mode": "true" } });
  expect(headerOnly.status()).toBe(401);
  const forged = await request.get("/api/closet", {
    headers: { "X-Guest-Mode": "true", cookie: "stylematch-guest=00000000-0000-4000-8000-000000000000.AAAA" },
  });
  expect(forged.status()).toBe(401);
  expect(await (await request.get("/api/guest", { headers: { "X-Guest-Mode": "true" } })).json()).toEqual({
    guest: false,
  });
});

test("a write from another site's page is refused", async ({ request }) => {
  const response = await request.post("/api/login", {
    data: { username: "someone", password: "whatever" },
    headers: { ...newAddress(), origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});
