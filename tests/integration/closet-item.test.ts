/** GET and PATCH /api/closet/{id}: the item with every field, edits, own tags, corrections, AI cache. */
import { GET as getItem, PATCH as patchItem } from "@/app/api/closet/[id]/route";
import { GET as listCloset } from "@/app/api/closet/route";
import { type Owner, ownerKey } from "@/lib/auth/owner";
import type { ClosetItemView } from "@/lib/closet/contract";
import { getDb } from "@/lib/db";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { VALIDATION } from "@/lib/messages/validation";
import { ACTIVITIES, KIND_NAMES, kindsOf } from "@/lib/style/facts";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

const get = (jar: CookieJar, id: number | string) =>
  call<ClosetItemView>(getItem, { path: `/api/closet/${id}`, params: { id: String(id) }, jar });
const patch = (jar: CookieJar, id: number | string, body: unknown) =>
  call<ClosetItemView>(patchItem, {
    path: `/api/closet/${id}`,
    method: "PATCH",
    params: { id: String(id) },
    body,
    jar,
  });
const row = async (id: number) => (await getDb()).clothingItem.findUniqueOrThrow({ where: { id } });
async function cacheAnswer(owner: Owner) {
  await (
    await getDb()
  ).aiResult.create({
    data: { ownerKey: ownerKey(owner), kind: "matching", inputKey: String(Math.random()), result: {} },
  });
}
const cachedAnswers = async (owner: Owner) => (await getDb()).aiResult.count({ where: { ownerKey: ownerKey(owner) } });

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  ({ jar, owner } = await freshGuest());
});

