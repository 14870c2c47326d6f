import "server-only";

import { inspirationResultsWhere } from "@/lib/ai-results";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { inspirationGalleryFull, inspirationNotFound } from "@/lib/errors";
import { deleteStoredImage, processImage, scheduleStoredImageDeletion, storeImage } from "@/lib/images";
import { ownerSql, type Owner } from "@/lib/owner";
import { countInspiration, createInspiration, type InspirationView } from "./queries";

/** Upload prefix in storage: `inspiration/<key>.webp` and `inspiration/thumbs/<key>.webp`. */
export const INSPIRATION_STORAGE_PREFIX = "inspiration";

/**
 * Refuses (409) an owner whose gallery already holds INSPIRATION_MAX_IMAGES. Checked before an
 * upload is read and again before it is stored (see the closet's twin for the race it allows).
 */
export async function assertGalleryHasRoom(owner: Owner): Promise<void> {
  const max = env().INSPIRATION_MAX_IMAGES;
  if ((await countInspiration(owner)) >= max) throw inspirationGalleryFull(max);
}

/**
 * Adds an outfit photo to the owner's gallery: checked and processed by lib/images (sniffed,
 * bounded, rotated, EXIF stripped, web size + thumbnail), both files stored, then the row. No
 * background removal: these are outfits on people. If the row cannot be written the files are
 * deleted again, so a failure leaves neither a row nor a file.
 */
export async function addInspiration(owner: Owner, bytes: Uint8Array): Promise<InspirationView> {
  await assertGalleryHasRoom(owner);
  const stored = await storeImage(INSPIRATION_STORAGE_PREFIX, await processImage(bytes));
  try {
    return await createInspiration(owner, stored);
  } catch (error) {
    await deleteStoredImage(stored);
    throw error;
  }
}

/**
 * POST /api/inspiration/{id}/save: flips isSaved in one statement (two quick clicks give two flips,
 * never a lost one) and answers the new state. Another owner's id answers 404.
 */
export async function toggleInspirationSaved(owner: Owner, id: number): Promise<{ id: number; isSaved: boolean }> {
  const db = await getDb();
  const [row] = await db.$queryRaw<{ isSaved: boolean }[]>`
    UPDATE inspiration_images SET is_saved = NOT is_saved WHERE id = ${id} AND ${ownerSql(owner)}
    RETURNING is_saved AS "isSaved"`;
  if (!row) throw inspirationNotFound();
  return { id, isSaved: row.isSaved };
}

/**
 * Deletes one of the owner's images together with the cached AI answers about it, then its files.
 * The owner is part of the delete's own condition: another owner's id deletes nothing (404). The
 * files are listed for deletion in the row's own transaction (lib/storage/deletions.ts).
 */
export async function removeInspiration(owner: Owner, id: number): Promise<void> {
  const db = await getDb();
  const rows = await db.$transaction(async (tx) => {
    const deleted = await tx.$queryRaw<{ imageKey: string; thumbnailKey: string }[]>`
      DELETE FROM inspiration_images WHERE id = ${id} AND ${ownerSql(owner)}
      RETURNING image_key AS "imageKey", thumbnail_key AS "thumbnailKey"`;
    if (deleted[0]) {
      await tx.aiResult.deleteMany({ where: inspirationResultsWhere(owner, id) });
      await scheduleStoredImageDeletion(tx, deleted[0]);
    }
    return deleted;
  });
  const row = rows[0];
  if (!row) throw inspirationNotFound();
  // The files were listed for deletion with the row: whatever the store refuses now, the sweep removes later.
  await deleteStoredImage(row);
}
