import { AiError } from "@/lib/ai";
import { localProvider } from "@/lib/ai/local";
import type { Owner } from "@/lib/auth/owner";
import { addClosetItem, loadAiCloset } from "@/lib/closet";
import type { ClosetAnalysis } from "@/lib/closet/contract";
import type { Category } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../support/ai";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshLocalAi } from "../support/seed";
import { giveFileItsOwnDataDir } from "../support/uploads";
import { type GarmentOptions, garmentPhoto } from "../unit/ai-fixtures";

/**
 * POST /api/closet/{id}/analyze with the owner's edits and corrections (local analyzer, real
 * handlers, database and storage): re-analysis keeps the owner's tags, and corrected items teach
 * suggestions for similar-looking pieces of the same owner only.
 */
giveFileItsOwnDataDir();

beforeEach(freshLocalAi);
afterEach(() => vi.restoreAllMocks());

const db = () => getDb();
const analyze = (jar: Parameters<typeof api.analyzeItem>[0], id: number) => api.analyzeItem<ClosetAnalysis>(jar, id);

async function upload(owner: Owner, category: Category, photo: GarmentOptions): Promise<number> {
  return (await addClosetItem(owner, { bytes: await garmentPhoto(photo), category })).id;
}

/** What PATCH stores when the owner corrects an item (the item API sets corrected_at). */
async function correct(id: number, data: { category: string; styleTags: string[]; colors: string[] }) {
  await (await db()).clothingItem.update({ where: { id }, data: { ...data, correctedAt: new Date() } });
}

describe("re-analysis and the owner's tags", () => {
  it("keeps the owner's own tags, never re-adds a removed one and answers the stored values", async () => {
    const guest = await newGuest();
    const id = await upload(await ownerOf(guest), "tops", { fill: "#1b2a4a" });
    const first = await analyze(guest, id);
    expect(first.status).toBe(200);
    expect(first.body.styleTags).toContain("navy");
    expect(first.body).toMatchObject({ colors: ["navy"], suggestion: null });
    expect(first.body.seasons.length).toBe(1);

    // The owner removes "navy" and adds their own tag.
    const kept = first.body.styleTags.filter((tag) => tag !== "navy");
    await (
      await db()
    ).clothingItem.update({
      where: { id },
      data: { styleTags: [...kept, "grandma's"], userTags: ["grandma's"], removedTags: ["navy"] },
    });
    const again = await analyze(guest, id);
    expect(again.status).toBe(200);
    expect(again.body.styleTags).not.toContain("navy");
    expect(again.body.styleTags.at(-1)).toBe("grandma's");
    const row = await (await db()).clothingItem.findUniqueOrThrow({ where: { id } });
    expect(row.styleTags).toEqual(again.body.styleTags);
    expect(row.userTags).toEqual(["grandma's"]);
  });

  it("fills colours and seasons only while the item has none", async () => {
    const guest = await newGuest();
    const id = await upload(await ownerOf(guest), "tops", { fill: "#1b2a4a" });
    await (await db()).clothingItem.update({ where: { id }, data: { colors: ["burgundy"], seasons: [] } });
    const { body } = await analyze(guest, id);
    expect(body.colors).toEqual(["burgundy"]);
    expect(body.seasons.length).toBe(1);
    const row = await (await db()).clothingItem.findUniqueOrThrow({ where: { id } });
    expect(row.colors).toEqual(["burgundy"]);
    expect(row.seasons).toEqual(body.seasons);
  });

  it("writes nothing when the analysis fails, and can be retried", async () => {
    const guest = await newGuest();
    const id = await upload(await ownerOf(guest), "tops", { fill: "#1b2a4a" });
    await (
      await db()
    ).clothingItem.update({ where: { id }, data: { styleTags: ["grandma's"], userTags: ["grandma's"] } });
    vi.spyOn(localProvider, "tagImage").mockRejectedValueOnce(new AiError("unavailable", "analyzer down"));
    expect((await analyze(guest, id)).status).toBe(503);
    const row = await (await db()).clothingItem.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ styleTags: ["grandma's"], colors: [], seasons: [] });
    expect((await analyze(guest, id)).body.styleTags).toContain("grandma's");
  });

  it("gives the AI engine vocabulary tags only", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const id = await upload(owner, "tops", { fill: "#1b2a4a" });
    await (await db()).clothingItem.update({ where: { id }, data: { styleTags: ["navy", "grandma's", "casual"] } });
    expect((await loadAiCloset(owner)).map((item) => item.styleTags)).toEqual([["navy", "casual"]]);
  });
});

