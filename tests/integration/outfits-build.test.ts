/** Outfits the owner builds (issue #28): POST /api/outfits and PATCH /api/outfits/{id}. */
import { PATCH as patchOutfit } from "@/app/api/outfits/[id]/route";
import { GET as listOutfits, POST as buildOutfit } from "@/app/api/outfits/route";
import type { Owner } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { OUTFIT_MESSAGES } from "@/lib/messages/outfits";
import type { OutfitView } from "@/lib/outfits/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

const seed = (owner: Owner, category = "tops") => seedItem(owner, { category });
const seedMany = async (owner: Owner, count: number) => {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await seed(owner));
  return ids;
};

const build = (jar: CookieJar, body: unknown) => call<OutfitView>(buildOutfit, { path: "/api/outfits", body, jar });
const patch = (jar: CookieJar, id: number | string, body: unknown) =>
  call<OutfitView>(patchOutfit, { path: `/api/outfits/${id}`, method: "PATCH", params: { id: String(id) }, body, jar });

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  ({ jar, owner } = await freshGuest());
});

describe("POST /api/outfits", () => {
  it("saves an outfit of 2–8 of the owner's items, in order, and lists it as saved", async () => {
    const [top, bottom] = [await seed(owner), await seed(owner, "bottoms")];
    const response = await build(jar, { name: "  friday  ", itemIds: [bottom, top] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: "friday",
      description: OUTFIT_MESSAGES.builtDescription(2),
      style: "",
      occasion: "",
      isSaved: true,
      isBuilt: true,
      items: [
        {
          id: bottom,
          imageUrl: "/uploads/closet/a.webp",
          thumbnailUrl: "/uploads/closet/thumbs/a.webp",
          category: "bottoms",
        },
        {
          id: top,
          imageUrl: "/uploads/closet/a.webp",
          thumbnailUrl: "/uploads/closet/thumbs/a.webp",
          category: "tops",
        },
      ],
      missingItems: 0,
    });
    const saved = await call<OutfitView[]>(listOutfits, { path: "/api/outfits?saved=true", jar });
    expect(saved.body.map((outfit) => outfit.id)).toEqual([response.body.id]);
    // No name: the default one; 8 pieces is the most.
    const eight = await build(jar, { itemIds: await seedMany(owner, 8) });
    expect(eight.status).toBe(201);
    expect(eight.body).toMatchObject({ name: OUTFIT_MESSAGES.defaultName, missingItems: 0 });
    expect(eight.body.items).toHaveLength(8);
  });

  it("answers 400 naming the field for too few, too many or repeated items and bad names", async () => {
    const ids = await seedMany(owner, 9);
    const cases: [unknown, string][] = [
      [{ itemIds: [ids[0]] }, OUTFIT_MESSAGES.buildItemIds(2, 8)],
      [{ itemIds: ids }, OUTFIT_MESSAGES.buildItemIds(2, 8)],
      [{}, OUTFIT_MESSAGES.buildItemIds(2, 8)],
      [{ itemIds: "1,2" }, OUTFIT_MESSAGES.buildItemIds(2, 8)],
      [{ itemIds: [ids[0], ids[0]] }, OUTFIT_MESSAGES.buildDuplicateItems],
      [{ itemIds: ids.slice(0, 2), name: 5 }, OUTFIT_MESSAGES.invalidName(80)],
      [{ itemIds: ids.slice(0, 2), name: "x".repeat(81) }, OUTFIT_MESSAGES.invalidName(80)],
      [{ itemIds: ids.slice(0, 2), style: "chill" }, OUTFIT_MESSAGES.unknownField("style")],
    ];
    for (const [body, message] of cases) {
      const response = await build(jar, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ message, code: "validation_failed" });
    }
    expect(await (await getDb()).outfit.count()).toBe(0);
  });

  it("answers 404 when an item is not the owner's, and saves nothing", async () => {
    const mine = await seed(owner);
    const theirs = await seed(await ownerOf(await newUser()));
    const response = await build(jar, { itemIds: [mine, theirs] });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: "closet_item_not_found" });
    expect(await (await getDb()).outfit.count()).toBe(0);
  });
});

describe("PATCH /api/outfits/{id}", () => {
  it("renames and re-pieces a saved outfit, built or suggested; missing pieces are whole again", async () => {
    const ids = await seedMany(owner, 4);
    const built = (await build(jar, { itemIds: ids.slice(0, 2) })).body;
    const renamed = await patch(jar, built.id, { name: "office" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: built.id, name: "office", isBuilt: true });
    const repieced = await patch(jar, built.id, { itemIds: [ids[3], ids[2], ids[0]] });
    expect(repieced.body.items.map((item) => item.id)).toEqual([ids[3], ids[2], ids[0]]);
    expect(repieced.body.name).toBe("office");

    // A saved suggestion that lost a piece is edited the same way.
    const db = await getDb();
    const suggested = await db.outfit.create({
      data: {
        guestId: (owner as { guestId: string }).guestId,
        name: "idea",
        description: "d",
        style: "chill",
        occasion: "casual",
        isSaved: true,
        savedAt: new Date(),
        itemCount: 3,
        items: { create: ids.slice(0, 2).map((clothingItemId, position) => ({ clothingItemId, position })) },
      },
    });
    const fixed = await patch(jar, suggested.id, { name: "weekend", itemIds: ids.slice(1, 3) });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ name: "weekend", isBuilt: false, missingItems: 0 });
  });

  it("refuses an unsaved idea (409), another owner's outfit or item (404), and bad input (400)", async () => {
    const ids = await seedMany(owner, 3);
    const built = (await build(jar, { itemIds: ids.slice(0, 2) })).body;
    const db = await getDb();
    await db.outfit.update({ where: { id: built.id }, data: { isSaved: false } });
    const unsaved = await patch(jar, built.id, { name: "x" });
    expect(unsaved.status).toBe(409);
    expect(unsaved.body).toEqual({ message: OUTFIT_MESSAGES.notSaved, code: "outfit_not_saved" });
    await db.outfit.update({ where: { id: built.id }, data: { isSaved: true } });

    const other = await newUser();
    const intruder = await patch(other, built.id, { name: "mine now" });
    expect(intruder.status).toBe(404);
    expect(intruder.body).toMatchObject({ code: "outfit_not_found" });
    const theirs = await seed(await ownerOf(other));
    const foreignItem = await patch(jar, built.id, { itemIds: [ids[0], theirs] });
    expect(foreignItem.status).toBe(404);
    expect(foreignItem.body).toMatchObject({ code: "closet_item_not_found" });
    expect((await patch(jar, "abc", { name: "x" })).status).toBe(404);

    for (const [body, message] of [
      [{}, OUTFIT_MESSAGES.noChanges],
      [{ itemIds: [ids[0]] }, OUTFIT_MESSAGES.buildItemIds(2, 8)],
      [{ itemIds: [ids[0], ids[0]] }, OUTFIT_MESSAGES.buildDuplicateItems],
      [{ isSaved: false }, OUTFIT_MESSAGES.unknownField("isSaved")],
    ] as [unknown, string][]) {
      const response = await patch(jar, built.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ message, code: "validation_failed" });
    }
    const unchanged = await db.outfit.findUniqueOrThrow({ where: { id: built.id }, include: { items: true } });
    expect(unchanged.items.map((item) => item.clothingItemId).sort()).toEqual(ids.slice(0, 2).sort());
  });
});
