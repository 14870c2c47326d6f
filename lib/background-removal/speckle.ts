/**
 * Leftovers around a cut-out (issue #41, point 26): on a patterned surface the model sometimes keeps
 * bits of the background (a rug's diamonds around a sweater) as small islands apart from the garment.
 * Free of browser APIs so unit tests run it on real masks.
 *
 * The measure is the share of the mask's foreground that lies in "specks": connected pieces smaller
 * than SPECK_RATIO of the largest piece. Not simply "outside the largest piece": a pair of shoes or
 * gloves is two pieces of about the same size, and neither is a leftover.
 */

/** A piece under this share of the largest one is a speck (a second shoe is near 1, a rug tile near 0.01). */
export const SPECK_RATIO = 0.1;

type Channel = { stride?: number; offset?: number };

/**
 * Share (0–1) of the foreground pixels (value ≥ 128) that lie in specks, with 8-connected pieces.
 * `values` is one value per pixel, or RGBA with `{ stride: 4, offset: 3 }` to read the alpha.
 * 0 for an empty mask.
 */
export function speckShare(
  values: ArrayLike<number>,
  width: number,
  height: number,
  { stride = 1, offset = 0 }: Channel = {},
): number {
  const sizes = pieceSizes(values, width, height, stride, offset);
  if (sizes.length === 0) return 0;
  let largest = 0;
  let total = 0;
  for (const size of sizes) {
    total += size;
    if (size > largest) largest = size;
  }
  let specks = 0;
  for (const size of sizes) if (size < largest * SPECK_RATIO) specks += size;
  return specks / total;
}

/** The pixel count of every 8-connected foreground piece, by an iterative flood fill (no recursion depth). */
function pieceSizes(values: ArrayLike<number>, width: number, height: number, stride: number, offset: number) {
  const count = width * height;
  // 1 = foreground not yet visited; 0 = background or visited.
  const open = new Uint8Array(count);
  for (let i = 0; i < count; i++) if (values[i * stride + offset]! >= 128) open[i] = 1;
  const stack = new Int32Array(count);
  const sizes: number[] = [];
  for (let start = 0; start < count; start++) {
    if (!open[start]) continue;
    open[start] = 0;
    let top = 0;
    stack[top++] = start;
    let size = 0;
    while (top > 0) {
      const at = stack[--top]!;
      size++;
      const x = at % width;
      const y = (at - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (open[next]) {
            open[next] = 0;
            stack[top++] = next;
          }
        }
      }
    }
    sizes.push(size);
  }
  return sizes;
}
