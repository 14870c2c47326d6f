/**
 * Whether two photos show the same garment: one silhouette (the perceptual hash, compared in SQL
 * first, lib/images/perceptual-hash.ts), then the same colours and the same pattern. A green tee is
 * not a duplicate of a red one however alike their outlines. Measured by `npm run bench -- vision`
 * (re-shoots on another background, scale, crop and turn against different garments of one outline).
 */
import { ciede2000 } from "./ciede2000";
import type { ColourProfile, Swatch } from "./cluster";
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
  /**
   * A piece of two colours in near-equal parts (a suit's jacket and trousers, a two-tone check) can
   * swap which one is the larger between two shots: when each reading's second colour covers at least
   * this share, the two colours matched crosswise are the same colours.
   */
  evenTwoTone: 0.3,
  /**
   * A pattern read plain in one shot keeps it when its second colour still covers this share, and
   * within `secondColourShare` of the share it covers in the other shot.
   */
  secondColourKept: 0.2,
  secondColourShare: 0.1,
} as const;

/** Printed motifs read as dots at thumbnail size (the bench's printed -> dotted), so they are one family. */
const motif = (pattern: PatternReading["pattern"]) => (pattern === "printed" ? "dotted" : pattern);

const faint = ({ pattern, minorShare }: PatternReading) => pattern !== "solid" && minorShare < DUPLICATES.faintPattern;

/** The same pattern family, or one of the two readings too faint to tell. */
const samePattern = (a: PatternReading, b: PatternReading) =>
  faint(a) || faint(b) || motif(a.pattern) === motif(b.pattern);

/** Same main colour (the largest swatch), and the same pattern where it is clear, denim included. */
export function sameColourAndPattern(a: DuplicateEvidence, b: DuplicateEvidence): boolean {
  const distance = colourDistance(a.colours.swatches, b.colours.swatches);
  if (distance > DUPLICATES.mainColour) return false;
  if (!samePattern(a.pattern, b.pattern) && !patternReadPlain(a, b) && !patternReadPlain(b, a)) return false;
  return a.pattern.denim === b.pattern.denim || distance <= DUPLICATES.denimColour;
}

/**
 * Whether `plain` (read solid) shows the same second colour as `patterned`, over as much of it: the
 * pattern is there in its colours, and only its shape was lost (a striped cardigan read plain on a
 * gingham cloth, its blue stripes still a third of it).
 */
function patternReadPlain(plain: DuplicateEvidence, patterned: DuplicateEvidence): boolean {
  if (plain.pattern.pattern !== "solid" || patterned.pattern.pattern === "solid") return false;
  const [p, q] = [plain.colours.swatches[1], patterned.colours.swatches[1]];
  if (!p || !q || Math.min(p.share, q.share) < DUPLICATES.secondColourKept) return false;
  return ciede2000(p.lab, q.lab) <= DUPLICATES.mainColour && Math.abs(p.share - q.share) < DUPLICATES.secondColourShare;
}

/**
 * How far apart two readings' main colours are (CIEDE2000), or, for two even two-tone readings whose
 * colours swapped places, the further of the two crosswise distances when that is nearer.
 */
function colourDistance(a: readonly Swatch[], b: readonly Swatch[]): number {
  const [a0, a1, b0, b1] = [a[0], a[1], b[0], b[1]];
  if (!a0 || !b0) return Infinity;
  const direct = ciede2000(a0.lab, b0.lab);
  if (!a1 || !b1 || Math.min(a1.share, b1.share) < DUPLICATES.evenTwoTone) return direct;
  return Math.min(direct, Math.max(ciede2000(a0.lab, b1.lab), ciede2000(a1.lab, b0.lab)));
}
