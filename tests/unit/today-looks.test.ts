/**
 * Today's three looks from a small closet (issue #39): the roles are dressed jointly, so a pick that
 * leaves each later role a look, but no pair of them differing enough, is not taken.
 */
import { slotsDiffering } from "@/lib/style/dress";
import { type StylePiece, stylePieceOf } from "@/lib/style/pieces";
import type { DayContext } from "@/lib/style/rules";
import { dressDay } from "@/lib/today/looks";
import { describe, expect, it } from "vitest";
import generatedCase from "./today-looks.case.json";

/** A piece as the local analyzer tags a plain photo of it (the closet of e2e/today.spec.ts). */
const piece = (id: number, category: string, styleTags: string[]) =>
  stylePieceOf({
    id,
    category,
    styleTags,
    garment: { category, name: null, material: null, styleTags, seasons: [], factOverrides: null },
  });

const closet = [
  piece(1, "tops", ["navy", "minimalist", "neutral", "all-season", "dark", "smart casual"]),
  piece(2, "tops", ["cream", "minimalist", "neutral", "all-season", "light", "smart casual"]),
  piece(3, "tops", ["burgundy", "streetwear", "bold", "winter", "dark", "casual"]),
  piece(4, "bottoms", ["beige", "boho", "earth tones", "fall", "neutral", "casual"]),
  piece(5, "bottoms", ["black", "minimalist", "neutral", "all-season", "dark", "smart casual"]),
  piece(6, "bottoms", ["olive", "boho", "earth tones", "fall", "casual"]),
  piece(7, "shoes", ["brown", "boho", "earth tones", "fall", "neutral", "casual"]),
];
const noWears = { daysSince: new Map(), wears: new Map(), wornOnDay: new Set<number>() };

describe("Today's looks", () => {
  it.each([0, 1, 2, 3])("three tops and three bottoms with one pair of shoes make three looks (seed %i)", (seed) => {
    const { looks, note } = dressDay({
      pieces: closet,
      context: { season: "fall", seasonIsHard: false },
      wear: noWears,
      seed: new Uint8Array([seed, seed >> 1, seed + 1]),
      swaps: [],
    });
    expect(note).toBeUndefined();
    expect(looks.map((look) => look.role)).toEqual(["safe", "rediscover", "stretch"]);
    // One pair of shoes for all: every two looks wear different tops and different bottoms.
    const bases = looks.map((look) => look.items.filter((item) => item.slot !== "shoes").map((item) => item.id));
    for (const slot of [0, 1]) expect(new Set(bases.map((base) => base[slot])).size).toBe(3);
  });

  it("takes the safe look that leaves a second look possible, where the first one it would try leaves none", () => {
    const { looks } = dressDay({
      pieces: generatedCase.closet as unknown as StylePiece[],
      // Pieces worn in the last three days (none here: the one worn piece rested 39 days).
      context: { ...(generatedCase.context as DayContext), recent: new Map() },
      wear: {
        daysSince: new Map(generatedCase.wear.daysSince as [number, number][]),
        wears: new Map(generatedCase.wear.wears as [number, number][]),
        wornOnDay: new Set(generatedCase.wear.wornOnDay as number[]),
      },
      seed: new Uint8Array(generatedCase.seed),
      swaps: generatedCase.swaps,
    });
    expect(looks.map((look) => look.role)).toEqual(["safe", "rediscover"]);
    expect(slotsDiffering(looks[0]!.items, looks[1]!.items)).toBeGreaterThanOrEqual(2);
  });
});
