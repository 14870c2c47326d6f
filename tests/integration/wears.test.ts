/**
 * The wear log (issue #28): POST/GET /api/wears, DELETE /api/wears/{id}, the idempotent outfit wear,
 * dates, cross-owner 404s, and what deleting an item or an outfit does to the wears it was in.
 */
import { DELETE as deleteItem, GET as getItem } from "@/app/api/closet/[id]/route";
import { POST as bulk } from "@/app/api/closet/bulk/route";
import { GET as listCloset } from "@/app/api/closet/route";
import { DELETE as deleteOutfit } from "@/app/api/outfits/[id]/route";
import { POST as buildOutfit } from "@/app/api/outfits/route";
import { DELETE as deleteWear } from "@/app/api/wears/[id]/route";
import { GET as listWears, POST as logWear } from "@/app/api/wears/route";
import type { Owner } from "@/lib/auth/owner";
import type { ClosetItemView } from "@/lib/closet/contract";
import { purgeExpiredTrash } from "@/lib/closet/trash";
import { getDb } from "@/lib/db";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import type { OutfitView } from "@/lib/outfits/contract";
import type { WearView } from "@/lib/wears/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

const log = (jar: CookieJar, body: unknown) => call<WearView>(logWear, { path: "/api/wears", body, jar });
const list = (jar: CookieJar, query: string) => call<WearView[]>(listWears, { path: `/api/wears${query}`, jar });
const undo = (jar: CookieJar, id: number | string) =>
  call(deleteWear, { path: `/api/wears/${id}`, method: "DELETE", params: { id: String(id) }, jar });
const build = (jar: CookieJar, body: unknown) => call<OutfitView>(buildOutfit, { path: "/api/outfits", body, jar });
const item = (jar: CookieJar, id: number) =>
  call<ClosetItemView>(getItem, { path: `/api/closet/${id}`, params: { id: String(id) }, jar });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  ({ jar, owner } = await freshGuest());
});

