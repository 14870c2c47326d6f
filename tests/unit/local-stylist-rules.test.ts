import { type AiClosetItem, matchInspiration, missingPieces, suggestOutfits, tagImage } from "@/lib/ai";
import { localProvider } from "@/lib/ai/local";
import { AppError } from "@/lib/errors";
import { OUTFIT_GAP_MESSAGES } from "@/lib/messages/outfits";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import { describe, expect, it, vi } from "vitest";
import { type GarmentOptions, garmentPhoto, lookPhoto } from "./ai-fixtures";
import { runOnLocalProvider } from "./local-provider";

// Inspiration looks are read with the pose model (lib/vision/person.ts): its first load in a worker
// takes a second or two, more on a busy machine, which the default 5 s would not always allow.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The local stylist's rules (issue 27, part 4), each on fixtures: synthetic garment photos and
 * head-to-toe looks, including the walk-through's cases (the navy-blazer look, the pink-dress look,
 * the winter/summer filters with a jacket in the closet, 'new ideas' and the empty result).
 */
runOnLocalProvider();

/** A closet item as the owner uploaded it: a photo of one colour, tagged by the local analyzer. */
async function photographed(id: number, category: string, fill: string, shape?: GarmentOptions["shape"]) {
  const image = await garmentPhoto({ fill, ...(shape ? { shape } : {}) });
  const styleTags = await tagImage({ bytes: image }, { kind: "clothing", category });
  return { id, category, styleTags, image } satisfies AiClosetItem;
}
/** A closet item known by its tags only (its photo could not be read, or it is not needed). */
const tagged = (id: number, category: string, styleTags: string[]): AiClosetItem => ({ id, category, styleTags });

