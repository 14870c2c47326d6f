import { BUY_CHECK_LIMITS, type Season } from "@/lib/constants";
import { formatMoney } from "@/lib/wears/format";
import { plural } from "./plural";

/**
 * A cost per wear as the figure it is: rounded to cents, so the cents are shown even in a currency
 * without them (formatMoney would print ¥12.35 as ¥12, and "above the median" could then compare two
 * equal-looking amounts). A currency with three decimals keeps its own format.
 */
function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return formatMoney(amount, currency);
  }
}

/** 20 → "20", 2.5 → "2.5": wears a year carry the one decimal they were rounded to. */
const wears = (count: number) => count.toLocaleString("en", { maximumFractionDigits: 1 });

const CATEGORY_NOUNS: Record<string, string> = {
  tops: "tops",
  bottoms: "bottoms",
  outerwear: "layers",
  shoes: "shoes",
  accessories: "accessories",
  dresses: "dresses",
  suits: "suits",
};

/** Many of a kind or category: "jeans", "sweaters", "dresses", "scarves", "layers". */
function manyOf(word: string): string {
  if (CATEGORY_NOUNS[word]) return CATEGORY_NOUNS[word];
  if (word === "scarf") return "scarves";
  if (word.endsWith("ss") || /(sh|ch|x)$/.test(word)) return `${word}es`;
  if (word.endsWith("s")) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** "the navy top", "the navy top and the blue shirt", "the a, the b, the c and 2 more". */
function listed(names: readonly string[], more = 0): string {
  const all = more > 0 ? [...names, `${more} more`] : [...names];
  return all.length <= 1 ? (all[0] ?? "") : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
}

/** "spring or summer", "spring, summer or fall": the seasons a candidate suits. */
const seasonList = (seasons: readonly Season[]) =>
  seasons.length <= 1 ? (seasons[0] ?? "") : `${seasons.slice(0, -1).join(", ")} or ${seasons.at(-1)}`;

/** What a candidate of each slot needs to make an outfit, as a sentence names it. */
const PARTNERS: Record<string, string> = {
  top: "bottoms",
  bottom: "tops",
};
const partnersOf = (slot: string) => PARTNERS[slot] ?? "top and bottoms, dress or suit";

/** Which of the owner's pieces a projection was drawn from: "3 of your jeans", "1 of your pieces". */
const ofYours = (count: number, basis: "kind" | "category" | "closet", basisName: string | null) =>
  `${count} of your ${basis === "closet" || !basisName ? "pieces" : manyOf(basisName)}`;

/**
 * "Before you buy" (issue #44): the verdict and its reasons, in the app's lower-case voice. Each
 * sentence is written from the figures it is given and says nothing else; lib/buy/judgement.ts
 * decides which are said, and tests/unit/buy-judgement*.test.ts reads the numbers back.
 */
export const BUY_CHECK_TEXT = {
  verdict: { buy: "buy", "think twice": "think twice", skip: "skip" },
  /** Its look-alikes (near-duplicates), nearest first; `names`: the first few, described. */
  looksLike: (count: number, names: readonly string[]) =>
    `you own ${plural(count, { one: "# piece", other: "# pieces" })} like it: ${listed(names, count - names.length)}`,
  looksLikeNothing: "none of your pieces looks like it",
  /** A top, bottom, dress, suit or shoes: outfits that hold it. */
  makes: (count: number) =>
    plural(count, { one: "it makes # new outfit with your pieces", other: "it makes # new outfits with your pieces" }),
  /** A layer, accessory or other extra: outfits of the owner's it can be added to. */
  joins: (count: number) =>
    plural(count, { one: "it goes with # outfit your pieces make", other: "it goes with # outfits your pieces make" }),
  /** Why it makes no outfit. */
  none: {
    noSeason: "it makes no new outfit: it suits no season",
    nothingToPair: (slot: string) => `it makes no new outfit: you own no ${partnersOf(slot)} to wear it with`,
    noSharedSeason: (slot: string, seasons: readonly Season[]) =>
      `it makes no new outfit: you have no ${partnersOf(slot)} for ${seasonList(seasons)}, the ${
        seasons.length === 1 ? "season" : "seasons"
      } it suits`,
  },
  /** A gap it fills: a missing piece of a saved inspiration look, or one a trip lacks. */
  fillsGap: (gap: { kind: "inspiration" | "trip"; name: string; piece: string }) =>
    gap.kind === "inspiration"
      ? `it fills a gap: the ${gap.piece} of your saved look '${gap.name}'`
      : `it fills a gap: the ${gap.piece} your trip '${gap.name}' lacks`,
  moreGaps: (count: number) => plural(count, { one: "it fills # more gap", other: "it fills # more gaps" }),
  /**
   * "about €2.45 a wear (20 wears a year, the average of 3 of your jeans), above your closet's
   * median of €1.80": the projection, what it was drawn from, and the median when there is one.
   */
  costPerWear: (cost: {
    costPerWear: number;
    wearsPerYear: number;
    currency: string;
    basis: "kind" | "category" | "closet";
    basisName: string | null;
    similarCount: number;
    closetMedian: number | null;
  }) => {
    const from =
      cost.similarCount === 1
        ? `as ${ofYours(1, cost.basis, cost.basisName)} gets`
        : `the average of ${ofYours(cost.similarCount, cost.basis, cost.basisName)}`;
    const perYear = `${wears(cost.wearsPerYear)} ${cost.wearsPerYear === 1 ? "wear" : "wears"} a year`;
    const projected = `about ${money(cost.costPerWear, cost.currency)} a wear (${perYear}, ${from})`;
    if (cost.closetMedian === null) return projected;
    const median = money(cost.closetMedian, cost.currency);
    if (cost.costPerWear === cost.closetMedian) return `${projected}, the same as your closet's median`;
    return `${projected}, ${cost.costPerWear > cost.closetMedian ? "above" : "below"} your closet's median of ${median}`;
  },
  /**
   * Pieces like it are (nearly) never worn: no cost per wear to project. `wornAtAll`: some wears were
   * logged, too few for a tenth of a wear a year on average.
   */
  unworn: (cost: {
    similarCount: number;
    basis: "kind" | "category" | "closet";
    basisName: string | null;
    wornAtAll: boolean;
  }) =>
    `it may go unworn: ${ofYours(cost.similarCount, cost.basis, cost.basisName)} ${
      cost.wornAtAll ? "average under 0.1 wears a year" : "got no wears in the last year"
    }`,
  /** A price, but no piece owned long enough to say how often such pieces are worn. */
  tooNew: `no cost per wear yet: none of your pieces has been yours for ${BUY_CHECK_LIMITS.minDaysOwned} days`,
} as const;
