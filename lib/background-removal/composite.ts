/** Pixel work of the removal worker, kept free of browser APIs so unit tests can run it. */

/**
 * Flattens straight-alpha RGBA pixels onto white, in place: the removed background becomes pure
 * white, the garment keeps its colours, and soft mask edges blend into white instead of the old
 * background. Every pixel ends opaque.
 */
export function compositeOnWhite(rgba: Uint8Array | Uint8ClampedArray): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]!;
    if (alpha === 255) continue;
    const keep = alpha / 255;
    const white = 255 * (1 - keep);
    rgba[i] = Math.round(rgba[i]! * keep + white);
    rgba[i + 1] = Math.round(rgba[i + 1]! * keep + white);
    rgba[i + 2] = Math.round(rgba[i + 2]! * keep + white);
    rgba[i + 3] = 255;
  }
}

/** The size that fits `width`×`height` within `maxDimension` on its longest edge; never enlarges. */
export function fitWithin(width: number, height: number, maxDimension: number): { width: number; height: number } {
  const scale = Math.min(1, maxDimension / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Share of pixels whose alpha is at least half (the cut-out's mask coverage), 0 for an empty image. */
export function maskCoverage(rgba: Uint8Array | Uint8ClampedArray): number {
  const pixels = rgba.length / 4;
  if (pixels === 0) return 0;
  let kept = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! >= 128) kept++;
  return kept / pixels;
}

/**
 * IS-Net's input from RGBA pixels: planar float RGB (all reds, then greens, then blues), each value
 * (v - 128) / 256, the normalisation these models were shipped with (@imgly/background-removal's,
 * whose data package they come from).
 */
export function toModelInput(rgba: Uint8Array | Uint8ClampedArray): Float32Array {
  const pixels = rgba.length / 4;
  const input = new Float32Array(3 * pixels);
  for (let i = 0, j = 0; j < pixels; i += 4, j++) {
    input[j] = (rgba[i]! - 128) / 256;
    input[j + pixels] = (rgba[i + 1]! - 128) / 256;
    input[j + 2 * pixels] = (rgba[i + 2]! - 128) / 256;
  }
  return input;
}

/**
 * The model's mask (one float per pixel, 0 background to 1 garment) as opaque grey RGBA pixels, ready
 * for a canvas to scale to the photo's size: a grey image scales without the premultiplied-alpha
 * rounding an alpha-only image would get. Its red channel is then the photo's alpha.
 */
export function maskToGrey(mask: Float32Array): Uint8ClampedArray<ArrayBuffer> {
  const grey = new Uint8ClampedArray(mask.length * 4);
  for (let j = 0, i = 0; j < mask.length; j++, i += 4) {
    const level = Math.round(mask[j]! * 255);
    grey[i] = level;
    grey[i + 1] = level;
    grey[i + 2] = level;
    grey[i + 3] = 255;
  }
  return grey;
}
