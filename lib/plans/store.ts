import "server-only";

import { type Owner, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { PLAN_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { badRequest, closetItemNotFound, outfitNotFound, planDayFull, planNotFound, planNotToday } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { rowIdFrom } from "@/lib/http/row-id";
import { PLAN_MESSAGES } from "@/lib/messages/plans";
import { slotOf, slotsMakeABase } from "@/lib/style/outfit-rules";
import type { WearView } from "@/lib/wears/contract";
import { latestToday } from "@/lib/wears/schemas";
import { logWear } from "@/lib/wears/store";
import type { PlanCreateInput, PlanPatchInput, PlanRange, PlanView, PlanWearInput } from "./schemas";
import { warningsFor } from "./warnings";

type Tx = Prisma.TransactionClient;

/**
 * Plans (issue #43): looks the owner means to wear on coming days. Every query names the owner in
 * its own condition, so another owner's plan, item or outfit finds nothing (404). Pieces are kept as
 * chosen; those deleted from the closet since drop out when a plan is read.
 */

/**
 * POST /api/plans: a plan for `date` from pieces, a saved outfit (its pieces), or both. A day holds
 * at most 3 plans (409). Pieces that are not the owner's answer 404, an outfit that is not theirs
 * 404, an outfit without pieces left 400. The owner's plans are locked for the count, so two taps at
 * once cannot make a fourth.
 */
export async function createPlan(owner: Owner, input: PlanCreateInput): Promise<PlanView> {
  const db = await getDb();
  const id = await db.$transaction(async (tx) => {
    await lockOwnerPlans(tx, owner);
    await assertRoomOn(tx, owner, input.date);
    const { itemIds, outfitId } = await piecesOf(tx, owner, input);
    const [row] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO plans (date, items, outfit_id, note, free, user_id, guest_id)
      VALUES (${input.date}::date, ${itemIds}::int[], ${outfitId}::int, ${input.note ?? null}, ${await isFree(tx, owner, itemIds)},
        ${owner.kind === "user" ? owner.userId : null}::int, ${owner.kind === "guest" ? owner.guestId : null}::uuid)
      RETURNING id`;
    return row!.id;
  });
  return readPlan(owner, id);
}

/** GET /api/plans?from&to: the owner's plans on those days (both included), by day then as made, with warnings. */
export async function listPlans(owner: Owner, range: PlanRange): Promise<PlanView[]> {
  return withWarnings(
    owner,
    await readPlans(owner, Prisma.sql`p.date BETWEEN ${range.from}::date AND ${range.to}::date`),
  );
}

/**
 * PATCH /api/plans/{id}: another day (which must have room), other pieces (itemIds, or a saved
 * outfit's; outfitId null unlinks the outfit and keeps the pieces), or another note.
 */
export async function editPlan(owner: Owner, id: number, patch: PlanPatchInput): Promise<PlanView> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await lockOwnerPlans(tx, owner);
    const [plan] = await tx.$queryRaw<{ date: string; items: number[]; outfitId: number | null }[]>`
      SELECT to_char(date, 'YYYY-MM-DD') AS date, items, outfit_id AS "outfitId"
      FROM plans WHERE id = ${id} AND ${ownerSql(owner)}`;
    if (!plan) throw planNotFound();
    if (patch.date !== undefined && patch.date !== plan.date) await assertRoomOn(tx, owner, patch.date);
    const changesPieces = patch.itemIds !== undefined || (patch.outfitId !== undefined && patch.outfitId !== null);
    const pieces = changesPieces
      ? await piecesOf(tx, owner, { itemIds: patch.itemIds, outfitId: patch.outfitId ?? undefined })
      : { itemIds: plan.items, outfitId: patch.outfitId === null ? null : plan.outfitId };
    await tx.$executeRaw`
      UPDATE plans SET
        date = ${patch.date ?? plan.date}::date,
        items = ${pieces.itemIds}::int[],
        outfit_id = ${pieces.outfitId}::int,
        free = ${changesPieces ? await isFree(tx, owner, pieces.itemIds) : Prisma.sql`free`},
        note = ${patch.note === undefined ? Prisma.sql`note` : patch.note}
      WHERE id = ${id} AND ${ownerSql(owner)}`;
  });
  return readPlan(owner, id);
}

/** DELETE /api/plans/{id}: the plan (a wear it logged stays: that was worn). Another owner's id deletes nothing (404). */
export async function removePlan(owner: Owner, id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.$executeRaw`DELETE FROM plans WHERE id = ${id} AND ${ownerSql(owner)}`;
  if (deleted === 0) throw planNotFound();
}

/**
 * POST /api/plans/{id}/wear ("wore as planned"): logs the plan's pieces (and its outfit) as worn on
 * the plan's day, and links the wear to the plan. Only on the day itself: `today` (the owner's own
 * day) must be the plan's day (409), and a day still in the future everywhere answers 409 too. A plan
 * already worn answers its wear (`created: false`); undoing is DELETE /api/wears/{id}.
 */
export async function wearPlan(
  owner: Owner,
  id: number,
  input: PlanWearInput,
): Promise<{ wear: WearView; created: boolean }> {
  const db = await getDb();
  const [plan] = await db.$queryRaw<
    { date: string; items: number[]; outfitId: number | null; wearId: number | null }[]
  >`
    SELECT to_char(p.date, 'YYYY-MM-DD') AS date, p.outfit_id AS "outfitId", p.wear_id AS "wearId",
      ARRAY(SELECT c.id FROM unnest(p.items) WITH ORDINALITY AS i(id, n)
        JOIN clothing_items c ON c.id = i.id AND c.${ownerSql(owner)} ORDER BY i.n) AS items
    FROM plans p WHERE p.id = ${id} AND p.${ownerSql(owner)}`;
  if (!plan) throw planNotFound();
  if ((input.today !== undefined && input.today !== plan.date) || plan.date > latestToday())
    throw planNotToday(plan.date);
  if (plan.items.length === 0) throw badRequest(PLAN_MESSAGES.nothingLeft);
  const logged = await logWear(owner, {
    date: plan.date,
    itemIds: plan.items,
    ...(plan.outfitId !== null ? { outfitId: plan.outfitId } : {}),
  });
  await db.$executeRaw`UPDATE plans SET wear_id = ${logged.wear.id} WHERE id = ${id} AND ${ownerSql(owner)}`;
  return { wear: logged.wear, created: logged.created && plan.wearId !== logged.wear.id };
}

/** A plan id from a URL segment; anything that cannot be an id answers 404 like a missing plan. */
export function parsePlanId(value: string | string[] | undefined): number {
  const id = rowIdFrom(value);
  if (id === null) throw planNotFound();
  return id;
}

/** The pieces planned on `date`, for Today to hold back from its other looks that day. */
export async function plannedPieceIds(owner: Owner, date: string): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT unnest(items) AS id FROM plans WHERE date = ${date}::date AND ${ownerSql(owner)}`;
  return new Set(rows.map((row) => row.id));
}

/**
 * Serialises the owner's plan writes, so the per-day count holds under concurrent taps (and against
 * a restore, lib/account/import-commit.ts, which takes it before the owner's row: POST /api/plans
 * holds this lock while its insert waits for the owner's row, so the other order could deadlock).
 */
export async function lockOwnerPlans(tx: Tx, owner: Owner) {
  const key = owner.kind === "user" ? `plans:u:${owner.userId}` : `plans:g:${owner.guestId}`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}

async function assertRoomOn(tx: Tx, owner: Owner, date: string) {
  const [row] = await tx.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM plans WHERE date = ${date}::date AND ${ownerSql(owner)}`;
  if ((row?.count ?? 0) >= PLAN_LIMITS.perDay) throw planDayFull(date);
}

/** The pieces a plan holds: the ids sent (checked as the owner's), or the saved outfit's pieces. */
async function piecesOf(
  tx: Tx,
  owner: Owner,
  input: { itemIds?: number[]; outfitId?: number },
): Promise<{ itemIds: number[]; outfitId: number | null }> {
  let itemIds = input.itemIds;
  if (input.outfitId !== undefined) {
    const [outfit] = await tx.$queryRaw<{ items: number[] | null }[]>`
      SELECT (SELECT array_agg(oi.clothing_item_id ORDER BY oi.position) FROM outfit_items oi WHERE oi.outfit_id = o.id) AS items
      FROM outfits o WHERE o.id = ${input.outfitId} AND o.${ownerSql(owner)}`;
    if (!outfit) throw outfitNotFound();
    itemIds ??= outfit.items ?? [];
    if (itemIds.length === 0) throw badRequest(PLAN_MESSAGES.outfitEmpty);
  }
  const ids = itemIds!;
  const owned = await tx.clothingItem.count({ where: { id: { in: ids }, ...ownerWhere(owner) } });
  if (owned !== ids.length) throw closetItemNotFound();
  return { itemIds: ids, outfitId: input.outfitId ?? null };
}

/** Whether the pieces fall short of an outfit by the outfit rules (no top and bottom, no dress). */
async function isFree(tx: Tx, owner: Owner, ids: readonly number[]): Promise<boolean> {
  const rows = await tx.clothingItem.findMany({
    where: { id: { in: [...ids] }, ...ownerWhere(owner) },
    select: { category: true },
  });
  return !slotsMakeABase(new Set(rows.map((row) => slotOf(row.category))));
}

type PlanRow = Omit<PlanView, "warnings" | "items"> & {
  items: (PlanView["items"][number] & { status: string })[];
  planned: number;
};

async function readPlan(owner: Owner, id: number): Promise<PlanView> {
  const plans = await readPlans(owner, Prisma.sql`p.id = ${id}`);
  if (plans.length === 0) throw planNotFound();
  // A plan's warnings look at the plans around it (a piece planned twice in three days).
  const around = await readPlans(
    owner,
    Prisma.sql`p.date BETWEEN ${plans[0]!.date}::date - ${PLAN_LIMITS.repeatDays - 1}::int
      AND ${plans[0]!.date}::date + ${PLAN_LIMITS.repeatDays - 1}::int`,
  );
  return (await withWarnings(owner, around)).find((plan) => plan.id === id)!;
}

/** The owner's plans matching `condition` (on `plans p`), each with its pieces still in the closet, in one query. */
async function readPlans(owner: Owner, condition: Prisma.Sql): Promise<PlanRow[]> {
  const db = await getDb();
  return db.$queryRaw<PlanRow[]>`
    SELECT p.id, to_char(p.date, 'YYYY-MM-DD') AS date, p.outfit_id AS "outfitId", o.name AS "outfitName",
      p.note, p.free, p.wear_id AS "wearId", cardinality(p.items) AS planned,
      COALESCE((SELECT json_agg(json_build_object('id', c.id, 'imageUrl', c.image_url, 'thumbnailUrl', c.thumbnail_url,
          'category', c.category, 'name', c.name, 'status', c.status) ORDER BY i.n)
        FROM unnest(p.items) WITH ORDINALITY AS i(id, n)
        JOIN clothing_items c ON c.id = i.id AND c.${ownerSql(owner)}), '[]'::json) AS items
    FROM plans p
    LEFT JOIN outfits o ON o.id = p.outfit_id AND o.${ownerSql(owner)}
    WHERE p.${ownerSql(owner)} AND ${condition}
    ORDER BY p.date ASC, p.id ASC`;
}

async function withWarnings(owner: Owner, rows: readonly PlanRow[]): Promise<PlanView[]> {
  const warnings = await warningsFor(owner, rows);
  return rows.map(({ planned: _planned, items, ...plan }) => ({
    ...plan,
    items: items.map(({ status: _status, ...item }) => item),
    warnings: warnings.get(plan.id) ?? [],
  }));
}

export type { PlanRow };
