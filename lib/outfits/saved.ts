import "server-only";

import { type Owner, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { outfitIncomplete, outfitNotFound } from "@/lib/errors";
import { rowIdFrom } from "@/lib/http/row-id";
import { deleteListedFiles, scheduleDeletion } from "@/lib/storage/deletions";
import { outfitGap } from "./gap";
import type { OutfitView } from "./schemas";
import { outfitViewSelect, toOutfitView } from "./store";

/**
 * Saved outfits (DESIGN's deviation: outfits live on the server and 'save outfit' persists). Every
 * query carries the owner in its own condition, so another owner's id answers 404.
 */

/**
 * The owner's outfits: `saved: true` lists the saved ones, most recently saved first; otherwise
 * newest first. Bounded: unsaved outfits are pruned to the newest 64 (store.ts), saved ones are
 * the owner's own choices.
 */
export async function listOutfits(owner: Owner, options: { saved?: boolean } = {}): Promise<OutfitView[]> {
  const db = await getDb();
  const rows = await db.outfit.findMany({
    where: { ...ownerWhere(owner), ...(options.saved === undefined ? {} : { isSaved: options.saved }) },
    orderBy: options.saved
      ? [{ savedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }]
      : [{ createdAt: "desc" }, { id: "desc" }],
    select: outfitViewSelect,
  });
  return rows.map(toOutfitView);
}

/**
 * POST /api/outfits/{id}/save: sets isSaved to `saved` in one statement (PUT-like: a double click
 * sends the same state twice and ends saved), stamps when it was first saved (a repeated save keeps
 * the stamp, so the saved list's order does not jump), and answers the state. Saving an outfit one
 * of whose pieces was deleted from the closet is refused (409, outfit_incomplete); unsaving it is not.
 */
export async function setOutfitSaved(
  owner: Owner,
  id: number,
  saved: boolean,
): Promise<{ id: number; isSaved: boolean }> {
  const db = await getDb();
  if (saved) {
    // An idea that lost a piece (deleted from the closet, perhaps in another tab) is not saved as if whole.
    const [state] = await db.$queryRaw<{ isSaved: boolean; missing: number }[]>`
      SELECT is_saved AS "isSaved",
        GREATEST(0, item_count - (SELECT count(*)::int FROM outfit_items WHERE outfit_id = outfits.id)) AS missing
      FROM outfits WHERE id = ${id} AND ${ownerSql(owner)}`;
    if (!state) throw outfitNotFound();
    if (!state.isSaved && state.missing > 0) throw outfitIncomplete(state.missing);
  }
  const [row] = await db.$queryRaw<{ isSaved: boolean }[]>`
    UPDATE outfits SET is_saved = ${saved},
      saved_at = CASE WHEN NOT ${saved} THEN NULL WHEN is_saved THEN saved_at ELSE now() END
    WHERE id = ${id} AND ${ownerSql(owner)}
    RETURNING is_saved AS "isSaved"`;
  if (!row) throw outfitNotFound();
  return { id, isSaved: row.isSaved };
}

/**
 * DELETE /api/outfits/{id}: the outfit, its item links and its share links (cascade), and the share
 * images, scheduled for deletion in the same transaction; another owner's id deletes nothing (404).
 */
export async function removeOutfit(owner: Owner, id: number): Promise<void> {
  const db = await getDb();
  const imageKeys = await db.$transaction(async (tx) => {
    // Locked first, so no share can be added between listing its images and the delete.
    const [outfit] = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM outfits WHERE id = ${id} AND ${ownerSql(owner)} FOR UPDATE`;
    if (!outfit) return null;
    const keys = (await tx.share.findMany({ where: { outfitId: id }, select: { imageKey: true } })).map(
      (share) => share.imageKey,
    );
    await tx.$executeRaw`DELETE FROM outfits WHERE id = ${id} AND ${ownerSql(owner)}`;
    if (keys.length > 0) await scheduleDeletion(tx, keys);
    return keys;
  });
  if (!imageKeys) throw outfitNotFound();
  if (imageKeys.length > 0) await deleteListedFiles(imageKeys);
}

/** Whether the owner's closet can make outfits (SPEC §5) from its active items: no AI call, no item rows. */
export async function closetReadyForOutfits(owner: Owner): Promise<boolean> {
  return (await outfitGapOf(owner)) === null;
}

/**
 * Why the owner's closet can't make outfits (lib/outfits/gap.ts), or null when it can, from the
 * (category, status) pairs it holds: one grouped query, no item rows.
 */
export async function outfitGapOf(owner: Owner): Promise<string | null> {
  const db = await getDb();
  const pieces = await db.clothingItem.groupBy({ by: ["category", "status"], where: ownerWhere(owner) });
  return outfitGap(pieces);
}

/** An outfit id from a URL segment; anything that cannot be an id answers 404 like a missing outfit. */
export function parseOutfitId(value: string | string[] | undefined): number {
  const id = rowIdFrom(value);
  if (id === null) throw outfitNotFound();
  return id;
}
