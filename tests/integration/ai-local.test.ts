import { localProvider } from "@/lib/ai/local";
import { forgetInspirationResults } from "@/lib/ai-results";
import { ownerKey } from "@/lib/auth/owner";
import { removeClosetItem } from "@/lib/closet";
import { IMPORTANCE_LEVELS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { INSPIRATION_MESSAGES } from "@/lib/messages/inspiration";
import { OUTFIT_MESSAGES } from "@/lib/messages/outfits";
import { VALIDATION } from "@/lib/messages/validation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addInspiration, addItem, api, type OutfitBody, outfitCloset } from "../support/ai";
import type { Message } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshLocalAi } from "../support/seed";
import { giveFileItsOwnDataDir } from "../support/uploads";

/**
 * The AI routes on the embedded default: the local analyzer (no key, no network), through the real
 * route handlers, sessions, database and storage. Provider calls are counted with spies that call
 * through to the real analyzer.
 */
giveFileItsOwnDataDir();

beforeEach(freshLocalAi);
afterEach(() => vi.restoreAllMocks());

const db = () => getDb();

describe("analyze", () => {
  it("tags a closet item from its photo and stores the tags", async () => {
    const guest = await newGuest();
    const id = await addItem(await ownerOf(guest), "tops", "#1b2a4a");
    const { status, body } = await api.analyzeItem(guest, id);
    expect(status).toBe(200);
    expect(body.styleTags.length).toBeGreaterThanOrEqual(3);
    expect(body.styleTags.length).toBeLessThanOrEqual(8);
    expect(body.styleTags).toContain("navy");
    expect((await (await db()).clothingItem.findUniqueOrThrow({ where: { id } })).styleTags).toEqual(body.styleTags);
  });

  it("tags an inspiration image and stores the tags", async () => {
    const user = await newUser();
    const id = await addInspiration(await ownerOf(user));
    const { status, body } = await api.analyzeInspiration(user, id);
    expect(status).toBe(200);
    expect(body.styleTags.length).toBeGreaterThanOrEqual(3);
    expect((await (await db()).inspirationImage.findUniqueOrThrow({ where: { id } })).styleTags).toEqual(
      body.styleTags,
    );
  });
});

describe("ownership", () => {
  it("answers 404 for another owner's ids (user vs guest, both ways) and leaves the rows alone", async () => {
    const [user, guest] = [await newUser(), await newGuest()];
    const usersItem = await addItem(await ownerOf(user), "tops");
    const usersImage = await addInspiration(await ownerOf(user));
    const guestsImage = await addInspiration(await ownerOf(guest));
    const notFound = { status: 404, body: { message: INSPIRATION_MESSAGES.notFound } };
    expect(await api.analyzeItem(guest, usersItem)).toMatchObject({
      status: 404,
      body: { message: CLOSET_MESSAGES.itemNotFound },
    });
    expect(await api.analyzeInspiration(guest, usersImage)).toMatchObject(notFound);
    expect(await api.matching(guest, usersImage)).toMatchObject(notFound);
    expect(await api.missingPieces(guest, usersImage)).toMatchObject(notFound);
    expect(await api.analyzeInspiration(user, guestsImage)).toMatchObject(notFound);
    expect(await api.matching(user, guestsImage)).toMatchObject(notFound);
    const rows = await db();
    expect((await rows.clothingItem.findUniqueOrThrow({ where: { id: usersItem } })).styleTags).toEqual([]);
    expect((await rows.inspirationImage.findMany({ select: { styleTags: true } })).map((row) => row.styleTags)).toEqual(
      [[], []],
    );
    expect(await rows.aiResult.count()).toBe(0);
  });

  it("answers 404 for ids that cannot exist", async () => {
    const guest = await newGuest();
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648", "424242"]) {
      expect(await api.analyzeInspiration(guest, id)).toMatchObject({
        status: 404,
        body: { message: INSPIRATION_MESSAGES.notFound },
      });
      expect(await api.matching(guest, id)).toMatchObject({
        status: 404,
        body: { message: INSPIRATION_MESSAGES.notFound },
      });
      expect(await api.missingPieces(guest, id)).toMatchObject({ status: 404 });
      expect(await api.analyzeItem(guest, id)).toMatchObject({
        status: 404,
        body: { message: CLOSET_MESSAGES.itemNotFound },
      });
    }
  });

  it("answers 401 without an owner", async () => {
    const guest = await newGuest();
    const image = await addInspiration(await ownerOf(guest));
    const item = await addItem(await ownerOf(guest), "tops");
    const unauthorized = { status: 401, body: { message: AUTH_MESSAGES.signInRequired } };
    expect(await api.analyzeItem(null, item)).toMatchObject(unauthorized);
    expect(await api.analyzeInspiration(null, image)).toMatchObject(unauthorized);
    expect(await api.matching(null, image)).toMatchObject(unauthorized);
    expect(await api.missingPieces(null, image)).toMatchObject(unauthorized);
    expect(await api.suggestions(null, {})).toMatchObject(unauthorized);
    expect(await api.chat(null, { message: "something for summer" })).toMatchObject(unauthorized);
  });
});

