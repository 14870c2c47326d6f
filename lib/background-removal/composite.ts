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
