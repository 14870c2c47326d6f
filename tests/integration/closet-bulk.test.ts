import { POST as postBulk } from "@/app/api/closet/bulk/route";
import { type Owner, ownerKey, ownerWhere } from "@/lib/auth/owner";
import { loadAiCloset } from "@/lib/closet";
import { ITEM_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { OUTFIT_GAP_MESSAGES } from "@/lib/messages/outfits";
import { VALIDATION } from "@/lib/messages/validation";
import { closetReadyForOutfits } from "@/lib/outfits";
import { beforeEach, describe, expect, it } from "vitest";
import { api, outfitCloset } from "../support/ai";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshLocalAi } from "../support/seed";
import { giveFileItsOwnDataDir } from "../support/uploads";

/**
 * POST /api/closet/bulk (lib/closet/bulk.ts) through the real handler: each action, owner scoping
 * with mixed ids, the bounds and messages of its body, and what statuses do to outfit suggestions.
 * Delete and restore (the trash) are in closet-trash.test.ts.
 */
giveFileItsOwnDataDir();

beforeEach(freshLocalAi);

const bulk = (jar: CookieJar | null, body: unknown) =>
  call<{ updated: number; ignored: number }>(postBulk, { path: "/api/closet/bulk", body, jar });

/** Rows made directly (no photo work): `count` items of one owner, with the given fields. */
async function rows(owner: Owner, count: number, data: Record<string, unknown> = {}): Promise<number[]> {
  const db = await getDb();
  const made = await db.clothingItem.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({
      ...ownerWhere(owner),
      imageUrl: `/uploads/closet/x${i}.webp`,
      imageKey: `closet/bulk-${ownerKey(owner)}-${i}-${Math.random()}.webp`,
      thumbnailUrl: `/uploads/closet/thumbs/x${i}.webp`,
      thumbnailKey: `closet/thumbs/bulk-${ownerKey(owner)}-${i}-${Math.random()}.webp`,
      category: "tops",
      ...data,
    })),
    select: { id: true },
  });
  return made.map((row) => row.id);
}
const item = async (id: number) => (await getDb()).clothingItem.findUniqueOrThrow({ where: { id } });

async function twoOwners() {
  const jar = await newGuest();
  const owner = await ownerOf(jar);
  const other = await ownerOf(await newUser());
  return { jar, owner, other, mine: await rows(owner, 2), theirs: await rows(other, 1) };
}

describe("POST /api/closet/bulk: input", () => {
  it("needs a session", async () => {
    expect(await bulk(null, { ids: [1], action: "archive" })).toMatchObject({
      status: 401,
      body: { message: AUTH_MESSAGES.signInRequired },
    });
  });

  it("refuses bad ids, actions and values with 400 and a message naming them", async () => {
    const jar = await newGuest();
    const cases: [unknown, string][] = [
      [{ ids: [], action: "archive" }, ITEM_MESSAGES.bulkIds(ITEM_LIMITS.bulkIds)],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), action: "archive" }, ITEM_MESSAGES.bulkIds(500)],
      [{ ids: "1,2", action: "archive" }, ITEM_MESSAGES.bulkIds(500)],
      [{ ids: [1], action: "explode" }, ITEM_MESSAGES.bulkAction],
      [{ ids: [1], action: "set-category" }, ITEM_MESSAGES.bulkValue("set-category", "one of the 8 categories")],
      [{ ids: [1], action: "set-category", value: "hats" }, CLOSET_MESSAGES.invalidCategory],
      [{ ids: [1], action: "set-status", value: "lost" }, ITEM_MESSAGES.invalidStatus],
      [{ ids: [1], action: "add-tag", value: "x".repeat(33) }, ITEM_MESSAGES.tagTooLong(ITEM_LIMITS.tag)],
    ];
    for (const [body, message] of cases) {
      const answer = await bulk(jar, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((answer.body as unknown as { message: string }).message).toContain(message);
    }
  });

  it("takes 500 ids in one call, and counts repeated ids once", async () => {
    const jar = await newGuest();
    const ids = await rows(await ownerOf(jar), 500);
    expect((await bulk(jar, { ids, action: "set-status", value: "laundry" })).body).toEqual({
      updated: 500,
      ignored: 0,
    });
    expect(await (await getDb()).clothingItem.count({ where: { status: "laundry" } })).toBe(500);
    expect((await bulk(jar, { ids: [ids[0], ids[0]], action: "archive" })).body).toEqual({ updated: 1, ignored: 0 });
  });
});

