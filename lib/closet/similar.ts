import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { NEAR_DUPLICATE_MAX_DISTANCE, NEAR_DUPLICATES_SHOWN } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { perceptualHash } from "@/lib/images/perceptual-hash";
import type { SimilarItem } from "./contract";

/**
 * The hash stored with an upload (clothing_items.image_hash), from its processed cut-out; null when
 * the picture has no silhouette to compare (a background that was never removed) or cannot be read
 * again. A missing hash only means no near-duplicate notice, so it never fails the upload.
 */
export async function uploadImageHash(processedImage: Uint8Array): Promise<bigint | null> {
  try {
    return await perceptualHash(processedImage);
  } catch {
    return null;
  }
}

/**
 * The owner's active items that look like `hash` (Hamming distance ≤ NEAR_DUPLICATE_MAX_DISTANCE),
 * nearest first, at most NEAR_DUPLICATES_SHOWN; `exceptId` is the upload itself. Computed in SQL
 * over the owner's rows only; items without a hash (uploaded before hashing) are skipped. Laundry
 * and archived pieces are left out: the notice is about what is in the wardrobe now.
 */
export async function findSimilarItems(owner: Owner, hash: bigint, exceptId: number): Promise<SimilarItem[]> {
  const db = await getDb();
  return db.$queryRaw<SimilarItem[]>`
    SELECT id, "thumbnailUrl" FROM (
      SELECT id, thumbnail_url AS "thumbnailUrl", created_at,
             bit_count((image_hash # ${hash}::bigint)::bit(64)) AS distance
      FROM clothing_items
      WHERE ${ownerSql(owner)} AND status = 'active' AND image_hash IS NOT NULL AND id <> ${exceptId}
    ) AS candidates
    WHERE distance <= ${NEAR_DUPLICATE_MAX_DISTANCE}
    ORDER BY distance, created_at DESC, id DESC
    LIMIT ${NEAR_DUPLICATES_SHOWN}`;
}
