/**
 * "Before you buy" (issue #44): what a piece would cost a wear, projected from how often the owner
 * wears pieces like it, beside the closet's own median. Pure: the route, tests and bench share it.
 */
import { costPerWear } from "@/lib/closet/contract";
import { BUY_CHECK_LIMITS } from "@/lib/constants";
import type { StylePiece } from "@/lib/style/pieces";

export type CostInput = {
  /** the candidate's price, in `currency`; null when none was given */
  price: number | null;
  currency: string;
  candidate: StylePiece;
  closet: readonly StylePiece[];
  /** each piece's wears in the BUY_CHECK_LIMITS.yearDays days up to `today` (today included) */
  wearsLastYear: ReadonlyMap<number, number>;
  /** each piece's wears ever */
  allTimeWears: ReadonlyMap<number, number>;
  /** the day each piece joined the closet, YYYY-MM-DD; a piece without one is left out */
  addedAt: ReadonlyMap<number, string>;
  /** each priced piece's price; only those in `currency` make the median (prices are never converted) */
  prices: ReadonlyMap<number, { amount: number; currency: string }>;
  /** YYYY-MM-DD */
  today: string;
};

export type ProjectedCost = {
  price: number | null;
  currency: string;
  /** price ÷ wearsPerYear, to cents; null without a price or when wearsPerYear is 0 */
  costPerWear: number | null;
  /** the similar pieces' average wears a year, to one decimal; null when nothing can be said */
  wearsPerYear: number | null;
  /** which pieces were similar: same category and kind, same category, or the whole closet */
  basis: "kind" | "category" | "closet" | null;
  /** the kind or category they share ("jeans", "bottoms"); null for the whole closet */
  basisName: string | null;
  /** how many pieces the average was drawn from */
  similarCount: number;
  /** the similar pieces' wears in the last year, all together */
  similarWears: number;
  /** the median cost per wear of the owner's priced, worn pieces in `currency`; null without any */
  closetMedian: number | null;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/**
 * The projected cost per wear:
 *   a piece's yearly rate = its wears in the last year × yearDays ÷ the days it was owned within that
 *     year (min(yearDays, today − addedAt)): 6 wears in 3 months ≈ 24 a year. Pieces owned under
 *     minDaysOwned days are left out (too new to say), and so are archived pieces (when they were put
 *     away is not known, so their rate cannot be scaled); pieces marked to sell or donate still count,
 *     their wears are what such pieces really get;
 *   wearsPerYear = the mean rate of the pieces with the candidate's category and kind (only kinds the
 *     pieces' words or analysis named: a kind guessed from the category says nothing), else of its
 *     category, else of the whole closet; rounded to one decimal, the figure the reason states;
 *   costPerWear = price ÷ wearsPerYear, to cents (the app's costPerWear), so the reason's two figures
 *     divide exactly.
 * closetMedian: the median of price ÷ all-time wears (to cents) over the not-archived pieces priced in
 * the same currency with at least one wear, as the insights' cost-per-wear lists compute it; with an
 * even count, the mean of the middle two, to cents. The median is what pieces have cost a wear so
 * far, the projection what the candidate would cost over its first year only (the comparison).
 */
export function projectedCostPerWear(input: CostInput): ProjectedCost {
  const { candidate, today } = input;
  const owned = input.closet.filter((piece) => piece.id !== candidate.id && piece.status !== "archived");
  const rated = owned.flatMap((piece) => {
    const added = input.addedAt.get(piece.id);
    const days = added === undefined ? NaN : Math.min(BUY_CHECK_LIMITS.yearDays, dayNumber(today) - dayNumber(added));
    if (!(days >= BUY_CHECK_LIMITS.minDaysOwned)) return [];
    const wears = input.wearsLastYear.get(piece.id) ?? 0;
    return [{ piece, wears, rate: (wears * BUY_CHECK_LIMITS.yearDays) / days }];
  });
  const named = (piece: StylePiece) => piece.facts.sources.kind !== "category";
  const sameCategory = rated.filter(({ piece }) => piece.category === candidate.category);
  const sameKind = named(candidate)
    ? sameCategory.filter(({ piece }) => named(piece) && piece.facts.kind === candidate.facts.kind)
    : [];
  const [basis, basisName, similar] =
    sameKind.length > 0
      ? (["kind", candidate.facts.kind, sameKind] as const)
      : sameCategory.length > 0
        ? (["category", candidate.category, sameCategory] as const)
        : rated.length > 0
          ? (["closet", null, rated] as const)
          : ([null, null, []] as const);
  const wearsPerYear =
    similar.length === 0
      ? null
      : Math.round((similar.reduce((sum, { rate }) => sum + rate, 0) / similar.length) * 10) / 10;
  return {
    price: input.price,
    currency: input.currency,
    costPerWear: wearsPerYear === null ? null : costPerWear(input.price, wearsPerYear),
    wearsPerYear,
    basis,
    basisName,
    similarCount: similar.length,
    similarWears: similar.reduce((sum, { wears }) => sum + wears, 0),
    closetMedian: medianCostPerWear(owned, input),
  };
}

function medianCostPerWear(owned: readonly StylePiece[], input: CostInput): number | null {
  const cents = owned
    .flatMap((piece) => {
      const price = input.prices.get(piece.id);
      const wears = input.allTimeWears.get(piece.id) ?? 0;
      if (!price || price.currency !== input.currency || wears < 1) return [];
      return [Math.round(costPerWear(price.amount, wears)! * 100)];
    })
    .sort((a, b) => a - b);
  if (cents.length === 0) return null;
  const middle = cents.length >> 1;
  return cents.length % 2 === 1 ? cents[middle]! / 100 : Math.round((cents[middle - 1]! + cents[middle]!) / 2) / 100;
}
