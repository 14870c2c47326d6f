import "server-only";

import { tagImage, type AiClosetItem } from "@/lib/ai";
import type { ItemStatus } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { closetItemNotFound } from "@/lib/errors";
import { ownerWhere, type Owner } from "@/lib/owner";
import { readStoredImage, storedImageLoader } from "@/lib/storage/stored-image";
import { setClosetItemTags } from "./mutations";
import { getClosetItem } from "./queries";

/**
 * The owner's closet (archived items left out) as the AI engine takes it: ids, categories, tags and
 * status (laundry items are in it: inspiration matching may name them, they are still owned; outfit
 * suggestions leave them out, lib/outfits/suggest.ts), which the cache key's
 * fingerprint and the providers' relevance choice need for every item. Photos are the grid
 * thumbnails, read lazily: only for the bounded set of items a provider actually sends or profiles
 * (lib/ai/relevance.ts), and not even then when it reasons from tags or the local analyzer's colour
 * cache (keyed by `imageKey`) already knows the photo. Ordered by id so the fingerprint is stable.
 */
export async function loadAiCloset(owner: Owner): Promise<(AiClosetItem & { status: ItemStatus })[]> {
  const db = await getDb();
  const rows = await db.clothingItem.findMany({
    // Archived items are put away: no AI or solver input sees them.
    where: { ...ownerWhere(owner), status: { not: "archived" } },
    select: { id: true, category: true, styleTags: true, thumbnailKey: true, status: true },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    styleTags: row.styleTags,
    image: storedImageLoader(row.thumbnailKey),
    imageKey: row.thumbnailKey,
    status: row.status as ItemStatus,
  }));
}

/**
 * POST /api/closet/{id}/analyze: tags one of the owner's items from its stored photo and saves the
 * tags (lib/closet drops the owner's cached answers with them). If the AI fails, nothing is written:
 * the item keeps its old tags and can be analysed again.
 */
export async function analyzeClosetItem(owner: Owner, id: number): Promise<{ styleTags: string[] }> {
  const item = await getClosetItem(owner, id);
  if (!item) throw closetItemNotFound();
  const bytes = await readStoredImage(item.imageKey);
  if (!bytes) throw closetItemNotFound();
  const styleTags = await tagImage({ bytes }, { kind: "clothing", category: item.category });
  const saved = await setClosetItemTags(owner, item.id, styleTags);
  if (!saved) throw closetItemNotFound(); // deleted while it was being analysed
  return { styleTags: saved.styleTags };
}
