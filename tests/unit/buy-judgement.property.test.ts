/**
 * "Before you buy" (issue #44) over generated closets (scripts/bench/style-cases.ts's pieces: any
 * names, tags, seasons, statuses): the outfit count equals a brute-force count by SPEC §5's rule
 * checker, every example passes it, and no reason states a number other than the figures it was
 * built from.
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
import { BUY_CHECK_LIMITS, CATEGORIES, SEASONS } from "@/lib/constants";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import { stylePieceOf, type StyleSource } from "@/lib/style/pieces";
import { describePiece } from "@/lib/style/reasons";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sourceArb } from "../../scripts/bench/style-cases";

const YEAR = SEASONS.filter((season) => season !== "all-season");
const EXTRAS = new Set(["outerwear", "accessories", "other"]);

/**
 * A generated piece, mostly of the slots outfits are built on (so closets make outfits more often
 * than not); half of them with seasons the owner chose (a rule, not a guess), so pieces that share
 * no season are common.
 */
const pieceArb = (id: number) =>
  fc
    .tuple(
      sourceArb(id),
      fc.constantFrom(...CATEGORIES, "tops", "tops", "bottoms", "bottoms", "shoes", "dresses"),
      fc.boolean(),
      fc.subarray(YEAR, { minLength: 1, maxLength: 3 }),
    )
    .map(([source, category, chosen, seasons]): StyleSource => {
      const garment = { ...source.garment, category };
      if (!chosen) return { ...source, category, garment };
      const overrides = (garment.factOverrides ?? {}) as Record<string, unknown>;
      return {
        ...source,
        category,
        garment: { ...garment, seasons, factOverrides: { ...overrides, seasonsChosen: true } },
      };
    });

/** A closet of `min` to `max` pieces (ids 1…) and a candidate (id 0) of any category. */
const caseArb = (min: number, max: number) =>
  fc.record({
    closet: fc
      .integer({ min, max })
      .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => pieceArb(i + 1)))),
    candidate: pieceArb(0).map((source) => ({ ...source, status: "active", cleanout: null })),
  });

/**
 * The outfits holding the candidate, by brute force: every set of the owner's staying pieces with
 * it that the rule checker accepts in some season, told apart by their pieces other than layers,
 * accessories and "other" (those only finish an outfit; see unlockedOutfits).
 */
function bruteForceCount(candidate: StyleSource, closet: readonly StyleSource[]): number {
  const staying = closet.filter((s) => s.status !== "archived" && s.cleanout !== "sell" && s.cleanout !== "donate");
  const rules = YEAR.map((season) => createOutfitRules([...staying, candidate], { season }));
  const cores = new Set<string>();
  const owned = staying.length;
  for (let subset = 0; subset < 1 << owned; subset++) {
    const chosen = staying.filter((_, i) => subset & (1 << i));
    if (chosen.length > 4) continue;
    const items = [candidate.id, ...chosen.map((s) => s.id)];
    if (!rules.some((r) => r.check({ items }).length === 0)) continue;
    cores.add(
      chosen
        .filter((s) => !EXTRAS.has(s.category))
        .map((s) => s.id)
        .join(),
    );
  }
  return cores.size;
}

const validInSomeSeason = (items: number[], candidate: StyleSource, closet: readonly StyleSource[]) => {
  const pieces = [...closet.filter((s) => staysInCloset(stylePieceOf(s))), candidate];
  return YEAR.some((season) => createOutfitRules(pieces, { season }).check({ items }).length === 0);
};

