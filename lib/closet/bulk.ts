import "server-only";

import { isVocabularyTag } from "@/lib/ai/vocabulary";
import { type Owner, ownerKey, ownerSql } from "@/lib/auth/owner";
import { ITEM_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BulkResult, ClosetBulkInput } from "./schemas";
import { moveToTrash, restoreFromTrash } from "./trash";

type Tx = Prisma.TransactionClient;

const NOW = Prisma.raw("(now() AT TIME ZONE 'UTC')");
/** A correction is dated only when it changes the item (as PATCH does): the analyzer learns from real corrections. */
const correctedIf = (changed: Prisma.Sql) => Prisma.sql`CASE WHEN ${changed} THEN ${NOW} ELSE corrected_at END`;

/**
 * POST /api/closet/bulk: one action over up to 500 ids, in one transaction (all of it or nothing).
 * Every statement names the owner in its own condition, so another owner's ids change nothing.
 *
 * `updated` counts the caller's items the action now holds for, including those already so (an
 * archived item archived again, an item that already had the tag); `ignored` counts the rest: ids
 * that are not the caller's or are gone (or, for restore, were deleted longer ago than the undo
 * window), and for add-tag the items already at ITEM_LIMITS.tagsPerItem tags, which are left
 * unchanged. So `updated + ignored` is always the number of distinct ids sent.
 *
 * - delete: to the trash (lib/closet/trash.ts), files removed after DELETE_UNDO_WINDOW_MS;
 * - archive: status archived; set-status: the given status;
 * - restore: the undo of both delete and archive: items in the trash come back exactly as they
 *   were, archived items become active (laundry and active items count as updated, unchanged);
 * - set-category, add-tag, remove-tag: the owner's correction, dated (`corrected_at`) for the
 *   analyzer to learn from when it changes the item. add-tag records the tag as the owner's own (user_tags) and forgets an
 *   earlier removal; remove-tag drops it from the shown and own tags and, for a vocabulary tag,
 *   records the removal so a re-analysis never brings it back.
 * Any change drops the owner's cached AI answers, which describe the closet as it was.
 */
export async function bulkUpdateClosetItems(owner: Owner, input: ClosetBulkInput): Promise<BulkResult> {
  const db = await getDb();
  const updated = await db.$transaction(async (tx) => {
    const count = await apply(tx, owner, input);
    if (count > 0) await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
    return count;
  });
  return { updated, ignored: input.ids.length - updated };
}

async function apply(tx: Tx, owner: Owner, input: ClosetBulkInput): Promise<number> {
  const ids = input.ids;
  switch (input.action) {
    case "delete":
      return moveToTrash(tx, owner, ids);
    case "archive":
      return update(tx, owner, ids, Prisma.sql`status = 'archived'`);
    case "set-status":
      return update(tx, owner, ids, Prisma.sql`status = ${input.value}`);
    case "restore": {
      const restored = await restoreFromTrash(tx, owner, ids);
      return (
        restored.length +
        (await unarchive(
          tx,
          owner,
          ids.filter((id) => !restored.includes(id)),
        ))
      );
    }
    case "set-category":
      return update(
        tx,
        owner,
        ids,
        // The category is the person's now: an analysis never replaces it (category_detected).
        Prisma.sql`category = ${input.value}, category_detected = false, corrected_at = ${correctedIf(Prisma.sql`category IS DISTINCT FROM ${input.value}`)}`,
      );
    case "add-tag": {
      const tag = input.value;
      return update(
        tx,
        owner,
        ids,
        Prisma.sql`style_tags = CASE WHEN ${tag} = ANY(style_tags) THEN style_tags ELSE array_append(style_tags, ${tag}) END,
          user_tags = CASE WHEN ${tag} = ANY(user_tags) THEN user_tags ELSE array_append(user_tags, ${tag}) END,
          removed_tags = array_remove(removed_tags, ${tag}),
          corrected_at = ${correctedIf(Prisma.sql`NOT (${tag} = ANY(COALESCE(style_tags, '{}')))`)}`,
        // Items at the bound keep their tags as they are (and count as ignored).
        Prisma.sql`AND (${tag} = ANY(style_tags) OR cardinality(COALESCE(style_tags, '{}')) < ${ITEM_LIMITS.tagsPerItem})`,
      );
    }
    case "remove-tag": {
      const tag = input.value;
      const removed = isVocabularyTag(tag)
        ? Prisma.sql`CASE WHEN ${tag} = ANY(removed_tags) THEN removed_tags ELSE array_append(COALESCE(removed_tags, '{}'), ${tag}) END`
        : Prisma.sql`removed_tags`;
      return update(
        tx,
        owner,
        ids,
        Prisma.sql`style_tags = array_remove(style_tags, ${tag}), user_tags = array_remove(user_tags, ${tag}),
          removed_tags = ${removed},
          corrected_at = ${correctedIf(Prisma.sql`${tag} = ANY(COALESCE(style_tags, '{}') || COALESCE(user_tags, '{}'))`)}`,
      );
    }
  }
}

/** One UPDATE of the owner's items among `ids`; answers how many rows it matched. */
async function update(
  tx: Tx,
  owner: Owner,
  ids: readonly number[],
  set: Prisma.Sql,
  condition: Prisma.Sql = Prisma.empty,
): Promise<number> {
  if (ids.length === 0) return 0;
  return tx.$executeRaw`
    UPDATE clothing_items SET ${set}, updated_at = ${NOW}
    WHERE id = ANY(${[...ids]}::int[]) AND ${ownerSql(owner)} ${condition}`;
}

/** Archived items among `ids` become active; answers how many of the owner's items `ids` holds (any status). */
async function unarchive(tx: Tx, owner: Owner, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  // The count reads the statement's snapshot, taken before the update: every owner's item in `ids`.
  const [row] = await tx.$queryRaw<{ count: number }[]>`
    WITH unarchived AS (
      UPDATE clothing_items SET status = 'active', updated_at = ${NOW}
      WHERE id = ANY(${[...ids]}::int[]) AND ${ownerSql(owner)} AND status = 'archived'
    )
    SELECT count(*)::int AS count FROM clothing_items WHERE id = ANY(${[...ids]}::int[]) AND ${ownerSql(owner)}`;
  return row?.count ?? 0;
}
