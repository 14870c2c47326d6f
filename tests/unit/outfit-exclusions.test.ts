import { solveOutfits } from "@/lib/ai/local/outfits";
import { coloursFromTags } from "@/lib/ai/local/profile";
import { sanitizeOutfits } from "@/lib/ai/sanitize";
import type { AiClosetItem, OutfitExclusions, OutfitRequest } from "@/lib/ai/types";
import { outfitsInputKey } from "@/lib/ai-results";
import { CATEGORIES } from "@/lib/constants";
import { OUTFIT_GAP_MESSAGES } from "@/lib/messages/outfits";
import { excludedBy, excludesNothing, exclusionPhrase } from "@/lib/style/exclusions";
import { closetCanMakeOutfits, createOutfitRules, filteredOutMessage, slotOf } from "@/lib/style/outfit-rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** issue #39 §6: what an outfit request leaves out (lib/style/exclusions.ts), held by the outfit rules. */

const item = (id: number, category: string, styleTags: string[] = []): AiClosetItem => ({ id, category, styleTags });

describe("excludedBy", () => {
  it("rules out a piece by its theme tag, colour tag, category or kind", () => {
    const tee = { category: "tops", styleTags: ["streetwear", "Black", "cotton"] };
    expect(excludedBy(undefined, tee)).toBe(false);
    expect(excludedBy({}, tee)).toBe(false);
    expect(excludedBy({ themes: ["streetwear"] }, tee)).toBe(true);
    expect(excludedBy({ themes: ["boho"] }, tee)).toBe(false);
    expect(excludedBy({ colours: ["black"] }, tee)).toBe(true);
    expect(excludedBy({ colours: ["navy", "light blue"] }, tee)).toBe(false);
    expect(excludedBy({ categories: ["outerwear"] }, { category: "Outerwear ", styleTags: [] })).toBe(true);
    expect(excludedBy({ categories: ["outerwear"] }, tee)).toBe(false);
  });

  it("reads a piece's kind as lib/style/facts.ts does: its name, material and tags, never the category's guess", () => {
    const heels = { category: "shoes", styleTags: ["black"], name: "Strappy heels" };
    expect(excludedBy({ kinds: ["heels"] }, heels)).toBe(true);
    expect(excludedBy({ kinds: ["sandals"] }, heels)).toBe(false);
    expect(excludedBy({ kinds: ["jeans"] }, { category: "bottoms", styleTags: ["denim", "blue"] })).toBe(true);
    expect(excludedBy({ kinds: ["jeans"] }, { category: "bottoms", styleTags: ["wool"] })).toBe(false);
    // An unnamed shoe is "sneakers" only by the category's guess: "no sneakers" does not take it away.
    expect(excludedBy({ kinds: ["sneakers"] }, { category: "shoes", styleTags: [] })).toBe(false);
    expect(excludedBy({ kinds: ["sneakers"] }, { category: "shoes", styleTags: [], name: "white sneakers" })).toBe(
      true,
    );
    expect(
      excludedBy({ kinds: ["skirt"] }, { category: "bottoms", styleTags: [], material: "linen", name: "midi skirt" }),
    ).toBe(true);
  });

  it("names the exclusions for a sentence", () => {
    expect(exclusionPhrase(undefined)).toBe("");
    expect(exclusionPhrase({ colours: [] })).toBe("");
    expect(excludesNothing({ themes: [], kinds: [] })).toBe(true);
    expect(exclusionPhrase({ colours: ["black"] })).toBe("without black");
    expect(exclusionPhrase({ themes: ["streetwear"], colours: ["black", "navy"] })).toBe(
      "without streetwear pieces, black or navy",
    );
    expect(exclusionPhrase({ categories: ["outerwear", "dresses"], kinds: ["heels", "skirt", "dress shoes"] })).toBe(
      "without outerwear, dresses, heels, skirts or dress shoes",
    );
  });
});

