/**
 * GET /api/insights (issues #28, #41): totals (a value per currency), most and least worn, the
 * cleanout queue and the next piece to join it, the leaving list, cost per wear per currency (best
 * and worst), category balance and wears per month, counted for the caller only; and the cleanout
 * choice (PUT /api/closet/{id}/cleanout), "keep" a snooze that ends.
 */
import { PUT as putCleanout } from "@/app/api/closet/[id]/cleanout/route";
import { PATCH as patchItem } from "@/app/api/closet/[id]/route";
import { GET as getInsights } from "@/app/api/insights/route";
import { POST as logWear } from "@/app/api/wears/route";
import type { Owner } from "@/lib/auth/owner";
import { CLEANOUT_MESSAGES } from "@/lib/messages/insights";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import type { Insights } from "@/lib/wears/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

type Seed = { category?: string; price?: number; currency?: string; status?: string; createdAt?: Date };
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
      totals: { items: 0, wears: 0, values: [] },
      mostWorn: [],
      leastWorn: [],
      unworn: [],
      unwornCount: 0,
      cleanoutNext: null,
      leaving: [],
      leavingCount: 0,
      costPerWear: [],
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
    expect(body.totals).toEqual({ items: 6, wears: 6, values: [{ currency: "USD", amount: 360.5 }] });
    // Ties (coat and jeans, 2 wears each) go to the one worn last.
    expect(ids(body.mostWorn)).toEqual([tee, jeans, coat, laundry]);
    expect(body.mostWorn[0]).toMatchObject({ wearCount: 3, lastWornAt: "2026-06-14", price: 10, costPerWear: 3.33 });
    // Never-worn first (oldest first), then fewest wears.
    expect(ids(body.leastWorn)).toEqual([never, fresh, laundry, coat, jeans]);
    // The queue: active items only; never worn and older than 14 days, or last worn over 90 days ago.
    expect(ids(body.unworn)).toEqual([never]);
    expect(body.unwornCount).toBe(1);
    // 200/2 = 100, 10/3 = 3.33, 60.5/2 = 30.25: three priced, worn pieces split between best (2)
    // and worst (1), so the worst list shows and no piece is in both.
    expect(body.costPerWear).toHaveLength(1);
    const [usd] = body.costPerWear;
    expect(usd!.currency).toBe("USD");
    expect(usd!.best.map((item) => [item.id, item.costPerWear, item.currency])).toEqual([
      [tee, 3.33, "USD"],
      [jeans, 30.25, "USD"],
    ]);
    expect(usd!.worst.map((item) => [item.id, item.costPerWear])).toEqual([[coat, 100]]);
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

describe("money per currency (issue #41)", () => {
  it("totals each currency on its own, never calls a EUR price USD, and ranks cost per wear within a currency", async () => {
    // Three in EUR, one in USD, one with no currency (the default, USD); one unpriced.
    const coat = await seed(owner, { price: 300, currency: "EUR" });
    const scarf = await seed(owner, { price: 20, currency: "EUR" });
    const boots = await seed(owner, { price: 150, currency: "EUR" });
    const jeans = await seed(owner, { price: 80, currency: "USD" });
    const cap = await seed(owner, { price: 12 });
    await seed(owner);
    await wear(jar, [coat, scarf, boots, jeans, cap], "2026-06-01");
    await wear(jar, [scarf, jeans], "2026-06-02");
    const { body } = await insights(jar);
    expect(body.totals.values).toEqual([
      { currency: "EUR", amount: 470 },
      { currency: "USD", amount: 92 },
    ]);
    const groups = body.costPerWear.map((group) => ({
      currency: group.currency,
      best: group.best.map((item) => [item.id, item.costPerWear, item.currency]),
      worst: group.worst.map((item) => [item.id, item.costPerWear, item.currency]),
    }));
    // EUR: scarf 10, boots 150, coat 300 a wear; USD: jeans 40, cap 12. A 12-dollar wear is never
    // called cheaper than a 10-euro one: each currency has its own lists.
    expect(groups).toEqual([
      {
        currency: "EUR",
        best: [
          [scarf, 10, "EUR"],
          [boots, 150, "EUR"],
        ],
        worst: [[coat, 300, "EUR"]],
      },
      { currency: "USD", best: [[cap, 12, "USD"]], worst: [[jeans, 40, "USD"]] },
    ]);
  });

  it("shows at most 5 best and 5 worst, each from its own end, with no piece in both", async () => {
    const prices = Array.from({ length: 12 }, (_, index) => (index + 1) * 10);
    const items = [];
    for (const price of prices) items.push(await seed(owner, { price, currency: "EUR" }));
    await wear(jar, items, "2026-06-01");
    const [eur] = (await insights(jar)).body.costPerWear;
    expect(eur!.best.map((item) => item.costPerWear)).toEqual([10, 20, 30, 40, 50]);
    expect(eur!.worst.map((item) => item.costPerWear)).toEqual([120, 110, 100, 90, 80]);
  });
});