describe("suggestions learned from corrections", () => {
  it("suggests a corrected item's category and style words for a similar piece, with its own colours", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const taught = await upload(owner, "tops", { fill: "#1b2a4a", shape: "trousers" });
    await correct(taught, { category: "bottoms", styleTags: ["navy", "bottoms", "classic", "wool"], colors: ["navy"] });
    const similar = await upload(owner, "tops", { fill: "#0a0a0a", shape: "trousers" });
    const { status, body } = await analyze(guest, similar);
    expect(status).toBe(200);
    expect(body.suggestion).toEqual({
      category: "bottoms",
      styleTags: expect.arrayContaining(["black", "classic", "wool"]),
      colors: ["black"],
      fromItemId: taught,
    });
    expect(body.suggestion!.styleTags).not.toContain("navy");
    expect(body.suggestion!.styleTags).not.toContain("bottoms"); // no echo of the category
    // Only offered: the item keeps its category until the owner applies it.
    expect((await (await db()).clothingItem.findUniqueOrThrow({ where: { id: similar } })).category).toBe("tops");
  });

  it("suggests nothing for a piece unlike every corrected one", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const taught = await upload(owner, "tops", { fill: "#1b2a4a", shape: "trousers" });
    await correct(taught, { category: "bottoms", styleTags: ["navy", "classic"], colors: ["navy"] });
    const shoe = await upload(owner, "tops", { fill: "#1b2a4a", shape: "shoe" });
    expect((await analyze(guest, shoe)).body.suggestion).toBeNull();
  });

  it("never learns from another owner's corrections", async () => {
    const [user, guest] = [await newUser(), await newGuest()];
    const taught = await upload(await ownerOf(user), "tops", { fill: "#1b2a4a", shape: "trousers" });
    await correct(taught, { category: "bottoms", styleTags: ["navy", "classic"], colors: ["navy"] });
    const own = await upload(await ownerOf(guest), "tops", { fill: "#1b2a4a", shape: "trousers" });
    expect((await analyze(guest, own)).body.suggestion).toBeNull();
    // The user's own similar piece does learn from it.
    const usersOwn = await upload(await ownerOf(user), "tops", { fill: "#0a0a0a", shape: "trousers" });
    expect((await analyze(user, usersOwn)).body.suggestion).toMatchObject({ category: "bottoms", fromItemId: taught });
  });

  it("offers nothing for an item the owner corrected, or learned from an archived one", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const taught = await upload(owner, "tops", { fill: "#1b2a4a", shape: "trousers" });
    await correct(taught, { category: "bottoms", styleTags: ["navy", "classic"], colors: ["navy"] });
    const corrected = await upload(owner, "tops", { fill: "#0a0a0a", shape: "trousers" });
    await correct(corrected, { category: "tops", styleTags: ["black", "edgy"], colors: ["black"] });
    expect((await analyze(guest, corrected)).body.suggestion).toBeNull();

    await (
      await db()
    ).clothingItem.updateMany({ where: { id: { in: [taught, corrected] } }, data: { status: "archived" } });
    const later = await upload(owner, "tops", { fill: "#0a0a0a", shape: "trousers" });
    expect((await analyze(guest, later)).body.suggestion).toBeNull();
  });
});
