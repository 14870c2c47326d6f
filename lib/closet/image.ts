import "server-only";

import { type Owner, ownerKey, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { closetItemNotFound } from "@/lib/errors";
import { claimStoredImage, deleteStoredImage, processImage, storeImage } from "@/lib/images";
import { PERCEPTUAL_HASH_VERSION } from "@/lib/images/perceptual-hash";
import { deleteListedFiles, scheduleDeletion } from "@/lib/storage/deletions";
import { CLOSET_STORAGE_PREFIX } from "./mutations";
import { toViewsWithWears, viewSelect } from "./queries";
import type { ClosetItemView } from "./schemas";
import { uploadImageHash } from "./similar";

/**
 * PUT /api/closet/{id}/image: the item's picture becomes `bytes` (its original photo, a cut-out
 * from the large model, or one mended with the mask brush). The bytes go through the upload's
 * pipeline (sniffed, bounded, rotated, stripped, web size + thumbnail) and are stored under new
 * keys; then, in one transaction scoped by the owner, the row points at them with the new
 * silhouette hash, the owner's cached AI answers are dropped (the AI sees the picture), the new
 * files are claimed and the old ones listed for deletion. The old files are removed only once that
 * committed (whatever the store refuses is left to the sweep); a failure before it deletes the new
 * files and leaves the item as it was. Another owner's id answers 404, before any work.
 */
export async function replaceClosetItemImage(owner: Owner, id: number, bytes: Uint8Array): Promise<ClosetItemView> {
  const db = await getDb();
  const exists = await db.clothingItem.count({ where: { id, ...ownerWhere(owner) } });
  if (exists === 0) throw closetItemNotFound();
  const processed = await processImage(bytes);
  const imageHash = await uploadImageHash(processed.thumbnail.data);
  const stored = await storeImage(CLOSET_STORAGE_PREFIX, processed);
  let result: { row: Parameters<typeof toViewsWithWears>[1][number]; oldKeys: string[] } | null;
  try {
    result = await db.$transaction(async (tx) => {
      const [current] = await tx.$queryRaw<{ imageKey: string; thumbnailKey: string }[]>`
        SELECT image_key AS "imageKey", thumbnail_key AS "thumbnailKey"
        FROM clothing_items WHERE id = ${id} AND ${ownerSql(owner)} FOR UPDATE`;
      if (!current) return null;
      const [row] = await tx.clothingItem.updateManyAndReturn({
        where: { id, ...ownerWhere(owner) },
        data: { ...stored, imageHash, imageHashVersion: PERCEPTUAL_HASH_VERSION },
        select: viewSelect,
      });
      await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
      await claimStoredImage(tx, stored);
      const oldKeys = [current.imageKey, current.thumbnailKey];
      await scheduleDeletion(tx, oldKeys);
      return { row: row!, oldKeys };
    });
  } catch (error) {
    await deleteStoredImage(stored);
    throw error;
  }
  if (!result) {
    // Deleted (or moved to the trash) meanwhile.
    await deleteStoredImage(stored);
    throw closetItemNotFound();
  }
  await deleteListedFiles(result.oldKeys);
  return (await toViewsWithWears(owner, [result.row]))[0]!;
}

/** The storage key of the item's original photo, for GET /api/closet/{id}/original; null when it has none or is not the owner's. */
export async function closetItemOriginalKey(owner: Owner, id: number): Promise<string | null> {
  const db = await getDb();
  const row = await db.clothingItem.findFirst({
    where: { id, ...ownerWhere(owner) },
    select: { originalImageKey: true },
  });
  return row?.originalImageKey ?? null;
}
