/**
 * A 64-bit perceptual hash of a garment cut-out, for spotting near-duplicates at upload: the
 * garment's silhouette on an 8×8 grid. No "server-only" marker: it is pure sharp, and the
 * near-duplicate bench (scripts/bench/near-duplicates.ts, which measures the threshold) runs it
 * outside Next.
 *
 * The cut-out is flattened on white (a transparent background must read as the white it is shown
 * on), turned grey and shrunk; every pixel that is not near-white is garment. The grid is laid over
 * the garment by its centre of mass and spread (±2 standard deviations each way), not by its
 * bounding box or the frame, so a re-shot with the piece smaller, larger, off-centre, cropped a
 * little or turned a few degrees lands on nearly the same cells; each bit says whether a cell is
 * mostly garment. Light, exposure and JPEG noise do not move a silhouette.
 *
 * Measured first and dropped: a 9×8 difference hash (on a plain-coloured garment nearly every bit
 * is 0, so a shirt and trousers look alike) and a DCT pHash (most garments are left-right
 * symmetric, so half its coefficients are ~0 and a 3° turn flips their signs).
 */
import sharp from "sharp";

const WHITE = { r: 255, g: 255, b: 255 };
/** The mask's long side: enough for 8×8 cells of 6×6 samples each. */
const MASK_SIDE = 160;
const COLUMNS = 7;
const ROWS = 8;
/** log2 of the garment's height spread over its width spread: 5 steps from squat (shorts) to long (a maxi coat). */
const ASPECT_STEPS = [-0.5, 0, 0.5, 1, 1.5];
/** The garment's median grey: 3 steps, dark, mid, light, pale. */
const TONE_STEPS = [192, 128, 64];
const SAMPLES = 6;
/** How far from pure white (0–255) a pixel must be to count as garment. */
const GARMENT_THRESHOLD = 24;
/** The grid spans this many standard deviations of the garment each side of its centre. */
const SPREAD = 2;
/** The largest lean (radians, 10°) straightened before hashing. */
const MAX_TILT = (10 * Math.PI) / 180;
/** Below (a blank photo) or above (a background that was never removed) these shares a silhouette says nothing. */
const GARMENT_SHARE = { min: 0.002, max: 0.9 };

/**
 * The hash as the signed 64-bit integer a Postgres BIGINT holds, or null when the picture has no
 * garment silhouette to compare (all white, or a photo whose background is still there).
 */
export async function perceptualHash(bytes: Uint8Array): Promise<bigint | null> {
  const { data, info } = await sharp(bytes, { failOn: "error" })
    .flatten({ background: WHITE })
    .grayscale()
    .resize(MASK_SIDE, MASK_SIDE, { fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const mask = Uint8Array.from(data, (grey) => (grey < 255 - GARMENT_THRESHOLD ? 1 : 0));

  let count = 0;
  let sumX = 0;
  let sumY = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (mask[y * width + x]) {
        count++;
        sumX += x;
        sumY += y;
      }
  const share = count / (width * height);
  if (share < GARMENT_SHARE.min || share > GARMENT_SHARE.max) return null;
  const cx = sumX / count;
  const cy = sumY / count;
  let varX = 0;
  let varY = 0;
  let covXY = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (mask[y * width + x]) {
        varX += (x - cx) ** 2;
        varY += (y - cy) ** 2;
        covXY += (x - cx) * (y - cy);
      }
  const tilt = tiltOf(varX, varY, covXY);
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  // The garment's spread along its own (upright) axes.
  let varU = 0;
  let varV = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (mask[y * width + x]) {
        varU += ((x - cx) * cos + (y - cy) * sin) ** 2;
        varV += (-(x - cx) * sin + (y - cy) * cos) ** 2;
      }
  const sigmaX = Math.max(Math.sqrt(varU / count), 0.5);
  const sigmaY = Math.max(Math.sqrt(varV / count), 0.5);
  const spanX = 2 * SPREAD * sigmaX;
  const spanY = 2 * SPREAD * sigmaY;

  const garmentAt = (u: number, v: number) => {
    const px = Math.floor(cx + u * cos - v * sin);
    const py = Math.floor(cy + u * sin + v * cos);
    return px >= 0 && py >= 0 && px < width && py < height ? mask[py * width + px]! : 0;
  };
  let hash = 0n;
  const push = (bit: boolean) => (hash = (hash << 1n) | (bit ? 1n : 0n));
  for (let row = 0; row < ROWS; row++)
    for (let column = 0; column < COLUMNS; column++) {
      let inside = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++)
          inside += garmentAt(
            ((column + (sx + 0.5) / SAMPLES) / COLUMNS - 0.5) * spanX,
            ((row + (sy + 0.5) / SAMPLES) / ROWS - 0.5) * spanY,
          );
      push(inside * 2 > SAMPLES * SAMPLES);
    }
  // The grid is stretched to the garment's spread on each axis, so its proportions (a long coat
  // against a cropped jacket) are kept apart as a thermometer code: k of the bits set for step k,
  // so the Hamming distance between two codes is how many steps apart they are.
  const aspect = Math.log2(sigmaY / sigmaX);
  for (const step of ASPECT_STEPS) push(aspect > step);
  const tones: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) tones.push(data[i]!);
  tones.sort((a, b) => a - b);
  const tone = tones[tones.length >> 1]!;
  for (const step of TONE_STEPS) push(tone < step);
  return BigInt.asIntN(64, hash);
}

/**
 * How far (radians) the garment's long axis leans from upright or level: a photo turned a few
 * degrees is turned back. Pieces are shot roughly upright, so a larger lean is not corrected: it is
 * what a nearly round silhouette's axis does at random.
 */
function tiltOf(varX: number, varY: number, covXY: number): number {
  const axis = 0.5 * Math.atan2(2 * covXY, varX - varY); // the direction of greatest spread
  const lean = axis - (Math.PI / 2) * Math.round(axis / (Math.PI / 2));
  return Math.abs(lean) <= MAX_TILT ? lean : 0;
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
