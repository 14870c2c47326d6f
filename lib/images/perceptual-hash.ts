/**
 * A 64-bit perceptual hash of a garment's silhouette, for spotting near-duplicates at upload (colour
 * and pattern are compared after it, lib/vision/duplicates.ts). No
 * "server-only" marker: it is pure sharp, and the near-duplicate bench (scripts/bench/near-duplicates.ts,
 * which measures the threshold) runs it outside Next.
 *
 * The garment is found by lib/vision/garment-mask.ts (the stored cut-out's mask as its alpha, or
 * the background estimated from the photo's border), on the picture shrunk and turned grey. Bits:
 * - 56: the silhouette on a 7×8 grid laid over the garment by its centre of mass, its spread (±2
 *   standard deviations on each axis) and its lean (read from the outline's edges, up to 20°,
 *   straightened), not by the frame or the bounding box. A re-shot with the piece smaller, larger,
 *   off-centre, cropped a little or turned a few degrees lands on nearly the same cells; light,
 *   exposure and JPEG noise do not move a silhouette. Each bit: is this cell mostly garment.
 * - 5: its proportions (height spread over width spread), which the stretched grid hides;
 * - 3: its tone (median grey), so a black and a cream piece of one cut are a few bits apart.
 * Proportions and tone are thermometer codes (step k sets k bits), so their Hamming distance is the
 * number of steps between two pictures.
 *
 * Measured first and dropped: a 9×8 difference hash (on a plain-coloured garment nearly every bit
 * is 0, so a shirt and trousers look alike) and a DCT pHash (most garments are left-right
 * symmetric, so half its coefficients are ~0 and a 3° turn flips their signs).
 */
import { boxBlur, garmentPixels } from "@/lib/vision/garment-mask";
import { memoizedByContent } from "@/lib/vision/reading-memo";

/**
 * Which way the hash is worked out, stored beside it (clothing_items.image_hash_version): hashes of
 * another version are never compared, and lib/closet/rehash.ts works them out again. Raise it with
 * any change that moves bits. 2: the lean is read from the outline's edges (issue #46).
 */
export const PERCEPTUAL_HASH_VERSION = 2;

/** The mask's long side: plenty for 56 cells of 6×6 samples each. */
const MASK_SIDE = 160;
const COLUMNS = 7;
const ROWS = 8;
const SAMPLES = 6;
/** The grid spans this many standard deviations of the garment each side of its centre. */
const SPREAD = 2;
/**
 * The largest lean (radians, 20°) straightened: pieces are shot roughly upright, and the vision
 * bench's re-shoots lean up to 13° (10° left a 12° pair of trousers 12 bits from its first shot).
 */
const MAX_TILT = (20 * Math.PI) / 180;
/** Below this agreement of the outline's edge directions (0–1) there is no lean to read. */
const MIN_EDGE_AGREEMENT = 0.15;
/** log2(height spread / width spread), from squat (shorts) to long (a maxi coat). */
const ASPECT_STEPS = [-0.5, 0, 0.5, 1, 1.5];
/** Median grey: dark, mid, light, pale. */
const TONE_STEPS = [192, 128, 64];
/** Below (a blank picture) or above (a background that was never removed) these shares a silhouette says nothing. */
const GARMENT_SHARE = { min: 0.002, max: 0.9 };

type Mask = { bits: Uint8Array; grey: Buffer; width: number; height: number };
/** Where the garment is and how it lies: centre, lean (cos, sin) and spread along its own axes. */
type Frame = { cx: number; cy: number; cos: number; sin: number; sigmaU: number; sigmaV: number };

/**
 * The hash as the signed 64-bit integer a Postgres BIGINT holds, or null when the picture has no
 * garment silhouette to compare (all white, or a photo whose background is still there). Bytes
 * hashed before are answered from memory (lib/vision/reading-memo.ts): the same photo uploaded again
 * is the near-duplicate this hash exists to find.
 */
export const perceptualHash: (bytes: Uint8Array) => Promise<bigint | null> = memoizedByContent(hashOf);

async function hashOf(bytes: Uint8Array): Promise<bigint | null> {
  const mask = await garmentMask(bytes);
  const frame = garmentFrame(mask);
  if (!frame) return null;
  const tone = medianTone(mask);
  const bits = [
    ...silhouette(mask, frame),
    ...thermometer(Math.log2(frame.sigmaV / frame.sigmaU), ASPECT_STEPS),
    ...TONE_STEPS.map((step) => tone < step),
  ];
  return BigInt.asIntN(
    64,
    bits.reduce((hash, bit) => (hash << 1n) | (bit ? 1n : 0n), 0n),
  );
}

