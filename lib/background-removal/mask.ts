/**
 * Pixel work on a cut-out's mask (issue #25's erase/restore brush), free of browser APIs so unit
 * tests run it. A mask is one byte per pixel, 0 = background, 255 = garment, at the cut-out's size;
 * as an image (what the worker returns) it is an opaque grayscale PNG whose red channel is the mask.
 */

/** Straight RGBA (the worker's cut-out before compositing) → its alpha as a mask. */
export function alphaToMask(rgba: Uint8Array | Uint8ClampedArray): Uint8Array {
  const mask = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < mask.length; i++) mask[i] = rgba[i * 4 + 3]!;
  return mask;
}

/** A mask as opaque grayscale RGBA pixels (to encode it as a PNG; no premultiplication can lose it). */
export function maskToGrayRgba(mask: Uint8Array): Uint8ClampedArray<ArrayBuffer> {
  const rgba = new Uint8ClampedArray(mask.length * 4);
  for (let i = 0; i < mask.length; i++) {
    const value = mask[i]!;
    rgba[i * 4] = value;
    rgba[i * 4 + 1] = value;
    rgba[i * 4 + 2] = value;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/** Decoded grayscale mask pixels (RGBA, as a canvas reads the PNG back) → the mask: its red channel. */
export function grayRgbaToMask(rgba: Uint8Array | Uint8ClampedArray): Uint8Array {
  const mask = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < mask.length; i++) mask[i] = rgba[i * 4]!;
  return mask;
}

/**
 * The original photo (RGBA, same size as the mask) × the mask, onto white: the garment keeps its
 * colours, the background becomes pure white, soft edges blend into white. Every pixel ends opaque.
 * A new array; the inputs are left alone.
 */
export function compositeMaskOnWhite(
  original: Uint8Array | Uint8ClampedArray,
  mask: Uint8Array,
): Uint8ClampedArray<ArrayBuffer> {
  if (original.length !== mask.length * 4) throw new Error("The photo and its mask differ in size.");
  const out = new Uint8ClampedArray(original.length);
  for (let i = 0; i < mask.length; i++) {
    const keep = mask[i]! / 255;
    const white = 255 * (1 - keep);
    const at = i * 4;
    out[at] = Math.round(original[at]! * keep + white);
    out[at + 1] = Math.round(original[at + 1]! * keep + white);
    out[at + 2] = Math.round(original[at + 2]! * keep + white);
    out[at + 3] = 255;
  }
  return out;
}

export type BrushMode = "erase" | "restore";

/**
 * Paints one round dab of the brush into the mask, in place: "erase" lowers pixels toward 0
 * (background), "restore" raises them toward 255 (garment). The edge is soft over the outer quarter
 * of the radius, and a dab never undoes the other mode's work beyond its own strength.
 */
export function paintDab(
  mask: Uint8Array,
  width: number,
  height: number,
  dab: { x: number; y: number; radius: number; mode: BrushMode },
): void {
  const { x, y, mode } = dab;
  const radius = Math.max(0.5, dab.radius);
  const soft = Math.max(1, radius * 0.25);
  const left = Math.max(0, Math.floor(x - radius));
  const right = Math.min(width - 1, Math.ceil(x + radius));
  const top = Math.max(0, Math.floor(y - radius));
  const bottom = Math.min(height - 1, Math.ceil(y + radius));
  for (let row = top; row <= bottom; row++) {
    for (let col = left; col <= right; col++) {
      const distance = Math.hypot(col + 0.5 - x, row + 0.5 - y);
      if (distance > radius) continue;
      const strength = Math.min(1, (radius - distance) / soft);
      const index = row * width + col;
      const value = mask[index]!;
      mask[index] =
        mode === "erase" ? Math.round(value * (1 - strength)) : Math.round(value + (255 - value) * strength);
    }
  }
}

/**
 * A stroke from one pointer position to the next as dabs spaced a third of the radius apart, so a
 * fast drag paints a continuous line rather than dots.
 */
export function paintStroke(
  mask: Uint8Array,
  width: number,
  height: number,
  stroke: { from: { x: number; y: number }; to: { x: number; y: number }; radius: number; mode: BrushMode },
): void {
  const { from, to, radius, mode } = stroke;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(length / Math.max(1, radius / 3)));
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    paintDab(mask, width, height, { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, radius, mode });
  }
}
