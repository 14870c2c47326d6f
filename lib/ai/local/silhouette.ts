/**
 * The garment's silhouette as a binary mask, from a stored cut-out (the garment flattened on white, as
 * the browser's background removal uploads it). No "server-only" marker: it is pure sharp, and the
 * category bench (scripts/bench/categories.ts) runs it outside Next.
 */
import sharp from "sharp";
import { categoryOfMask, type DetectedCategory, type Mask } from "./category";

/** The mask's long side: enough for sleeves and a leg gap a few pixels wide, cheap to scan (≈1 ms). */
export const SILHOUETTE_SIDE = 128;
/** How far from pure white (0–255, darkest channel) a pixel must be to count as garment. */
const GARMENT_THRESHOLD = 24;

/** The cut-out's mask: every pixel that is not near-white (a transparent pixel reads as white). */
export async function silhouetteMask(bytes: Uint8Array): Promise<Mask> {
  const { data, info } = await sharp(bytes, { failOn: "error", autoOrient: true })
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .resize(SILHOUETTE_SIDE, SILHOUETTE_SIDE, { fit: "inside" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const count = info.width * info.height;
  const bits = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const o = i * info.channels;
    const darkest = Math.min(data[o]!, data[o + 1]!, data[o + 2]!);
    bits[i] = darkest < 255 - GARMENT_THRESHOLD ? 1 : 0;
  }
  return { bits, width: info.width, height: info.height };
}

/**
 * The category the cut-out's silhouette reads as (./category.ts), or undefined when it shows no
 * garment (blank, or unreadable): the caller keeps its own fallback then.
 */
export async function categoryOfCutout(bytes: Uint8Array): Promise<DetectedCategory | undefined> {
  try {
    return categoryOfMask(await silhouetteMask(bytes));
  } catch {
    return undefined;
  }
}
