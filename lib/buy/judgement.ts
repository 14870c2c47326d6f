/**
 * "Before you buy" (issue #44): the check's judgement, as pure functions (no database, no
 * server-only), so the route, the unit tests and `npm run bench -- buy` share them. The outfits a
 * piece unlocks (./judgement-outfits.ts), its projected cost per wear (./judgement-cost.ts), and
 * the verdict here, whose every reason is a sentence of lib/messages/buy-check.ts written from the
 * figures that decided it.
 */
import { BUY_CHECK_LIMITS } from "@/lib/constants";
import { BUY_CHECK_TEXT } from "@/lib/messages/buy-check";
import type { StylePiece } from "@/lib/style/pieces";
import { describePiece } from "@/lib/style/reasons";
import type { ProjectedCost } from "./judgement-cost";
import type { Unlocks } from "./judgement-outfits";

export { type CostInput, type ProjectedCost, projectedCostPerWear } from "./judgement-cost";
export { staysInCloset, unlockedOutfits, type Unlocks } from "./judgement-outfits";

export type BuyVerdict = "buy" | "think twice" | "skip";
/** A missing piece of a saved inspiration look, or a trip's gap, that the candidate would fill. */
export type FilledGap = { kind: "inspiration" | "trip"; name: string; piece: string };

export type VerdictInput = {
  /** the owner's pieces the candidate looks like (the upload's near-duplicate check), nearest first */
  similar: readonly StylePiece[];
  unlocks: Unlocks;
  gapsFilled: readonly FilledGap[];
  cost: ProjectedCost;
};

/**
 * Whether the cost per wear speaks against buying: pieces like it go unworn (0 wears a year), or
 * its projection is above the closet's median. Unknown figures (no price, nothing to compare) do not.
 */
export const costIsFair = (cost: ProjectedCost) =>
  !(cost.price !== null && cost.wearsPerYear === 0) &&
  (cost.costPerWear === null || cost.closetMedian === null || cost.costPerWear <= cost.closetMedian);

/**
 * The verdict (thresholds: BUY_CHECK_LIMITS):
 * - skip: it looks like a piece the owner has, fills no gap and makes fewer than skipBelowOutfits
 *   new outfits;
 * - buy: it looks like nothing owned, fills a gap or makes at least buyFromOutfits new outfits, and
 *   its cost per wear is fair (costIsFair);
 * - think twice: anything else.
 * The reasons state the figures, in one order: look-alikes, outfits, gaps, cost per wear.
 */
export function verdictOf({ similar, unlocks, gapsFilled, cost }: VerdictInput): {
  verdict: BuyVerdict;
  reasons: string[];
} {
  const looksOwned = similar.length > 0;
  const fillsGap = gapsFilled.length > 0;
  const verdict: BuyVerdict =
    looksOwned && !fillsGap && unlocks.count < BUY_CHECK_LIMITS.skipBelowOutfits
      ? "skip"
      : !looksOwned && (fillsGap || unlocks.count >= BUY_CHECK_LIMITS.buyFromOutfits) && costIsFair(cost)
        ? "buy"
        : "think twice";
  const named = gapsFilled.slice(0, BUY_CHECK_LIMITS.gapsNamed);
  const reasons = [
    looksOwned
      ? BUY_CHECK_TEXT.looksLike(similar.length, similar.slice(0, BUY_CHECK_LIMITS.likeNamed).map(describePiece))
      : BUY_CHECK_TEXT.looksLikeNothing,
    outfitsReason(unlocks),
    ...named.map(BUY_CHECK_TEXT.fillsGap),
    ...(gapsFilled.length > named.length ? [BUY_CHECK_TEXT.moreGaps(gapsFilled.length - named.length)] : []),
    ...costReason(cost),
  ];
  return { verdict, reasons };
}

function outfitsReason(unlocks: Unlocks): string {
  if (unlocks.none === "no-season") return BUY_CHECK_TEXT.none.noSeason;
  if (unlocks.none === "nothing-to-pair") return BUY_CHECK_TEXT.none.nothingToPair(unlocks.slot);
  if (unlocks.none === "no-shared-season") return BUY_CHECK_TEXT.none.noSharedSeason(unlocks.slot, unlocks.seasons);
  const extra = ["outerwear", "accessory", "other"].includes(unlocks.slot);
  return extra ? BUY_CHECK_TEXT.joins(unlocks.count) : BUY_CHECK_TEXT.makes(unlocks.count);
}

/** Nothing without a price; else the projection, or why there is none. */
function costReason(cost: ProjectedCost): string[] {
  if (cost.price === null) return [];
  if (cost.basis === null || cost.wearsPerYear === null) return [BUY_CHECK_TEXT.tooNew];
  if (cost.costPerWear === null)
    return [BUY_CHECK_TEXT.unworn({ ...cost, basis: cost.basis, wornAtAll: cost.similarWears > 0 })];
  return [
    BUY_CHECK_TEXT.costPerWear({
      ...cost,
      costPerWear: cost.costPerWear,
      wearsPerYear: cost.wearsPerYear,
      basis: cost.basis,
    }),
  ];
}