/** The garment's mask (lib/vision/garment-mask.ts: its alpha, or estimated from the border) and its greys. */
async function garmentMask(bytes: Uint8Array): Promise<Mask> {
  const { mask, rgb, width, height } = await garmentPixels(bytes, { side: MASK_SIDE });
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = Math.round(0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!);
  return { bits: mask, grey, width, height };
}

/** Calls `visit` with the (x, y) of every garment pixel. */
function eachGarmentPixel({ bits, width, height }: Mask, visit: (x: number, y: number) => void): void {
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (bits[y * width + x]) visit(x, y);
}

function garmentFrame(mask: Mask): Frame | null {
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  eachGarmentPixel(mask, (x, y) => ((count += 1), (sumX += x), (sumY += y)));
  const share = count / (mask.width * mask.height);
  if (share < GARMENT_SHARE.min || share > GARMENT_SHARE.max) return null;
  const [cx, cy] = [sumX / count, sumY / count];
  const tilt = outlineLean(mask);
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  let [uu, vv] = [0, 0];
  eachGarmentPixel(mask, (x, y) => {
    uu += ((x - cx) * cos + (y - cy) * sin) ** 2;
    vv += ((y - cy) * cos - (x - cx) * sin) ** 2;
  });
  // A one-pixel line still gets a grid of a pixel or so.
  const sigma = (sum: number) => Math.max(Math.sqrt(sum / count), 0.5);
  return { cx, cy, cos, sin, sigmaU: sigma(uu), sigmaV: sigma(vv) };
}

/**
 * How far the garment leans from upright, read from its outline's edges: each edge pixel's normal
 * votes for an angle modulo 90° (a hem and a side seam agree), weighted by the edge's strength. A
 * square-ish piece (shorts, a bag) leans as clearly as a long one, where the axis of greatest spread
 * is arbitrary. Outlines with no dominant straight edges (a round hat) and leans beyond MAX_TILT
 * are left as they are.
 */
function outlineLean({ bits, width, height }: Mask): number {
  // Softened first: on a hard pixel staircase most edge normals point straight across or down,
  // which pulls every lean towards upright (a 12° turn read as 10°).
  const soft = boxBlur(boxBlur(Float32Array.from(bits), width, height, 1), width, height, 1);
  const at = (x: number, y: number) =>
    soft[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  let [sumCos, sumSin, sumWeight] = [0, 0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Sobel: non-zero only along the outline.
      const gx =
        at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      const weight = Math.hypot(gx, gy);
      if (weight < 1e-6) continue;
      const angle = 4 * Math.atan2(gy, gx);
      sumCos += weight * Math.cos(angle);
      sumSin += weight * Math.sin(angle);
      sumWeight += weight;
    }
  if (sumWeight === 0 || Math.hypot(sumCos, sumSin) / sumWeight < MIN_EDGE_AGREEMENT) return 0;
  const lean = Math.atan2(sumSin, sumCos) / 4;
  return Math.abs(lean) <= MAX_TILT ? lean : 0;
}

/** For each grid cell, row by row: is it mostly garment (over half of its samples)? */
function silhouette({ bits, width, height }: Mask, { cx, cy, cos, sin, sigmaU, sigmaV }: Frame): boolean[] {
  const [spanU, spanV] = [2 * SPREAD * sigmaU, 2 * SPREAD * sigmaV];
  const garmentAt = (u: number, v: number) => {
    const x = Math.floor(cx + u * cos - v * sin);
    const y = Math.floor(cy + u * sin + v * cos);
    return x >= 0 && y >= 0 && x < width && y < height ? bits[y * width + x]! : 0;
  };
  const cells: boolean[] = [];
  for (let row = 0; row < ROWS; row++)
    for (let column = 0; column < COLUMNS; column++) {
      let inside = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++)
          inside += garmentAt(
            ((column + (sx + 0.5) / SAMPLES) / COLUMNS - 0.5) * spanU,
            ((row + (sy + 0.5) / SAMPLES) / ROWS - 0.5) * spanV,
          );
      cells.push(inside * 2 > SAMPLES * SAMPLES);
    }
  return cells;
}

const thermometer = (value: number, steps: readonly number[]) => steps.map((step) => value > step);

function medianTone(mask: Mask): number {
  const tones: number[] = [];
  eachGarmentPixel(mask, (x, y) => tones.push(mask.grey[y * mask.width + x]!));
  return tones.sort((a, b) => a - b)[tones.length >> 1]!;
}

/** Bits that differ between two hashes (0–64): how unlike two pictures look. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff) {
    diff &= diff - 1n;
    count++;
  }
  return count;
}
