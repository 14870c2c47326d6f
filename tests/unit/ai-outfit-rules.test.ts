import { AiError } from "@/lib/ai/errors";
import { solveOutfits } from "@/lib/ai/local/outfits";
import { coloursFromTags, type ItemProfile } from "@/lib/ai/local/profile";
import { sanitizeOutfits } from "@/lib/ai/sanitize";
import type { AiClosetItem, OutfitRequest } from "@/lib/ai/types";
import { CATEGORIES, SEASONS, STYLE_THEMES } from "@/lib/constants";
import { closetCanMakeOutfits, createOutfitRules, slotOf } from "@/lib/style/outfit-rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const item = (id: number, category: string, styleTags: string[] = []): AiClosetItem => ({ id, category, styleTags });

const closet: AiClosetItem[] = [
  item(1, "tops", ["navy"]),
  item(2, "tops", ["white"]),
  item(3, "bottoms", ["beige"]),
  item(4, "bottoms", ["black"]),
  item(5, "shoes", ["brown"]),
  item(6, "shoes", ["white"]),
  item(7, "outerwear", ["camel"]),
  item(8, "outerwear", ["black"]),
  item(9, "accessories", ["brown"]),
  item(10, "dresses", ["red"]),
  item(11, "suits", ["grey"]),
  item(12, "other", []),
];

describe("the outfit rule checker", () => {
  const rules = createOutfitRules(closet, {});
  const violations = (items: number[], style = "classic") => rules.check({ items, style });

  it("accepts a top, a bottom and shoes, with optional extras up to five items", () => {
    expect(violations([1, 3, 5])).toEqual([]);
    expect(violations([1, 3, 5, 7, 9])).toEqual([]);
    expect(violations([10, 5, 9])).toEqual([]);
    expect(violations([11, 6, 8])).toEqual([]);
  });

  it.each([
    ["unknown-item", [1, 3, 5, 99]],
    ["duplicate-item", [1, 3, 5, 5]],
    ["no-base", [5, 7, 9]],
    ["top-count", [1, 2, 3, 5]],
    ["bottom-count", [1, 3, 4, 5]],
    ["bottom-count", [1, 5, 7]],
    ["one-piece-with-separates", [10, 1, 5]],
    ["one-piece-count", [10, 11, 5]],
    ["shoes-missing", [1, 3, 7]],
    ["shoes-count", [1, 3, 5, 6]],
    ["outerwear-count", [1, 3, 5, 7, 8]],
    ["too-few-items", [10, 5]],
    ["too-many-items", [1, 3, 5, 7, 9, 12]],
  ] as const)("rejects %s: %j", (violation, items) => {
    expect(violations([...items])).toContain(violation);
  });

  it("rejects items of the opposite season and styles that clash with the theme", () => {
    const seasonal = [...closet, item(20, "tops", ["winter"]), item(21, "tops", ["streetwear"])];
    const summer = createOutfitRules(seasonal, { season: "summer" });
    expect(summer.check({ items: [20, 3, 5], style: "x" })).toContain("season");
    expect(summer.check({ items: [1, 3, 5], style: "x" })).toEqual([]);
    const oldMoney = createOutfitRules(seasonal, { styleTheme: "old-money" });
    expect(oldMoney.check({ items: [21, 3, 5], style: "old-money" })).toContain("theme-clash");
    expect(oldMoney.check({ items: [1, 3, 5], style: "streetwear" })).toContain("style-mismatch");
    expect(oldMoney.check({ items: [1, 3, 5], style: "Old Money" })).toEqual([]);
  });

  it("drops a repeated top/bottom pair and keeps at most eight outfits", () => {
    const { accepted, rejected } = rules.accept([
      { items: [1, 3, 5], style: "a" },
      { items: [1, 3, 6], style: "b" },
      { items: [2, 3, 5], style: "c" },
    ]);
    expect(accepted.map((o) => o.style)).toEqual(["a", "c"]);
    expect(rejected[0]!.violations).toEqual(["repeated-pair"]);
    const many = [1, 2].flatMap((top) => [3, 4].map((bottom) => ({ items: [top, bottom, 5], style: "x" })));
    const big = createOutfitRules([...closet, ...[30, 31, 32].map((id) => item(id, "tops"))], {});
    const all = [
      ...many,
      ...[30, 31, 32].flatMap((top) => [3, 4].map((bottom) => ({ items: [top, bottom, 5], style: "x" }))),
    ];
    expect(big.accept(all).accepted).toHaveLength(8);
  });

  it("allows fewer than three items only when the closet has nothing to add", () => {
    const bare = createOutfitRules([item(1, "tops"), item(2, "bottoms")], {});
    expect(bare.check({ items: [1, 2] })).toEqual([]);
    const dressOnly = createOutfitRules([item(1, "dresses"), item(2, "shoes")], {});
    expect(dressOnly.check({ items: [1, 2] })).toEqual([]);
  });

  it("treats a dress or a suit as standing for a top and a bottom", () => {
    expect(closetCanMakeOutfits([item(1, "dresses")])).toBe(true);
    expect(closetCanMakeOutfits([item(1, "suits")])).toBe(true);
    expect(closetCanMakeOutfits([item(1, "tops"), item(2, "shoes")])).toBe(false);
    expect(closetCanMakeOutfits([item(1, "Tops"), item(2, " bottoms ")])).toBe(true);
    expect(slotOf("jumpsuits")).toBe("other");
  });
});

