/**
 * The category of a garment from its silhouette alone (the cut-out's mask, ./silhouette.ts): pure
 * functions, no model. Everything is measured inside the mask's bounding box, so the size and place
 * of the piece in the photo drop out. Measured on the generated fixture set of
 * scripts/bench/silhouettes.ts (`npm run bench -- categories`).
 */
import type { Category } from "@/lib/constants";
import PROTOTYPES from "./category-prototypes.json";
import { components } from "./garment-mask";
import { boundsOf } from "./shape";

/** A binary mask, row by row: 1 where the garment is. */
export type Mask = { bits: Uint8Array; width: number; height: number };

/**
 * The categories the silhouette tells apart: suits as a jacket and trousers photographed together
 * (two pieces in one picture); "other" needs more than a shape.
 */
export const DETECTED_CATEGORIES = [
  "tops",
  "bottoms",
  "dresses",
  "outerwear",
  "shoes",
  "accessories",
  "suits",
] as const;
export type DetectedCategory = (typeof DETECTED_CATEGORIES)[number] & Category;

/**
 * - `aspect`: bounding-box height / width (a shoe is wide, a dress or a scarf tall);
 * - `fill`: the share of the bounding box the garment covers;
 * - `legGap`: the share of rows in the lower part (70–95 % of the height) with background between two
 *   runs of garment near the middle (two trouser legs), 0–1;
 * - `topGap`: the same in the upper part (0–25 %): a bag's handle, a pair of shoes, a neckline or straps;
 * - `sleeves`: the widest row of the upper part (5–40 %) over the body's width lower down (45–75 %,
 *   the run at the centre): above 1 when sleeves stand out from the body, below 1 when the piece
 *   widens downward (a dress, a skirt);
 * - `armGap`: the share of rows in the middle and lower part (35–90 %) with garment, background, then
 *   garment again off the middle (an arm hanging beside the body);
 * - `armReach`: how far down (0–1) such rows go: a T-shirt's sleeve ends high, a coat's at the hem;
 * - `flare`: the hem's width (80–97 %) over the width of the upper part (5–25 %);
 * - `widening`: the hem's width (85–97 %) over the body's width at the middle (40–60 %, the run at
 *   the centre): a dress or a skirt widens to the hem, a top or a bag keeps its width;
 * - `lopsided`: how much higher the garment's top edge stands over one outer third of the box than
 *   over the other, as a share of the height (a shoe's heel or shaft against its toe; garments are
 *   mirror-symmetric), 0–1;
 * - `lowMass`: the share of the area in the lower half (a shoe's sole, a hat's brim).
 */
export type SilhouetteFeatures = {
  aspect: number;
  fill: number;
  legGap: number;
  topGap: number;
  sleeves: number;
  armGap: number;
  armReach: number;
  flare: number;
  widening: number;
  lopsided: number;
  lowMass: number;
};

/**
 * Garment pixels under the first or over the second share of the mask: nothing to read (a blank cut-out,
 * or a photo whose background was never removed: its "silhouette" is the frame).
 */
const COVERAGE = { min: 0.01, max: 0.9 };
/** Components smaller than this share of the largest are specks (JPEG noise, a stray thread). */
const SPECK = 0.04;
/** Enclosed background smaller than this share of the garment's area is a print, not a hole. */
const SMALL_HOLE = 0.02;

type Run = [start: number, end: number];