describe("matching and missing pieces", () => {
  it("answer the spec's shapes, drawn from the owner's own closet", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const { tops, bottoms, shoes } = await outfitCloset(owner);
    const other = await addItem(await ownerOf(await newGuest()), "tops", "#1b2a4a"); // same colours, another owner
    const image = await addInspiration(owner);

    const match = await api.matching(guest, image);
    expect(match.status).toBe(200);
    expect(Object.keys(match.body).sort()).toEqual(["items", "matchScore", "matchingItems", "styleNotes"]);
    expect(match.body.matchScore).toSatisfy(Number.isInteger);
    expect(match.body.matchScore).toBeGreaterThanOrEqual(0);
    expect(match.body.matchScore).toBeLessThanOrEqual(100);
    expect(match.body.styleNotes.length).toBeGreaterThan(10);
    expect(match.body.matchingItems.length).toBeGreaterThan(0);
    expect([...tops, ...bottoms, shoes]).toEqual(expect.arrayContaining(match.body.matchingItems));
    expect(match.body.matchingItems).not.toContain(other);

    const missing = await api.missingPieces(guest, image);
    expect(missing.status).toBe(200);
    expect(missing.body.missingPieces.length).toBeGreaterThan(0);
    for (const piece of missing.body.missingPieces) {
      expect(piece).toMatchObject({
        category: expect.any(String),
        description: expect.any(String),
        reason: expect.any(String),
      });
      expect(IMPORTANCE_LEVELS).toContain(piece.importance);
    }
  });

  it("a repeated view costs no provider call, and concurrent first views share one", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    await outfitCloset(owner);
    const image = await addInspiration(owner);
    const match = vi.spyOn(localProvider, "matchInspiration");
    const missing = vi.spyOn(localProvider, "missingPieces");

    const first = await Promise.all([
      api.matching(guest, image),
      api.matching(guest, image),
      api.matching(guest, image),
    ]);
    expect(match).toHaveBeenCalledTimes(1);
    expect(new Set(first.map((view) => JSON.stringify(view.body))).size).toBe(1);
    const again = await api.matching(guest, image);
    expect(again.body).toEqual(first[0]!.body);
    expect(match).toHaveBeenCalledTimes(1);

    await api.missingPieces(guest, image);
    await api.missingPieces(guest, image);
    expect(missing).toHaveBeenCalledTimes(1);
    expect(await (await db()).aiResult.count({ where: { ownerKey: ownerKey(owner) } })).toBe(2);
  });

  it("any closet change (add, re-tag, delete) makes the next view ask again", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const { tops } = await outfitCloset(owner);
    const image = await addInspiration(owner);
    const match = vi.spyOn(localProvider, "matchInspiration");
    const rows = await db();

    await api.matching(guest, image);
    const added = await addItem(owner, "outerwear", "#c19a6b");
    expect(await rows.aiResult.count({ where: { ownerKey: ownerKey(owner) } })).toBe(0);
    await api.matching(guest, image);
    expect(match).toHaveBeenCalledTimes(2);

    expect((await api.analyzeItem(guest, tops[0]!)).status).toBe(200);
    await api.matching(guest, image);
    expect(match).toHaveBeenCalledTimes(3);

    await removeClosetItem(owner, added);
    const after = await api.matching(guest, image);
    expect(match).toHaveBeenCalledTimes(4);
    expect(after.body.matchingItems).not.toContain(added);
    await api.matching(guest, image);
    expect(match).toHaveBeenCalledTimes(4);
  });

  it("re-analysing an image (or forgetting it) drops its cached answers and only its", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    await outfitCloset(owner);
    const image = await addInspiration(owner);
    const others = [];
    for (let i = 0; i < 10; i++) others.push(await addInspiration(owner)); // ids 2..11: prefixes must not collide with 1
    const match = vi.spyOn(localProvider, "matchInspiration");
    await api.matching(guest, image);
    await api.matching(guest, others.at(-1)!);
    await api.analyzeInspiration(guest, image);
    const rows = await db();
    expect(await rows.aiResult.count()).toBe(1);
    await api.matching(guest, image);
    expect(match).toHaveBeenCalledTimes(3);
    await forgetInspirationResults(owner, others.at(-1)!);
    expect(
      (await rows.aiResult.findMany({ select: { inputKey: true } })).map((row) => row.inputKey.split(":")[1]),
    ).toEqual([String(image)]);
  });

  it("works on an empty closet", async () => {
    const guest = await newGuest();
    const image = await addInspiration(await ownerOf(guest));
    const match = await api.matching(guest, image);
    expect(match).toMatchObject({ status: 200, body: { matchingItems: [] } });
    expect((await api.missingPieces(guest, image)).body.missingPieces.length).toBeGreaterThan(0);
  });
});

