import "server-only";

import { type Owner, ownerSql, ownerWhere } from "@/lib/auth/owner";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Every stored file an owner's rows point at: closet and inspiration pictures and thumbnails, closet items'
 * original photos (as shot, before background removal), the photos of "before you buy" checks, and
 * the images of shares of the owner's outfits, and the files of items and inspiration images in the owner's trash (listed for
 * after the undo window; deleting the owner brings them forward to now). Read inside the transaction
 * that deletes the owner, so the list and the delete see the same rows (account deletion, idle-guest
 * cleanup).
 */
export async function ownedFileKeys(tx: Prisma.TransactionClient, owner: Owner): Promise<string[]> {
  const where = ownerWhere(owner);
  const items = await tx.clothingItem.findMany({
    where,
    select: { imageKey: true, thumbnailKey: true, originalImageKey: true },
  });
  const images = await tx.inspirationImage.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  const shares = await tx.share.findMany({ where: { outfit: where }, select: { imageKey: true } });
  const checks = await tx.buyCheck.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  const trashed = await tx.$queryRaw<{ imageKey: string; thumbnailKey: string; originalImageKey: string | null }[]>`
    SELECT item->>'image_key' AS "imageKey", item->>'thumbnail_key' AS "thumbnailKey",
           item->>'original_image_key' AS "originalImageKey"
    FROM deleted_clothing_items WHERE ${ownerSql(owner)}`;
  const trashedImages = await tx.$queryRaw<{ imageKey: string; thumbnailKey: string }[]>`
    SELECT image->>'image_key' AS "imageKey", image->>'thumbnail_key' AS "thumbnailKey"
    FROM deleted_inspiration_images WHERE ${ownerSql(owner)}`;
  const keys = new Set<string>();
  for (const row of [...items, ...images, ...trashed, ...trashedImages, ...checks])
    keys.add(row.imageKey).add(row.thumbnailKey);
  for (const row of [...items, ...trashed]) if (row.originalImageKey) keys.add(row.originalImageKey);
  for (const share of shares) keys.add(share.imageKey);
  return [...keys];
}