describe("GET /api/closet/{id}", () => {
  it("answers the item with every field, whatever its status", async () => {
    const id = await seedItem(owner, { status: "archived", styleTags: ["casual"] });
    const response = await get(jar, id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id,
      imageUrl: "/uploads/closet/a.webp",
      thumbnailUrl: "/uploads/closet/thumbs/a.webp",
      originalImageUrl: null,
      category: "tops",
      styleTags: ["casual"],
      name: null,
      colors: [],
      brand: null,
      size: null,
      price: null,
      currency: "USD",
      purchasedOn: null,
      material: null,
      seasons: [],
      notes: null,
      status: "archived",
      favorite: false,
      cleanout: null,
      facts: {
        kind: "t-shirt",
        warmth: 1,
        rainReady: false,
        formality: 1,
        activities: expect.arrayContaining(["everyday"]),
        set: [],
      },
      wearCount: 0,
      lastWornAt: null,
      costPerWear: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("answers 404 for another owner's item and for ids that cannot exist", async () => {
    const id = await seedItem(owner);
    for (const intruder of [await newGuest(), await newUser()]) {
      const response = await get(intruder, id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: CLOSET_MESSAGES.itemNotFound, code: "closet_item_not_found" });
    }
    for (const bad of ["abc", "0", "1.5", "99999999999"]) expect((await get(jar, bad)).status, bad).toBe(404);
  });
});

describe("PATCH /api/closet/{id}", () => {
  it("writes every field, answers the item as GET does, and null clears a field", async () => {
    const id = await seedItem(owner);
    const edit = {
      name: "  Linen shirt ",
      category: "outerwear",
      styleTags: ["Casual", "#Linen"],
      colors: ["white", "light blue"],
      brand: "COS",
      size: "M",
      price: "49.9",
      currency: "eur",
      purchasedOn: "2024-02-29",
      material: "linen",
      seasons: ["summer", "spring"],
      notes: "from Lisbon",
      status: "laundry",
      favorite: true,
    };
    const response = await patch(jar, id, edit);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      id,
      name: "Linen shirt",
      category: "outerwear",
      styleTags: ["casual", "linen"],
      colors: ["white", "light blue"],
      brand: "COS",
      size: "M",
      price: 49.9,
      currency: "EUR",
      purchasedOn: "2024-02-29",
      material: "linen",
      seasons: ["summer", "spring"],
      notes: "from Lisbon",
      status: "laundry",
      favorite: true,
    });
    expect((await get(jar, id)).body).toEqual(response.body);
    const stored = await row(id);
    expect(stored.price?.toString()).toBe("49.9");
    expect(stored.purchasedOn?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(stored.searchText).toContain("linen shirt");

    const cleared = await patch(jar, id, { name: null, price: null, purchasedOn: null, brand: "", currency: null });
    expect(cleared.body).toMatchObject({ name: null, price: null, purchasedOn: null, brand: null, currency: "USD" });
    expect((await patch(jar, id, { price: 0 })).body.price).toBe(0);
    expect((await patch(jar, id, { price: 1_000_000 })).body.price).toBe(1_000_000);
  });

  it("keeps the owner's added tags and remembers removed ones", async () => {
    const id = await seedItem(owner, { styleTags: ["casual", "white", "winter"] });
    await patch(jar, id, { styleTags: ["casual", "polka dot", "winter"] });
    expect(await row(id)).toMatchObject({
      styleTags: ["casual", "polka dot", "winter"],
      userTags: ["polka dot"],
      removedTags: ["white"],
    });
    await patch(jar, id, { styleTags: ["casual", "white"] });
    expect(await row(id)).toMatchObject({
      styleTags: ["casual", "white"],
      userTags: ["white"],
      removedTags: ["polka dot", "winter"],
    });
  });

  it("records a correction of category, colours or tags (and only a real change)", async () => {
    const id = await seedItem(owner, { styleTags: ["casual"] });
    await patch(jar, id, { name: "x", category: "tops", styleTags: ["casual"], favorite: true });
    expect((await row(id)).correctedAt).toBeNull();
    for (const edit of [{ category: "bottoms" }, { colors: ["red"] }, { styleTags: ["casual", "red"] }]) {
      await (await getDb()).clothingItem.update({ where: { id }, data: { correctedAt: null } });
      await patch(jar, id, edit);
      expect((await row(id)).correctedAt, JSON.stringify(edit)).toBeInstanceOf(Date);
    }
  });

  it("drops the owner's cached AI answers when what the AI sees changes, and keeps them otherwise", async () => {
    const id = await seedItem(owner, { styleTags: ["casual"] });
    const other = await ownerOf(await newGuest());
    await cacheAnswer(other);
    for (const edit of [{ name: "shirt", notes: "n", favorite: true, colors: ["red"] }, { status: "active" }]) {
      await cacheAnswer(owner);
      await patch(jar, id, edit);
      expect(await cachedAnswers(owner), JSON.stringify(edit)).toBe(1);
      await (await getDb()).aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
    }
    for (const edit of [
      { category: "bottoms" },
      { styleTags: ["formal"] },
      { status: "archived" },
      { status: "laundry" },
    ]) {
      await cacheAnswer(owner);
      await patch(jar, id, edit);
      expect(await cachedAnswers(owner), JSON.stringify(edit)).toBe(0);
    }
    expect(await cachedAnswers(other)).toBe(1);
  });

  it("takes an archived item out of the default list, and back", async () => {
    const id = await seedItem(owner);
    const listed = async () =>
      (await call<ClosetItemView[]>(listCloset, { path: "/api/closet", jar })).body.map((item) => item.id);
    await patch(jar, id, { status: "archived" });
    expect(await listed()).toEqual([]);
    await patch(jar, id, { status: "active" });
    expect(await listed()).toEqual([id]);
  });

  it("refuses bad input with 400 naming the field, and changes nothing", async () => {
    const id = await seedItem(owner);
    const cases: [unknown, string][] = [
      [{ name: "x".repeat(81) }, ITEM_MESSAGES.tooLong("name", 80)],
      [{ notes: "x".repeat(1001) }, ITEM_MESSAGES.tooLong("notes", 1000)],
      [{ brand: 5 }, "The brand must be text."],
      [{ name: "a\u0000b" }, VALIDATION.controlCharacters],
      [{ category: "hats" }, CLOSET_MESSAGES.invalidCategory],
      [{ colors: ["plaid"] }, ITEM_MESSAGES.invalidColor],
      [{ seasons: ["monsoon"] }, ITEM_MESSAGES.invalidSeason],
      // "all-season" and single seasons exclude each other (issue #41).
      [{ seasons: ["all-season", "winter"] }, ITEM_MESSAGES.seasonsExclusive],
      [{ status: "lost" }, ITEM_MESSAGES.invalidStatus],
      [{ price: -1 }, ITEM_MESSAGES.invalidPrice(1_000_000)],
      [{ price: "1.234" }, ITEM_MESSAGES.invalidPrice(1_000_000)],
      [{ price: 1_000_000.01 }, ITEM_MESSAGES.invalidPrice(1_000_000)],
      [{ currency: "euro" }, ITEM_MESSAGES.invalidCurrency],
      [{ purchasedOn: "2023-02-29" }, ITEM_MESSAGES.invalidDate],
      [{ purchasedOn: "2999-01-01" }, ITEM_MESSAGES.invalidDate],
      [{ favorite: "yes" }, ITEM_MESSAGES.invalidFavorite],
      [{ styleTags: [" "] }, ITEM_MESSAGES.emptyTag],
      [{ styleTags: ["x".repeat(33)] }, ITEM_MESSAGES.tagTooLong(32)],
      [{ styleTags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, ITEM_MESSAGES.tooManyTags(20)],
      [{ imageUrl: "/elsewhere.webp" }, ITEM_MESSAGES.unknownField("imageUrl")],
      [{ name: "ok", userId: 1 }, ITEM_MESSAGES.unknownField("userId")],
      [{}, ITEM_MESSAGES.noChanges],
    ];
    for (const [body, message] of cases) {
      const response = await patch(jar, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ message, code: "validation_failed" });
    }
    expect(await row(id)).toMatchObject({ name: null, category: "tops", price: null, status: "active" });
  });

  it("answers 404 for another owner's item and leaves it alone", async () => {
    const id = await seedItem(owner);
    await cacheAnswer(owner);
    for (const intruder of [await newGuest(), await newUser()]) {
      const response = await patch(intruder, id, { name: "mine now", status: "archived" });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: CLOSET_MESSAGES.itemNotFound, code: "closet_item_not_found" });
    }
    expect(await row(id)).toMatchObject({ name: null, status: "active" });
    expect(await cachedAnswers(owner)).toBe(1);
    expect((await patch(jar, "abc", { name: "x" })).status).toBe(404);
  });
});

