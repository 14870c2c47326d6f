/**
 * Everything the embedded analyzer reads from one garment photo, all from the garment's own pixels
 * (./garment-mask.ts): its category with a confidence, its colours, its pattern and its silhouette.
 * No "server-only" marker: pure sharp, and the vision bench (scripts/bench/vision.ts) runs it outside
 * Next. Measured by `npm run bench -- vision`.
 */
import { type CategoryReading, type DetectedCategory, type Mask, readCategory } from "./category";
import { ciede2000 } from "./ciede2000";
import { type ColourProfile, profileFrom } from "./cluster";
import { garmentPixels, type GarmentPixels, type MaskSource } from "./garment-mask";
import type { Lab } from "./lab";
import { type PatternReading, readPattern } from "./pattern";
import { memoizedByContent } from "./reading-memo";
import { shapeOf } from "./shape";

export type GarmentReading = {
  /** undefined when the photo shows no garment to read (blank, or the garment is the whole frame) */
  category: CategoryReading | undefined;
  colours: ColourProfile;
  pattern: PatternReading;
  maskSource: MaskSource;
  /** share of the picture the garment covers */
  coverage: number;
};

/**
 * Under this share of the picture a piece is small (a belt, a sandal): its estimated rim holds a large
 * share of the surface around it. Larger pieces keep backdrop-coloured swatches (white stripes on white).
 */
const SMALL_PIECE = 0.1;

/** Colour clustering samples at most this many garment pixels: more changes no name, only the time. */
const COLOUR_SAMPLES = 3000;

/**
 * Reads a garment photo. `mask`: the browser cut-out's mask sent alongside (greyscale, white =
 * garment); without it the picture's own alpha, else an estimate from its border. Throws when sharp
 * cannot read the bytes. Bytes read before are answered from memory (./reading-memo.ts).
 */
export const readGarment = memoizedByContent(readGarmentPixels);

async function readGarmentPixels(bytes: Uint8Array, options: { mask?: Uint8Array }): Promise<GarmentReading> {
  const pixels = await garmentPixels(bytes, options);
  const { mask, width, height } = pixels;
  const area = mask.reduce((sum, bit) => sum + bit, 0);
  const coverage = area / mask.length;
  const half = halfMask(mask, width, height);
  const category = readCategory(half, { opening: frontOpening(pixels) });
  const shape = shapeOf(Array.from(half.bits, Boolean), half.width);
  // Colours also count background-coloured stripes and panels inside the piece (./garment-mask.ts
  // cannot tell a white stripe from the white backdrop it touches); the outline stays as found.
  const colourMask = pixels.source === "estimated" ? reclaimEnclosed(mask, width, height) : mask;
  const read = profileFrom(colourSamples(pixels, area > 0 ? colourMask : undefined));
  // A small piece's estimate keeps some surface; one that found nothing read the whole picture,
  // surface and all (a cork sandal on terracotta tiles): either way the surface's colours go.
  const surfaceInRead = pixels.source === "estimated" && coverage < SMALL_PIECE;
  const colours = {
    ...(surfaceInRead ? withoutBackdrop(read, pixels) : read),
    ...(shape ? { shape } : {}),
  };
  return { category, colours, pattern: readPattern(pixels.labs, mask, width), maskSource: pixels.source, coverage };
}

/**
 * Garment pixels for naming colours: inside the outline (its rim blends garment and background),
 * each the mean of its 3×3 neighbourhood (a twill or a heather reads as the colour people name, not
 * as its threads), evenly thinned to COLOUR_SAMPLES. The whole picture when there is no mask.
 */
function colourSamples({ labs, width, height }: GarmentPixels, mask: Uint8Array | undefined): Lab[] {
  const inside = (i: number) => {
    if (!mask) return true;
    const [x, y] = [i % width, Math.floor(i / width)];
    if (!mask[i] || x === 0 || y === 0 || x === width - 1 || y === height - 1) return false;
    return !!(mask[i - 1] && mask[i + 1] && mask[i - width] && mask[i + width]);
  };
  let chosen: number[] = [];
  for (let i = 0; i < labs.length; i++) if (inside(i)) chosen.push(i);
  // A thin piece (a belt, a strap) has no inside: its outline is all there is.
  if (mask && chosen.length < 30) chosen = [...mask.keys()].filter((i) => mask[i]);
  const step = Math.max(1, Math.floor(chosen.length / COLOUR_SAMPLES));
  const samples: Lab[] = [];
  for (let n = 0; n < chosen.length; n += step) {
    const i = chosen[n]!;
    const sum = [0, 0, 0];
    let count = 0;
    for (const j of [
      i,
      i - 1,
      i + 1,
      i - width,
      i + width,
      i - width - 1,
      i - width + 1,
      i + width - 1,
      i + width + 1,
    ]) {
      if (j < 0 || j >= labs.length || (mask && !mask[j])) continue;
      for (const k of [0, 1, 2] as const) sum[k]! += labs[j]![k];
      count++;
    }
    samples.push([sum[0]! / count, sum[1]! / count, sum[2]! / count]);
  }
  return samples;
}