/** "What's missing is …": the second sentence of a match note, where pieces the owner lacks are named. */
const missingPart = (notes: string) => notes.split(/What's missing is/)[1] ?? "";

describe("the navy-blazer look: a navy top, khaki trousers and grey shoes", () => {
  const look = async () => ({ bytes: await lookPhoto({ top: "#1b2a4a", bottom: "#c3b091", shoes: "#5a5a5a" }) });
  // The shoes are known as grey by their tag: a lighter grey than the look's, but grey to the owner.
  const closet = async () => [
    await photographed(1, "tops", "#1b2a4a"),
    tagged(2, "shoes", ["grey", "leather"]),
    await photographed(3, "bottoms", "#0a0a0a", "trousers"),
  ];

  it("a match note never names an owned piece as both matched and missing", async () => {
    const { matchingItems, styleNotes } = await matchInspiration(await look(), await closet());
    expect(matchingItems).toEqual(expect.arrayContaining([1]));
    const missing = missingPart(styleNotes);
    expect(missing).toMatch(/khaki bottoms/);
    for (const owned of ["navy top", "grey shoes", "black bottoms"]) expect(missing).not.toContain(owned);
  });

  it("a missing piece never names what the owner has in that colour and category", async () => {
    const pieces = await missingPieces(await look(), await closet());
    expect(pieces.map((p) => p.category)).toContain("bottoms");
    expect(pieces.find((p) => p.category === "bottoms")!.description.toLowerCase()).toContain("khaki");
    const owned = [
      ["tops", "navy"],
      ["shoes", "grey"],
      ["bottoms", "black"],
    ];
    for (const piece of pieces)
      for (const [category, colour] of owned)
        if (piece.category === category) expect(piece.description.toLowerCase()).not.toContain(colour);
    expect(pieces.map((p) => p.reason).join(" ")).not.toMatch(/closest you have is the grey shoes/);
  });
});

describe("the pink-dress look: a dress is one piece, matched against dresses", () => {
  const look = async () => ({ bytes: await lookPhoto({ dress: "#f4a6c0", shoes: "#c19a6b" }) });

  it("matches the owned pink dress, not a pink top and a pink skirt", async () => {
    const closet = [
      await photographed(1, "dresses", "#f4a6c0", "dress"),
      await photographed(2, "tops", "#f4a6c0"),
      await photographed(3, "bottoms", "#ec7fa6", "trousers"),
    ];
    const { matchingItems, styleNotes } = await matchInspiration(await look(), closet);
    expect(matchingItems).toContain(1);
    expect(matchingItems).not.toContain(2);
    expect(matchingItems).not.toContain(3);
    expect(styleNotes).not.toMatch(/pink (top|bottoms)/);
    const pieces = await missingPieces(await look(), closet);
    expect(pieces.map((p) => p.category)).not.toEqual(expect.arrayContaining(["tops"]));
    expect(pieces.map((p) => p.category)).not.toContain("bottoms");
    expect(pieces.map((p) => p.category)).not.toContain("dresses");
  });

  it("without a dress, recommends a pink dress, not a pink blouse and a pink skirt", async () => {
    const closet = [await photographed(1, "tops", "#ffffff"), await photographed(2, "bottoms", "#1b2a4a", "trousers")];
    const pieces = await missingPieces(await look(), closet);
    const dress = pieces.find((p) => p.category === "dresses");
    expect(dress?.description.toLowerCase()).toContain("pink");
    expect(pieces.map((p) => p.category)).not.toContain("tops");
    expect(pieces.map((p) => p.category)).not.toContain("bottoms");
    const { styleNotes } = await matchInspiration(await look(), closet);
    expect(missingPart(styleNotes)).toMatch(/a pink dress/);
  });
});

describe("shoes are recommended only when the look shows shoes", () => {
  const closet = async () => [
    await photographed(1, "tops", "#1b2a4a"),
    await photographed(2, "bottoms", "#c3b091", "trousers"),
  ];

  it("a look without shoes: no shoes, even for a closet that has none", async () => {
    const bare = { bytes: await lookPhoto({ top: "#1b2a4a", bottom: "#c3b091" }) };
    const pieces = await missingPieces(bare, await closet());
    expect(pieces.map((p) => p.category)).not.toContain("shoes");
    expect((await matchInspiration(bare, await closet())).styleNotes).not.toMatch(/shoes/);
    // A flat garment photo is not a look with feet either.
    const flat = { bytes: await garmentPhoto({ fill: "#c62828" }) };
    expect((await missingPieces(flat, await closet())).map((p) => p.category)).not.toContain("shoes");
  });

  it("a look with shoes: shoes for a closet that has none", async () => {
    const shod = { bytes: await lookPhoto({ top: "#1b2a4a", bottom: "#c3b091", shoes: "#6f4a2f" }) };
    expect((await missingPieces(shod, await closet())).map((p) => p.category)).toContain("shoes");
  });
});

describe("season filters change the selection, and the words claim only what is true", () => {
  // The walk-through's closet: a short-sleeve tee, knitwear, linen, and a jacket.
  const closet = [
    tagged(1, "tops", ["white", "cotton", "casual"]),
    tagged(2, "tops", ["grey", "knit", "wool", "dark", "winter"]),
    tagged(3, "tops", ["cream", "linen", "light", "summer"]),
    tagged(4, "bottoms", ["navy", "wool", "dark"]),
    tagged(5, "bottoms", ["beige", "linen", "light", "summer"]),
    tagged(6, "outerwear", ["camel", "wool", "winter"]),
    tagged(7, "shoes", ["brown", "leather"]),
  ];
  const JACKET = 6;

  it("winter brings the jacket to every outfit and puts wool, knit and dark first", async () => {
    const winter = await suggestOutfits(closet, { season: "winter" });
    expect(winter.length).toBeGreaterThan(0);
    for (const outfit of winter) expect(outfit.items).toContain(JACKET);
    expect(winter[0]!.items).toEqual(expect.arrayContaining([2, 4]));
    const plain = await suggestOutfits(closet);
    expect(winter.map((o) => o.items)).not.toEqual(plain.map((o) => o.items));
  });

  it("summer leaves the jacket out and puts linen and light first", async () => {
    const summer = await suggestOutfits(closet, { season: "summer" });
    expect(summer.length).toBeGreaterThan(0);
    for (const outfit of summer) expect(outfit.items).not.toContain(JACKET);
    expect(summer[0]!.items).toEqual(expect.arrayContaining([3, 5]));
    const rules = createOutfitRules(closet, { season: "summer" });
    for (const outfit of summer) expect(rules.check(outfit)).toEqual([]);
  });

  it('"warm enough" only with a layer or a warm material; no heat claim with one', async () => {
    const warmWords = /warm enough/i;
    const warmTags = new Set(["wool", "knit", "cashmere", "fleece", "tweed", "corduroy", "leather", "suede", "velvet"]);
    const tags = new Map(closet.map((item) => [item.id, item.styleTags]));
    for (const outfit of await suggestOutfits(closet, { season: "winter" })) {
      const warmPieces = outfit.items.filter((id) => id === JACKET || tags.get(id)!.some((tag) => warmTags.has(tag)));
      if (warmWords.test(outfit.description)) expect(warmPieces).not.toEqual([]);
    }
    // Nothing warm in the closet at all: winter outfits are still made, but never called warm.
    const light = [tagged(1, "tops", ["white", "cotton"]), tagged(2, "bottoms", ["blue", "denim"])];
    for (const outfit of await suggestOutfits(light, { season: "winter" }))
      expect(outfit.description).not.toMatch(warmWords);
  });
});

describe("'new ideas' gives different combinations while they exist", () => {
  const closet = [
    tagged(1, "tops", ["navy"]),
    tagged(2, "tops", ["white"]),
    tagged(3, "tops", ["red"]),
    tagged(4, "bottoms", ["beige"]),
    tagged(5, "bottoms", ["black"]),
    tagged(6, "bottoms", ["blue", "denim"]),
    tagged(7, "dresses", ["black"]),
    tagged(8, "shoes", ["brown"]),
  ];
  const rules = createOutfitRules(closet, {});
  const bases = (outfits: { items: number[] }[]) => outfits.map((o) => rules.baseIds(o.items).sort().join("/"));

  it("leaves out what was shown, then starts over from the same first set", async () => {
    const first = await suggestOutfits(closet);
    const next = await suggestOutfits(closet, { avoid: first.map((o) => rules.baseIds(o.items)) });
    expect(next.length).toBeGreaterThan(0);
    for (const base of bases(next)) expect(bases(first)).not.toContain(base);
    // 3 × 3 pairs and a dress: 10 combinations, all shown after two sets.
    expect(new Set([...bases(first), ...bases(next)]).size).toBe(10);
    const all = [...first, ...next].map((o) => rules.baseIds(o.items));
    expect(await suggestOutfits(closet, { avoid: all })).toEqual(first);
    // Deterministic: the same shown set gives the same next set.
    expect(await suggestOutfits(closet, { avoid: first.map((o) => rules.baseIds(o.items)) })).toEqual(next);
  });
});

describe("an empty result is a 422 with the real reason, never a 502", () => {
  it("names the part the filter empties", async () => {
    const closet = [tagged(1, "tops", ["wool", "winter"]), tagged(2, "bottoms", ["linen", "summer"])];
    const error = await suggestOutfits(closet, { season: "summer" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 422,
      code: "outfits_filtered_out",
      message: OUTFIT_GAP_MESSAGES.filteredOutPart("top", "summer", "all-season"),
    });
    expect((error as AppError).message).toBe("None of your tops suit summer: try all-season, or add a top for summer.");
  });

  it("the local solver answers a 422 when no combination keeps the rules, not an unusable answer", async () => {
    const error = await localProvider.suggestOutfits([tagged(1, "shoes", ["black"])], {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: "outfits_filtered_out" });
  });
});

describe("tags", () => {
  it("never echo the category", async () => {
    const cases: [string, string, GarmentOptions["shape"], string][] = [
      ["tops", "#1b2a4a", "shirt", "top"],
      ["bottoms", "#0a0a0a", "trousers", "bottoms"],
      ["dresses", "#f4a6c0", "dress", "dress"],
      ["shoes", "#6f4a2f", "shoe", "footwear"],
      ["accessories", "#6f4a2f", "bag", "accessory"],
      ["outerwear", "#c19a6b", "shirt", "outerwear"],
    ];
    for (const [category, fill, shape, echo] of cases) {
      const { styleTags } = await photographed(1, category, fill, shape);
      expect(styleTags).not.toContain(echo);
      expect(styleTags).not.toContain(category);
    }
  });

  it("a colour tag needs a real share of the cut-out: a plain black bag is black, not white, and not edgy", async () => {
    const { styleTags } = await photographed(1, "accessories", "#111111", "bag");
    expect(styleTags).toContain("black");
    expect(styleTags).not.toContain("white");
    expect(styleTags).not.toContain("edgy");
    // A real second colour is still named: a striped top is navy and white.
    const striped = await tagImage(
      { bytes: await garmentPhoto({ fill: "#1b2a4a", stripe: "#f4f4f2" }) },
      { kind: "clothing", category: "tops" },
    );
    expect(striped).toEqual(expect.arrayContaining(["navy", "white"]));
  });
});
