import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { inspirationGalleryFull, inspirationNotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { deleteStoredImage, processImage, storeImage } from "@/lib/images";
import { countInspiration, createInspiration, getInspiration, type InspirationView } from "./queries";
import { restoreInspiration, trashInspiration } from "./trash";

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
 * POST /api/inspiration/{id}/save: sets isSaved to `saved` (PUT-like: the same state twice changes
 * nothing), or flips it when `saved` is undefined (SPEC §7's body-less toggle), in one statement;
 * answers the new state. Another owner's id answers 404.
 */
export async function setInspirationSaved(
  owner: Owner,
  id: number,
  saved: boolean | undefined,
): Promise<{ id: number; isSaved: boolean }> {
  const db = await getDb();
  const value = saved === undefined ? Prisma.sql`NOT is_saved` : Prisma.sql`${saved}`;
  const [row] = await db.$queryRaw<{ isSaved: boolean }[]>`
    UPDATE inspiration_images SET is_saved = ${value} WHERE id = ${id} AND ${ownerSql(owner)}
    RETURNING is_saved AS "isSaved"`;
  if (!row) throw inspirationNotFound();
  return { id, isSaved: row.isSaved };
}

/**
 * DELETE /api/inspiration/{id}: the image goes to the trash for DELETE_UNDO_WINDOW_MS (./trash.ts),
 * its files listed for deletion when that window closes, so "undo" (POST /api/inspiration/{id}/restore)
 * brings it back whole. Another owner's id deletes nothing (404).
 */
export async function removeInspiration(owner: Owner, id: number): Promise<void> {
  if (!(await trashInspiration(owner, id))) throw inspirationNotFound();
}

/**
 * POST /api/inspiration/{id}/restore: an image deleted within the undo window comes back as it was;
 * past the window, or another owner's id, answers 404.
 */
export async function undoRemoveInspiration(owner: Owner, id: number): Promise<InspirationView> {
  if (!(await restoreInspiration(owner, id))) throw inspirationNotFound();
  return getInspiration(owner, id);
}