describe("POST /api/closet/bulk: actions", () => {
  it("changes only the caller's items; others' and missing ids are ignored and counted", async () => {
    const { jar, mine, theirs } = await twoOwners();
    const answer = await bulk(jar, { ids: [...mine, ...theirs, 999_999], action: "archive" });
    expect(answer).toMatchObject({ status: 200, body: { updated: 2, ignored: 2 } });
    for (const id of mine) expect((await item(id)).status).toBe("archived");
    expect((await item(theirs[0]!)).status).toBe("active");
    for (const action of ["delete", "restore"])
      expect((await bulk(jar, { ids: theirs, action })).body).toEqual({ updated: 0, ignored: 1 });
    expect(await item(theirs[0]!)).toMatchObject({ status: "active" });
  });

  it("restore is the undo of archive: archived becomes active, laundry stays in the laundry", async () => {
    const { jar, mine } = await twoOwners();
    await bulk(jar, { ids: [mine[0]], action: "archive" });
    await bulk(jar, { ids: [mine[1]], action: "set-status", value: "laundry" });
    expect((await bulk(jar, { ids: mine, action: "restore" })).body).toEqual({ updated: 2, ignored: 0 });
    expect((await item(mine[0]!)).status).toBe("active");
    expect((await item(mine[1]!)).status).toBe("laundry");
  });

  it("set-category dates the correction and drops the owner's cached AI answers, not another's", async () => {
    const { jar, owner, other, mine } = await twoOwners();
    const db = await getDb();
    for (const who of [owner, other])
      await db.aiResult.create({ data: { ownerKey: ownerKey(who), kind: "outfits", inputKey: "k", result: {} } });
    expect((await bulk(jar, { ids: mine, action: "set-category", value: "bottoms" })).body).toEqual({
      updated: 2,
      ignored: 0,
    });
    for (const id of mine) {
      const row = await item(id);
      expect(row.category).toBe("bottoms");
      expect(row.correctedAt).toBeInstanceOf(Date);
    }
    expect((await db.aiResult.findMany()).map((row) => row.ownerKey)).toEqual([ownerKey(other)]);
    // The same category again is no correction: its date stays.
    const dated = (await item(mine[0]!)).correctedAt;
    await bulk(jar, { ids: mine, action: "set-category", value: "bottoms" });
    expect((await item(mine[0]!)).correctedAt).toEqual(dated);
  });

  it("add-tag adds an own tag (forgetting its removal), leaves items at 20 tags unchanged and counts them ignored", async () => {
    const jar = await newGuest();
    const owner = await ownerOf(jar);
    const full = Array.from({ length: ITEM_LIMITS.tagsPerItem }, (_, i) => `t${i}`);
    const [plain] = await rows(owner, 1, { styleTags: ["casual"], removedTags: ["linen"] });
    const [atLimit] = await rows(owner, 1, { styleTags: full });
    const [fullWithTag] = await rows(owner, 1, { styleTags: [...full.slice(1), "linen"] });
    const answer = await bulk(jar, { ids: [plain, atLimit, fullWithTag], action: "add-tag", value: "  Linen " });
    expect(answer.body).toEqual({ updated: 2, ignored: 1 });
    expect(await item(plain!)).toMatchObject({
      styleTags: ["casual", "linen"],
      userTags: ["linen"],
      removedTags: [],
      correctedAt: expect.any(Date),
    });
    expect(await item(atLimit!)).toMatchObject({ styleTags: full, userTags: [], correctedAt: null });
    expect((await item(fullWithTag!)).styleTags).toHaveLength(ITEM_LIMITS.tagsPerItem);
    // Again: no duplicate.
    await bulk(jar, { ids: [plain], action: "add-tag", value: "linen" });
    expect(await item(plain!)).toMatchObject({ styleTags: ["casual", "linen"], userTags: ["linen"] });
  });

  it("remove-tag drops the tag; a vocabulary tag is remembered as removed, an own tag is not", async () => {
    const jar = await newGuest();
    const [id] = await rows(await ownerOf(jar), 1, {
      styleTags: ["casual", "thrifted", "red"],
      userTags: ["thrifted"],
    });
    expect((await bulk(jar, { ids: [id], action: "remove-tag", value: "casual" })).body).toEqual({
      updated: 1,
      ignored: 0,
    });
    await bulk(jar, { ids: [id], action: "remove-tag", value: "thrifted" });
    expect(await item(id!)).toMatchObject({
      styleTags: ["red"],
      userTags: [],
      removedTags: ["casual"],
      correctedAt: expect.any(Date),
    });
  });
});

