import "server-only";

import { unreadableImage } from "@/lib/errors";
import sharp from "sharp";

/**
 * Anthropic bills an image at about width·height/750 input tokens. We bound the pixel count instead of
 * one side so any aspect ratio stays under the budget: 800 tokens → 600,000 px, which for a 4:3 phone
 * photo (4032×3024) is 894×670 (≈ 799 tokens) — plenty to read colour, cut and fabric.
 */
export const TOKENS_PER_PIXEL = 1 / 750;
export const IMAGE_TOKEN_BUDGET = 800;
/** Smaller budget for the closet thumbnails that accompany a matching or outfit request. */
export const THUMBNAIL_TOKEN_BUDGET = 100;
/** Anthropic downsizes anything with a longer side; we never rely on that silent resize. */
const MAX_SIDE = 1568;

export const estimateImageTokens = (width: number, height: number) => Math.ceil(width * height * TOKENS_PER_PIXEL);

/** The largest size of `width`×`height`, same aspect ratio, whose token estimate fits `budget`. */
export function boundedSize(
  width: number,
  height: number,
  budget = IMAGE_TOKEN_BUDGET,
): { width: number; height: number } {
  const maxPixels = budget / TOKENS_PER_PIXEL;
  const scale = Math.min(1, Math.sqrt(maxPixels / (width * height)), MAX_SIDE / Math.max(width, height));
  if (scale >= 1) return { width, height };
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

export type PreparedImage = { data: string; mediaType: "image/jpeg"; width: number; height: number; tokens: number };

/**
 * Auto-rotates, downscales to the token budget and re-encodes as JPEG (transparent areas become white,
 * which is what the closet's background-removed photos look like anyway).
 */
export async function prepareImage(bytes: Uint8Array, budget = IMAGE_TOKEN_BUDGET): Promise<PreparedImage> {
  try {
    const { width, height } = (await sharp(bytes).metadata()).autoOrient;
    const size = boundedSize(width, height, budget);
    const { data, info } = await sharp(bytes, { autoOrient: true })
      .resize(size.width, size.height, { fit: "fill" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      data: data.toString("base64"),
      mediaType: "image/jpeg",
      width: info.width,
      height: info.height,
      tokens: estimateImageTokens(info.width, info.height),
    };
  } catch {
    throw unreadableImage();
  }
}
