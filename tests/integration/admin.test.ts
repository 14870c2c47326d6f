import { POST as checkRoute } from "@/app/api/admindesh09/mode/route";
import { POST as toggleRoute } from "@/app/api/admindesh09/toggle-mode/route";
import { ADMIN_LIMITS, verifyAdminPassword } from "@/lib/admin";
import { passwordsMatch } from "@/lib/admin/compare";
import { resetAdminPasswordForTests } from "@/lib/admin/password";
import { resetEnvForTests } from "@/lib/config/env";
import { AppError } from "@/lib/errors";
import { getSiteMode, resetSiteModeCacheForTests } from "@/lib/site-mode";
import { call } from "@/tests/support/api";
import { resetDatabase } from "@/tests/support/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const PASSWORD = "integration-admin-password";
const savedPassword = process.env.ADMIN_PASSWORD;

/** Every call from one address unless told: the admin limits count per address. */
const ADDRESS = "203.0.113.10";
const check = (password: unknown, address = ADDRESS) =>
  call<{ mode?: string; message?: string }>(checkRoute, { path: "/api/admindesh09/mode", body: { password }, address });
const toggle = (body: unknown, address = ADDRESS) =>
  call<{ mode?: string }>(toggleRoute, { path: "/api/admindesh09/toggle-mode", body, address });

describe("admin API", () => {
  beforeAll(() => {
    process.env.ADMIN_PASSWORD = PASSWORD;
    resetEnvForTests();
    resetAdminPasswordForTests();
  });
  afterAll(() => {
    if (savedPassword === undefined) delete process.env.ADMIN_PASSWORD;
    else process.env.ADMIN_PASSWORD = savedPassword;
    resetEnvForTests();
    resetAdminPasswordForTests();
  });
  beforeEach(async () => {
    await resetDatabase();
    resetSiteModeCacheForTests();
  });

  it("the check answers {mode} for the right password and 401 for a wrong one", async () => {
    const ok = await check(PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ mode: "app" });
    const wrong = await check("nope");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid admin password", code: "admin_password_invalid" });
  });

  it("an empty password is refused with 400 and costs no attempt", async () => {
    for (let i = 0; i < 12; i++) expect((await check("")).status).toBe(400);
    expect((await check(PASSWORD)).status).toBe(200);
  });

  it("toggle-mode switches the mode for everyone; 400 for a bad mode, 401 for a wrong password", async () => {
    expect((await toggle({ mode: "maintenance", password: PASSWORD })).status).toBe(400);
    expect((await toggle({ password: PASSWORD })).status).toBe(400);
    const wrong = await toggle({ mode: "coming-soon", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(await getSiteMode({ fresh: true })).toBe("app");

    const ok = await toggle({ mode: "coming-soon", password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ mode: "coming-soon" });
    expect(await getSiteMode()).toBe("coming-soon");
    expect((await check(PASSWORD)).body).toEqual({ mode: "coming-soon" });
    expect((await toggle({ mode: "app", password: PASSWORD })).body).toEqual({ mode: "app" });
  });

  it("ten wrong passwords per address are free; then each further one makes that address wait, without a comparison", async () => {
    const [rule] = ADMIN_LIMITS;
    expect(rule).toMatchObject({ counts: "failures", free: 10, windowSeconds: 15 * 60 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await check(`guess-${i}`, "192.0.2.50")).status);
    // The eleventh try waits: even the right password is refused (so it was never compared), and so is a switch.
    const refused = await check(PASSWORD, "192.0.2.50");
    statuses.push(refused.status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(3);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please wait \d seconds? and try again\.$/);
    expect((await toggle({ mode: "coming-soon", password: PASSWORD }, "192.0.2.50")).status).toBe(429);
    expect(await getSiteMode({ fresh: true })).toBe("app");
    // Other addresses are unaffected, and the waiting one gets in once its short delay is over.
    expect((await check(PASSWORD, "192.0.2.51")).status).toBe(200);
    await expect
      .poll(async () => (await check(PASSWORD, "192.0.2.50")).status, { timeout: 10_000, interval: 250 })
      .toBe(200);
  });

  it("twenty simultaneous wrong guesses from one address get at most ten comparisons", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => check(`guess-${i}`, "192.0.2.60").then((response) => response.status)),
    );
    expect(results.filter((status) => status === 401)).toHaveLength(10);
    expect(results.filter((status) => status === 429)).toHaveLength(10);
  });

  it("correct passwords are given back, so an admin is never slowed down by their own use", async () => {
    for (let i = 0; i < 8; i++) expect((await check(`wrong-${i}`, "192.0.2.70")).status).toBe(401);
    for (let i = 0; i < 15; i++) expect((await check(PASSWORD, "192.0.2.70")).status).toBe(200);
    // The ninth failure: one free one is left, so the right password still gets in at once.
    expect((await check("wrong-last", "192.0.2.70")).status).toBe(401);
    expect((await check(PASSWORD, "192.0.2.70")).status).toBe(200);
  });

  it("a hundred wrong guesses from elsewhere never lock the owner out of the admin page", async () => {
    for (let i = 0; i < 100; i++) await check("wrong", `10.1.${Math.floor(i / 250)}.${i % 250}`);
    for (let i = 0; i < 30; i++) await check("wrong", "10.2.0.1");
    expect((await check(PASSWORD, "10.9.9.9")).status).toBe(200);
  });

  it("verifyAdminPassword compares in constant time through the given comparison", () => {
    const compare = vi.fn(passwordsMatch);
    expect(() => verifyAdminPassword("nope", compare)).toThrow(AppError);
    expect(() => verifyAdminPassword(PASSWORD, compare)).not.toThrow();
    expect(compare).toHaveBeenCalledTimes(2);
  });
});
