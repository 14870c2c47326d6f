import "server-only";

import type { AiClosetItem } from "@/lib/ai";
import type { ColourProfile } from "@/lib/ai/local/colors";
import { type Correction, learnedCategory, suggestFromCorrections } from "@/lib/ai/local/learn";
import { profileCloset } from "@/lib/ai/local/profile";
import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { storedImageLoader } from "@/lib/storage/stored-image";
import type { ClosetSuggestion } from "./contract";

/**
 * How many of the owner's corrected items one analysis compares against, the most recently corrected
 * first. Each costs one colour analysis of its thumbnail (≈5 ms) the first time, then nothing: the
 * local analyzer caches profiles by image key.
 */
export const CORRECTIONS_READ = 200;

export type LearningTarget = {
  id: number;
  category: string;
  thumbnailKey: string;
  correctedAt: Date | null;
};

/**
 * A suggestion for this item from the owner's own corrections of similar-looking items
 * (lib/ai/local/learn.ts), or null. It is computed locally whichever AI provider tags the photos:
 * the knowledge is the owner's, not the provider's, and costs no AI call. Items the owner corrected
 * themselves get none (they already said what the piece is), and neither do archived ones' lessons
 * (archived items are out of every AI input). Only the owner's rows are read: the owner is in the query.
 */
export async function suggestionFor(owner: Owner, item: LearningTarget): Promise<ClosetSuggestion | null> {
  if (item.correctedAt) return null;
  const learned = await againstCorrections(owner, { ...asAiItem(item), id: item.id }, item.id);
  return learned && suggestFromCorrections(...learned);
}

/**
 * The category the owner's corrections of similar-looking items agree on for a new upload (its
 * stored thumbnail, before its row exists), or null when no corrected piece is near enough, or it
 * would overrule a sure reading of the silhouette (`detected`) from further than the measured margin
 * (lib/ai/local/learn.ts learnedCategory). Same neighbours and
 * threshold as the analysis's suggestion; the thumbnail's colour analysis is cached under its key,
 * so the analysis that follows does not read it again.
 */
export async function learnedCategoryFor(
  owner: Owner,
  upload: { thumbnail: Uint8Array; thumbnailKey: string },
  detected?: { category: string; confidence: number; stability?: number },
): Promise<string | null> {
  const target = { id: 0, category: "other", styleTags: [], image: upload.thumbnail, imageKey: upload.thumbnailKey };
  const learned = await againstCorrections(owner, target);
  return learned && learnedCategory(...learned, detected);
}

type CorrectedRow = { id: number; category: string; styleTags: string[]; colors: string[]; thumbnailKey: string };

const asAiItem = (row: { id: number; category: string; thumbnailKey: string }): AiClosetItem => ({
  id: row.id,
  category: row.category,
  styleTags: [],
  image: storedImageLoader(row.thumbnailKey),
  imageKey: row.thumbnailKey,
});

/**
 * The target's colour analysis and the owner's corrected items (other than `exceptId`) with theirs,
 * or null when the owner corrected nothing.
 */
async function againstCorrections(
  owner: Owner,
  target: AiClosetItem,
  exceptId?: number,
): Promise<[ColourProfile, Correction[]] | null> {
  const db = await getDb();
  const rows: CorrectedRow[] = await db.clothingItem.findMany({
    where: {
      ...ownerWhere(owner),
      correctedAt: { not: null },
      status: { not: "archived" },
      ...(exceptId !== undefined ? { id: { not: exceptId } } : {}),
    },
    select: { id: true, category: true, styleTags: true, colors: true, thumbnailKey: true },
    orderBy: [{ correctedAt: "desc" }, { id: "desc" }],
    take: CORRECTIONS_READ,
  });
  if (rows.length === 0) return null;
  const [profiled, ...profiles] = await profileCloset([target, ...rows.map(asAiItem)]);
  const corrections: Correction[] = rows.map((row, i) => ({
    id: row.id,
    category: row.category,
    styleTags: row.styleTags,
    colors: row.colors,
    colours: profiles[i]!.colours,
  }));
  return [profiled!.colours, corrections];
}

/** Whether applying the suggestion would change nothing the item already shows (then it is left out). */
export function addsNothing(
  suggestion: ClosetSuggestion,
  item: { category: string; styleTags: readonly string[]; colors: readonly string[] },
): boolean {
  return (
    suggestion.category === item.category &&
    suggestion.styleTags.every((tag) => item.styleTags.includes(tag)) &&
    suggestion.colors.every((colour) => item.colors.includes(colour))
  );
}
