import "server-only";

import { unreadableImage } from "@/lib/errors";
import sharp, { type OutputInfo } from "sharp";
import { type ColourProfile, type FigureRegions, profileFrom } from "./cluster";
import { chroma, deltaE, type Lab, rgbToLab } from "@/lib/vision/palette";
import { shapeOf } from "./shape";

export type { ColourProfile, FigureRegions, Swatch } from "./cluster";

const SIDE = 96;

/**
 * Dominant colours from the pixels: downsample, drop the background (transparent pixels and the
 * white/uniform backdrop reachable from the border), cluster the rest in Lab, name each cluster. The
 * same mask gives the silhouette's shape descriptor (./shape.ts).
 */
export async function analyzeColours(bytes: Uint8Array): Promise<ColourProfile> {
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, { autoOrient: true })
      .resize(SIDE, SIDE, { fit: "inside" })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadableImage();
  }
  const { data, info } = raw;
  const count = info.width * info.height;
  const labs: Lab[] = [];
  const opaque: boolean[] = [];
  for (let i = 0; i < count; i++) {
    labs.push(rgbToLab(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!));
    opaque.push(data[i * 4 + 3]! >= 128);
  }
  const background = reclaimEnclosed(findBackground(labs, opaque, info.width, info.height), opaque, info.width);
  let mask = interior(background, info.width);
  // A white shirt on white, or a photo the garment fills edge to edge: the "background" was the garment.
  if (mask.filter(Boolean).length < count * 0.08) mask = opaque.some(Boolean) ? opaque : labs.map(() => true);
  const foreground = labs.filter((_, i) => mask[i]);
  const shape = shapeOf(mask, info.width);
  return { ...profileFrom(foreground), regions: figureRegions(labs, mask, info.width), ...(shape ? { shape } : {}) };
}

/**
 * White stripes or panels reach the border through the white backdrop, so the flood fill takes them.
 * Give back opaque "background" that has garment both above and below it in its column: the backdrop
 * around a silhouette never does, except inside closed loops such as a bag handle.
 */
function reclaimEnclosed(background: boolean[], opaque: readonly boolean[], width: number): boolean[] {
  const height = background.length / width;
  const result = [...background];
  for (let x = 0; x < width; x++) {
    let first = -1;
    let last = -1;
    for (let y = 0; y < height; y++) {
      if (!background[y * width + x]) {
        if (first < 0) first = y;
        last = y;
      }
    }
    for (let y = first + 1; y < last; y++) if (opaque[y * width + x]) result[y * width + x] = false;
  }
  return result;
}

/**
 * Foreground pixels minus their outline: at 64 px the outline blends garment and backdrop into colours
 * the garment does not have (navy on white gives a grey rim). Kept whole when the shape is too thin.
 */
function interior(background: boolean[], width: number): boolean[] {
  const foreground = background.map((b) => !b);
  const eroded = foreground.map((inside, i) => {
    if (!inside) return false;
    const x = i % width;
    return [x > 0 ? i - 1 : i, x < width - 1 ? i + 1 : i, i - width, i + width].every((j) => foreground[j] ?? false);
  });
  const kept = eroded.filter(Boolean).length;
  return kept >= foreground.filter(Boolean).length * 0.4 ? eroded : foreground;
}

const isNearWhite = (lab: Lab) => lab[0] >= 90 && chroma(lab) <= 8;

/** Flood fill from the border over near-white pixels, or over a uniform border colour when there is one. */
function findBackground(labs: Lab[], opaque: boolean[], width: number, height: number): boolean[] {
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) border.push(y * width, y * width + width - 1);
  const uniform = uniformColour(border.filter((i) => opaque[i]).map((i) => labs[i]!));
  // A white border is already covered by the near-white rule; widening it would swallow cream garments.
  const borderColour = uniform && !isNearWhite(uniform) ? uniform : undefined;
  const isBackdrop = (i: number) =>
    !opaque[i] || isNearWhite(labs[i]!) || (borderColour !== undefined && deltaE(labs[i]!, borderColour) < 12);

  const seen = new Array<boolean>(labs.length).fill(false);
  const stack = border.filter(isBackdrop);
  for (const i of stack) seen[i] = true;
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
    for (const j of neighbours) {
      if (j < 0 || j >= labs.length || seen[j] || !isBackdrop(j)) continue;
      seen[j] = true;
      stack.push(j);
    }
  }
  return seen;
}

/** The border's colour when at least 70% of it is within a small distance of its median. */
function uniformColour(border: Lab[]): Lab | undefined {
  if (border.length === 0) return undefined;
  const median = (k: 0 | 1 | 2) => [...border].sort((p, q) => p[k] - q[k])[Math.floor(border.length / 2)]![k];
  const centre: Lab = [median(0), median(1), median(2)];
  const close = border.filter((lab) => deltaE(lab, centre) < 10).length;
  return close >= border.length * 0.7 ? centre : undefined;
}

/**
 * Bands of a tall foreground (a person photographed head to toe): below the head the top, then the
 * bottoms, then the shoes. Only for shapes at least 1.3× taller than wide; anything else has no regions.
 */
function figureRegions(labs: readonly Lab[], mask: readonly boolean[], width: number): FigureRegions | undefined {
  const rows = mask.flatMap((inside, i) => (inside ? [Math.floor(i / width)] : []));
  const cols = mask.flatMap((inside, i) => (inside ? [i % width] : []));
  if (rows.length === 0) return undefined;
  const [top, bottom] = [Math.min(...rows), Math.max(...rows)];
  const [left, right] = [Math.min(...cols), Math.max(...cols)];
  const height = bottom - top + 1;
  if (height < 1.3 * (right - left + 1) || height < 24) return undefined;
  const band = (from: number, to: number) => {
    const pixels = labs.filter(
      (_, i) =>
        mask[i] && (Math.floor(i / width) - top) / height >= from && (Math.floor(i / width) - top) / height < to,
    );
    return pixels.length >= 20 ? profileFrom(pixels) : undefined;
  };
  const upper = band(0.15, 0.48);
  const lower = band(0.52, 0.86);
  if (!upper || !lower) return undefined;
  const feet = band(0.9, 1.01);
  const sameColour = (p: ColourProfile, q: ColourProfile) => p.swatches[0]?.name === q.swatches[0]?.name;
  const shoesShown = feet && !sameColour(feet, lower);
  const onePiece = sameColour(upper, lower) && !legsApart(mask, width, top + Math.floor(0.78 * height));
  return { upper, lower, ...(shoesShown ? { feet } : {}), ...(onePiece ? { onePiece } : {}) };
}

/** Whether the figure's row splits into two or more runs (two trouser legs), rather than one (a skirt or dress). */
function legsApart(mask: readonly boolean[], width: number, row: number): boolean {
  let runs = 0;
  for (let x = 0; x < width; x++) {
    const inside = mask[row * width + x];
    if (inside && (x === 0 || !mask[row * width + x - 1])) runs++;
  }
  return runs >= 2;
}
