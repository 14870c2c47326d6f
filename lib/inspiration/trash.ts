import "server-only";

import { inspirationResultsWhere } from "@/lib/ai-results";
import { type Owner, ownerSql } from "@/lib/auth/owner";
import { DELETE_UNDO_WINDOW_MS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { claimKeys, scheduleDeletionAfter } from "@/lib/storage/deletions";

/**
 * The trash behind the gallery's "undo", the closet's twin (lib/closet/trash.ts): a deleted
 * inspiration image waits in deleted_inspiration_images for DELETE_UNDO_WINDOW_MS as its whole row
 * (`to_jsonb(inspiration_images.*)`), while its files stay listed in storage_deletions dated the
 * end of that window. Within the window a restore puts the row back exactly (same id, tags, saved
 * state and date) and takes the files back; after it, the sweep removes the files and
 * `purgeExpiredInspirationTrash` the rows. Times are the database's clock, as in the closet's trash.
 * Owner deletion removes trash rows by cascade and brings their files forward (lib/account/files.ts).
 */

const UTC_NOW = "(now() AT TIME ZONE 'UTC')";
const windowStart = () => Prisma.raw(`${UTC_NOW} - ${Math.round(DELETE_UNDO_WINDOW_MS)} * interval '1 millisecond'`);

/**
 * Moves one of the owner's images to the trash, with its cached AI answers dropped (they are asked
 * again after a restore); answers whether it moved. The owner is part of the DELETE's own
 * condition, so another owner's id moves nothing.
 */
export async function trashInspiration(owner: Owner, id: number): Promise<boolean> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const moved = await tx.$queryRaw<{ imageKey: string; thumbnailKey: string }[]>`
      WITH gone AS (
        DELETE FROM inspiration_images WHERE id = ${id} AND ${ownerSql(owner)}
        RETURNING id, user_id, guest_id, to_jsonb(inspiration_images.*) AS image, image_key, thumbnail_key
      ), trashed AS (
        INSERT INTO deleted_inspiration_images (id, user_id, guest_id, image, deleted_at)
        SELECT gone.id, gone.user_id, gone.guest_id, gone.image, ${Prisma.raw(UTC_NOW)} FROM gone
      )
      SELECT image_key AS "imageKey", thumbnail_key AS "thumbnailKey" FROM gone`;
    const row = moved[0];
    if (!row) return false;
    await tx.aiResult.deleteMany({ where: inspirationResultsWhere(owner, id) });
    await scheduleDeletionAfter(tx, [row.imageKey, row.thumbnailKey], DELETE_UNDO_WINDOW_MS);
    return true;
  });
}

/**
 * Brings back one of the owner's images deleted less than DELETE_UNDO_WINDOW_MS ago (its owner
 * columns taken from the trash row, which follows a guest who registered meanwhile) and takes its
 * files off the deletion list; answers whether it came back.
 */
export async function restoreInspiration(owner: Owner, id: number): Promise<boolean> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const restored = await tx.$queryRaw<{ imageKey: string; thumbnailKey: string }[]>`
      WITH back AS (
        DELETE FROM deleted_inspiration_images
        WHERE id = ${id} AND ${ownerSql(owner)} AND deleted_at > ${windowStart()}
        RETURNING image || jsonb_build_object('user_id', user_id, 'guest_id', guest_id) AS image
      )
      INSERT INTO inspiration_images SELECT restored.* FROM back, jsonb_populate_record(NULL::inspiration_images, back.image) AS restored
      RETURNING image_key AS "imageKey", thumbnail_key AS "thumbnailKey"`;
    const row = restored[0];
    if (!row) return false;
    await claimKeys(tx, [row.imageKey, row.thumbnailKey]);
    return true;
  });
}

/** The sweep: trashed images past the undo window can no longer come back (their files are due then too). */
export async function purgeExpiredInspirationTrash(): Promise<number> {
  const db = await getDb();
  return db.$executeRaw`DELETE FROM deleted_inspiration_images WHERE deleted_at <= ${windowStart()}`;
}
