import { localProvider } from "@/lib/ai/local";
import type { Owner } from "@/lib/auth/owner";
import { OUTFIT_GAP_MESSAGES } from "@/lib/messages/outfits";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../support/ai";
import type { CookieJar, Message } from "../support/api";
import { newGuest, ownerOf } from "../support/owners";
import { freshLocalAi, seedItem } from "../support/seed";

/**
 * issue #39 §6: POST /api/chat leaves out what the message says to ("anything but streetwear", "no
 * black", "without the coat"), on the local analyzer through the real route, session and database.
 * Every piece carries a colour tag, so the solver reads no pixels (seeded items have no files).
 */
beforeEach(freshLocalAi);
afterEach(() => vi.restoreAllMocks());

type Piece = { category: string; styleTags: string[] };
type ChatOutfit = { id: number; style: string; items: number[] };

/** Three closets, each with streetwear pieces, black pieces and outerwear in every part of an outfit. */
const CLOSETS: Piece[][] = [
  [
    { category: "tops", styleTags: ["black", "streetwear", "graphic"] },
    { category: "tops", styleTags: ["white", "minimalist", "cotton"] },
    { category: "tops", styleTags: ["navy", "streetwear"] },
    { category: "bottoms", styleTags: ["black", "denim"] },
    { category: "bottoms", styleTags: ["beige", "classic"] },
    { category: "bottoms", styleTags: ["grey", "streetwear", "sporty"] },
    { category: "shoes", styleTags: ["black", "streetwear"] },
    { category: "shoes", styleTags: ["white"] },
    { category: "outerwear", styleTags: ["black", "edgy", "leather"] },
    { category: "outerwear", styleTags: ["camel", "wool"] },
  ],
  [
    { category: "dresses", styleTags: ["black", "minimalist"] },
    { category: "dresses", styleTags: ["red", "boho", "floral"] },
    { category: "tops", styleTags: ["black", "streetwear"] },
    { category: "tops", styleTags: ["cream", "romantic"] },
    { category: "bottoms", styleTags: ["blue", "denim", "streetwear"] },
    { category: "bottoms", styleTags: ["khaki", "preppy"] },
    { category: "shoes", styleTags: ["brown", "suede"] },
    { category: "outerwear", styleTags: ["navy", "classic"] },
    { category: "outerwear", styleTags: ["black", "streetwear"] },
    { category: "accessories", styleTags: ["black", "leather"] },
  ],
  [
    { category: "suits", styleTags: ["black", "formal"] },
    { category: "tops", styleTags: ["white", "streetwear", "graphic"] },
    { category: "tops", styleTags: ["grey", "chill"] },
    { category: "tops", styleTags: ["black", "edgy"] },
    { category: "bottoms", styleTags: ["black", "classic"] },
    { category: "bottoms", styleTags: ["olive", "streetwear"] },
    { category: "bottoms", styleTags: ["navy", "chill"] },
    { category: "shoes", styleTags: ["black", "leather"] },
    { category: "shoes", styleTags: ["white", "sporty", "streetwear"] },
    { category: "outerwear", styleTags: ["olive", "streetwear"] },
  ],
];

async function seedCloset(owner: Owner, pieces: readonly Piece[]): Promise<Map<number, Piece>> {
  const byId = new Map<number, Piece>();
  for (const piece of pieces) byId.set(await seedItem(owner, piece), piece);
  return byId;
}

async function chat(jar: CookieJar, message: string): Promise<ChatOutfit[]> {
  const { status, body, text } = await api.chat(jar, { message });
  expect(status, text).toBe(200);
  const outfits = (JSON.parse(body.response) as { outfits: ChatOutfit[] }).outfits;
  expect(outfits.length).toBeGreaterThan(0);
  return outfits;
}

describe("/api/chat leaves out what the message says to", () => {
  it.each(CLOSETS.map((closet, index) => [index + 1, closet] as const))(
    "closet %i: no streetwear piece, no black piece, no outerwear in any outfit",
    async (_closet, pieces) => {
      const jar = await newGuest();
      const byId = await seedCloset(await ownerOf(jar), pieces);
      const suggest = vi.spyOn(localProvider, "suggestOutfits");
      const piecesOf = (outfit: ChatOutfit) => outfit.items.map((id) => byId.get(id)!);

      // The closet has each of them in its outfits when nothing is left out.
      const all = (await chat(jar, "some outfit ideas please")).flatMap(piecesOf);
      expect(all.flatMap((piece) => piece.styleTags)).toContain("black");

      for (const outfit of await chat(jar, "anything but streetwear")) {
        expect(outfit.style).not.toMatch(/streetwear/);
        for (const piece of piecesOf(outfit)) expect(piece.styleTags).not.toContain("streetwear");
      }
      for (const outfit of await chat(jar, "no black"))
        for (const piece of piecesOf(outfit)) expect(piece.styleTags).not.toContain("black");
      for (const outfit of await chat(jar, "without the coat"))
        for (const piece of piecesOf(outfit)) expect(piece.category).not.toBe("outerwear");
      // Both at once: a theme named elsewhere in the message is still the filter.
      for (const outfit of await chat(jar, "no black or navy, and no jacket")) {
        for (const piece of piecesOf(outfit)) {
          expect(piece.styleTags).not.toContain("black");
          expect(piece.styleTags).not.toContain("navy");
          expect(piece.category).not.toBe("outerwear");
        }
      }
      // Each message asked anew: the exclusions are part of the cached answer's key.
      expect(suggest).toHaveBeenCalledTimes(5);
      const asked = suggest.mock.calls.map(([, request]) => request.exclude);
      expect(asked).toEqual([
        undefined,
        { themes: ["streetwear"] },
        { colours: ["black"] },
        { categories: ["outerwear"] },
        { colours: ["black", "navy"], categories: ["outerwear"] },
      ]);
    },
  );

  it("keeps a theme named outside the negation: 'streetwear but no black'", async () => {
    const jar = await newGuest();
    const byId = await seedCloset(await ownerOf(jar), CLOSETS[0]!);
    const outfits = await chat(jar, "streetwear but no black");
    for (const outfit of outfits) {
      expect(outfit.style).toMatch(/streetwear/);
      for (const id of outfit.items) expect(byId.get(id)!.styleTags).not.toContain("black");
    }
  });

  it("answers 422 naming the exclusion when it leaves nothing to build from, without a provider call", async () => {
    const jar = await newGuest();
    await seedCloset(await ownerOf(jar), [
      { category: "tops", styleTags: ["white"] },
      { category: "bottoms", styleTags: ["black", "denim"] },
      { category: "bottoms", styleTags: ["black", "wool"] },
      { category: "shoes", styleTags: ["black"] },
    ]);
    const suggest = vi.spyOn(localProvider, "suggestOutfits");
    expect(await api.chat<Message>(jar, { message: "no black please" })).toMatchObject({
      status: 422,
      body: { message: OUTFIT_GAP_MESSAGES.excludedPart("bottom", "without black") },
    });
    expect(await api.chat<Message>(jar, { message: "anything but white or black" })).toMatchObject({
      status: 422,
      body: { message: OUTFIT_GAP_MESSAGES.excludedOut("without white or black") },
    });
    expect(suggest).not.toHaveBeenCalled();
    // Left without shoes, the outfits owe none.
    expect((await api.chat(jar, { message: "without shoes" })).status).toBe(200);
  });
});