describe("POST /api/wears", () => {
  it("logs pieces on a day and answers 201 {id, date, outfitId, items} in the order sent", async () => {
    const top = await seedItem(owner, { name: "white tee" });
    const bottom = await seedItem(owner, { category: "bottoms" });
    const response = await log(jar, { itemIds: [bottom, top], date: "2026-01-15" });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      date: "2026-01-15",
      outfitId: null,
      items: [
        {
          id: bottom,
          imageUrl: "/uploads/closet/a.webp",
          thumbnailUrl: "/uploads/closet/thumbs/a.webp",
          category: "bottoms",
          name: null,
        },
        {
          id: top,
          imageUrl: "/uploads/closet/a.webp",
          thumbnailUrl: "/uploads/closet/thumbs/a.webp",
          category: "tops",
          name: "white tee",
        },
      ],
    });
  });

  it("defaults the date to today (UTC) and accepts the furthest time zone's today", async () => {
    const top = await seedItem(owner);
    const response = await log(jar, { itemIds: [top] });
    expect(response.status).toBe(201);
    expect(response.body.date).toBe(day(0));
    // Another piece, so the once-a-day rule cannot answer 200 when UTC+14 is still on today's date.
    const other = await seedItem(owner, { category: "bottoms" });
    const ahead = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
    expect((await log(jar, { itemIds: [other], date: ahead })).status).toBe(201);
  });

  it("logs an outfit's pieces; the same outfit on the same day answers 200 with the first wear", async () => {
    const top = await seedItem(owner);
    const bottom = await seedItem(owner, { category: "bottoms" });
    const outfit = (await build(jar, { itemIds: [top, bottom] })).body;
    const first = await log(jar, { outfitId: outfit.id, date: "2026-02-01" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ date: "2026-02-01", outfitId: outfit.id });
    expect(first.body.items.map((piece) => piece.id)).toEqual([top, bottom]);
    const again = await log(jar, { outfitId: outfit.id, date: "2026-02-01" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await (await getDb()).wear.count()).toBe(1);
    // Another day is another wear.
    expect((await log(jar, { outfitId: outfit.id, date: "2026-02-02" })).status).toBe(201);
  });

  it("logs the same pieces without an outfit once a day ('wore this' tapped twice), in any order", async () => {
    const top = await seedItem(owner);
    const bottom = await seedItem(owner, { category: "bottoms" });
    const first = await log(jar, { itemIds: [top, bottom], date: "2026-02-01" });
    expect(first.status).toBe(201);
    const again = await log(jar, { itemIds: [bottom, top], date: "2026-02-01" });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    // Other pieces, another day, or the pieces of an outfit are other wears.
    expect((await log(jar, { itemIds: [top], date: "2026-02-01" })).status).toBe(201);
    expect((await log(jar, { itemIds: [top, bottom], date: "2026-02-02" })).status).toBe(201);
    const outfit = (await build(jar, { itemIds: [top, bottom] })).body;
    expect((await log(jar, { outfitId: outfit.id, date: "2026-02-01" })).status).toBe(201);
    expect(await (await getDb()).wear.count()).toBe(4);
  });

  it("with an outfit and itemIds, logs the listed pieces linked to the outfit", async () => {
    const [a, b, c] = [await seedItem(owner), await seedItem(owner), await seedItem(owner)];
    const outfit = (await build(jar, { itemIds: [a, b] })).body;
    const response = await log(jar, { outfitId: outfit.id, itemIds: [a, c], date: "2026-03-01" });
    expect(response.status).toBe(201);
    expect(response.body.outfitId).toBe(outfit.id);
    expect(response.body.items.map((piece) => piece.id)).toEqual([a, c]);
  });

  it("answers 400 naming the field for bad input", async () => {
    const top = await seedItem(owner);
    const cases: [unknown, string][] = [
      [{}, WEAR_MESSAGES.nothingWorn],
      [{ itemIds: [] }, WEAR_MESSAGES.invalidItemIds(20)],
      [{ itemIds: "1" }, WEAR_MESSAGES.invalidItemIds(20)],
      [{ itemIds: [top, top] }, WEAR_MESSAGES.duplicateItems],
      [{ itemIds: Array.from({ length: 21 }, (_, i) => i + 1) }, WEAR_MESSAGES.invalidItemIds(20)],
      [{ outfitId: "x" }, WEAR_MESSAGES.invalidOutfitId],
      [{ itemIds: [top], date: "2026-02-30" }, WEAR_MESSAGES.invalidDate("date")],
      [{ itemIds: [top], date: "15/01/2026" }, WEAR_MESSAGES.invalidDate("date")],
      [{ itemIds: [top], date: 20260115 }, WEAR_MESSAGES.invalidDate("date")],
      [{ itemIds: [top], date: day(2) }, WEAR_MESSAGES.futureDate("date")],
      [{ itemIds: [top], when: "today" }, WEAR_MESSAGES.unknownField("when")],
    ];
    for (const [body, message] of cases) {
      const response = await log(jar, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ message, code: "validation_failed" });
    }
    expect(await (await getDb()).wear.count()).toBe(0);
  });

  it("answers 404 for another owner's item or outfit, and logs nothing", async () => {
    const mine = await seedItem(owner);
    const other = await newUser();
    const theirs = await seedItem(await ownerOf(other));
    const theirOutfit = (await build(other, { itemIds: [theirs, await seedItem(await ownerOf(other))] })).body;
    const byItem = await log(jar, { itemIds: [mine, theirs] });
    expect(byItem.status).toBe(404);
    expect(byItem.body).toMatchObject({ code: "closet_item_not_found" });
    const byOutfit = await log(jar, { outfitId: theirOutfit.id });
    expect(byOutfit.status).toBe(404);
    expect(byOutfit.body).toMatchObject({ code: "outfit_not_found" });
    expect((await log(jar, { itemIds: [999_999] })).status).toBe(404);
    expect(await (await getDb()).wear.count()).toBe(0);
  });
});

describe("GET /api/wears", () => {
  it("lists the owner's wears in the range, both ends included, by day", async () => {
    const top = await seedItem(owner);
    for (const date of ["2026-01-31", "2026-02-01", "2026-02-28", "2026-03-01"])
      await log(jar, { itemIds: [top], date });
    const other = await newGuest();
    await log(other, { itemIds: [await seedItem(await ownerOf(other))], date: "2026-02-10" });
    const response = await list(jar, "?from=2026-02-01&to=2026-02-28");
    expect(response.status).toBe(200);
    expect(response.body.map((wear) => wear.date)).toEqual(["2026-02-01", "2026-02-28"]);
    expect(response.body[0]!.items.map((piece) => piece.id)).toEqual([top]);
  });

  it("answers 400 naming the parameter for missing, unreal, reversed or too long ranges", async () => {
    const cases: [string, string][] = [
      ["", WEAR_MESSAGES.rangeRequired("from")],
      ["?from=2026-01-01", WEAR_MESSAGES.rangeRequired("to")],
      ["?from=2026-13-01&to=2026-12-31", WEAR_MESSAGES.invalidDate("from")],
      ["?from=2026-01-01&to=tomorrow", WEAR_MESSAGES.invalidDate("to")],
      ["?from=2026-02-01&to=2026-01-31", WEAR_MESSAGES.rangeOrder],
      ["?from=2025-01-01&to=2026-01-02", WEAR_MESSAGES.rangeTooLong(366)],
    ];
    for (const [query, message] of cases) {
      const response = await list(jar, query);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual({ message, code: "validation_failed" });
    }
    // 366 days, both ends included, is the longest range.
    expect((await list(jar, "?from=2024-01-01&to=2024-12-31")).status).toBe(200);
  });
});

