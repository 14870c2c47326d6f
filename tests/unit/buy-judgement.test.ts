/**
 * "Before you buy" (issue #44): the judgement on hand-built closets whose figures can be worked out
 * by hand: the outfits a piece unlocks, its projected cost per wear, and each verdict with its reasons.
 */
import {
  type FilledGap,
  type ProjectedCost,
  projectedCostPerWear,
  staysInCloset,
  unlockedOutfits,
  type Unlocks,
  verdictOf,
} from "@/lib/buy/judgement";
import { SEASONS } from "@/lib/constants";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import { stylePieceOf, type StyleSource } from "@/lib/style/pieces";
import { beforeEach, describe, expect, it } from "vitest";

let nextId = 1;
beforeEach(() => {
  nextId = 1;
});

type Options = { seasons?: string[]; status?: string; cleanout?: string | null; tags?: string[]; id?: number };
/** A stored piece; `seasons` as the owner chose them (a rule), else all-season. */
function source(category: string, name: string | null, options: Options = {}): StyleSource {
  const tags = options.tags ?? [];
  return {
    id: options.id ?? nextId++,
    category,
    styleTags: tags,
    status: options.status ?? "active",
    cleanout: options.cleanout ?? null,
    garment: {
      category,
      name,
      styleTags: tags,
      seasons: options.seasons ?? ["all-season"],
      factOverrides: options.seasons ? { seasonsChosen: true } : null,
    },
  };
}
const candidateOf = (category: string, name: string | null, options: Options = {}) =>
  source(category, name, { ...options, id: 0 });

/** Whether an outfit passes SPEC §5's checker in some season, on the pieces that stay plus the candidate. */
function validInSomeSeason(items: number[], closet: StyleSource[], candidate: StyleSource): boolean {
  const pieces = [...closet.filter((s) => staysInCloset(stylePieceOf(s))), candidate];
  return SEASONS.filter((s) => s !== "all-season").some(
    (season) => createOutfitRules(pieces, { season }).check({ items }).length === 0,
  );
}

function unlocks(candidate: StyleSource, closet: StyleSource[], wears?: Map<number, number>) {
  const result = unlockedOutfits(stylePieceOf(candidate), closet.map(stylePieceOf), wears ? { wears } : {});
  for (const example of result.examples) {
    expect(example).toContain(candidate.id);
    expect(validInSomeSeason(example, closet, candidate), `example ${example} is valid`).toBe(true);
  }
  expect(new Set(result.examples.map((e) => e.join())).size).toBe(result.examples.length);
  expect(result.examples.length).toBe(Math.min(3, result.count));
  return result;
}