/** The features of a mask, or undefined when it holds no garment worth reading. */
export function silhouetteFeatures(mask: Mask): SilhouetteFeatures | undefined {
  const bits = cleaned(mask);
  const { width } = mask;
  const { top, bottom, left, right, area } = boundsOf(bits, width);
  if (area < bits.length * COVERAGE.min || area > bits.length * COVERAGE.max) return undefined;
  const [w, h] = [right - left + 1, bottom - top + 1];
  const rows: Run[][] = [];
  for (let y = top; y <= bottom; y++) rows.push(runsOf(bits, y * width, left, right));
  const band = (from: number, to: number) => rows.filter((_, r) => (r + 0.5) / h >= from && (r + 0.5) / h < to);
  const share = (list: Run[][], test: (runs: Run[]) => boolean) =>
    list.length === 0 ? 0 : list.filter(test).length / list.length;
  const centralGap = (runs: Run[]) =>
    runs.some((run, i) => {
      const next = runs[i + 1];
      if (!next) return false;
      const middle = (run[1] + next[0]) / 2 / w;
      return middle >= 0.3 && middle <= 0.7 && (next[0] - run[1] - 1) / w >= 0.02;
    });
  const sideGap = (runs: Run[]) =>
    runs.some((run, i) => {
      const next = runs[i + 1];
      if (!next) return false;
      const middle = (run[1] + next[0]) / 2 / w;
      return middle < 0.4 || middle > 0.6;
    });
  const extent = (runs: Run[]) => (runs.length ? (runs.at(-1)![1] - runs[0]![0] + 1) / w : 0);
  const centreRun = (runs: Run[]) => {
    const centre = w / 2;
    const widest = runs.reduce<Run | undefined>(
      (best, run) => (!best || run[1] - run[0] > best[1] - best[0] ? run : best),
      undefined,
    );
    const covering = runs.find((run) => run[0] <= centre && run[1] >= centre);
    const run = covering ?? widest;
    return run ? (run[1] - run[0] + 1) / w : 0;
  };

  const armRows = rows.map((runs, r) => ({ r, arm: (r + 0.5) / h >= 0.35 && (r + 0.5) / h < 0.97 && sideGap(runs) }));
  const lowestArm = armRows.filter((row) => row.arm).at(-1);
  let lowMass = 0;
  const columnTop = new Array<number | undefined>(w).fill(undefined);
  rows.forEach((runs, r) => {
    for (const [start, end] of runs) {
      if ((r + 0.5) / h >= 0.5) lowMass += end - start + 1;
      for (let x = start; x <= end; x++) columnTop[x] ??= (r + 0.5) / h;
    }
  });
  const third = Math.max(1, Math.floor(w / 3));
  const meanTop = (tops: (number | undefined)[]) => mean(tops.filter((top): top is number => top !== undefined));

  return {
    aspect: h / w,
    fill: area / (w * h),
    legGap: share(band(0.7, 0.95), centralGap),
    topGap: share(band(0, 0.25), centralGap),
    sleeves: max(band(0.05, 0.4).map(extent)) / Math.max(median(band(0.45, 0.75).map(centreRun)), 1 / w),
    armGap: share(band(0.35, 0.9), sideGap),
    armReach: lowestArm ? (lowestArm.r + 0.5) / h : 0,
    flare: median(band(0.8, 0.97).map(extent)) / Math.max(median(band(0.05, 0.25).map(extent)), 1 / w),
    widening: median(band(0.85, 0.97).map(extent)) / Math.max(median(band(0.4, 0.6).map(centreRun)), 1 / w),
    lopsided: Math.abs(meanTop(columnTop.slice(0, third)) - meanTop(columnTop.slice(w - third))),
    lowMass: lowMass / area,
  };
}

/**
 * The category a silhouette most looks like, in the order the shapes are told apart:
 * 1. very long and thin either way: a scarf, a belt, a tie (accessories);
 * 2. two legs: a gap down the middle of the lower part under a closed waist (bottoms), or all the way
 *    up (a pair of shoes);
 * 3. lopsided, with no arms: a shoe or a boot seen from the side (heel or shaft against the toe);
 * 4. arms: sleeves standing out at the shoulders or hanging beside the body. Arms that reach down to
 *    the hem are a jacket or a coat (outerwear); otherwise a long piece widening to the hem is a
 *    dress with sleeves, anything else a top;
 * 5. no arms: a handle over a body that keeps its width is a bag; wider than tall is a skirt when it
 *    widens to the hem and a hat or a bag otherwise. Taller pieces that flare to the hem are dresses
 *    when a neckline or straps open their top edge or the hem is over twice the top's width, skirts
 *    otherwise (they start at a closed waistband); straight ones are tops when a neckline or straps open their top edge (a tank top),
 *    skirts when it is closed (a pencil skirt). A straight shift dress reads as a top: the outline
 *    alone cannot tell them apart.
 */