describe("PATCH /api/closet/{id} facts (issue #39)", () => {
  const overridesOf = async (id: number) =>
    (
      await (
        await getDb()
      ).$queryRaw<{ overrides: unknown; none: boolean }[]>`
        SELECT fact_overrides AS overrides, fact_overrides IS NULL AS none FROM clothing_items WHERE id = ${id}`
    )[0]!;

  it("sets the owner's facts, answers them as GET does with the names set, and auto clears each", async () => {
    const id = await seedItem(owner, { category: "outerwear" });
    const auto = (await get(jar, id)).body.facts;
    expect(auto).toMatchObject({ kind: "jacket", warmth: 2, set: [] });

    const set = await patch(jar, id, { facts: { warmth: 4, kind: "puffer" } });
    expect(set.status, set.text).toBe(200);
    const { facts } = (await get(jar, id)).body;
    expect(facts).toMatchObject({ kind: "puffer", warmth: 4 });
    expect([...facts.set].sort()).toEqual(["kind", "warmth"]);
    expect(set.body.facts).toEqual(facts);
    expect((await overridesOf(id)).overrides).toEqual({ kind: "puffer", warmth: 4 });

    // A patch leaves the facts it does not name alone; "auto" (or null) puts one back.
    const rain = await patch(jar, id, { facts: { rainReady: true, warmth: "auto" } });
    expect(rain.body.facts).toMatchObject({ kind: "puffer", rainReady: true });
    expect([...rain.body.facts.set].sort()).toEqual(["kind", "rainReady"]);
    const cleared = await patch(jar, id, { facts: { kind: "auto", rainReady: null } });
    expect(cleared.status, cleared.text).toBe(200);
    expect((await get(jar, id)).body.facts).toEqual(auto);
    expect(await overridesOf(id)).toEqual({ overrides: null, none: true }); // SQL NULL, not JSON null

    const activities = await patch(jar, id, { facts: { activities: ["office", "office", "dinner"] } });
    expect(activities.body.facts).toMatchObject({ activities: ["office", "dinner"], set: ["activities"] });
  });

  it("refuses a kind of another category, an unknown fact and a bad value with 400, and changes nothing", async () => {
    const id = await seedItem(owner, { category: "tops" });
    await patch(jar, id, { facts: { warmth: 3 } });
    const sandals = await patch(jar, id, { facts: { kind: "sandals" } });
    expect(sandals.status).toBe(400);
    expect(sandals.body).toEqual({ message: ITEM_MESSAGES.invalidKind("tops", kindsOf("tops")), code: "bad_request" });
    const cases: [unknown, string][] = [
      [{ facts: { colour: "red" } }, ITEM_MESSAGES.invalidFacts],
      [{ facts: "warm" }, ITEM_MESSAGES.invalidFacts],
      [{ facts: { kind: "cape" } }, ITEM_MESSAGES.invalidKind("this category", KIND_NAMES)],
      [{ facts: { warmth: 5 } }, ITEM_MESSAGES.invalidWarmth],
      [{ facts: { warmth: "hot" } }, ITEM_MESSAGES.invalidWarmth],
      [{ facts: { formality: 1.5 } }, ITEM_MESSAGES.invalidFormality],
      [{ facts: { rainReady: "yes" } }, ITEM_MESSAGES.invalidRainReady],
      [{ facts: { activities: ["nap"] } }, ITEM_MESSAGES.invalidActivities(ACTIVITIES)],
    ];
    for (const [body, message] of cases) {
      const response = await patch(jar, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ message, code: "validation_failed" });
    }
    expect((await overridesOf(id)).overrides).toEqual({ warmth: 3 });
  });

  it("drops a kind the new category does not have when the category changes", async () => {
    const id = await seedItem(owner, { category: "outerwear" });
    await patch(jar, id, { facts: { kind: "puffer", warmth: 3 } });
    const moved = await patch(jar, id, { category: "tops" });
    expect(moved.body.facts).toMatchObject({ kind: "t-shirt", warmth: 3, set: ["warmth"] });
    expect((await overridesOf(id)).overrides).toEqual({ warmth: 3 });
  });

  it("answers 404 for another owner's item and leaves its facts alone", async () => {
    const id = await seedItem(owner, { category: "outerwear" });
    for (const intruder of [await newGuest(), await newUser()]) {
      const response = await patch(intruder, id, { facts: { warmth: 4, kind: "puffer" } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: CLOSET_MESSAGES.itemNotFound, code: "closet_item_not_found" });
    }
    expect(await overridesOf(id)).toEqual({ overrides: null, none: true });
  });
});