describe("unlockedOutfits", () => {
  it("pairs a top with each bottom and each pair of shoes: 2 × 3 = 6", () => {
    const closet = [
      source("bottoms", "jeans"),
      source("bottoms", "chinos"),
      source("shoes", "sneakers"),
      source("shoes", "boots"),
      source("shoes", "loafers"),
    ];
    const result = unlocks(candidateOf("tops", "white shirt"), closet);
    expect(result).toMatchObject({ slot: "top", count: 6, none: null });
  });

  it("leaves out pieces that share no season with it, shoes included", () => {
    const closet = [
      source("bottoms", "linen shorts", { seasons: ["summer"] }),
      source("bottoms", "jeans"),
      source("bottoms", "wool trousers"),
      source("shoes", "boots"),
      source("shoes", "sandals", { seasons: ["summer"] }),
      source("shoes", "flip flops", { seasons: ["summer"] }),
    ];
    const result = unlocks(candidateOf("tops", "wool sweater", { seasons: ["winter"] }), closet);
    // Winter: jeans or trousers, with the boots (shoes are owed: the boots suit winter).
    expect(result).toMatchObject({ count: 2, seasons: ["winter"] });
  });

  it("goes without shoes in a season no shoes of the closet suit, as the rule checker does", () => {
    const closet = [source("bottoms", "jeans"), source("shoes", "sandals", { seasons: ["summer"] })];
    // Summer with the sandals; spring, fall and winter without shoes: two outfits.
    expect(unlocks(candidateOf("tops", "tee"), closet).count).toBe(2);
  });

  it("counts pieces in the laundry, not archived ones nor those leaving", () => {
    const closet = [
      source("bottoms", "jeans"),
      source("bottoms", "chinos", { status: "laundry" }),
      source("bottoms", "skirt", { status: "archived" }),
      source("bottoms", "shorts", { cleanout: "sell" }),
      source("bottoms", "leggings", { cleanout: "donate" }),
      source("bottoms", "trousers", { cleanout: "keep" }),
      source("shoes", "sneakers"),
    ];
    expect(unlocks(candidateOf("tops", "tee"), closet).count).toBe(3);
  });

  it("stands a dress alone, with each pair of shoes when there are any", () => {
    const shoes = [source("shoes", "heels"), source("shoes", "flats"), source("shoes", "sneakers")];
    expect(unlocks(candidateOf("dresses", "sundress"), shoes).count).toBe(3);
    expect(unlocks(candidateOf("dresses", "sundress"), [source("tops", "tee")]).count).toBe(1);
  });

  it("puts new shoes under every base: 2 tops × 3 bottoms + 2 dresses = 8", () => {
    const closet = [
      source("tops", "tee"),
      source("tops", "shirt"),
      source("bottoms", "jeans"),
      source("bottoms", "chinos"),
      source("bottoms", "skirt"),
      source("dresses", "dress"),
      source("suits", "navy suit"),
      source("shoes", "boots"),
    ];
    expect(unlocks(candidateOf("shoes", "white sneakers"), closet).count).toBe(8);
  });

  it("adds a layer, an accessory or an 'other' piece to each outfit it suits", () => {
    const closet = [
      source("tops", "tee"),
      source("tops", "tank top", { seasons: ["summer"] }),
      source("bottoms", "jeans"),
      source("bottoms", "shorts", { seasons: ["summer"] }),
      source("dresses", "dress"),
      source("shoes", "boots"),
      source("shoes", "sandals", { seasons: ["summer"] }),
      source("outerwear", "rain jacket"),
      source("accessories", "belt"),
    ];
    // All seasons: (2 × 2 pairs + 1 dress) × 2 shoes = 10.
    expect(unlocks(candidateOf("accessories", "scarf"), closet).count).toBe(10);
    expect(unlocks(candidateOf("other", "swimsuit"), closet).count).toBe(10);
    // Winter only: tee with jeans, or the dress; with the boots: 2.
    const coat = unlocks(candidateOf("outerwear", "wool coat", { seasons: ["winter"] }), closet);
    expect(coat).toMatchObject({ slot: "outerwear", count: 2 });
  });

  it("says why it makes nothing", () => {
    expect(unlocks(candidateOf("tops", "tee"), [source("tops", "shirt")])).toMatchObject({
      count: 0,
      none: "nothing-to-pair",
      examples: [],
    });
    expect(unlocks(candidateOf("shoes", "boots"), [source("tops", "shirt"), source("shoes", "flats")]).none).toBe(
      "nothing-to-pair",
    );
    const summer = [source("bottoms", "shorts", { seasons: ["summer"] })];
    expect(unlocks(candidateOf("tops", "sweater", { seasons: ["winter", "fall"] }), summer)).toMatchObject({
      count: 0,
      none: "no-shared-season",
      seasons: ["fall", "winter"],
    });
  });

  it("shows the most worn pieces first, on different bases, finished to three items", () => {
    const closet = [
      source("bottoms", "jeans"),
      source("bottoms", "chinos"),
      source("bottoms", "skirt"),
      source("bottoms", "shorts"),
      source("shoes", "sneakers"),
      source("shoes", "boots"),
    ];
    const wears = new Map([
      [1, 10],
      [2, 0],
      [3, 5],
      [4, 1],
      [6, 3],
    ]);
    const result = unlocks(candidateOf("tops", "tee"), closet, wears);
    expect(result.count).toBe(8);
    expect(result.examples).toEqual([
      [0, 1, 6],
      [0, 3, 6],
      [0, 4, 6],
    ]);
    const dress = unlocks(candidateOf("dresses", "dress"), [
      source("accessories", "belt"),
      source("accessories", "scarf"),
    ]);
    // Two accessories the rules could add: a dress with no shoes is finished with both (3 items).
    expect(dress.examples).toEqual([[0, 7, 8]]);
  });

  it("gives new shoes pairs that share no piece, while there are enough", () => {
    const closet = [
      source("tops", "tee"),
      source("tops", "shirt"),
      source("tops", "polo"),
      source("bottoms", "jeans"),
      source("bottoms", "chinos"),
      source("bottoms", "skirt"),
    ];
    const result = unlocks(candidateOf("shoes", "sneakers"), closet);
    const used = result.examples.flat().filter((id) => id !== 0);
    expect(result.count).toBe(9);
    expect(new Set(used).size).toBe(6);
  });
});

