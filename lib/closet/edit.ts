import "server-only";

import { type Owner, ownerKey, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { badRequest, closetItemNotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { kindFitsCategory, mergeFactOverrides, readFactOverrides } from "@/lib/style/fact-overrides";
import { kindsOf } from "@/lib/style/facts";
import type { ClosetItemPatch } from "./item-schema";
import { toViewsWithWears, viewSelect } from "./queries";
import type { ClosetItemView } from "./schemas";
import { editItemTags, type ItemTags, sameTags } from "./tags";

/** GET /api/closet/{id}: one of the owner's items, whatever its status; another owner's id answers 404. */
export async function closetItemView(owner: Owner, id: number): Promise<ClosetItemView> {
  const db = await getDb();
  const row = await db.clothingItem.findFirst({ where: { id, ...ownerWhere(owner) }, select: viewSelect });
  if (!row) throw closetItemNotFound();
  return (await toViewsWithWears(owner, [row]))[0]!;
}

type Current = ItemTags & { category: string; colors: string[]; status: string; factOverrides: unknown };

/**
 * PATCH /api/closet/{id}: writes the fields the patch names (null clears one) in one UPDATE scoped by
 * the owner, after reading (and locking) the fields a change is judged by. Tags are split into the
 * owner's own and removed ones (./tags.ts). Changing the category, colours or tags is a correction the
 * local analyzer learns from (`corrected_at`), and a category sent makes it the person's choice
 * (`category_detected` false); changing what the AI sees (category, tags, status)
 * drops the owner's cached AI answers in the same transaction. Another owner's id answers 404.
 */
export async function updateClosetItem(owner: Owner, id: number, patch: ClosetItemPatch): Promise<ClosetItemView> {
  const db = await getDb();
  const row = await db.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<Current[]>`
      SELECT coalesce(style_tags, '{}') AS "styleTags", coalesce(user_tags, '{}') AS "userTags",
             coalesce(removed_tags, '{}') AS "removedTags", category, coalesce(colors, '{}') AS colors, status,
             fact_overrides AS "factOverrides"
      FROM clothing_items WHERE id = ${id} AND ${ownerSql(owner)} FOR UPDATE`;
    if (!current) return null;
    const data = fieldsOf(patch);
    const tagsChanged = patch.styleTags !== undefined && !sameTags(patch.styleTags, current.styleTags);
    if (patch.styleTags !== undefined) Object.assign(data, editItemTags(current, patch.styleTags));
    const categoryChanged = patch.category !== undefined && patch.category !== current.category;
    const colorsChanged = patch.colors !== undefined && !sameTags(patch.colors, current.colors);
    if (categoryChanged || colorsChanged || tagsChanged) data.correctedAt = new Date();
    // A category sent by the person is theirs (even the detected one, confirmed): analyses keep it.
    if (patch.category !== undefined) data.categoryDetected = false;
    if (patch.facts !== undefined || patch.seasons !== undefined || categoryChanged)
      data.factOverrides = factOverridesAfter(current, patch) ?? Prisma.DbNull;
    const [updated] = await tx.clothingItem.updateManyAndReturn({
      where: { id, ...ownerWhere(owner) },
      data,
      select: viewSelect,
    });
    const statusChanged = patch.status !== undefined && patch.status !== current.status;
    if (categoryChanged || tagsChanged || statusChanged)
      await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
    // The garment's facts (its seasons, name, material, the owner's settings) decide which pieces
    // outfits may use (issue #39), not what the AI sees: cached outfits are stale. (The cleanout
    // choice does too: lib/wears/cleanout.ts drops them.)
    else if ([patch.facts, patch.seasons, patch.name, patch.material].some((f) => f !== undefined))
      await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner), kind: "outfits" } });
    return updated ?? null;
  });
  if (!row) throw closetItemNotFound();
  return (await toViewsWithWears(owner, [row]))[0]!;
}

/**
 * The owner's facts after the patch: a kind must be one of the (new) category's kinds, and a new
 * category drops a kind the owner set for the old one.
 */
function factOverridesAfter(current: Current, patch: ClosetItemPatch) {
  const category = patch.category ?? current.category;
  const kept = readFactOverrides(current.factOverrides);
  if (kept?.kind && !kindFitsCategory(kept.kind, category)) delete kept.kind;
  const kind = patch.facts?.kind;
  if (kind && !kindFitsCategory(kind, category))
    throw badRequest(ITEM_MESSAGES.invalidKind(category, kindsOf(category)));
  const merged = mergeFactOverrides(kept, patch.facts ?? {});
  if (patch.seasons === undefined) return merged;
  // Seasons the owner sets are theirs: a rule for the stylist, where the analysis's are a guess.
  const { seasonsChosen: _chosen, ...rest } = merged ?? {};
  const facts = patch.seasons.length > 0 ? { ...rest, seasonsChosen: true as const } : rest;
  return Object.keys(facts).length > 0 ? facts : null;
}

/** The patch as column values: the price as an exact decimal, the purchase date as a calendar date. */
function fieldsOf(patch: ClosetItemPatch): Prisma.ClothingItemUpdateManyMutationInput {
  const { price, purchasedOn, styleTags: _tags, facts: _facts, ...plain } = patch;
  return {
    ...plain,
    ...(price !== undefined && { price: price === null ? null : new Prisma.Decimal(price.toFixed(2)) }),
    ...(purchasedOn !== undefined && {
      purchasedOn: purchasedOn === null ? null : new Date(`${purchasedOn}T00:00:00Z`),
    }),
  };
}
