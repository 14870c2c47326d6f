import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { type Category, DEFAULT_CATEGORY } from "@/lib/constants";
import { CATEGORY_ASK_BELOW } from "@/lib/vision/category";
import type { GarmentReading } from "@/lib/vision/garment";
import { isCategory } from "./contract";
import { learnedCategoryFor } from "./learn";

export type DetectedCategory = { category: Category; choices: Category[] };

/**
 * The category of an upload that came without one (issue #25), read from its stored picture (the
 * thumbnail, with the cut-out's mask as its alpha when the browser sent one: `garment` is its
 * reading, lib/vision/garment.ts) at upload, locally and
 * in a few milliseconds: the owner's own corrections of similar-looking pieces first (when one is
 * near enough, what the owner said such a piece is wins), then the garment's silhouette
 * (lib/vision/garment.ts), then SPEC's default 'other' when the picture shows no garment. `choices`
 * holds what to ask the owner about when the silhouette's reading is unsure. The AI provider may
 * refine it at analysis (./analyze.ts). Never fails the upload: a step that cannot read the picture
 * is skipped.
 */
export async function detectUploadCategory(
  owner: Owner,
  upload: { thumbnail: Uint8Array; thumbnailKey: string },
  garment: GarmentReading | undefined,
): Promise<DetectedCategory> {
  const reading = garment?.category;
  const learned = await learnedCategoryFor(owner, upload, reading).catch(() => null);
  if (learned && isCategory(learned)) return { category: learned, choices: [] };
  if (!reading) return { category: DEFAULT_CATEGORY, choices: [] };
  const sure = reading.confidence >= CATEGORY_ASK_BELOW;
  const alternative = reading.alternatives[0] ?? DEFAULT_CATEGORY;
  return { category: reading.category, choices: sure ? [] : [reading.category, alternative] };
}