describe("projectedCostPerWear", () => {
  const today = "2027-06-30";
  const daysAgo = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  type Owned = {
    source: StyleSource;
    days: number;
    lastYear: number;
    allTime?: number;
    price?: number;
    currency?: string;
  };
  function project(candidate: StyleSource, owned: Owned[], price: number | null = 49, currency = "EUR") {
    return projectedCostPerWear({
      price,
      currency,
      candidate: stylePieceOf(candidate),
      closet: owned.map((o) => stylePieceOf(o.source)),
      wearsLastYear: new Map(owned.map((o) => [o.source.id, o.lastYear])),
      allTimeWears: new Map(owned.map((o) => [o.source.id, o.allTime ?? o.lastYear])),
      addedAt: new Map(owned.map((o) => [o.source.id, daysAgo(o.days)])),
      prices: new Map(
        owned.flatMap((o) =>
          o.price === undefined ? [] : [[o.source.id, { amount: o.price, currency: o.currency ?? "EUR" }]],
        ),
      ),
      today,
    });
  }

  it("scales each piece's wears by the time it was owned within the year", () => {
    const cost = project(candidateOf("bottoms", "black jeans"), [
      // owned over a year: its 20 wears are 20 a year
      { source: source("bottoms", "blue jeans"), days: 400, lastYear: 20 },
      // owned 73 days (a fifth of a year) with 4 wears: 20 a year
      { source: source("bottoms", "grey jeans"), days: 73, lastYear: 4 },
      { source: source("bottoms", "chinos"), days: 400, lastYear: 90 },
    ]);
    expect(cost).toMatchObject({
      basis: "kind",
      basisName: "jeans",
      similarCount: 2,
      wearsPerYear: 20,
      costPerWear: 2.45,
    });
    // 6 wears in 90 days ≈ 24.3 a year (one decimal); 48.6 ÷ 24.3 = 2
    const young = project(
      candidateOf("tops", "white tee"),
      [{ source: source("tops", "tee"), days: 90, lastYear: 6 }],
      48.6,
    );
    expect(young).toMatchObject({ wearsPerYear: 24.3, costPerWear: 2 });
  });

  it("leaves out pieces owned under 30 days, and archived ones; keeps those leaving", () => {
    const cost = project(candidateOf("bottoms", "jeans"), [
      { source: source("bottoms", "blue jeans"), days: 29, lastYear: 10 },
      { source: source("bottoms", "grey jeans"), days: 30, lastYear: 3 },
      { source: source("bottoms", "old jeans", { status: "archived" }), days: 400, lastYear: 1 },
      { source: source("bottoms", "black jeans", { cleanout: "donate" }), days: 365, lastYear: 1 },
    ]);
    // 3 × 365 / 30 = 36.5 and 1: 18.75 → 18.8
    expect(cost).toMatchObject({ basis: "kind", similarCount: 2, wearsPerYear: 18.8, similarWears: 4 });
  });

  it("falls back to the category, then the closet, then says nothing", () => {
    const owned = [
      { source: source("bottoms", "chinos"), days: 200, lastYear: 10 },
      { source: source("tops", "shirt"), days: 365, lastYear: 30 },
    ];
    expect(project(candidateOf("bottoms", "jeans"), owned)).toMatchObject({
      basis: "category",
      basisName: "bottoms",
      similarCount: 1,
    });
    expect(project(candidateOf("shoes", "boots"), owned)).toMatchObject({
      basis: "closet",
      basisName: null,
      similarCount: 2,
    });
    expect(project(candidateOf("shoes", "boots"), [{ ...owned[0]!, days: 10 }])).toMatchObject({
      basis: null,
      wearsPerYear: null,
      costPerWear: null,
    });
  });

  it("claims no kind the category only guessed", () => {
    // Unnamed, a top is a t-shirt by default, and so is the unnamed piece; neither kind is claimed.
    const cost = project(candidateOf("tops", null), [
      { source: source("tops", null), days: 365, lastYear: 5 },
      { source: source("tops", "tee"), days: 365, lastYear: 15 },
    ]);
    expect(cost).toMatchObject({ basis: "category", similarCount: 2, wearsPerYear: 10 });
  });

  it("has no cost without a price or without wears", () => {
    const owned = [{ source: source("bottoms", "jeans"), days: 365, lastYear: 0 }];
    expect(project(candidateOf("bottoms", "jeans"), owned, null)).toMatchObject({ wearsPerYear: 0, costPerWear: null });
    expect(project(candidateOf("bottoms", "jeans"), owned, 40)).toMatchObject({
      wearsPerYear: 0,
      costPerWear: null,
      similarWears: 0,
    });
  });

  it("takes the median of the priced, worn pieces in the same currency", () => {
    const priced = (price: number, allTime: number, extra: Partial<Owned> = {}): Owned => ({
      source: source("tops", "shirt"),
      days: 365,
      lastYear: 0,
      allTime,
      price,
      ...extra,
    });
    const odd = [priced(10, 10), priced(30, 10), priced(40, 2), priced(99, 0), priced(5, 1, { currency: "USD" })];
    // 1.00, 3.00, 20.00 (the unworn piece and the dollars left out)
    expect(project(candidateOf("tops", "tee"), odd).closetMedian).toBe(3);
    const even = [priced(10, 10), priced(30, 10), priced(40, 2), priced(3.33, 1)];
    // 1.00, 3.00, 3.33, 20.00: (3.00 + 3.33) ÷ 2 = 3.165 → 3.17
    expect(project(candidateOf("tops", "tee"), even).closetMedian).toBe(3.17);
    const archived = [priced(10, 1, { source: source("tops", "shirt", { status: "archived" }) })];
    expect(project(candidateOf("tops", "tee"), archived).closetMedian).toBeNull();
  });
});

