import "server-only";

import { type Owner, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { closetItemNotFound, outfitNotFound, outfitNotSaved } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { OUTFIT_MESSAGES } from "@/lib/messages/outfits";
import type { OutfitBuildInput, OutfitPatchInput, OutfitView } from "./schemas";
import { outfitViewSelect, toOutfitView } from "./store";

type Tx = Prisma.TransactionClient;

/** Throws 404 unless every id is one of the owner's closet items (any status). */
async function assertOwnedItems(tx: Tx, owner: Owner, ids: readonly number[]): Promise<void> {
  const owned = await tx.clothingItem.count({ where: { id: { in: [...ids] }, ...ownerWhere(owner) } });
  if (owned !== ids.length) throw closetItemNotFound();
}

/**
 * POST /api/outfits (issue #28): an outfit the owner put together from 2–8 of their items, stored
 * saved (it is a choice, not an idea). An item that is not the owner's answers 404.
 */
export async function buildOutfit(owner: Owner, input: OutfitBuildInput): Promise<OutfitView> {
  const db = await getDb();
  const row = await db.$transaction(async (tx) => {
    await assertOwnedItems(tx, owner, input.itemIds);
    return tx.outfit.create({
      data: {
        ...ownerWhere(owner),
        name: input.name || OUTFIT_MESSAGES.defaultName,
        description: OUTFIT_MESSAGES.builtDescription(input.itemIds.length),
        style: "",
        occasion: "",
        isBuilt: true,
        isSaved: true,
        savedAt: new Date(),
        itemCount: input.itemIds.length,
        items: { create: input.itemIds.map((clothingItemId, position) => ({ clothingItemId, position })) },
      },
      select: outfitViewSelect,
    });
  });
  return toOutfitView(row);
}

/**
 * PATCH /api/outfits/{id}: renames a saved outfit and/or replaces its pieces (then whole again:
 * item_count is the new count). An unsaved idea answers 409 (save it first), another owner's outfit
 * 404, an item that is not the owner's 404. The outfit row is locked so two edits cannot interleave.
 */
export async function editOutfit(owner: Owner, id: number, patch: OutfitPatchInput): Promise<OutfitView> {
  const db = await getDb();
  const row = await db.$transaction(async (tx) => {
    const [outfit] = await tx.$queryRaw<{ isSaved: boolean }[]>`
      SELECT is_saved AS "isSaved" FROM outfits WHERE id = ${id} AND ${ownerSql(owner)} FOR UPDATE`;
    if (!outfit) throw outfitNotFound();
    if (!outfit.isSaved) throw outfitNotSaved();
    if (patch.itemIds) {
      await assertOwnedItems(tx, owner, patch.itemIds);
      await tx.outfitItem.deleteMany({ where: { outfitId: id } });
      await tx.outfitItem.createMany({
        data: patch.itemIds.map((clothingItemId, position) => ({ outfitId: id, clothingItemId, position })),
      });
    }
    const name = patch.name === undefined ? undefined : patch.name || OUTFIT_MESSAGES.defaultName;
    const [updated] = await tx.outfit.updateManyAndReturn({
      where: { id, ...ownerWhere(owner) },
      data: {
        ...(name !== undefined && { name }),
        ...(patch.itemIds && { itemCount: patch.itemIds.length }),
      },
      select: { id: true },
    });
    if (!updated) throw outfitNotFound();
    return tx.outfit.findFirstOrThrow({ where: { id, ...ownerWhere(owner) }, select: outfitViewSelect });
  });
  return toOutfitView(row);
}