export function categoryFromFeatures(f: SilhouetteFeatures, cues: GarmentCues = {}): DetectedCategory {
  if ((f.aspect >= 3.2 && f.topGap < 0.05) || f.aspect <= 0.25) return "accessories";
  // An open jacket's fronts part at the hem too, but its arms hang beside the body.
  if (f.legGap >= 0.5 && f.armGap < 0.2) return f.topGap >= 0.5 ? "shoes" : "bottoms";
  const arms = f.sleeves >= 1.3 || f.armGap >= 0.2;
  if (!arms && f.lopsided >= (f.aspect < 0.9 ? 0.18 : 0.4) && f.aspect < 1.8) return "shoes";
  if (arms) {
    // Sleeves to the hem are a jacket's or a long-sleeved pullover's: a jacket opens at the front
    // (an edge down the middle, or a deep V at the neck) or is coat-long.
    const jacketLike = cues.opening === true || f.topGap >= 0.3 || f.aspect >= 1.4 || cues.opening === undefined;
    if (f.armReach >= 0.75 && f.armGap >= 0.3 && jacketLike) return "outerwear";
    return f.aspect >= 1.25 && f.widening >= 1.35 ? "dresses" : "tops";
  }
  if (f.topGap >= 0.5 && f.widening < 1.2) return "accessories";
  if (f.aspect < 0.9) {
    if (f.topGap >= 0.3 || f.lowMass >= 0.7 || f.fill < 0.55) return "accessories";
    return f.flare >= 1.2 ? "bottoms" : "accessories";
  }
  if (f.flare >= 1.5) return f.topGap >= 0.1 || f.flare >= 2.2 ? "dresses" : "bottoms";
  return f.topGap >= 0.1 ? "tops" : "bottoms";
}

/**
 * What the pixels add to the outline: `opening`, whether an edge runs down the middle of the piece
 * (a jacket's fronts, a zip, a button placket). Undefined when only a mask was read.
 */
export type GarmentCues = { opening?: boolean };

/**
 * The category read from a mask, or undefined when the mask holds no garment: the labelled
 * silhouettes nearest to it (./category-prototypes.json) when most of them agree, else the rules
 * above. The prototypes are drawn garments of 60 kinds on other seeds than the bench's
 * (scripts/bench/vision-prototypes.ts makes them), so the bench measures pieces they never saw.
 */
export function categoryOfMask(mask: Mask, cues: GarmentCues = {}): DetectedCategory | undefined {
  const features = silhouetteFeatures(mask);
  if (!features) return undefined;
  // The prototypes were read with the pixels' front-opening cue; a mask alone (no cue) has only the rules.
  const nearest = cues.opening === undefined ? undefined : nearestPrototypes(featureVector(features, cues));
  return nearest && nearest.share >= KNN.agree ? nearest.category : categoryFromFeatures(features, cues);
}

/** The nearest-prototype vote: how many neighbours, and what share of their weight must agree. */
export const KNN = { neighbours: 7, agree: 0.55 } as const;

/** A silhouette as numbers for the prototype search: ratios on a log scale, each roughly 0–1 wide. */
export function featureVector(f: SilhouetteFeatures, cues: GarmentCues = {}): number[] {
  const log = (value: number) => Math.log(Math.max(0.05, value));
  return [
    log(f.aspect) / 2,
    f.fill,
    f.legGap,
    f.topGap,
    log(f.sleeves) / 1.5,
    f.armGap,
    f.armReach,
    log(f.flare) / 1.5,
    log(f.widening) / 1.5,
    f.lopsided,
    f.lowMass,
    cues.opening ? 0.5 : 0,
  ];
}

type Prototype = { c: DetectedCategory; f: number[] };
const prototypes = PROTOTYPES as Prototype[];

