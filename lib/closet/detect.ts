import "server-only";

import { categoryOfCutout } from "@/lib/ai/local/silhouette";
import type { Owner } from "@/lib/auth/owner";
import { type Category, DEFAULT_CATEGORY } from "@/lib/constants";
import { isCategory } from "./contract";
import { learnedCategoryFor } from "./learn";

/**
 * The category of an upload that came without one (issue #25), read from its stored cut-out (the
 * thumbnail: the garment on white) at upload, locally and in a few milliseconds: the owner's own
 * corrections of similar-looking pieces first (when one is near enough, what the owner said such a
 * piece is wins), then the silhouette's shape (lib/ai/local/category.ts), then SPEC's default
 * 'other' when the cut-out shows no garment. The AI provider may refine it at analysis
 * (./analyze.ts). Never fails the upload: a step that cannot read the picture is skipped.
 */
export async function detectUploadCategory(
  owner: Owner,
  upload: { thumbnail: Uint8Array; thumbnailKey: string },
): Promise<Category> {
  const [learned, silhouette] = await Promise.all([
    learnedCategoryFor(owner, upload).catch(() => null),
    categoryOfCutout(upload.thumbnail),
  ]);
  if (learned && isCategory(learned)) return learned;
  return silhouette ?? DEFAULT_CATEGORY;
}
