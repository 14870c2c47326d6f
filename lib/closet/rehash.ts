import "server-only";

import { getDb } from "@/lib/db";
import { PERCEPTUAL_HASH_VERSION } from "@/lib/images/perceptual-hash";
import { storedImageLoader } from "@/lib/storage/stored-image";
import { uploadImageHash } from "./similar";

/** Items re-hashed per query: each is one thumbnail read and a few milliseconds of sharp. */
const BATCH = 50;

/**
 * Works out again, from the stored thumbnails, the perceptual hashes stored by an older version of
 * lib/images/perceptual-hash.ts (clothing_items.image_hash_version), so near-duplicates keep being
 * found among pieces uploaded before the hash changed. Until an item is caught up, the upload check
 * leaves it out rather than compare hashes worked out two ways. Run once at start-up, in the
 * background; it is maintenance across every owner, so it is the one closet query not scoped by
 * one. A thumbnail that cannot be read keeps no hash (as at upload), and is not tried again.
 * Several instances may run it at once: each row is written by whichever gets there, with the same
 * result. Answers how many items were caught up.
 */
export async function rehashStaleImages(): Promise<number> {
  const db = await getDb();
  let [done, after] = [0, 0];
  for (;;) {
    const stale = await db.clothingItem.findMany({
      where: { id: { gt: after }, imageHashVersion: { not: PERCEPTUAL_HASH_VERSION } },
      select: { id: true, thumbnailKey: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (stale.length === 0) return done;
    for (const { id, thumbnailKey } of stale) {
      const bytes = await storedImageLoader(thumbnailKey)().catch(() => null);
      const imageHash = bytes ? await uploadImageHash(bytes) : null;
      // Raw, so the item's updated_at stays the owner's last change. Unless the photo changed
      // meanwhile: a new photo brings its own hash.
      await db.$executeRaw`
        UPDATE clothing_items SET image_hash = ${imageHash}, image_hash_version = ${PERCEPTUAL_HASH_VERSION}
        WHERE id = ${id} AND thumbnail_key = ${thumbnailKey} AND image_hash_version <> ${PERCEPTUAL_HASH_VERSION}`;
      done++;
      after = id;
    }
  }
}