// ---- property tests: both providers' outputs pass the same checker ----

const tagPool = [
  "navy",
  "black",
  "white",
  "red",
  "beige",
  "olive",
  "pink",
  "summer",
  "winter",
  "spring",
  "fall",
  "all-season",
  "streetwear",
  "old-money",
  "minimalist",
  "boho",
  "edgy",
  "sporty",
  "preppy",
  "romantic",
];
const closetArb = fc
  .array(fc.record({ category: fc.constantFrom(...CATEGORIES), styleTags: fc.subarray(tagPool, { maxLength: 4 }) }), {
    minLength: 1,
    maxLength: 14,
  })
  .map((entries) => entries.map((entry, index) => ({ id: index + 1, ...entry })));
const requestArb: fc.Arbitrary<OutfitRequest> = fc.record(
  {
    season: fc.constantFrom(...SEASONS),
    styleTheme: fc.constantFrom(...STYLE_THEMES),
    preferences: fc.constantFrom("more navy please", "no black", ""),
  },
  { requiredKeys: [] },
);
const profiles = (items: AiClosetItem[]): ItemProfile[] =>
  items.map((i) => ({
    id: i.id,
    category: i.category,
    slot: slotOf(i.category),
    tags: [...i.styleTags],
    colours: coloursFromTags(i.styleTags),
  }));

/** Distinct bases the closet can offer under the request: every eligible pair and dress/suit. */
function eligibleBases(items: AiClosetItem[], request: OutfitRequest): number {
  const { eligible } = createOutfitRules(items, request);
  const n = (slot: string) => eligible.filter((i) => slotOf(i.category) === slot).length;
  return n("top") * n("bottom") + n("one-piece");
}

describe("outfit rules on random closets", () => {
  it("the local solver only builds outfits the checker accepts, as many as the closet allows up to 8", () => {
    fc.assert(
      fc.property(closetArb, requestArb, (items, request) => {
        const outfits = solveOutfits(profiles(items), request);
        const rules = createOutfitRules(items, request);
        for (const outfit of outfits) expect(rules.check(outfit)).toEqual([]);
        expect(rules.accept(outfits).accepted).toHaveLength(outfits.length); // distinct pairs too
        expect(outfits.length).toBe(Math.min(8, eligibleBases(items, request)));
        if (request.season) for (const outfit of outfits) expect(outfit.season).toBe(request.season);
      }),
      { numRuns: 300 },
    );
  });

  it("sanitized provider answers (valid, mangled or foreign ids) always pass the checker", () => {
    const mangle = fc.constantFrom(
      "none",
      "foreign-id",
      "string-ids",
      "extra-top",
      "drop-shoes",
      "duplicate",
      "six-items",
      "wrong-style",
    );
    fc.assert(
      fc.property(closetArb, requestArb, fc.array(mangle, { maxLength: 10 }), (items, request, mangles) => {
        const valid = solveOutfits(profiles(items), request);
        const raw = mangles.map((how, i) => {
          const base = valid[i % Math.max(1, valid.length)] ?? {
            name: "n",
            description: "d",
            style: "classic",
            occasion: "o",
            items: [1],
          };
          const ids: (number | string)[] = [...base.items];
          const top = items.find((it) => slotOf(it.category) === "top" && !base.items.includes(it.id));
          if (how === "foreign-id") ids.push(9999);
          if (how === "string-ids") ids.splice(0, ids.length, ...ids.map(String));
          if (how === "extra-top" && top) ids.push(top.id);
          if (how === "drop-shoes")
            ids.splice(
              0,
              ids.length,
              ...ids.filter((id) => slotOf(items.find((it) => it.id === id)?.category ?? "") !== "shoes"),
            );
          if (how === "duplicate") ids.push(ids[0]!);
          if (how === "six-items") ids.push(...items.map((it) => it.id));
          return { ...base, items: ids, style: how === "wrong-style" ? "nonsense" : base.style };
        });
        const rules = createOutfitRules(items, request);
        try {
          const outfits = sanitizeOutfits({ outfits: raw }, items, request);
          expect(outfits.length).toBeGreaterThan(0);
          expect(outfits.length).toBeLessThanOrEqual(8);
          for (const outfit of outfits) expect(rules.check(outfit)).toEqual([]);
          expect(rules.accept(outfits).accepted).toHaveLength(outfits.length);
        } catch (error) {
          expect(error).toBeInstanceOf(AiError);
          expect((error as AiError).kind).toBe("no-outfits");
        }
      }),
      { numRuns: 300 },
    );
  });
});