/** The distance-weighted vote of the nearest prototypes, or undefined when there are none. */
function nearestPrototypes(vector: readonly number[]): { category: DetectedCategory; share: number } | undefined {
  if (prototypes.length === 0) return undefined;
  const nearest: { c: DetectedCategory; d: number }[] = [];
  for (const prototype of prototypes) {
    let d = 0;
    for (let k = 0; k < vector.length; k++) d += (vector[k]! - (prototype.f[k] ?? 0)) ** 2;
    if (nearest.length < KNN.neighbours || d < nearest.at(-1)!.d) {
      nearest.push({ c: prototype.c, d });
      nearest.sort((p, q) => p.d - q.d);
      if (nearest.length > KNN.neighbours) nearest.pop();
    }
  }
  const votes = new Map<DetectedCategory, number>();
  let total = 0;
  for (const { c, d } of nearest) {
    const weight = 1 / (Math.sqrt(d) + 0.02);
    votes.set(c, (votes.get(c) ?? 0) + weight);
    total += weight;
  }
  const [category, weight] = [...votes.entries()].sort((p, q) => q[1] - p[1])[0]!;
  return { category, share: weight / total };
}

/**
 * A category with how sure it is: `confidence` is the share of small disturbances of the mask (a
 * pixel thinner or thicker, 3 % cropped off one side) under which the reading stays the same, times
 * how much garment there is to read (a few specks say little). `alternatives`: the other categories
 * those disturbances gave, most frequent first: what to ask the owner about when unsure. Measured and
 * calibrated by `npm run bench -- vision`.
 */
export type CategoryReading = {
  category: DetectedCategory;
  confidence: number;
  alternatives: DetectedCategory[];
  /**
   * The disturbances' share alone, before a disagreement of the two readers lowered `confidence` to
   * ask: learning from corrections goes by it (a steady reading is not overruled from afar).
   */
  stability?: number;
};

/**
 * Below this confidence an upload asks its owner ("a top or shoes?") instead of trusting the guess.
 * Calibrated on `npm run bench -- vision` (its "when sure" line: how right the readings at or above it are).
 */
export const CATEGORY_ASK_BELOW = 0.67;

export function readCategory(mask: Mask, cues: GarmentCues = {}): CategoryReading | undefined {
  const pieces = twoPieces(mask, cues);
  if (pieces) return pieces;
  const category = categoryOfMask(mask, cues);
  if (!category) return undefined;
  const votes = new Map<DetectedCategory, number>();
  const variants = disturbed(mask);
  for (const variant of variants) {
    const read = categoryOfMask(variant, cues);
    if (read) votes.set(read, (votes.get(read) ?? 0) + 1);
  }
  const agreeing = votes.get(category) ?? 0;
  const alternatives = [...votes.entries()]
    .filter(([other]) => other !== category)
    .sort((p, q) => q[1] - p[1])
    .map(([other]) => other);
  const area = mask.bits.reduce((sum, bit) => sum + bit, 0) / mask.bits.length;
  const amount = Math.min(1, area / 0.02); // under 2 % of the picture, the outline is a handful of pixels
  const confidence = (agreeing / variants.length) * amount;
  // The prototypes and the rules read the outline differently (a buttoned shirt's placket among the
  // prototypes' jackets): two readers disagree, so the owner is asked, the rules' reading first.
  const features = silhouetteFeatures(mask);
  const byRules = features && categoryFromFeatures(features, cues);
  if (byRules && byRules !== category && SHIRT_OR_JACKET.has(byRules) && SHIRT_OR_JACKET.has(category))
    return {
      category,
      confidence: Math.min(confidence, READERS_DISAGREE_CONFIDENCE),
      alternatives: [byRules, ...alternatives.filter((other) => other !== byRules)],
      stability: confidence,
    };
  return { category, confidence, alternatives };
}

const SHIRT_OR_JACKET: ReadonlySet<DetectedCategory> = new Set(["tops", "outerwear"]);
/** The confidence of a reading the prototypes and the rules disagree on: under CATEGORY_ASK_BELOW. */
const READERS_DISAGREE_CONFIDENCE = 0.6;

/**
 * Two separate pieces of about the same size in one picture: a jacket and trousers are a suit, two
 * shoes a pair. Each piece is read by itself.
 */