describe("unlockedOutfits over generated closets", () => {
  it("counts what the rule checker accepts, and shows valid examples (400 cases)", () => {
    const seen = { many: 0, noSharedSeason: 0, nothingToPair: 0 };
    fc.assert(
      fc.property(caseArb(3, 10), ({ closet, candidate }) => {
        const result = unlockedOutfits(stylePieceOf(candidate), closet.map(stylePieceOf));
        if (result.count >= BUY_CHECK_LIMITS.examples) seen.many++;
        if (result.none === "no-shared-season") seen.noSharedSeason++;
        if (result.none === "nothing-to-pair") seen.nothingToPair++;
        expect(result.count).toBe(bruteForceCount(candidate, closet));
        expect(result.examples.length).toBe(Math.min(BUY_CHECK_LIMITS.examples, result.count));
        expect(new Set(result.examples.map((e) => e.join())).size).toBe(result.examples.length);
        for (const example of result.examples) {
          expect(example).toContain(0);
          expect(validInSomeSeason(example, candidate, closet)).toBe(true);
        }
        expect(result.none === null).toBe(result.count > 0);
      }),
      { numRuns: 400, seed: 44 },
    );
    // The cases reach every branch: several outfits, none for want of a partner or of a season.
    expect(seen.many).toBeGreaterThan(25);
    expect(seen.noSharedSeason).toBeGreaterThan(10);
    expect(seen.nothingToPair).toBeGreaterThan(10);
  }, 60_000);
});

const TODAY = "2027-06-30";
const dayBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const GAP_NAMES = ["paris in spring", "lisbon", "office week", "wedding"];
const GAP_PIECES = ["white sneakers", "rain jacket", "navy blazer", "silk scarf"];

/** The numbers a sentence states: counts, wears, money ("€1,234.50" → 1234.5). */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, "")));

/**
 * What is false in a reason, read back against the figures it was given; null when it is true.
 * The names it quotes (pieces, looks, trips) are taken out first: their words are not figures.
 */
function falseClaim(
  reason: string,
  figures: { similar: number; unlocks: Unlocks; gaps: number; cost: ProjectedCost },
  names: readonly string[],
): string | null {
  const text = names.reduce((rest, name) => rest.replaceAll(name, ""), reason);
  const numbers = numbersIn(text);
  const { unlocks, cost } = figures;
  const expectNumbers = (expected: (number | null)[]) =>
    JSON.stringify(numbers) === JSON.stringify(expected) ? null : `states ${numbers}, figures ${expected}`;
  if (text.startsWith("you own "))
    return expectNumbers(
      figures.similar > BUY_CHECK_LIMITS.likeNamed
        ? [figures.similar, figures.similar - BUY_CHECK_LIMITS.likeNamed]
        : [figures.similar],
    );
  if (text === "none of your pieces looks like it") return figures.similar === 0 ? null : "it has look-alikes";
  if (/^it (makes|goes with) \d/.test(text)) return unlocks.count > 0 ? expectNumbers([unlocks.count]) : "count is 0";
  if (text.startsWith("it makes no new outfit")) {
    // The seasons it names are the candidate's own, all of them.
    const named = YEAR.filter((season) => text.includes(season));
    if (unlocks.none === "no-shared-season" && named.join() !== unlocks.seasons.join()) return `names ${named}`;
    return unlocks.count === 0 ? expectNumbers([]) : "count is not 0";
  }
  if (text.startsWith("it fills a gap")) return figures.gaps > 0 ? expectNumbers([]) : "no gap";
  if (text.startsWith("it fills ")) return expectNumbers([figures.gaps - BUY_CHECK_LIMITS.gapsNamed]);
  if (text.startsWith("about ")) {
    const median = cost.closetMedian;
    const compared = median === null || median === cost.costPerWear ? [] : [median];
    const word =
      median === null ? "" : cost.costPerWear! > median ? "above" : cost.costPerWear! < median ? "below" : "same";
    if (word && !text.includes(word)) return `does not say ${word}`;
    return expectNumbers([cost.costPerWear, cost.wearsPerYear, cost.similarCount, ...compared]);
  }
  if (text.startsWith("it may go unworn"))
    return cost.wearsPerYear === 0
      ? expectNumbers(cost.similarWears > 0 ? [cost.similarCount, 0.1] : [cost.similarCount])
      : "pieces like it are worn";
  if (text.startsWith("no cost per wear yet"))
    return cost.wearsPerYear === null ? expectNumbers([BUY_CHECK_LIMITS.minDaysOwned]) : "there are figures";
  return "an unknown sentence";
}

