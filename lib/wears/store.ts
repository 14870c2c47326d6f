import "server-only";

import { type Owner, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { badRequest, closetItemNotFound, outfitNotFound, wearNotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { rowIdFrom } from "@/lib/http/row-id";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import { utcToday, type WearCreateInput, type WearRange, type WearView } from "./schemas";

type Tx = Prisma.TransactionClient;

/**
 * The wear log (issue #28). Every query names the owner in its own condition, so another owner's
 * wear, item or outfit finds nothing (404). A wear whose pieces were all deleted from the closet is
 * hidden (its pieces may come back with "undo"; lib/closet/trash.ts removes it when they cannot).
 */

/**
 * POST /api/wears: logs what the owner wore on `date` (default today, UTC). An outfit logged again
 * on the same day, or the same pieces without an outfit, answers the wear already logged
 * (`created: false`; the route says 200 instead of 201) and changes nothing. Pieces that are not the owner's answer 404, an outfit that is not
 * theirs 404, an outfit without pieces left 400.
 */
export async function logWear(owner: Owner, input: WearCreateInput): Promise<{ wear: WearView; created: boolean }> {
  const date = input.date ?? utcToday();
  const db = await getDb();
  const result = await db.$transaction(async (tx) => {
    let itemIds = input.itemIds;
    if (input.outfitId !== undefined) {
      const [outfit] = await tx.$queryRaw<{ id: number; items: number[] | null }[]>`
        SELECT o.id, (SELECT array_agg(oi.clothing_item_id ORDER BY oi.position) FROM outfit_items oi WHERE oi.outfit_id = o.id) AS items
        FROM outfits o WHERE o.id = ${input.outfitId} AND o.${ownerSql(owner)}`;
      if (!outfit) throw outfitNotFound();
      const existing = await findWear(tx, owner, { outfitId: outfit.id, date });
      if (existing) return { id: existing, created: false };
      itemIds ??= outfit.items ?? [];
      if (itemIds.length === 0) throw badRequest(WEAR_MESSAGES.outfitEmpty);
    }
    const ids = itemIds!;
    const owned = await tx.clothingItem.count({ where: { id: { in: ids }, ...ownerWhere(owner) } });
    if (owned !== ids.length) throw closetItemNotFound();
    if (input.outfitId === undefined) {
      // "wore this" tapped twice: the same pieces on the same day are one wear.
      const same = await findSamePieces(tx, owner, ids, date);
      if (same) return { id: same, created: false };
    }
    // ON CONFLICT: the same outfit logged by two taps at once ends as one wear.
    const [row] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO wears (date, outfit_id, user_id, guest_id)
      VALUES (${date}::date, ${input.outfitId ?? null}::int,
        ${owner.kind === "user" ? owner.userId : null}::int, ${owner.kind === "guest" ? owner.guestId : null}::uuid)
      ON CONFLICT DO NOTHING
      RETURNING id`;
    if (!row) {
      const existing = await findWear(tx, owner, { outfitId: input.outfitId!, date });
      if (!existing) throw wearNotFound();
      return { id: existing, created: false };
    }
    await tx.wearItem.createMany({
      data: ids.map((clothingItemId, position) => ({ wearId: row.id, clothingItemId, position })),
    });
    await markPlansWorn(tx, owner, row.id, ids, date);
    return { id: row.id, created: true };
  });
  const [wear] = await readWears(owner, Prisma.sql`w.id = ${result.id}`);
  if (!wear) throw wearNotFound();
  return { wear, created: result.created };
}

/**
 * A plan of that day holding exactly these pieces was worn as planned (issue #43), however the wear
 * was logged: "wore as planned", the calendar's "log pieces", or the undo of a removed wear.
 */
async function markPlansWorn(tx: Tx, owner: Owner, wearId: number, ids: readonly number[], date: string) {
  const sorted = [...ids].sort((a, b) => a - b);
  await tx.$executeRaw`
    UPDATE plans p SET wear_id = ${wearId}
    WHERE p.${ownerSql(owner)} AND p.date = ${date}::date AND p.wear_id IS NULL
      AND (SELECT array_agg(id ORDER BY id) FROM unnest(p.items) AS id) = ${sorted}::int[]`;
}

async function findWear(tx: Tx, owner: Owner, where: { outfitId: number; date: string }): Promise<number | null> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM wears WHERE outfit_id = ${where.outfitId} AND date = ${where.date}::date AND ${ownerSql(owner)}`;
  return row?.id ?? null;
}

/** The owner's wear of exactly these pieces (in any order) on `date` without an outfit, if there is one. */
async function findSamePieces(tx: Tx, owner: Owner, ids: readonly number[], date: string): Promise<number | null> {
  const sorted = [...ids].sort((a, b) => a - b);
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    SELECT w.id FROM wears w
    WHERE w.${ownerSql(owner)} AND w.date = ${date}::date AND w.outfit_id IS NULL
      AND (SELECT array_agg(wi.clothing_item_id ORDER BY wi.clothing_item_id) FROM wear_items wi WHERE wi.wear_id = w.id)
        = ${sorted}::int[]
    ORDER BY w.id LIMIT 1`;
  return row?.id ?? null;
}

/** GET /api/wears?from&to: the owner's wears on those days (both included), by day then as logged. */
export async function listWears(owner: Owner, range: WearRange): Promise<WearView[]> {
  return readWears(owner, Prisma.sql`w.date BETWEEN ${range.from}::date AND ${range.to}::date`);
}

type WearRow = { id: number; date: string; outfitId: number | null; items: WearView["items"] };

/** The owner's wears matching `condition` (on `wears w`), each with its pieces, in one query. */
async function readWears(owner: Owner, condition: Prisma.Sql): Promise<WearView[]> {
  const db = await getDb();
  return db.$queryRaw<WearRow[]>`
    SELECT w.id, to_char(w.date, 'YYYY-MM-DD') AS date, w.outfit_id AS "outfitId",
      json_agg(json_build_object('id', c.id, 'imageUrl', c.image_url, 'thumbnailUrl', c.thumbnail_url,
        'category', c.category, 'name', c.name) ORDER BY wi.position) AS items
    FROM wears w
    JOIN wear_items wi ON wi.wear_id = w.id
    JOIN clothing_items c ON c.id = wi.clothing_item_id AND c.${ownerSql(owner)}
    WHERE w.${ownerSql(owner)} AND ${condition}
    GROUP BY w.id
    ORDER BY w.date ASC, w.id ASC`;
}

/** DELETE /api/wears/{id} (undo): the wear and its pieces' links; another owner's id deletes nothing (404). */
export async function removeWear(owner: Owner, id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.$executeRaw`DELETE FROM wears WHERE id = ${id} AND ${ownerSql(owner)}`;
  if (deleted === 0) throw wearNotFound();
}

/** A wear id from a URL segment; anything that cannot be an id answers 404 like a missing wear. */
export function parseWearId(value: string | string[] | undefined): number {
  const id = rowIdFrom(value);
  if (id === null) throw wearNotFound();
  return id;
}
