import { GET as getAdminMode } from "@/app/api/admin/mode/route";
import { GET as getCategories } from "@/app/api/categories/route";
import { getDb } from "@/lib/db";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import { getSiteMode, resetSiteModeCacheForTests, setSiteMode, SITE_MODE_CACHE_MS } from "@/lib/site-mode";
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
    vi.restoreAllMocks();
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

  /** Runs `run` while another session holds an exclusive lock on site_settings (no read gets through). */
  async function withSiteSettingsLocked<T>(run: () => Promise<T>): Promise<T> {
    const db = await getDb();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe("LOCK TABLE site_settings IN ACCESS EXCLUSIVE MODE");
        locked();
        await released;
      },
      { timeout: 30_000, maxWait: 10_000 },
    );
    await lockTaken;
    try {
      return await run();
    } finally {
      release();
      await holder;
    }
  }

  const answer = async (response: Response) => ({
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as unknown,
  });
  const startingUp = (response: Response) => ({
    status: 503,
    retryAfter: "5",
    body: {
      message: ERROR_MESSAGES.withReference(ERROR_MESSAGES.startingUp, response.headers.get("x-request-id")!),
      code: "starting_up",
    },
  });

  it("fails closed on a cold start: with no mode ever read and the read stuck, the API and /api/admin/mode answer 503", async () => {
    await setSiteMode("coming-soon");
    resetSiteModeCacheForTests(); // a fresh process: it has never seen the mode
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const [api, adminMode] = await withSiteSettingsLocked(async () => [
      await getCategories(new Request("http://localhost/api/categories")),
      await getAdminMode(new Request("http://localhost/api/admin/mode")),
    ]);
    expect(await answer(api)).toEqual(startingUp(api));
    expect(await answer(adminMode)).toEqual(startingUp(adminMode));
    // Once the database answers, the mode it holds applies.
    expect(await getSiteMode()).toBe("coming-soon");
  }, 30_000);

  it("after one successful read, a stuck read keeps serving the last known mode", async () => {
    await setSiteMode("coming-soon");
    resetSiteModeCacheForTests();
    expect(await getSiteMode()).toBe("coming-soon");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + SITE_MODE_CACHE_MS));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = await withSiteSettingsLocked(() => getCategories(new Request("http://localhost/api/categories")));
    expect(api.status).toBe(503);
    expect(((await api.json()) as { message: string }).message).toMatch(/is coming soon/);
  }, 30_000);
});