describe("outfit suggestions and chat", () => {
  it("needs a top and a bottom: 422 with SPEC §5's message, and no provider call", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const suggest = vi.spyOn(localProvider, "suggestOutfits");
    const refusal = { status: 422, body: { message: VALIDATION.outfitsNeedTopAndBottom } };
    expect(await api.suggestions(guest, {})).toMatchObject(refusal);
    await addItem(owner, "tops");
    await addItem(owner, "shoes");
    expect(await api.suggestions(guest, { season: "summer" })).toMatchObject(refusal);
    expect(await api.chat(guest, { message: "something chill" })).toMatchObject(refusal);
    expect(suggest).not.toHaveBeenCalled();
  });

  it("stores the suggestions as the owner's outfits with ids and answers the same ones again without a provider call", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const { tops, bottoms, shoes } = await outfitCloset(owner);
    const suggest = vi.spyOn(localProvider, "suggestOutfits");

    const first = await api.suggestions(guest, {});
    expect(first.status).toBe(200);
    const outfits = first.body.outfits;
    expect(outfits.length).toBe(4); // every distinct top/bottom pair of this closet
    const pairs = new Set<string>();
    for (const outfit of outfits) {
      expect(outfit).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
        style: expect.any(String),
        occasion: expect.any(String),
      });
      const ids = outfit.items.map((item) => item.id);
      expect(ids.filter((id) => tops.includes(id))).toHaveLength(1);
      expect(ids.filter((id) => bottoms.includes(id))).toHaveLength(1);
      expect(ids).toContain(shoes);
      pairs.add(
        ids
          .filter((id) => id !== shoes)
          .sort()
          .join("+"),
      );
      for (const item of outfit.items) {
        expect(item.imageUrl).toMatch(/^\/uploads\/closet\/.+\.webp$/);
        expect(item.thumbnailUrl).toMatch(/^\/uploads\/closet\/thumbs\/.+\.webp$/);
        expect(item.category).toMatch(/^(tops|bottoms|shoes)$/);
      }
    }
    expect(pairs.size).toBe(outfits.length);
    const rows = await db();
    expect(await rows.outfit.count({ where: { guestId: (owner as { guestId: string }).guestId } })).toBe(
      outfits.length,
    );

    const again = await api.suggestions(guest, { season: null, styleTheme: "" });
    expect(again.body.outfits).toEqual(outfits);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(await rows.outfit.count()).toBe(outfits.length);

    const winter = await api.suggestions(guest, { season: "winter" });
    expect(winter.status).toBe(200);
    expect(suggest).toHaveBeenCalledTimes(2);
    for (const outfit of winter.body.outfits) expect(outfit.season).toBe("winter");
  });

  it("asks afresh when a cached set's outfits are gone (pruned), instead of answering fewer", async () => {
    const guest = await newGuest();
    await outfitCloset(await ownerOf(guest));
    const suggest = vi.spyOn(localProvider, "suggestOutfits");
    const first = await api.suggestions(guest, { styleTheme: "minimalist" });
    expect(first.status).toBe(200);
    await (await db()).outfit.delete({ where: { id: first.body.outfits[0]!.id } });
    const again = await api.suggestions(guest, { styleTheme: "minimalist" });
    expect(suggest).toHaveBeenCalledTimes(2);
    expect(again.body.outfits.length).toBe(first.body.outfits.length);
    expect(again.body.outfits.map((outfit) => outfit.id)).not.toContain(first.body.outfits[0]!.id);
  });

  it("refuses unknown filters with 400 and a message", async () => {
    const guest = await newGuest();
    expect(await api.suggestions(guest, { season: "monsoon" })).toMatchObject({
      status: 400,
      body: { message: OUTFIT_MESSAGES.invalidSeason },
    });
    expect(await api.suggestions(guest, { styleTheme: "grunge" })).toMatchObject({
      status: 400,
      body: { message: OUTFIT_MESSAGES.invalidStyleTheme },
    });
    expect(await api.suggestions(guest, "{not json")).toMatchObject({
      status: 400,
      body: { message: "The request body must be valid JSON." },
    });
  });

  it("/api/chat answers JSON text holding outfits built from the owner's closet", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const { tops, bottoms, shoes } = await outfitCloset(owner);
    const { status, body } = await api.chat(guest, { message: "Relaxed looks for a weekend in the fall, please" });
    expect(status).toBe(200);
    expect(typeof body.response).toBe("string");
    const parsed = JSON.parse(body.response) as { outfits: (Omit<OutfitBody, "items"> & { items: number[] })[] };
    expect(parsed.outfits.length).toBeGreaterThan(0);
    for (const outfit of parsed.outfits) {
      expect(outfit).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        style: expect.any(String),
        season: "fall",
      });
      expect([...tops, ...bottoms, shoes]).toEqual(expect.arrayContaining(outfit.items));
    }
    const stored = await (await db()).outfit.findMany({ select: { id: true } });
    expect(stored.map((row) => row.id).sort()).toEqual(parsed.outfits.map((outfit) => outfit.id).sort());
  });

  it("/api/chat takes bounded preference text only", async () => {
    const guest = await newGuest();
    const required = { status: 400, body: { message: OUTFIT_MESSAGES.chatMessageRequired } };
    expect(await api.chat<Message>(guest, { message: "   " })).toMatchObject(required);
    expect(await api.chat<Message>(guest, {})).toMatchObject(required);
    expect(await api.chat<Message>(guest, { message: 42 })).toMatchObject(required);
    expect(await api.chat<Message>(guest, { message: "x".repeat(501) })).toMatchObject({
      status: 400,
      body: { message: OUTFIT_MESSAGES.chatMessageTooLong(500) },
    });
    expect(await api.chat<Message>(guest, "not json")).toMatchObject({ status: 400 });
  });

  it("limits computed answers per owner (429 with Retry-After); cached answers stay free", async () => {
    const [guest, other] = [await newGuest(), await newGuest()];
    await outfitCloset(await ownerOf(guest));
    await outfitCloset(await ownerOf(other));
    for (let i = 0; i < 30; i++) expect((await api.chat(guest, { message: `look number ${i}` })).status).toBe(200);
    const refused = await api.chat<Message>(guest, { message: "look number 30" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.suggestions(guest, { season: "summer" })).status).toBe(429);
    expect((await api.chat(guest, { message: "look number 29" })).status).toBe(200);
    expect((await api.chat(other, { message: "look number 30" })).status).toBe(200);
  }, 120_000);
});