describe("the outfit rules with exclusions", () => {
  const closet: AiClosetItem[] = [
    item(1, "tops", ["navy"]),
    item(2, "tops", ["black", "streetwear"]),
    item(3, "bottoms", ["beige"]),
    item(4, "bottoms", ["black"]),
    item(5, "shoes", ["brown"]),
    item(6, "outerwear", ["camel"]),
    item(7, "dresses", ["red", "streetwear"]),
  ];

  it("leaves excluded pieces out of the eligible closet and rejects outfits that use one", () => {
    const noBlack = createOutfitRules(closet, { exclude: { colours: ["black"] } });
    expect(noBlack.eligible.map((piece) => piece.id)).toEqual([1, 3, 5, 6, 7]);
    expect(noBlack.check({ items: [1, 4, 5], style: "x" })).toEqual(["excluded"]);
    expect(noBlack.check({ items: [1, 3, 5], style: "x" })).toEqual([]);
    const noStreetwear = createOutfitRules(closet, { exclude: { themes: ["streetwear"] } });
    expect(noStreetwear.check({ items: [7, 5], style: "x" })).toContain("excluded");
    const noCoat = createOutfitRules(closet, { exclude: { categories: ["outerwear"] } });
    expect(noCoat.eligible.map((piece) => piece.id)).not.toContain(6);
    expect(noCoat.check({ items: [1, 3, 5, 6], style: "x" })).toEqual(["excluded"]);
    // Left without shoes, an outfit owes none.
    const noShoes = createOutfitRules(closet, { exclude: { categories: ["shoes"] } });
    expect(noShoes.check({ items: [1, 3, 6], style: "x" })).toEqual([]);
  });

  it("holds a provider's answer to them: outfits using an excluded piece are dropped", () => {
    const answer = {
      outfits: [
        { name: "a", description: "d", style: "x", occasion: "o", items: [2, 3, 5] },
        { name: "b", description: "d", style: "x", occasion: "o", items: [1, 3, 5] },
      ],
    };
    const kept = sanitizeOutfits(answer, closet, { exclude: { themes: ["streetwear"] } });
    expect(kept.map((outfit) => outfit.name)).toEqual(["b"]);
  });

  it("the local solver never uses an excluded piece, on random closets", () => {
    const tags = ["navy", "black", "white", "beige", "streetwear", "boho", "minimalist", "denim", "summer", "winter"];
    const closetArb = fc
      .array(fc.record({ category: fc.constantFrom(...CATEGORIES), styleTags: fc.subarray(tags, { maxLength: 4 }) }), {
        minLength: 1,
        maxLength: 14,
      })
      .map((entries) => entries.map((entry, index) => ({ id: index + 1, ...entry })));
    const excludeArb: fc.Arbitrary<OutfitExclusions> = fc.record(
      {
        themes: fc.subarray(["streetwear", "boho"] as const, { minLength: 1 }),
        colours: fc.subarray(["black", "navy"], { minLength: 1 }),
        categories: fc.subarray(["outerwear", "shoes", "dresses"], { minLength: 1 }),
        kinds: fc.subarray(["jeans", "sneakers", "t-shirt"], { minLength: 1 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(closetArb, excludeArb, (items, exclude) => {
        const request: OutfitRequest = { exclude };
        const profiles = items.map((i) => ({
          id: i.id,
          category: i.category,
          slot: slotOf(i.category),
          tags: [...i.styleTags],
          colours: coloursFromTags(i.styleTags),
        }));
        const outfits = solveOutfits(profiles, request);
        const byId = new Map(items.map((i) => [i.id, i]));
        for (const outfit of outfits) {
          for (const id of outfit.items) expect(excludedBy(exclude, byId.get(id)!)).toBe(false);
          expect(createOutfitRules(items, request).check(outfit)).toEqual([]);
        }
        if (closetCanMakeOutfits(createOutfitRules(items, request).eligible)) expect(outfits.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the 422 sentence when the exclusions leave nothing to build from", () => {
  const closet: AiClosetItem[] = [item(1, "tops", ["navy"]), item(2, "bottoms", ["black"]), item(3, "tops", ["black"])];

  it("names what is left out, and the part it empties", () => {
    const request = { exclude: { colours: ["black"] } };
    expect(closetCanMakeOutfits(createOutfitRules(closet, request).eligible)).toBe(false);
    expect(filteredOutMessage(request, closet)).toBe(OUTFIT_GAP_MESSAGES.excludedPart("bottom", "without black"));
    expect(filteredOutMessage(request, closet)).toBe(
      "Without black, none of your bottoms are left: ask to leave out less, or add bottoms.",
    );
    expect(filteredOutMessage({ exclude: { colours: ["black", "navy"] } }, closet)).toBe(
      "Without black or navy, none of your tops and bottoms, dresses or suits are left to make an outfit. Ask to leave out less, or add clothes.",
    );
    expect(filteredOutMessage(request)).toBe(OUTFIT_GAP_MESSAGES.excludedOut("without black"));
  });

  it("names the season or theme too, and only the season or theme when it alone empties the closet", () => {
    const seasonal = [
      item(1, "tops", ["navy", "winter"]),
      item(2, "tops", ["white", "summer"]),
      item(3, "bottoms", ["black"]),
    ];
    expect(filteredOutMessage({ season: "winter", exclude: { colours: ["navy"] } }, seasonal)).toBe(
      OUTFIT_GAP_MESSAGES.excludedPart("top", "without navy", "winter", "all-season"),
    );
    expect(OUTFIT_GAP_MESSAGES.excludedPart("top", "without navy", "winter", "all-season")).toBe(
      "Without navy, none of your tops suit winter: ask to leave out less, try all-season, or add a top for winter.",
    );
    // Winter alone already empties the tops: the sentence is the season's, as before.
    const wintry = [item(1, "tops", ["summer"]), item(2, "bottoms", ["black"])];
    expect(filteredOutMessage({ season: "winter", exclude: { colours: ["black"] } }, wintry)).toBe(
      OUTFIT_GAP_MESSAGES.filteredOutPart("top", "winter", "all-season"),
    );
  });
});

describe("the outfits cache key", () => {
  const closet = [item(1, "tops"), item(2, "bottoms")];

  it("changes with what the request leaves out, not with the order it was said in", () => {
    const plain = outfitsInputKey({ preferences: "x" }, closet);
    expect(outfitsInputKey({ preferences: "x", exclude: {} }, closet)).toBe(plain);
    const noBlack = outfitsInputKey({ preferences: "x", exclude: { colours: ["black"] } }, closet);
    expect(noBlack).not.toBe(plain);
    expect(outfitsInputKey({ preferences: "x", exclude: { colours: ["navy"] } }, closet)).not.toBe(noBlack);
    expect(outfitsInputKey({ preferences: "x", exclude: { colours: ["black", "navy"] } }, closet)).toBe(
      outfitsInputKey({ preferences: "x", exclude: { colours: ["navy", "black"], kinds: [] } }, closet),
    );
  });
});