describe("statuses and outfit suggestions", () => {
  it("laundry items are left out of outfits but still offered to inspiration matching", async () => {
    const jar = await newGuest();
    const owner = await ownerOf(jar);
    const closet = await outfitCloset(owner);
    const washing = closet.tops[0]!;
    await bulk(jar, { ids: [washing], action: "set-status", value: "laundry" });
    const suggested = await api.suggestions(jar, {});
    expect(suggested.status).toBe(200);
    const used = suggested.body.outfits.flatMap((outfit) => outfit.items.map((piece) => piece.id));
    expect(used.length).toBeGreaterThan(0);
    expect(used).not.toContain(washing);
    expect((await loadAiCloset(owner)).find((piece) => piece.id === washing)).toMatchObject({ status: "laundry" });
  });

  it("says why no outfit can be made: 'your only bottoms are in the laundry', 'your only tops are archived'", async () => {
    const jar = await newGuest();
    const owner = await ownerOf(jar);
    const closet = await outfitCloset(owner);
    await bulk(jar, { ids: closet.bottoms, action: "set-status", value: "laundry" });
    expect(await api.suggestions(jar, {})).toMatchObject({
      status: 422,
      body: {
        message: "Your only bottoms are in the laundry: outfits need a top and a bottom, or a dress or suit.",
        code: "outfits_need_top_and_bottom",
      },
    });
    expect(await closetReadyForOutfits(owner)).toBe(false);

    await bulk(jar, { ids: closet.bottoms, action: "set-status", value: "active" });
    await bulk(jar, { ids: closet.tops, action: "archive" });
    expect((await api.suggestions(jar, {})).body).toEqual({
      message: OUTFIT_GAP_MESSAGES.sentence(OUTFIT_GAP_MESSAGES.archived("tops")),
      code: "outfits_need_top_and_bottom",
    });

    await bulk(jar, { ids: closet.tops, action: "restore" });
    expect(await closetReadyForOutfits(owner)).toBe(true);
    expect((await api.suggestions(jar, {})).status).toBe(200);
  });

  it("an empty closet still answers SPEC §5's sentence; a filter that leaves nothing is named", async () => {
    const jar = await newGuest();
    expect((await api.suggestions(jar, {})).body).toEqual({
      message: VALIDATION.outfitsNeedTopAndBottom,
      code: "outfits_need_top_and_bottom",
    });
    const owner = await ownerOf(jar);
    await rows(owner, 1, { category: "tops", styleTags: ["summer"] });
    await rows(owner, 1, { category: "bottoms", styleTags: ["summer"] });
    expect((await api.suggestions(jar, { season: "winter" })).body).toEqual({
      message: OUTFIT_GAP_MESSAGES.filteredOut("winter"),
      code: "outfits_filtered_out",
    });
  });
});
