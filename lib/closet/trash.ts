import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { DELETE_UNDO_WINDOW_MS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { claimKeys, scheduleDeletionAfter } from "@/lib/storage/deletions";

/**
 * The trash behind "undo": a deleted closet item waits in deleted_clothing_items for
 * DELETE_UNDO_WINDOW_MS, as its whole row (`to_jsonb(clothing_items.*)`, so a column added later
 * comes along without touching this file) and its outfit_items rows, while its files stay listed in
 * storage_deletions dated the end of that window. Within the window a restore puts the row back
 * exactly (same id, fields and dates) and takes the files back; after it, the sweep removes the
 * files and `purgeExpiredTrash` the rows.
 *
 * Every time here is the database's clock (`now()` in UTC, as Prisma writes these columns): the
 * files come due at exactly `deleted_at + window`, and a restore only takes rows younger than that,
 * so a restorable item's files are never swept. Owner deletion removes trash rows by cascade and
 * brings their files forward (lib/account/files.ts lists them).
 */
type Tx = Prisma.TransactionClient;

const UTC_NOW = "(now() AT TIME ZONE 'UTC')";
const windowStart = () => Prisma.raw(`${UTC_NOW} - ${Math.round(DELETE_UNDO_WINDOW_MS)} * interval '1 millisecond'`);

/**
 * Moves the owner's items among `ids` to the trash, in the caller's transaction; answers how many
 * moved. The owner is part of the DELETE's own condition, so another owner's ids move nothing. The
 * outfit links are read in the same statement, before the delete's cascade removes them.
 */
export async function moveToTrash(tx: Tx, owner: Owner, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const moved = await tx.$queryRaw<{ imageKey: string; thumbnailKey: string; originalKey: string | null }[]>`
    WITH gone AS (
      DELETE FROM clothing_items WHERE id = ANY(${[...ids]}::int[]) AND ${ownerSql(owner)}
      RETURNING id, user_id, guest_id, to_jsonb(clothing_items.*) AS item, image_key, thumbnail_key, original_image_key
    ), trashed AS (
      INSERT INTO deleted_clothing_items (id, user_id, guest_id, item, outfit_links, wear_links, deleted_at)
      SELECT gone.id, gone.user_id, gone.guest_id, gone.item,
        COALESCE((SELECT jsonb_agg(to_jsonb(links.*)) FROM outfit_items links WHERE links.clothing_item_id = gone.id), '[]'::jsonb),
        COALESCE((SELECT jsonb_agg(to_jsonb(links.*)) FROM wear_items links WHERE links.clothing_item_id = gone.id), '[]'::jsonb),
        ${Prisma.raw(UTC_NOW)}
      FROM gone
    )
    SELECT image_key AS "imageKey", thumbnail_key AS "thumbnailKey", original_image_key AS "originalKey" FROM gone`;
  await scheduleDeletionAfter(tx, moved.flatMap(filesOf), DELETE_UNDO_WINDOW_MS);
  return moved.length;
}

/**
 * Brings back the owner's items among `ids` deleted less than DELETE_UNDO_WINDOW_MS ago, in the
 * caller's transaction; answers their ids. The row is re-inserted as it was (its owner columns
 * taken from the trash row, which follows a guest who registered meanwhile), its outfit links
 * where the outfit still exists, and its files are taken off the deletion list.
 */
export async function restoreFromTrash(tx: Tx, owner: Owner, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const columns = await insertableColumns(tx);
  const restored = await tx.$queryRaw<
    { id: number; imageKey: string; thumbnailKey: string; originalKey: string | null }[]
  >`
    WITH back AS (
      DELETE FROM deleted_clothing_items
      WHERE id = ANY(${[...ids]}::int[]) AND ${ownerSql(owner)} AND deleted_at > ${windowStart()}
      RETURNING item || jsonb_build_object('user_id', user_id, 'guest_id', guest_id) AS item, outfit_links, wear_links
    ), items AS (
      INSERT INTO clothing_items (${columns})
      SELECT ${columns} FROM back, jsonb_populate_record(NULL::clothing_items, back.item) AS restored
      RETURNING id, image_key, thumbnail_key, original_image_key
    ), relinked AS (
      INSERT INTO outfit_items SELECT links.* FROM back, jsonb_populate_recordset(NULL::outfit_items, back.outfit_links) AS links
      WHERE links.outfit_id IN (SELECT id FROM outfits WHERE ${ownerSql(owner)})
      ON CONFLICT DO NOTHING
    ), rewoven AS (
      INSERT INTO wear_items SELECT links.* FROM back, jsonb_populate_recordset(NULL::wear_items, back.wear_links) AS links
      WHERE links.wear_id IN (SELECT id FROM wears WHERE ${ownerSql(owner)})
      ON CONFLICT DO NOTHING
    )
    SELECT id, image_key AS "imageKey", thumbnail_key AS "thumbnailKey", original_image_key AS "originalKey" FROM items`;
  if (restored.length > 0) await claimKeys(tx, restored.flatMap(filesOf));
  return restored.map((row) => row.id);
}

/** An item's files: its picture, thumbnail and, when kept, its original photo. */
const filesOf = (row: { imageKey: string; thumbnailKey: string; originalKey: string | null }) =>
  row.originalKey ? [row.imageKey, row.thumbnailKey, row.originalKey] : [row.imageKey, row.thumbnailKey];

let columnList: Prisma.Sql | undefined;

/**
 * clothing_items' columns other than generated ones (search_text), which an INSERT may not name: read
 * from the catalog, so a column added later is restored without touching this file.
 */
async function insertableColumns(tx: Tx): Promise<Prisma.Sql> {
  if (columnList) return columnList;
  const rows = await tx.$queryRaw<{ name: string }[]>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'clothing_items' AND is_generated = 'NEVER'
    ORDER BY ordinal_position`;
  columnList = Prisma.raw(rows.map((row) => `"${row.name.replaceAll('"', '""')}"`).join(", "));
  return columnList;
}

/**
 * The sweep: trash rows past the undo window can no longer come back (their files are due then too).
 * A wear whose pieces were all deleted is hidden meanwhile (lib/wears lists wears with pieces only)
 * and removed here once no trash row can put a piece back into it.
 */
export async function purgeExpiredTrash(): Promise<number> {
  const db = await getDb();
  const purged = await db.$executeRaw`DELETE FROM deleted_clothing_items WHERE deleted_at <= ${windowStart()}`;
  await db.$executeRaw`
    DELETE FROM wears w
    WHERE NOT EXISTS (SELECT 1 FROM wear_items wi WHERE wi.wear_id = w.id)
      AND NOT EXISTS (
        SELECT 1 FROM deleted_clothing_items d, jsonb_array_elements(d.wear_links) AS link
        WHERE (link ->> 'wear_id')::int = w.id)`;
  return purged;
}
