/**
 * GET /api/insights (issue #28): totals, most and least worn, the cleanout queue, cost per wear,
 * category balance and wears per month, counted for the caller only; and the cleanout choice
 * (PATCH /api/closet/{id} {cleanout}).
 */
import { PATCH as patchItem } from "@/app/api/closet/[id]/route";
import { GET as getInsights } from "@/app/api/insights/route";
import { POST as logWear } from "@/app/api/wears/route";
import type { Owner } from "@/lib/auth/owner";
import type { ClosetItemView } from "@/lib/closet/contract";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import type { Insights } from "@/lib/wears/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

type Seed = { category?: string; price?: number; status?: string; createdAt?: Date };
const seed = (owner: Owner, fields: Seed = {}) =>
  seedItem(owner, { ...fields, createdAt: fields.createdAt ?? new Date("2025-01-01T00:00:00Z") });

const TODAY = "2026-06-15";
const insights = (jar: CookieJar, query = `?today=${TODAY}`) =>
  call<Insights>(getInsights, { path: `/api/insights${query}`, jar });
const wear = async (jar: CookieJar, itemIds: number[], date: string) => {
  const response = await call(logWear, { path: "/api/wears", body: { itemIds, date }, jar });
  expect(response.status).toBe(201);
};
const ids = (items: { id: number }[]) => items.map((item) => item.id);

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  ({ jar, owner } = await freshGuest());
});

describe("GET /api/insights", () => {
  it("answers empty insights for an empty closet, with 12 months of zeros", async () => {
    const response = await insights(jar);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totals: { items: 0, wears: 0, value: 0, currency: "USD" },
      mostWorn: [],
      leastWorn: [],
      unworn: [],
      unwornCount: 0,
      costPerWear: { best: [], worst: [] },
      categoryBalance: [],
      wearsByMonth: expect.any(Array),
    });
    expect(response.body.wearsByMonth.map((month) => month.month)).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    expect(response.body.wearsByMonth.filter((month) => month.wears !== 0)).toEqual([]);
  });

  it("counts the caller's wears and items only, in SQL, with every list as the contract says", async () => {
    const coat = await seed(owner, { category: "outerwear", price: 200 });
    const tee = await seed(owner, { price: 10 });
    const jeans = await seed(owner, { category: "bottoms", price: 60.5 });
    const never = await seed(owner, { category: "shoes", price: 90 });
    const fresh = await seed(owner, { createdAt: new Date("2026-06-10T00:00:00Z") }); // 5 days old: not yet unworn
    const archived = await seed(owner, { status: "archived", price: 1000 });
    const laundry = await seed(owner, { status: "laundry" });
    await wear(jar, [tee, jeans], "2026-06-14");
    await wear(jar, [tee, jeans], "2026-06-01");
    await wear(jar, [tee, coat], "2026-05-20");
    await wear(jar, [coat], "2026-01-10"); // coat last worn 2026-05-20: not unworn
    await wear(jar, [archived], "2025-12-24");
    await wear(jar, [laundry], "2025-08-01");
    // Another owner's closet and wears change nothing.
    const other = await newUser();
    const theirs = await seed(await ownerOf(other), { price: 5 });
    await wear(other, [theirs], "2026-06-14");

    const { body } = await insights(jar);
    expect(body.totals).toEqual({ items: 6, wears: 6, value: 360.5, currency: "USD" });
    // Ties (coat and jeans, 2 wears each) go to the one worn last.
    expect(ids(body.mostWorn)).toEqual([tee, jeans, coat, laundry]);
    expect(body.mostWorn[0]).toMatchObject({ wearCount: 3, lastWornAt: "2026-06-14", price: 10, costPerWear: 3.33 });
    // Never-worn first (oldest first), then fewest wears.
    expect(ids(body.leastWorn)).toEqual([never, fresh, laundry, coat, jeans]);
    // The queue: active items only; never worn and older than 14 days, or last worn over 90 days ago.
    expect(ids(body.unworn)).toEqual([never]);
    expect(body.unwornCount).toBe(1);
    // 200/2 = 100, 10/3 = 3.33, 60.5/2 = 30.25
    expect(body.costPerWear.best.map((item) => [item.id, item.costPerWear])).toEqual([
      [tee, 3.33],
      [jeans, 30.25],
      [coat, 100],
    ]);
    expect(ids(body.costPerWear.worst)).toEqual([coat, jeans, tee]);
    expect(body.categoryBalance).toEqual([
      { category: "tops", items: 3, wears: 5 },
      { category: "bottoms", items: 1, wears: 2 },
      { category: "outerwear", items: 1, wears: 2 },
      { category: "shoes", items: 1, wears: 0 },
    ]);
    const months = Object.fromEntries(body.wearsByMonth.map((month) => [month.month, month.wears]));
    expect(months).toMatchObject({
      "2026-06": 2,
      "2026-05": 1,
      "2026-01": 1,
      "2025-12": 1,
      "2025-08": 1,
      "2026-02": 0,
    });
    expect(body.wearsByMonth).toHaveLength(12);
  });

  it("puts an item not worn for over 90 days into the queue, longest unworn first", async () => {
    const old = await seed(owner);
    const older = await seed(owner);
    const recent = await seed(owner);
    await wear(jar, [old], "2026-03-01");
    await wear(jar, [older], "2025-11-01");
    await wear(jar, [recent], "2026-04-01");
    const { body } = await insights(jar);
    expect(ids(body.unworn)).toEqual([older, old]);
    expect(body.unwornCount).toBe(2);
    expect(body.unworn[0]).toMatchObject({ lastWornAt: "2025-11-01", wearCount: 1, cleanout: null });
  });

  it("answers 400 naming today for a bad day, 401 without an owner", async () => {
    for (const query of ["?today=2026-02-30", "?today=soon"]) {
      const response = await insights(jar, query);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: WEAR_MESSAGES.invalidDate("today"), code: "validation_failed" });
    }
    expect((await insights(null as unknown as CookieJar, "")).status).toBe(401);
  });
});

describe("the cleanout choice: PATCH /api/closet/{id} {cleanout}", () => {
  const patch = (who: CookieJar, id: number, body: unknown) =>
    call<ClosetItemView>(patchItem, {
      path: `/api/closet/${id}`,
      method: "PATCH",
      params: { id: String(id) },
      body,
      jar: who,
    });

  it("stores keep, maybe, donate or sell, clears with null, and shows in the queue", async () => {
    const id = await seed(owner);
    for (const choice of ["keep", "maybe", "donate", "sell"]) {
      const response = await patch(jar, id, { cleanout: choice });
      expect(response.status).toBe(200);
      expect(response.body.cleanout).toBe(choice);
    }
    expect((await insights(jar)).body.unworn[0]).toMatchObject({ id, cleanout: "sell" });
    expect((await patch(jar, id, { cleanout: null })).body.cleanout).toBeNull();
    // "archive" is the status: the item leaves the queue.
    expect((await patch(jar, id, { status: "archived" })).status).toBe(200);
    expect((await insights(jar)).body.unworn).toEqual([]);
  });

  it("refuses other choices naming the field, and another owner's item with 404", async () => {
    const id = await seed(owner);
    const bad = await patch(jar, id, { cleanout: "archive" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: WEAR_MESSAGES.invalidCleanout, code: "validation_failed" });
    expect((await patch(await newGuest(), id, { cleanout: "keep" })).status).toBe(404);
  });
});
