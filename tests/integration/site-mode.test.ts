import { getDb } from "@/lib/db";
import { SITE_MODE_CACHE_MS, getSiteMode, resetSiteModeCacheForTests, setSiteMode } from "@/lib/site-mode";
import { call } from "@/tests/support/api";
import { resetDatabase } from "@/tests/support/db";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

describe("site mode", () => {
  beforeEach(async () => {
    await resetDatabase();
    resetSiteModeCacheForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is 'app' when no row exists", async () => {
    expect(await getSiteMode()).toBe("app");
    const db = await getDb();
    expect(await db.siteSetting.count()).toBe(0);
  });

  it("is stored in the database and seen at once by the process that set it", async () => {
    expect(await getSiteMode()).toBe("app");
    expect(await setSiteMode("coming-soon")).toBe("coming-soon");
    expect(await getSiteMode()).toBe("coming-soon");
    const db = await getDb();
    expect(await db.siteSetting.findUnique({ where: { id: 1 } })).toMatchObject({ id: 1, mode: "coming-soon" });
    expect(await setSiteMode("app")).toBe("app");
    expect(await db.siteSetting.count()).toBe(1);
  });

  it("picks up a change made elsewhere within 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-04-01T12:00:00Z"));
    expect(await getSiteMode()).toBe("app");

    // Another instance switches the mode: this process keeps its copy for a few seconds at most.
    const db = await getDb();
    await db.siteSetting.create({ data: { id: 1, mode: "coming-soon" } });
    vi.setSystemTime(new Date(Date.now() + SITE_MODE_CACHE_MS - 1));
    expect(await getSiteMode()).toBe("app");
    expect(await getSiteMode({ fresh: true })).toBe("coming-soon");

    await db.siteSetting.update({ where: { id: 1 }, data: { mode: "app" } });
    vi.setSystemTime(new Date(Date.now() + SITE_MODE_CACHE_MS));
    expect(await getSiteMode()).toBe("app");
    await db.siteSetting.update({ where: { id: 1 }, data: { mode: "coming-soon" } });
    vi.setSystemTime(new Date(Date.now() + SITE_MODE_CACHE_MS));
    expect(await getSiteMode()).toBe("coming-soon");
    expect(SITE_MODE_CACHE_MS).toBeLessThanOrEqual(5000);
  });

  it("treats an unknown stored value as 'app'", async () => {
    const db = await getDb();
    await db.siteSetting.create({ data: { id: 1, mode: "maintenance" } });
    expect(await getSiteMode()).toBe("app");
  });

  it("answers many simultaneous readers with one value", async () => {
    await setSiteMode("coming-soon");
    resetSiteModeCacheForTests();
    const modes = await Promise.all(Array.from({ length: 25 }, () => getSiteMode()));
    expect(new Set(modes)).toEqual(new Set(["coming-soon"]));
  });

  it("GET /api/admin/mode answers {mode}", async () => {
    const { GET } = await import("@/app/api/admin/mode/route");
    const first = await call(GET, { path: "/api/admin/mode" });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mode: "app" });
    await setSiteMode("coming-soon");
    expect((await call(GET, { path: "/api/admin/mode" })).body).toEqual({ mode: "coming-soon" });
  });
});
