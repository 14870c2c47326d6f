/**
 * The pattern of a garment from the texture of its own pixels (the garment mask, ./garment-mask.ts):
 * split into its two main tones, then read how the minor tone is laid out.
 * - striped: tone changes run across one direction only (many along it, few across);
 * - dotted: the minor tone is many small, compact, similar blobs;
 * - checked: the minor tone forms a connected grid (bands both ways that join up);
 * - printed: many blobs of the minor tone, irregular in shape or size;
 * - solid: one tone (or a minor tone too small or too close to matter).
 * Denim is told apart from a plain blue by its fine twill: a high pixel-to-pixel lightness spread
 * on a blue that a second tone does not explain.
 */
import { components } from "./garment-mask";
import { deltaE, type Lab } from "./lab";

export type Pattern = "solid" | "striped" | "checked" | "dotted" | "printed";
/**
 * `contrast` (Lab) and `minorShare` (0–1): how far apart the garment's two main tones are and how
 * much of it the lesser one covers, the evidence the pattern was read from (0 when too few pixels).
 */
export type PatternReading = { pattern: Pattern; denim: boolean; contrast: number; minorShare: number };

/** The minor tone must differ by this much (Lab) and cover this share to be a pattern at all. */
const TONE_CONTRAST = 18;
const MINOR_SHARE = 0.06;

/** Reads the pattern of the garment pixels (`mask` 1) of a `width`-wide Lab image. */
export function readPattern(labs: readonly Lab[], mask: Uint8Array, width: number): PatternReading {
  const height = labs.length / width;
  const inside = erode(mask, width, height);
  const indices: number[] = [];
  for (let i = 0; i < inside.length; i++) if (inside[i]) indices.push(i);
  if (indices.length < 200) return { pattern: "solid", denim: false, contrast: 0, minorShare: 0 };

  const [first, second] = twoTones(labs, indices);
  const minorIsFirst = first.count < second.count;
  const contrast = deltaE(first.centre, second.centre);
  const minorShare = Math.min(first.count, second.count) / indices.length;
  const denim = isDenim(labs, indices, inside, width);
  if (contrast < TONE_CONTRAST || minorShare < MINOR_SHARE) return { pattern: "solid", denim, contrast, minorShare };

  const minor = new Uint8Array(labs.length);
  for (const i of indices) {
    const toFirst = deltaE(labs[i]!, first.centre);
    const toSecond = deltaE(labs[i]!, second.centre);
    minor[i] = toFirst < toSecond === minorIsFirst ? 1 : 0;
  }
  const pattern = layout(minor, inside, width, height, minorShare);
  return { pattern, denim: denim && contrast < 30, contrast, minorShare };
}

/**
 * Long because it is one decision over the minor tone's layout, in order: direction of the tone
 * changes (stripes), then the shape of its blobs (dots, a grid, a print).
 */
function layout(minor: Uint8Array, inside: Uint8Array, width: number, height: number, share: number): Pattern {
  // Tone changes along rows (x) and along columns (y), per garment pixel crossed.
  let [alongX, alongY, stepsX, stepsY] = [0, 0, 0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 1; x < width; x++) {
      const [i, j] = [y * width + x, y * width + x - 1];
      if (!inside[i] || !inside[j]) continue;
      stepsX++;
      if (minor[i] !== minor[j]) alongX++;
    }
  for (let y = 1; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [i, j] = [y * width + x, (y - 1) * width + x];
      if (!inside[i] || !inside[j]) continue;
      stepsY++;
      if (minor[i] !== minor[j]) alongY++;
    }
  const [rateX, rateY] = [alongX / Math.max(1, stepsX), alongY / Math.max(1, stepsY)];
  const [high, low] = [Math.max(rateX, rateY), Math.min(rateX, rateY)];
  if (high >= 0.04 && high >= 3 * low) return "striped";

  const blobs = components(minor, width, height, 1).filter((blob) => blob.length >= 3);
  const minorArea = blobs.reduce((sum, blob) => sum + blob.length, 0);
  if (blobs.length === 0) return "solid";
  const largest = blobs.reduce((best, blob) => (blob.length > best.length ? blob : best));
  const garmentBox = box(
    [...inside.keys()].filter((i) => inside[i]),
    width,
  );
  const largestBox = box(largest, width);
  // One blob spanning most of the garment both ways: bands that cross and join, a check.
  if (
    largest.length >= minorArea * 0.5 &&
    largestBox.w >= garmentBox.w * 0.5 &&
    largestBox.h >= garmentBox.h * 0.5 &&
    share < 0.7
  )
    return "checked";
  if (blobs.length >= 6) {
    const sizes = blobs.map((blob) => blob.length).sort((p, q) => p - q);
    const median = sizes[Math.floor(sizes.length / 2)]!;
    const similar = blobs.filter((blob) => blob.length >= median * 0.4 && blob.length <= median * 2.5).length;
    const compact = blobs.filter((blob) => {
      const b = box(blob, width);
      return blob.length / (b.w * b.h) >= 0.55 && Math.max(b.w, b.h) <= 2.2 * Math.min(b.w, b.h);
    }).length;
    if (similar >= blobs.length * 0.7 && compact >= blobs.length * 0.7 && dotLike(blobs, width)) return "dotted";
    return "printed";
  }
  return blobs.length >= 3 ? "printed" : "solid";
}