function twoPieces(mask: Mask, cues: GarmentCues): CategoryReading | undefined {
  const parts = components(mask.bits, mask.width, mask.height, 1).sort((p, q) => q.length - p.length);
  if (parts.length < 2 || parts[1]!.length < parts[0]!.length * 0.25) return undefined;
  if (parts[2] && parts[2].length >= parts[0]!.length * 0.25) return undefined;
  const readings = parts.slice(0, 2).map((part) => {
    const bits = new Uint8Array(mask.bits.length);
    for (const i of part) bits[i] = 1;
    return readCategory({ ...mask, bits }, cues);
  });
  const found = new Set(readings.map((reading) => reading?.category));
  const confidence = Math.min(...readings.map((reading) => reading?.confidence ?? 0));
  if (found.has("bottoms") && (found.has("outerwear") || found.has("tops")))
    return { category: "suits", confidence, alternatives: [...found].filter((c): c is DetectedCategory => !!c) };
  if (found.size === 1 && found.has("shoes")) return { category: "shoes", confidence, alternatives: [] };
  return undefined;
}

/** The mask a pixel thinner, a pixel thicker, and with 3 % cut off each side in turn. */
function disturbed(mask: Mask): Mask[] {
  const { bits, width, height } = mask;
  const { top, bottom, left, right } = boundsOf(bits, width);
  const [cutX, cutY] = [
    Math.max(1, Math.round((right - left + 1) * 0.03)),
    Math.max(1, Math.round((bottom - top + 1) * 0.03)),
  ];
  const cropped = (keep: (x: number, y: number) => boolean) =>
    bits.map((bit, i) => (bit && keep(i % width, Math.floor(i / width)) ? 1 : 0));
  const morph = (grow: boolean) =>
    bits.map((bit, i) => {
      const [x, y] = [i % width, Math.floor(i / width)];
      const around = [
        x > 0 ? bits[i - 1] : 0,
        x < width - 1 ? bits[i + 1] : 0,
        y > 0 ? bits[i - width] : 0,
        y < height - 1 ? bits[i + width] : 0,
      ];
      return grow ? (bit || around.some(Boolean) ? 1 : 0) : bit && around.every(Boolean) ? 1 : 0;
    });
  return [
    morph(false),
    morph(true),
    cropped((_, y) => y >= top + cutY),
    cropped((_, y) => y <= bottom - cutY),
    cropped((x) => x >= left + cutX),
    cropped((x) => x <= right - cutX),
  ].map((variant) => ({ ...mask, bits: Uint8Array.from(variant) }));
}

/** Runs of garment along one row between two columns, inclusive. */
function runsOf(bits: Uint8Array, offset: number, from: number, to: number): Run[] {
  const runs: Run[] = [];
  let start = -1;
  for (let x = from; x <= to + 1; x++) {
    const inside = x <= to && bits[offset + x] === 1;
    if (inside && start < 0) start = x - from;
    if (!inside && start >= 0) {
      runs.push([start, x - 1 - from]);
      start = -1;
    }
  }
  return runs;
}

/**
 * The mask without specks (components much smaller than the largest) and with small enclosed holes
 * filled (a white print, a button), so only the garment's outline and real openings remain.
 */
function cleaned({ bits, width, height }: Mask): Uint8Array {
  const foreground = components(bits, width, height, 1);
  const largest = Math.max(0, ...foreground.map((c) => c.length));
  const result = new Uint8Array(bits.length);
  for (const component of foreground) if (component.length >= largest * SPECK) for (const i of component) result[i] = 1;
  const area = result.reduce((sum, bit) => sum + bit, 0);
  for (const hole of components(result, width, height, 0)) {
    const touchesBorder = hole.some((i) => {
      const [x, y] = [i % width, Math.floor(i / width)];
      return x === 0 || y === 0 || x === width - 1 || y === height - 1;
    });
    if (!touchesBorder && hole.length < area * SMALL_HOLE) for (const i of hole) result[i] = 1;
  }
  return result;
}

const mean = (values: readonly number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
const max = (values: readonly number[]) => (values.length ? Math.max(...values) : 0);

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
