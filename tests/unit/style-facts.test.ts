/**
 * Garment facts (lib/style/facts.ts) and the weather rules read from them (lib/style/rules.ts), on
 * the pieces of the report: what a piece is, and which days it may dress.
 */
import { readFactOverrides } from "@/lib/style/fact-overrides";
import { factsOf, type GarmentInput } from "@/lib/style/facts";
import { stylePieceOf } from "@/lib/style/pieces";
import { type DayContext, RULES } from "@/lib/style/rules";
import { describe, expect, it } from "vitest";

const facts = (input: GarmentInput) => factsOf(input);
const piece = (id: number, category: string, name: string, material: string | null = null) =>
  stylePieceOf({
    id,
    category,
    styleTags: [],
    garment: { category, name, material, styleTags: [], factOverrides: null },
  });

describe("garment facts", () => {
  it("reads the kind from the owner's words first, then the tags, never claiming the category's guess", () => {
    expect(facts({ category: "shoes", name: "chelsea boots" })).toMatchObject({ kind: "boots", rainReady: true });
    expect(facts({ category: "shoes", name: "Strappy sandals" })).toMatchObject({
      kind: "sandals",
      open: true,
      warmth: 0,
    });
    expect(facts({ category: "tops", styleTags: ["knit"] })).toMatchObject({
      kind: "sweater",
      sources: { kind: "analysis" },
    });
    expect(facts({ category: "tops" })).toMatchObject({ kind: "t-shirt", sources: { kind: "category" } });
    expect(facts({ category: "outerwear", name: "yellow rain jacket" })).toMatchObject({
      kind: "rain jacket",
      rainReady: true,
    });
    expect(facts({ category: "outerwear", material: "wool" })).toMatchObject({ kind: "coat", warmth: 4 });
    expect(facts({ category: "bottoms", name: "denim shorts" })).toMatchObject({ kind: "shorts", warmth: 0 });
    expect(facts({ category: "tops", name: "tank top" })).toMatchObject({ kind: "tank", warmth: 0 });
  });

  it("moves warmth with the material and formality with the words, and lets the owner set each", () => {
    expect(facts({ category: "bottoms", name: "trousers", material: "linen" }).warmth).toBe(0);
    expect(facts({ category: "bottoms", name: "trousers", material: "wool" }).warmth).toBe(3);
    expect(facts({ category: "shoes", styleTags: ["formal"] }).formality).toBe(4);
    expect(facts({ category: "shoes", name: "suede loafers" }).rainReady).toBe(false);
    const owned = facts({
      category: "tops",
      name: "tank top",
      warmth: 2,
      rainReady: true,
      formality: 3,
      activities: ["office"],
    });
    expect(owned).toMatchObject({ warmth: 2, rainReady: true, formality: 3, activities: ["office"] });
    expect(owned.sources).toMatchObject({
      warmth: "owner",
      rainReady: "owner",
      formality: "owner",
      activities: "owner",
    });
  });

  it("keeps a wedding to formal shoes, a hike to athletic ones, the beach to light pieces", () => {
    expect(facts({ category: "shoes", name: "sneakers" }).activities).not.toContain("wedding");
    expect(facts({ category: "shoes", name: "heels" }).activities).toContain("wedding");
    expect(facts({ category: "shoes", name: "running shoes" }).activities).toContain("hike");
    expect(facts({ category: "shoes", name: "loafers" }).activities).not.toContain("hike");
    expect(facts({ category: "dresses", name: "sundress" }).activities).not.toContain("hike");
    expect(facts({ category: "shoes", name: "chelsea boots" }).activities).not.toContain("beach");
    // An unnamed shoe is no athletic shoe: the hike's need is not met by a guess.
    expect(facts({ category: "shoes" }).athletic).toBe(false);
  });

  it("holds the seasons the owner chose as a rule; the analysis's as a guess with their neighbours", () => {
    expect(facts({ category: "tops", name: "tank top", seasons: ["summer"], seasonsChosen: true })).toMatchObject({
      seasons: ["summer"],
      seasonsOwned: true,
    });
    expect(facts({ category: "tops", seasons: ["summer"] })).toMatchObject({
      seasons: ["spring", "summer", "fall"],
      seasonsOwned: false,
    });
    expect(facts({ category: "tops", seasons: ["all-season"] }).seasons).toEqual([]);
    // No field: shorts sit out winter, a puffer sits out summer.
    expect(facts({ category: "bottoms", name: "shorts" }).seasons).not.toContain("winter");
    expect(facts({ category: "outerwear", name: "puffer" }).seasons).not.toContain("summer");
  });

  it("reads stored overrides defensively", () => {
    expect(readFactOverrides(null)).toBeNull();
    expect(readFactOverrides({ warmth: 9, kind: "cape", activities: ["nap", "gym"], seasonsChosen: true })).toEqual({
      activities: ["gym"],
      seasonsChosen: true,
    });
    expect(readFactOverrides([1, 2])).toBeNull();
  });
});

describe("the weather rules, piece by piece", () => {
  const passes = (rule: string, context: DayContext, p: ReturnType<typeof piece>) =>
    RULES.find((r) => r.name === rule)!.passes(p, context);
  const coldWet: DayContext = { weather: { place: "x", morningC: 3, maxC: 6, rainMm: 12, rainChance: 95 } };
  const hot: DayContext = { weather: { place: "x", morningC: 27, maxC: 36, rainMm: 0, rainChance: 0 } };

  it("a cold wet day turns away sandals, shorts, linen and tanks, open shoes and layers not made for rain", () => {
    for (const p of [
      piece(1, "shoes", "sandals"),
      piece(2, "bottoms", "shorts"),
      piece(3, "tops", "shirt", "linen"),
      piece(4, "tops", "tank top"),
    ])
      expect(passes("cold-light", coldWet, p), p.facts.kind).toBe(false);
    expect(passes("cold-light", coldWet, piece(5, "bottoms", "jeans"))).toBe(true);
    expect(passes("rain-open", coldWet, piece(6, "shoes", "flip flops"))).toBe(false);
    expect(passes("rain-layer", coldWet, piece(7, "outerwear", "rain jacket"))).toBe(true);
    expect(passes("rain-layer", coldWet, piece(8, "outerwear", "denim jacket"))).toBe(false);
    expect(passes("freezing-under", coldWet, piece(9, "tops", "t-shirt"))).toBe(false);
    expect(passes("freezing-under", coldWet, piece(10, "tops", "sweater", "wool"))).toBe(true);
  });

  it("a hot day turns away wool, boots, coats and suits, and every layer", () => {
    for (const p of [
      piece(1, "tops", "sweater", "wool"),
      piece(2, "shoes", "chelsea boots"),
      piece(3, "outerwear", "coat"),
      piece(4, "suits", "suit"),
    ])
      expect(passes("hot-warm", hot, p), p.facts.kind).toBe(false);
    expect(passes("hot-warm", hot, piece(5, "tops", "linen shirt", "linen"))).toBe(true);
    expect(passes("hot-layer", hot, piece(6, "outerwear", "rain jacket"))).toBe(false);
  });
});
