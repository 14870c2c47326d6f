import { randomUUID } from "node:crypto";
import { testOnOwnServer } from "./support/own-server";
import { type APIRequestContext, expect } from "./support/test";

/** API tests for the admin calls of SPEC §7 and the abuse limit on the admin password. */
const PASSWORD = process.env.ADMIN_PASSWORD ?? "e2e-admin-password";

// The site mode is the whole site's: switched on the shared server, it would answer 503 to the tests
// running beside this one. So this spec has a server of its own (E2E_ADMIN_API_PORT), behind one proxy
// like the shared one (E2E_NO_PROXY off) so that each test can still name its own address.
const test = testOnOwnServer(Number(process.env.E2E_ADMIN_API_PORT ?? 5380), {
  ADMIN_PASSWORD: PASSWORD,
  E2E_NO_PROXY: "",
});

/** Every test speaks from its own address so the per-address limits never leak between tests. */
const newAddress = () => ({ "x-forwarded-for": `e2e-${randomUUID()}` });

const check = (request: APIRequestContext, password: unknown, headers = newAddress()) =>
  request.post("/api/admindesh09/mode", { data: { password }, headers });
const toggle = (request: APIRequestContext, body: Record<string, unknown>, headers = newAddress()) =>
  request.post("/api/admindesh09/toggle-mode", { data: body, headers });

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ request }) => {
  await toggle(request, { mode: "app", password: PASSWORD });
});

test("GET /api/admin/mode answers the mode, uncached", async ({ request }) => {
  const response = await request.get("/api/admin/mode");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(await response.json()).toEqual({ mode: "app" });
});

test("the password check answers the mode, or 401 for a wrong password", async ({ request }) => {
  const ok = await check(request, PASSWORD);
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ mode: "app" });

  const wrong = await check(request, `${PASSWORD}x`);
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ message: "Invalid admin password", code: "admin_password_invalid" });
});

test("an empty or missing password is refused without a check", async ({ request }) => {
  for (const data of [{ password: "" }, {}, { password: 42 }]) {
    const response = await request.post("/api/admindesh09/mode", { data, headers: newAddress() });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe("Please enter the admin password.");
  }
  const notJson = await request.post("/api/admindesh09/mode", {
    data: "not json",
    headers: { ...newAddress(), "content-type": "application/json" },
  });
  expect(notJson.status()).toBe(400);
});

test("toggle-mode refuses a bad mode (400) and a wrong password (401) and changes nothing", async ({ request }) => {
  const badMode = await toggle(request, { mode: "maintenance", password: PASSWORD });
  expect(badMode.status()).toBe(400);
  expect((await badMode.json()).message).toMatch(/app, coming-soon/);

  const wrong = await toggle(request, { mode: "coming-soon", password: "guess" });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ message: "Invalid admin password", code: "admin_password_invalid" });

  expect(await (await request.get("/api/admin/mode")).json()).toEqual({ mode: "app" });
});

test("after ten wrong passwords from one address, that address waits before its next try, even for the right one", async ({
  request,
}) => {
  const address = newAddress();
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 10; attempt++)
    statuses.push((await check(request, `wrong-${attempt}`, address)).status());
  // The eleventh try waits.
  const waiting = await check(request, PASSWORD, address);
  statuses.push(waiting.status());
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  const retryAfter = Number(waiting.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3);
  expect((await waiting.json()).message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);

  // The switch is behind the same limit.
  expect((await toggle(request, { mode: "coming-soon", password: PASSWORD }, address)).status()).toBe(429);
  // Another address is not punished for it, and the waiting one gets in once its short delay is over.
  expect((await check(request, PASSWORD)).status()).toBe(200);
  await expect.poll(async () => (await check(request, PASSWORD, address)).status(), { timeout: 10_000 }).toBe(200);
});

test("successful checks do not use up the attempts", async ({ request }) => {
  const address = newAddress();
  for (let attempt = 1; attempt <= 12; attempt++) {
    expect((await check(request, PASSWORD, address)).status()).toBe(200);
  }
});

test("in coming-soon mode app APIs answer 503 while the mode, admin and waitlist calls still work", async ({
  request,
}) => {
  const switched = await toggle(request, { mode: "coming-soon", password: PASSWORD });
  expect(switched.status()).toBe(200);
  expect(await switched.json()).toEqual({ mode: "coming-soon" });

  for (const path of ["/api/closet", "/api/categories", "/api/user"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(503);
    expect((await response.json()).message, path).toMatch(/coming soon/i);
  }
  const guest = await request.post("/api/guest");
  expect(guest.status()).toBe(503);

  expect(await (await request.get("/api/admin/mode")).json()).toEqual({ mode: "coming-soon" });
  expect((await check(request, PASSWORD)).status()).toBe(200);
  const signup = await request.post("/api/waitlist-signup", {
    data: { email: `api-${randomUUID()}@example.com` },
    headers: newAddress(),
  });
  expect(signup.status()).toBe(200);

  const back = await toggle(request, { mode: "app", password: PASSWORD });
  expect(await back.json()).toEqual({ mode: "app" });
  expect((await request.get("/api/user")).status()).toBe(401);
});