describe("verdictOf's reasons over generated closets", () => {
  it("state only the figures they were built from (500 cases)", () => {
    const arb = caseArb(0, 30).chain(({ closet, candidate }) =>
      fc.record({
        closet: fc.constant(closet),
        candidate: fc.constant(candidate),
        owned: fc.array(
          fc.record({
            days: fc.integer({ min: 0, max: 900 }),
            lastYear: fc.integer({ min: 0, max: 120 }),
            before: fc.integer({ min: 0, max: 200 }),
            price: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null }),
            currency: fc.constantFrom("EUR", "USD", "JPY"),
          }),
          { minLength: closet.length, maxLength: closet.length },
        ),
        price: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null, freq: 5 }),
        currency: fc.constantFrom("EUR", "USD", "JPY"),
        similar: fc.subarray(closet.map((_, i) => i)),
        gaps: fc.array(
          fc.record({
            kind: fc.constantFrom("inspiration" as const, "trip" as const),
            name: fc.constantFrom(...GAP_NAMES),
            piece: fc.constantFrom(...GAP_PIECES),
          }),
          { maxLength: 5 },
        ),
      }),
    );
    fc.assert(
      fc.property(arb, (c) => {
        const pieces = c.closet.map(stylePieceOf);
        const candidate = stylePieceOf(c.candidate);
        const unlocks = unlockedOutfits(candidate, pieces);
        const cost = projectedCostPerWear({
          price: c.price === null ? null : c.price / 100,
          currency: c.currency,
          candidate,
          closet: pieces,
          wearsLastYear: new Map(pieces.map((p, i) => [p.id, c.owned[i]!.lastYear])),
          allTimeWears: new Map(pieces.map((p, i) => [p.id, c.owned[i]!.lastYear + c.owned[i]!.before])),
          addedAt: new Map(pieces.map((p, i) => [p.id, dayBefore(c.owned[i]!.days)])),
          prices: new Map(
            pieces.flatMap((p, i) => {
              const { price, currency } = c.owned[i]!;
              return price === null ? [] : [[p.id, { amount: price / 100, currency }] as const];
            }),
          ),
          today: TODAY,
        });
        const similar = c.similar.map((i) => pieces[i]!);
        const gaps: FilledGap[] = c.gaps;
        const { verdict, reasons } = verdictOf({ similar, unlocks, gapsFilled: gaps, cost });
        const names = [...similar.map(describePiece), ...GAP_NAMES, ...GAP_PIECES].sort((a, b) => b.length - a.length);
        const figures = { similar: similar.length, unlocks, gaps: gaps.length, cost };
        const wrong = reasons.map((reason) => [reason, falseClaim(reason, figures, names)]).filter(([, why]) => why);
        expect(wrong).toEqual([]);
        // The verdict's own rules, read from the same figures.
        const { buyFromOutfits, skipBelowOutfits } = BUY_CHECK_LIMITS;
        if (verdict === "buy") {
          expect(similar).toHaveLength(0);
          expect({ gaps: gaps.length, unlocks: unlocks.count }).toSatisfy(
            (fills: { gaps: number; unlocks: number }) => fills.gaps > 0 || fills.unlocks >= buyFromOutfits,
          );
        }
        if (verdict === "skip") {
          expect(similar.length).toBeGreaterThan(0);
          expect(gaps).toHaveLength(0);
          expect(unlocks.count).toBeLessThan(skipBelowOutfits);
        }
        expect(
          reasons.some(
            (r) => r.startsWith("no cost per wear yet") || r.startsWith("about ") || r.startsWith("it may go unworn"),
          ),
        ).toBe(cost.price !== null);
      }),
      { numRuns: 500, seed: 44 },
    );
  }, 60_000);
});
