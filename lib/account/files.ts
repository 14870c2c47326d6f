import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { ownerWhere, type Owner } from "@/lib/owner";

/**
 * Every stored file an owner's rows point at: closet and inspiration originals and thumbnails, and
 * the images of shares of the owner's outfits. Read inside the transaction that deletes the owner,
 * so the list and the delete see the same rows (account deletion, idle-guest cleanup).
 */
export async function ownedFileKeys(tx: Prisma.TransactionClient, owner: Owner): Promise<string[]> {
  const where = ownerWhere(owner);
  const items = await tx.clothingItem.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  const images = await tx.inspirationImage.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  const shares = await tx.share.findMany({ where: { outfit: where }, select: { imageKey: true } });
  const keys = new Set<string>();
  for (const row of [...items, ...images]) keys.add(row.imageKey).add(row.thumbnailKey);
  for (const share of shares) keys.add(share.imageKey);
  return [...keys];
}
