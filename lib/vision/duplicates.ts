/**
 * Whether two photos show the same garment: one silhouette (the perceptual hash, compared in SQL
 * first, lib/images/perceptual-hash.ts), then the same colours and the same pattern. A green tee is
 * not a duplicate of a red one however alike their outlines. Measured by `npm run bench -- vision`
 * (re-shoots on another background, scale, crop and turn against different garments of one outline).
 */
import { ciede2000 } from "./ciede2000";
import type { ColourProfile } from "./cluster";
import type { PatternReading } from "./pattern";

/** What the comparison needs of a reading (lib/vision/garment.ts). */
export type DuplicateEvidence = { colours: ColourProfile; pattern: PatternReading };

export const DUPLICATES = {
  /**
   * Main colours further apart than this (CIEDE2000) are different garments. A re-shoot under other
   * light moves a colour by up to about 8; navy against black is about 12, red against burgundy 15.
   */
  mainColour: 10,
  /**
   * Denim's weave shows at one scale and not at another: two readings that differ only in it are
   * one garment when their main colours are this close.
   */
  denimColour: 5,
  /**
   * A pattern whose lesser tone covers under this share of the garment is shading, a shadow or a seam
   * as often as a print, so it neither parts nor joins two pieces. Measured on the vision bench's
   * re-shoots (seeds 31–33): every pattern misread on one garment but for one covered 5–9 % of it,
   * while the different garments of one outline that differ only in pattern read 13 % or more.
   */
  faintPattern: 0.12,
} as const;

/** Printed motifs read as dots at thumbnail size (the bench's printed -> dotted), so they are one family. */
const motif = (pattern: PatternReading["pattern"]) => (pattern === "printed" ? "dotted" : pattern);

const faint = ({ pattern, minorShare }: PatternReading) => pattern !== "solid" && minorShare < DUPLICATES.faintPattern;

/** The same pattern family, or one of the two readings too faint to tell. */
const samePattern = (a: PatternReading, b: PatternReading) =>
  faint(a) || faint(b) || motif(a.pattern) === motif(b.pattern);

/** Same main colour (the largest swatch), and the same pattern where it is clear, denim included. */
export function sameColourAndPattern(a: DuplicateEvidence, b: DuplicateEvidence): boolean {
  const [first, second] = [a.colours.swatches[0], b.colours.swatches[0]];
  if (!first || !second) return false;
  const distance = ciede2000(first.lab, second.lab);
  if (distance > DUPLICATES.mainColour) return false;
  if (!samePattern(a.pattern, b.pattern)) return false;
  return a.pattern.denim === b.pattern.denim || distance <= DUPLICATES.denimColour;
}