describe("the cleanout choice: PUT /api/closet/{id}/cleanout (issue #41)", () => {
  const choose = (who: CookieJar, id: number, body: unknown) =>
    call<{ id: number; cleanout: string | null; keepUntil: string | null; message?: string }>(putCleanout, {
      path: `/api/closet/${id}/cleanout`,
      method: "PUT",
      params: { id: String(id) },
      body,
      jar: who,
    });
  const on = (day: string) => insights(jar, `?today=${day}`);

  it("keep snoozes the piece for the months chosen, then it comes back if still unworn", async () => {
    const id = await seed(owner);
    await wear(jar, [id], "2026-01-10");
    expect(ids((await on(TODAY)).body.unworn)).toEqual([id]);
    const kept = await choose(jar, id, { choice: "keep", keepMonths: 3, today: TODAY });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toEqual({ id, cleanout: "keep", keepUntil: "2026-09-15" });

    const during = (await on(TODAY)).body;
    expect(during.unworn).toEqual([]);
    expect(during.unwornCount).toBe(0);
    // The empty queue says when the piece comes back, and why.
    expect(during.cleanoutNext).toEqual({ id, name: null, category: "tops", on: "2026-09-15", rule: "kept" });
    expect((await on("2026-09-14")).body.unworn).toEqual([]);

    const after = (await on("2026-09-15")).body;
    expect(ids(after.unworn)).toEqual([id]);
    expect(after.unworn[0]).toMatchObject({ cleanout: "keep", keepUntil: "2026-09-15" });
    expect(after.cleanoutNext).toBeNull();
  });

  it("a kept piece worn meanwhile does not come back when the keep ends, but 90 days after that wear", async () => {
    const id = await seed(owner);
    await wear(jar, [id], "2026-01-10");
    expect((await choose(jar, id, { choice: "keep", keepMonths: 1, today: TODAY })).body.keepUntil).toBe("2026-07-15");
    await wear(jar, [id], "2026-07-01");
    const body = (await on("2026-07-20")).body;
    expect(body.unworn).toEqual([]);
    expect(body.cleanoutNext).toMatchObject({ id, on: "2026-09-30", rule: "worn" });
    expect(ids((await on("2026-09-30")).body.unworn)).toEqual([id]);
  });

  it("a year is 12 months, clamped to the month's end", async () => {
    const id = await seed(owner);
    expect((await choose(jar, id, { choice: "keep", keepMonths: 12, today: "2024-02-29" })).body.keepUntil).toBe(
      "2025-02-28",
    );
    expect((await choose(jar, id, { choice: "keep", keepMonths: 1, today: "2026-01-31" })).body.keepUntil).toBe(
      "2026-02-28",
    );
  });

  it("donate and sell move the piece to the leaving list; null brings it back; maybe stays in the queue", async () => {
    const gift = await seed(owner, { category: "shoes" });
    const sale = await seed(owner);
    const unsure = await seed(owner);
    expect(ids((await on(TODAY)).body.unworn)).toEqual([gift, sale, unsure]);
    expect((await choose(jar, gift, { choice: "donate" })).body).toEqual({
      id: gift,
      cleanout: "donate",
      keepUntil: null,
    });
    expect((await choose(jar, sale, { choice: "sell" })).status).toBe(200);
    expect((await choose(jar, unsure, { choice: "maybe" })).status).toBe(200);
    const body = (await on(TODAY)).body;
    expect(ids(body.unworn)).toEqual([unsure]);
    expect(body.unworn[0]!.cleanout).toBe("maybe");
    expect(body.unwornCount).toBe(1);
    expect(body.leaving.map((item) => [item.id, item.cleanout])).toEqual([
      [gift, "donate"],
      [sale, "sell"],
    ]);
    expect(body.leavingCount).toBe(2);

    expect((await choose(jar, gift, { choice: null })).body).toEqual({ id: gift, cleanout: null, keepUntil: null });
    const back = (await on(TODAY)).body;
    expect(ids(back.leaving)).toEqual([sale]);
    expect(ids(back.unworn)).toEqual([gift, unsure]);
    // An archived piece leaves the leaving list too.
    expect(
      (
        await call(patchItem, {
          path: `/api/closet/${sale}`,
          method: "PATCH",
          params: { id: String(sale) },
          body: { status: "archived" },
          jar,
        })
      ).status,
    ).toBe(200);
    expect((await on(TODAY)).body.leaving).toEqual([]);
  });

  it("another choice ends a keep: the keep's end is cleared with it", async () => {
    const id = await seed(owner);
    await choose(jar, id, { choice: "keep", keepMonths: 6, today: TODAY });
    expect((await choose(jar, id, { choice: "sell" })).body).toEqual({ id, cleanout: "sell", keepUntil: null });
    const db = await (await import("@/lib/db")).getDb();
    expect((await db.clothingItem.findUniqueOrThrow({ where: { id } })).keepUntil).toBeNull();
  });

  it("says when new pieces join an empty queue, instead of claiming everything was worn", async () => {
    const fresh = await seed(owner, { createdAt: new Date("2026-06-10T12:00:00Z") });
    const body = (await on(TODAY)).body;
    expect(body.totals.wears).toBe(0);
    expect(body.unworn).toEqual([]);
    // Added on 10 june, never worn: it joins 15 days later, the first day it is older than 14 days.
    expect(body.cleanoutNext).toEqual({ id: fresh, name: null, category: "tops", on: "2026-06-25", rule: "new" });
    expect((await on("2026-06-24")).body.unworn).toEqual([]);
    expect(ids((await on("2026-06-25")).body.unworn)).toEqual([fresh]);
  });

  it("refuses keep without a period, a period not offered, a period with another choice, unknown fields and 'archive'", async () => {
    const id = await seed(owner);
    const refusals: [unknown, string][] = [
      [{ choice: "keep" }, CLEANOUT_MESSAGES.keepNeedsMonths],
      [{ choice: "keep", keepMonths: 2 }, CLEANOUT_MESSAGES.invalidKeepMonths],
      [{ choice: "sell", keepMonths: 3 }, CLEANOUT_MESSAGES.monthsOnlyWithKeep],
      [{ choice: "archive" }, WEAR_MESSAGES.invalidCleanout],
      [{ choice: "sell", until: "2027-01-01" }, CLEANOUT_MESSAGES.unknownField("until")],
      [{ choice: "keep", keepMonths: 3, today: "2026-02-30" }, WEAR_MESSAGES.invalidDate("today")],
    ];
    for (const [body, message] of refusals) {
      const response = await choose(jar, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message, code: "validation_failed" });
    }
    expect((await choose(await newGuest(), id, { choice: "sell" })).status).toBe(404);
    // The closet's PATCH no longer takes the choice: a keep without its period cannot get in that way.
    const patched = await call(patchItem, {
      path: `/api/closet/${id}`,
      method: "PATCH",
      params: { id: String(id) },
      body: { cleanout: "keep" },
      jar,
    });
    expect(patched.status).toBe(400);
    expect(patched.body).toEqual({ message: ITEM_MESSAGES.unknownField("cleanout"), code: "validation_failed" });
  });

  it("the database refuses a keep without an end, and an end without a keep", async () => {
    const db = await (await import("@/lib/db")).getDb();
    await expect(seedItem(owner, { cleanout: "keep" })).rejects.toThrow();
    await expect(seedItem(owner, { cleanout: "sell", keepUntil: new Date("2026-09-01T00:00:00Z") })).rejects.toThrow();
    expect(await db.clothingItem.count({ where: { guestId: (owner as { guestId: string }).guestId } })).toBe(0);
  });
});
