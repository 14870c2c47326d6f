import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { NEAR_DUPLICATE_MAX_DISTANCE, NEAR_DUPLICATES_SHOWN } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { PERCEPTUAL_HASH_VERSION, perceptualHash } from "@/lib/images/perceptual-hash";
import { storedImageLoader } from "@/lib/storage/stored-image";
import { type DuplicateEvidence, sameColourAndPattern } from "@/lib/vision/duplicates";
import { readGarment } from "@/lib/vision/garment";
import type { SimilarItem } from "./contract";

/** Outline matches read per upload before colour and pattern decide (each a cached thumbnail read). */
const CANDIDATES = 12;

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
 * The owner's active items that look like the upload: the same outline (`hash` within Hamming
 * distance NEAR_DUPLICATE_MAX_DISTANCE, in SQL over the owner's rows only), then, when the upload's
 * reading is known, the same colour and pattern (lib/vision/duplicates.ts). Nearest first, at most
 * NEAR_DUPLICATES_SHOWN; `exceptId` is the upload itself. Items without a hash (uploaded before
 * hashing), or with one worked out another way (lib/closet/rehash.ts catches up on them), are
 * skipped; laundry and archived pieces are left out: the notice is about what is in the wardrobe
 * now. A candidate whose picture cannot be read is left out too.
 */
export async function findSimilarItems(
  owner: Owner,
  hash: bigint,
  exceptId: number,
  upload?: DuplicateEvidence,
): Promise<SimilarItem[]> {
  const db = await getDb();
  const candidates = await db.$queryRaw<(SimilarItem & { thumbnailKey: string })[]>`
    SELECT id, "thumbnailUrl", "thumbnailKey" FROM (
      SELECT id, thumbnail_url AS "thumbnailUrl", thumbnail_key AS "thumbnailKey", created_at,
             bit_count((image_hash # ${hash}::bigint)::bit(64)) AS distance
      FROM clothing_items
      WHERE ${ownerSql(owner)} AND status = 'active' AND image_hash IS NOT NULL AND id <> ${exceptId}
        AND image_hash_version = ${PERCEPTUAL_HASH_VERSION}
    ) AS candidates
    WHERE distance <= ${NEAR_DUPLICATE_MAX_DISTANCE}
    ORDER BY distance, created_at DESC, id DESC
    LIMIT ${upload ? CANDIDATES : NEAR_DUPLICATES_SHOWN}`;
  const kept: SimilarItem[] = [];
  for (const { id, thumbnailUrl, thumbnailKey } of candidates) {
    if (kept.length >= NEAR_DUPLICATES_SHOWN) break;
    const evidence = upload && (await evidenceOf(thumbnailKey));
    if (!upload || (evidence && sameColourAndPattern(upload, evidence))) kept.push({ id, thumbnailUrl });
  }
  return kept;
}

/** Readings of stored thumbnails by key (a key names one upload's bytes forever), per process. */
const readings = new Map<string, DuplicateEvidence | null>();
const READINGS_KEPT = 1000;

async function evidenceOf(thumbnailKey: string): Promise<DuplicateEvidence | null> {
  if (readings.has(thumbnailKey)) return readings.get(thumbnailKey)!;
  const evidence = await storedImageLoader(thumbnailKey)()
    .then((bytes) => readGarment(bytes))
    .catch(() => null);
  readings.set(thumbnailKey, evidence);
  if (readings.size > READINGS_KEPT) readings.delete(readings.keys().next().value!);
  return evidence;
}