describe("DELETE /api/wears/{id}", () => {
  it("removes the wear (undo); another owner's id or a bad one answers 404", async () => {
    const top = await seedItem(owner);
    const wear = (await log(jar, { itemIds: [top], date: "2026-01-10" })).body;
    for (const intruder of [await newGuest(), await newUser()]) {
      const response = await undo(intruder, wear.id);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: "wear_not_found" });
    }
    for (const bad of ["abc", "0", "99999999999"]) expect((await undo(jar, bad)).status).toBe(404);
    expect((await undo(jar, wear.id)).status).toBe(204);
    expect((await undo(jar, wear.id)).status).toBe(404);
    expect((await list(jar, "?from=2026-01-01&to=2026-01-31")).body).toEqual([]);
    expect((await item(jar, top)).body.wearCount).toBe(0);
  });
});

describe("deleting what a wear refers to", () => {
  it("an outfit: the wear stays with its pieces, without the outfit", async () => {
    const [a, b] = [await seedItem(owner), await seedItem(owner)];
    const outfit = (await build(jar, { itemIds: [a, b] })).body;
    await log(jar, { outfitId: outfit.id, date: "2026-01-05" });
    const gone = await call(deleteOutfit, {
      path: `/api/outfits/${outfit.id}`,
      method: "DELETE",
      params: { id: String(outfit.id) },
      jar,
    });
    expect(gone.status).toBe(204);
    const [wear] = (await list(jar, "?from=2026-01-01&to=2026-01-31")).body;
    expect(wear).toMatchObject({ outfitId: null });
    expect(wear!.items.map((piece) => piece.id)).toEqual([a, b]);
  });

  it("an item: the wear keeps its other pieces; a wear left without pieces is hidden, and undo brings it back", async () => {
    const [a, b] = [await seedItem(owner), await seedItem(owner)];
    await log(jar, { itemIds: [a, b], date: "2026-01-05" });
    await log(jar, { itemIds: [a], date: "2026-01-06" });
    const remove = (id: number) =>
      call(deleteItem, { path: `/api/closet/${id}`, method: "DELETE", params: { id: String(id) }, jar });
    expect((await remove(a)).status).toBe(204);
    let wears = (await list(jar, "?from=2026-01-01&to=2026-01-31")).body;
    expect(wears.map((wear) => [wear.date, wear.items.map((piece) => piece.id)])).toEqual([["2026-01-05", [b]]]);
    // Undo: the item comes back into both wears.
    const restored = await call(bulk, { path: "/api/closet/bulk", body: { ids: [a], action: "restore" }, jar });
    expect(restored.status).toBe(200);
    wears = (await list(jar, "?from=2026-01-01&to=2026-01-31")).body;
    expect(wears.map((wear) => [wear.date, wear.items.map((piece) => piece.id)])).toEqual([
      ["2026-01-05", [a, b]],
      ["2026-01-06", [a]],
    ]);
    expect((await item(jar, a)).body).toMatchObject({ wearCount: 2, lastWornAt: "2026-01-06" });
    // Deleted for good (the undo window ended): the emptied wear is removed by the sweep.
    expect((await remove(a)).status).toBe(204);
    const db = await getDb();
    await db.deletedClothingItem.updateMany({ data: { deletedAt: new Date("2000-01-01") } });
    await purgeExpiredTrash();
    expect(await db.wear.count()).toBe(1);
  });
});

describe("per item: wearCount, lastWornAt, costPerWear", () => {
  it("counts wears, names the last day and divides the price to the cent", async () => {
    const coat = await seedItem(owner, { price: 100 });
    const plain = await seedItem(owner);
    expect((await item(jar, coat)).body).toMatchObject({ wearCount: 0, lastWornAt: null, costPerWear: null });
    for (const date of ["2026-01-01", "2026-03-05", "2026-02-01"])
      expect((await log(jar, { itemIds: [coat, plain], date })).status).toBe(201);
    // 100 / 3 = 33.333… → 33.33
    expect((await item(jar, coat)).body).toMatchObject({ wearCount: 3, lastWornAt: "2026-03-05", costPerWear: 33.33 });
    expect((await item(jar, plain)).body).toMatchObject({ wearCount: 3, costPerWear: null });
    const db = await getDb();
    await db.clothingItem.update({ where: { id: coat }, data: { price: "0.05" } });
    // 5 cents / 3 = 1.67 cents → 0.02; half-up at the cent: 0.05 / 2 = 2.5 cents → 0.03
    expect((await item(jar, coat)).body.costPerWear).toBe(0.02);
    await undo(jar, (await list(jar, "?from=2026-01-01&to=2026-01-01")).body[0]!.id);
    expect((await item(jar, coat)).body).toMatchObject({ wearCount: 2, costPerWear: 0.03 });
    const listed = await call<ClosetItemView[]>(listCloset, { path: "/api/closet", jar });
    expect(listed.body.find((row) => row.id === coat)).toMatchObject({
      wearCount: 2,
      lastWornAt: "2026-03-05",
      costPerWear: 0.03,
    });
  });
});