/**
 * An estimated mask of a small piece (under SMALL_PIECE) can keep some of the surface around it: swatches of the
 * border's own colour (CIEDE2000 under 6, or its name: the piece's shadow on the surface is the
 * surface, darker) are dropped, unless nothing else is left (a grey belt on grey concrete keeps its grey).
 */
function withoutBackdrop(profile: ColourProfile, { labs, width, height }: GarmentPixels): ColourProfile {
  const border: Lab[] = [];
  for (let x = 0; x < width; x += 2) border.push(labs[x]!, labs[(height - 1) * width + x]!);
  for (let y = 0; y < height; y += 2) border.push(labs[y * width]!, labs[y * width + width - 1]!);
  const backdrop = profileFrom(border).swatches.filter((s) => s.share >= 0.2);
  const kept = profile.swatches.filter((s) => !backdrop.some((b) => b.name === s.name || ciede2000(b.lab, s.lab) < 6));
  if (kept.length === profile.swatches.length || kept.length === 0) return profile;
  const total = kept.reduce((sum, s) => sum + s.share, 0);
  return { ...profile, swatches: kept.map((s) => ({ ...s, share: s.share / total })) };
}

/**
 * Background-coloured pixels with garment both above and below them in their column: a white
 * stripe of a navy top reaches the white backdrop at its ends, so the estimate leaves it out. The
 * backdrop around a silhouette never has garment above and below, except inside closed loops (a
 * bag's handle), which then count a little of the backdrop's colour.
 */
function reclaimEnclosed(mask: Uint8Array, width: number, height: number): Uint8Array {
  const result = Uint8Array.from(mask);
  for (let x = 0; x < width; x++) {
    let [first, last] = [-1, -1];
    for (let y = 0; y < height; y++)
      if (mask[y * width + x]) {
        if (first < 0) first = y;
        last = y;
      }
    for (let y = first + 1; y < last; y++) result[y * width + x] = 1;
  }
  return result;
}

/** The mask at half size (a 2×2 block is garment when at least two of its pixels are): the category's scale. */
export function halfMask(mask: Uint8Array, width: number, height: number): Mask {
  const [w, h] = [Math.max(1, width >> 1), Math.max(1, height >> 1)];
  const bits = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = 2 * y * width + 2 * x;
      const on = (mask[i] ?? 0) + (mask[i + 1] ?? 0) + (mask[i + width] ?? 0) + (mask[i + width + 1] ?? 0);
      bits[y * w + x] = on >= 2 ? 1 : 0;
    }
  return { bits, width: w, height: h };
}

/**
 * Whether an edge runs down the middle of the piece, from 35 % to 90 % of its height: the two fronts
 * of a jacket (or the background between them), a zip, a button placket. A row has it when, within 8 % of the centre line, lightness
 * jumps by 10 or more between garment pixels two apart; the piece has it when most rows do, at
 * about the same place (a print's edges wander).
 */
export function frontOpening({ labs, mask, width, height }: GarmentPixels): boolean {
  let [top, bottom, left, right] = [height, -1, width, -1];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const [x, y] = [i % width, Math.floor(i / width)];
    [top, bottom, left, right] = [Math.min(top, y), Math.max(bottom, y), Math.min(left, x), Math.max(right, x)];
  }
  if (bottom < 0) return false;
  const centre = (left + right) / 2;
  const reach = Math.max(2, Math.round((right - left) * 0.08));
  const found: number[] = [];
  let rows = 0;
  for (let y = Math.round(top + 0.35 * (bottom - top)); y <= top + 0.9 * (bottom - top); y++) {
    rows++;
    let [best, at] = [0, -1];
    for (let x = Math.round(centre - reach); x <= centre + reach; x++) {
      const [i, j] = [y * width + x - 1, y * width + x + 1];
      // An open jacket: background shows between its fronts.
      if (mask[i] && !mask[y * width + x] && mask.slice(y * width + x, y * width + centre + reach + 1).includes(1)) {
        [best, at] = [Infinity, x];
        break;
      }
      if (!mask[i] || !mask[j]) continue;
      const jump = Math.abs(labs[i]![0] - labs[j]![0]);
      if (jump > best) [best, at] = [jump, x];
    }
    if (best >= 10) found.push(at);
  }
  if (rows === 0 || found.length < rows * 0.6) return false;
  const mean = found.reduce((sum, x) => sum + x, 0) / found.length;
  const spread = Math.sqrt(found.reduce((sum, x) => sum + (x - mean) ** 2, 0) / found.length);
  return spread <= reach * 0.6;
}

/** The category a photo reads as, or undefined when it shows no garment or cannot be read. */
export async function categoryOfPhoto(bytes: Uint8Array): Promise<DetectedCategory | undefined> {
  try {
    return (await readGarment(bytes)).category?.category;
  } catch {
    return undefined;
  }
}