describe("verdictOf", () => {
  const navyTop = stylePieceOf(source("tops", "top", { tags: ["navy"] }));
  const blueShirt = stylePieceOf(source("tops", "shirt", { tags: ["blue"] }));
  const outfits = (count: number, slot: Unlocks["slot"] = "top"): Unlocks => ({
    slot,
    seasons: ["spring", "summer", "fall", "winter"],
    count,
    examples: [],
    none: count === 0 ? "no-shared-season" : null,
  });
  const cost = (figures: Partial<ProjectedCost> = {}): ProjectedCost => ({
    price: 49,
    currency: "EUR",
    costPerWear: 2.45,
    wearsPerYear: 20,
    basis: "kind",
    basisName: "jeans",
    similarCount: 3,
    similarWears: 60,
    closetMedian: 2.5,
    ...figures,
  });
  const gap: FilledGap = { kind: "inspiration", name: "paris in spring", piece: "white sneakers" };

  it("skips a look-alike that makes few outfits and fills no gap", () => {
    expect(verdictOf({ similar: [navyTop, blueShirt], unlocks: outfits(2), gapsFilled: [], cost: cost() })).toEqual({
      verdict: "skip",
      reasons: [
        "you own 2 pieces like it: the navy top and the blue shirt",
        "it makes 2 new outfits with your pieces",
        "about €2.45 a wear (20 wears a year, the average of 3 of your jeans), below your closet's median of €2.50",
      ],
    });
  });

  it("thinks twice about a look-alike that fills a gap or makes many outfits", () => {
    expect(verdictOf({ similar: [navyTop], unlocks: outfits(2), gapsFilled: [gap], cost: cost() }).verdict).toBe(
      "think twice",
    );
    expect(verdictOf({ similar: [navyTop], unlocks: outfits(3), gapsFilled: [], cost: cost() }).verdict).toBe(
      "think twice",
    );
  });

  it("buys what fills a gap or makes enough outfits, like nothing owned, at a fair cost", () => {
    const buy = verdictOf({ similar: [], unlocks: outfits(0), gapsFilled: [gap], cost: cost() });
    expect(buy.verdict).toBe("buy");
    expect(buy.reasons).toContain("it fills a gap: the white sneakers of your saved look 'paris in spring'");
    expect(buy.reasons[0]).toBe("none of your pieces looks like it");
    expect(verdictOf({ similar: [], unlocks: outfits(6), gapsFilled: [], cost: cost() }).verdict).toBe("buy");
    // an unknown cost does not speak against it
    const unpriced = cost({ price: null, costPerWear: null });
    expect(verdictOf({ similar: [], unlocks: outfits(6), gapsFilled: [], cost: unpriced })).toMatchObject({
      verdict: "buy",
      reasons: ["none of your pieces looks like it", "it makes 6 new outfits with your pieces"],
    });
    const equal = verdictOf({ similar: [], unlocks: outfits(14), gapsFilled: [], cost: cost({ closetMedian: 2.45 }) });
    expect(equal.verdict).toBe("buy");
    expect(equal.reasons.at(-1)).toBe(
      "about €2.45 a wear (20 wears a year, the average of 3 of your jeans), the same as your closet's median",
    );
  });

  it("thinks twice about too few outfits, a cost above the median, or pieces like it unworn", () => {
    expect(verdictOf({ similar: [], unlocks: outfits(5), gapsFilled: [], cost: cost() }).verdict).toBe("think twice");
    const dear = verdictOf({ similar: [], unlocks: outfits(14), gapsFilled: [], cost: cost({ closetMedian: 1.8 }) });
    expect(dear.verdict).toBe("think twice");
    expect(dear.reasons.at(-1)).toBe(
      "about €2.45 a wear (20 wears a year, the average of 3 of your jeans), above your closet's median of €1.80",
    );
    const unworn = cost({ costPerWear: null, wearsPerYear: 0, similarWears: 0, similarCount: 1 });
    const idle = verdictOf({ similar: [], unlocks: outfits(14), gapsFilled: [], cost: unworn });
    expect(idle).toMatchObject({ verdict: "think twice" });
    expect(idle.reasons.at(-1)).toBe("it may go unworn: 1 of your jeans got no wears in the last year");
  });

  it("says why it makes no outfit, what a layer goes with, and counts gaps past the third", () => {
    const gaps: FilledGap[] = [gap, { kind: "trip", name: "lisbon", piece: "rain jacket" }, gap, gap, gap];
    const none: Unlocks = { ...outfits(0), slot: "top", none: "nothing-to-pair" };
    const { reasons } = verdictOf({
      similar: [],
      unlocks: none,
      gapsFilled: gaps,
      cost: cost({ basis: null, wearsPerYear: null, costPerWear: null }),
    });
    expect(reasons).toEqual([
      "none of your pieces looks like it",
      "it makes no new outfit: you own no bottoms to wear it with",
      "it fills a gap: the white sneakers of your saved look 'paris in spring'",
      "it fills a gap: the rain jacket your trip 'lisbon' lacks",
      "it fills a gap: the white sneakers of your saved look 'paris in spring'",
      "it fills 2 more gaps",
      "no cost per wear yet: none of your pieces has been yours for 30 days",
    ]);
    const seasons: Unlocks = { ...outfits(0), slot: "shoes", seasons: ["spring", "summer"], none: "no-shared-season" };
    expect(verdictOf({ similar: [], unlocks: seasons, gapsFilled: [], cost: cost() }).reasons[1]).toBe(
      "it makes no new outfit: you have no top and bottoms, dress or suit for spring or summer, the seasons it suits",
    );
    expect(verdictOf({ similar: [], unlocks: outfits(1, "outerwear"), gapsFilled: [], cost: cost() }).reasons[1]).toBe(
      "it goes with 1 outfit your pieces make",
    );
  });

  it("names three look-alikes and counts the rest", () => {
    const similar = [navyTop, blueShirt, navyTop, blueShirt, navyTop];
    expect(verdictOf({ similar, unlocks: outfits(1), gapsFilled: [], cost: cost() }).reasons[0]).toBe(
      "you own 5 pieces like it: the navy top, the blue shirt, the navy top and 2 more",
    );
  });
});
