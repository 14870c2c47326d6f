import { solveOutfits, SOLVER_ITEMS_PER_SLOT, solverCandidates, solverScores } from "@/lib/ai/local/outfits";
import { coloursFromTags, type ItemProfile } from "@/lib/ai/local/profile";
import type { OutfitRequest } from "@/lib/ai/types";
import { suitsSeason } from "@/lib/ai/vocabulary";
import { CATEGORIES, SEASONS, STYLE_THEMES } from "@/lib/constants";
import { createOutfitRules, type Slot, slotOf } from "@/lib/style/outfit-rules";
import { SYNTHETIC_TAGS, syntheticCloset } from "@/scripts/bench/synthetic-closet";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/**
 * "The local outfit solver considers only the best N items per slot": asserted on the candidate
 * selection and on what the solver builds, never on time (the bench reports the 5,000-item figure).
 */

/** The bench's closet of `size` pieces (scripts/bench/synthetic-closet.ts), profiled as the solver reads it. */
function bigCloset(size: number, seed = 7): ItemProfile[] {
  return syntheticCloset(size, seed).map(({ id, category, styleTags }) => ({
    id,
    category,
    slot: slotOf(category),
    tags: styleTags,
    colours: coloursFromTags(styleTags),
  }));
}

const requests: OutfitRequest[] = [
  {},
  { season: "winter" },
  { styleTheme: "old-money" },
  { season: "summer", styleTheme: "streetwear", preferences: "no black, more red" },
];
const rulesFor = (closet: readonly ItemProfile[], request: OutfitRequest) =>
  createOutfitRules(
    closet.map((item) => ({ id: item.id, category: item.category, styleTags: item.tags })),
    request,
  );

describe("the local solver on a 5,000-item closet", { timeout: 30_000 }, () => {
  const closet = bigCloset(5000);

  it.each(requests)("considers only the best %j pieces per slot", (request) => {
    const candidates = solverCandidates(closet, request);
    const eligible = rulesFor(closet, request).eligible.map((item) => item.id);
    const eligibleIds = new Set(eligible);
    const { piece } = solverScores(request);
    for (const slot of ["top", "bottom", "one-piece", "shoes", "outerwear", "accessory", "other"] as Slot[]) {
      const inSlot = closet.filter((item) => item.slot === slot && eligibleIds.has(item.id));
      expect(inSlot.length).toBeGreaterThan(SOLVER_ITEMS_PER_SLOT); // the bound is what limits the work here
      // Brute force: every eligible piece of the slot scored alone, best first, ties to the newest.
      const best = inSlot
        .map((item) => ({ id: item.id, s: piece(item) }))
        .sort((a, b) => b.s - a.s || b.id - a.id)
        .slice(0, SOLVER_ITEMS_PER_SLOT)
        .map(({ id }) => id);
      expect(candidates.get(slot)!.map((item) => item.id)).toEqual(best);
    }
  });

  it.each(requests)("builds 8 valid outfits for %j from those candidates only", (request) => {
    const candidates = new Set([...solverCandidates(closet, request).values()].flat().map((item) => item.id));
    const outfits = solveOutfits(closet, request);
    const rules = rulesFor(closet, request);
    expect(outfits).toHaveLength(8);
    for (const outfit of outfits) {
      expect(rules.check(outfit)).toEqual([]);
      for (const id of outfit.items) expect(candidates).toContain(id);
    }
    expect(rules.accept(outfits).accepted).toHaveLength(8); // distinct pairs
    expect(solveOutfits([...closet].reverse(), request)).toEqual(outfits); // deterministic
  });

  it("prefers the pieces that fit the request", () => {
    const themed = [...solverCandidates(closet, { styleTheme: "old-money", season: "winter" }).values()].flat();
    // With hundreds to choose from, every candidate carries an old-money word (and all suit winter).
    const oldMoneyWords = ["old-money", "classic", "preppy", "wool", "camel", "navy", "cream", "beige", "smart casual"];
    for (const item of themed)
      expect(item.tags).toSatisfy((tags: string[]) => tags.some((tag) => oldMoneyWords.includes(tag)));
    for (const item of themed) expect(item.tags).toSatisfy((tags: string[]) => suitsSeason("winter", tags));
  });
});

describe("the local solver on random large closets", { timeout: 60_000 }, () => {
  const closetArb = fc
    .array(
      fc.record({ category: fc.constantFrom(...CATEGORIES), styleTags: fc.subarray(SYNTHETIC_TAGS, { maxLength: 4 }) }),
      {
        minLength: 40,
        maxLength: 300,
      },
    )
    .map((entries) =>
      entries.map((entry, index): ItemProfile => ({
        id: index + 1,
        category: entry.category,
        slot: slotOf(entry.category),
        tags: [...entry.styleTags],
        colours: coloursFromTags(entry.styleTags),
      })),
    );
  const requestArb: fc.Arbitrary<OutfitRequest> = fc.record(
    { season: fc.constantFrom(...SEASONS), styleTheme: fc.constantFrom(...STYLE_THEMES) },
    { requiredKeys: [] },
  );

  it("uses at most N pieces per slot and only builds outfits the checker accepts, as many as the closet allows", () => {
    fc.assert(
      fc.property(closetArb, requestArb, (closet, request) => {
        const candidates = solverCandidates(closet, request);
        for (const items of candidates.values()) expect(items.length).toBeLessThanOrEqual(SOLVER_ITEMS_PER_SLOT);
        const allowed = new Set([...candidates.values()].flat().map((item) => item.id));
        const outfits = solveOutfits(closet, request);
        const rules = rulesFor(closet, request);
        for (const outfit of outfits) {
          expect(rules.check(outfit)).toEqual([]);
          expect(outfit.items.filter((id) => !allowed.has(id))).toEqual([]);
        }
        expect(rules.accept(outfits).accepted).toHaveLength(outfits.length);
        const n = (slot: Slot) => rules.eligible.filter((item) => slotOf(item.category) === slot).length;
        expect(outfits.length).toBe(Math.min(8, n("top") * n("bottom") + n("one-piece")));
      }),
      { numRuns: 30 },
    );
  });
});
