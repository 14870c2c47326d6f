import { deltaE, type Lab } from "@/lib/vision/lab";
import type { Swatch } from "./colors";
import { COLOUR_TAGS, GARMENT_TAGS, SEASON_TAGS } from "../vocabulary";

/** 1 for the same colour, 0 from a ΔE of 40 on (clearly different colours to anyone). */
export const colourSimilarity = (p: Lab, q: Lab) => Math.max(0, 1 - deltaE(p, q) / 40);

export const bestSimilarity = (lab: Lab, swatches: readonly Swatch[]) =>
  swatches.reduce((best, s) => Math.max(best, colourSimilarity(lab, s.lab)), 0);

/** How much of `item`'s colour also appears in `look`, weighted by the item's own shares. */
export const colourFit = (item: readonly Swatch[], look: readonly Swatch[]) =>
  item.reduce((sum, s) => sum + s.share * bestSimilarity(s.lab, look), 0);

/** How much of the look's palette (by share) some of the given items reproduce. */
export const paletteCoverage = (look: readonly Swatch[], items: readonly (readonly Swatch[])[]) =>
  look.reduce(
    (sum, s) => sum + s.share * items.reduce((best, swatches) => Math.max(best, bestSimilarity(s.lab, swatches)), 0),
    0,
  );

const nonDescriptive = new Set<string>([...COLOUR_TAGS, ...GARMENT_TAGS, ...SEASON_TAGS]);
/** Style, tone, pattern, material and formality tags: what a look is like, not what it is made of pieces-wise. */
export const descriptiveTags = (tags: readonly string[]) => tags.filter((tag) => !nonDescriptive.has(tag));

/** Shared descriptive tags relative to the smaller set (capped at 4, so long tag lists are not punished). */
export function tagOverlap(a: readonly string[], b: readonly string[]): number {
  const left = descriptiveTags(a);
  const right = new Set(descriptiveTags(b));
  const denominator = Math.min(left.length, right.size, 4);
  if (denominator === 0) return 0;
  return Math.min(1, left.filter((tag) => right.has(tag)).length / denominator);
}