/**
 * Dots are round (a disc fills π/4 ≈ 0.785 of its box) and all one size; a print's flowers and leaves
 * fill less of their boxes and vary in size. Measured on the vision bench's dotted and printed
 * fabrics (seeds 31 and 32): dots' mean fill 0.78–0.85, their sizes' coefficient of variation mostly
 * under 0.3; prints' fill 0.65–0.78, variation 0.37–0.76.
 */
const DOTS = { fill: 0.79, evenFill: 0.775, evenSizes: 0.35 };

function dotLike(blobs: readonly number[][], width: number): boolean {
  let fill = 0;
  for (const blob of blobs) {
    const b = box(blob, width);
    fill += blob.length / (b.w * b.h);
  }
  fill /= blobs.length;
  const mean = blobs.reduce((sum, blob) => sum + blob.length, 0) / blobs.length;
  const variance = blobs.reduce((sum, blob) => sum + (blob.length - mean) ** 2, 0) / blobs.length;
  const sizeSpread = Math.sqrt(variance) / mean;
  return fill >= DOTS.fill || (fill >= DOTS.evenFill && sizeSpread < DOTS.evenSizes);
}

type Tone = { centre: Lab; count: number };

/** Two-means over the garment pixels, seeded at the darkest and the lightest tenth. */
function twoTones(labs: readonly Lab[], indices: readonly number[]): [Tone, Tone] {
  const byLightness = [...indices].sort((p, q) => labs[p]![0] - labs[q]![0]);
  const tenth = Math.max(1, Math.floor(byLightness.length / 10));
  const mean = (list: readonly number[]): Lab => {
    const sum = [0, 0, 0];
    for (const i of list) for (const k of [0, 1, 2] as const) sum[k]! += labs[i]![k];
    const n = Math.max(1, list.length);
    return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
  };
  let centres: [Lab, Lab] = [mean(byLightness.slice(0, tenth)), mean(byLightness.slice(-tenth))];
  let groups: [number[], number[]] = [[], []];
  for (let round = 0; round < 6; round++) {
    groups = [[], []];
    for (const i of indices) groups[deltaE(labs[i]!, centres[0]) <= deltaE(labs[i]!, centres[1]) ? 0 : 1].push(i);
    centres = [groups[0].length ? mean(groups[0]) : centres[0], groups[1].length ? mean(groups[1]) : centres[1]];
  }
  return [
    { centre: centres[0], count: groups[0].length },
    { centre: centres[1], count: groups[1].length },
  ];
}

/**
 * Denim: a blue (hue 200–285°, some chroma) whose lightness jumps from pixel to pixel (the twill's
 * diagonal threads) far more than a plain dyed fabric's, mean absolute step ≥ 3.5 L units.
 */
function isDenim(labs: readonly Lab[], indices: readonly number[], inside: Uint8Array, width: number): boolean {
  const meanLab = [0, 1, 2].map((k) => indices.reduce((sum, i) => sum + labs[i]![k as 0 | 1 | 2], 0) / indices.length);
  const hue = ((Math.atan2(meanLab[2]!, meanLab[1]!) * 180) / Math.PI + 360) % 360;
  const chroma = Math.hypot(meanLab[1]!, meanLab[2]!);
  if (hue < 200 || hue > 285 || chroma < 8) return false;
  let [steps, total] = [0, 0];
  for (const i of indices) {
    if (!inside[i + 1] || !inside[i + width]) continue;
    total += Math.abs(labs[i]![0] - labs[i + 1]![0]) + Math.abs(labs[i]![0] - labs[i + width]![0]);
    steps += 2;
  }
  return steps > 0 && total / steps >= 3.5;
}

/** The mask shrunk by two pixels: the outline mixes garment and background. */
function erode(mask: Uint8Array, width: number, height: number): Uint8Array {
  let current = mask;
  for (let pass = 0; pass < 2; pass++) {
    const source = current;
    current = source.map((on, i) => {
      if (!on) return 0;
      const [x, y] = [i % width, Math.floor(i / width)];
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return 0;
      return source[i - 1] && source[i + 1] && source[i - width] && source[i + width] ? 1 : 0;
    });
  }
  return current;
}

function box(pixels: readonly number[], width: number) {
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const i of pixels) {
    const [x, y] = [i % width, Math.floor(i / width)];
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return { w: right - left + 1, h: bottom - top + 1 };
}
