import "server-only";

import { type Owner, ownerKey, ownerWhere } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import type { Category } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { closetFull, closetItemNotFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { claimStoredImage, deleteStoredImage, processImage, storeImage, storeVariant } from "@/lib/images";
import { PERCEPTUAL_HASH_VERSION } from "@/lib/images/perceptual-hash";
import { claimKeys, deleteListedFiles } from "@/lib/storage/deletions";
import { PRIVATE_ORIGINAL_PREFIX } from "@/lib/storage/public-url";
import { readGarment } from "@/lib/vision/garment";
import { detectUploadCategory } from "./detect";
import { toView, toViewsWithWears, viewSelect } from "./queries";
import type { ClosetItemView, ClosetUploadResult } from "./schemas";
import { findSimilarItems, uploadImageHash } from "./similar";
import { moveToTrash } from "./trash";

/** Upload prefix in storage: `closet/<key>.webp` and `closet/thumbs/<key>.webp`. */
export const CLOSET_STORAGE_PREFIX = "closet";

/** Fields an upload may fill beside its photo and category (the edit form's own, as their columns). */
export type ClosetItemDetails = {
  categoryDetected?: boolean;
  styleTags?: string[];
  colors?: string[];
  name?: string | null;
  brand?: string | null;
  price?: Prisma.Decimal | null;
  currency?: string | null;
  purchasedOn?: Date | null;
};
/** A write of the caller's in the transaction that inserts the item, given the new item's id. */
export type AlsoWrite = (tx: Prisma.TransactionClient, itemId: number) => Promise<void>;

/**
 * Cached AI answers (matching, missing pieces, outfits) describe the closet as it was: any change
 * to the closet drops the owner's cached answers. Exported for the AI routes (re-tagging an item).
 */
export async function invalidateAiResults(owner: Owner): Promise<void> {
  const db = await getDb();
  await db.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
}

/**
 * Adds a photo to the owner's closet: the bytes are checked and processed (lib/images: sniffed,
 * bounded, rotated, stripped, web size + thumbnail), both files stored, then the row inserted
 * together with dropping the owner's AI cache and claiming the files. If anything fails after the
 * files were stored they are deleted again (or, with the store down, by the sweep), so a failure
 * leaves neither a row nor a file. The row keeps the cut-out's perceptual hash, and the answer names
 * the owner's active items it looks like (`similarItems`): the upload succeeds either way.
 * Without a category the server detects one (./detect.ts) and says so (`categoryDetected`).
 * `mask`, the browser cut-out's mask, becomes the stored picture's alpha (lib/images/process.ts).
 * `original`, the photo as shot before background removal, goes through the same pipeline and is
 * kept at web size (no thumbnail) under the private ORIGINALS prefix, for the item page's "use the
 * original photo" and the mask brush; a bad original refuses the whole upload.
 * `details` fill the item's other fields at once (a piece bought after a "before you buy" check,
 * issue #44), and `alsoWrite` runs in the row's own transaction with its id (marking the check
 * bought): when it throws, neither the item nor its files stay.
 */
export async function addClosetItem(
  owner: Owner,
  input: {
    bytes: Uint8Array;
    category?: Category;
    original?: Uint8Array;
    mask?: Uint8Array;
    details?: ClosetItemDetails;
    alsoWrite?: AlsoWrite;
  },
): Promise<ClosetUploadResult> {
  await assertClosetHasRoom(owner);
  const [processed, processedOriginal] = await Promise.all([
    processImage(input.bytes, { mask: input.mask }),
    input.original ? processImage(input.original) : null,
  ]);
  // From the stored thumbnail: the processed cut-out, and the cheapest of the two to decode again.
  const imageHash = await uploadImageHash(processed.thumbnail.data);
  // Never fails the upload: without a reading there is no detected category and no colour check.
  const reading = await readGarment(processed.thumbnail.data).catch(() => undefined);
  const stored = await storeImage(CLOSET_STORAGE_PREFIX, processed);
  let original: { key: string } | null = null;
  let item: ClosetItemView;
  // A category filled from elsewhere may still be one the server read (a check's, issue #44).
  const categoryDetected = input.details?.categoryDetected ?? input.category === undefined;
  let categoryChoices: Category[] = [];
  try {
    if (processedOriginal) original = await storeVariant(PRIVATE_ORIGINAL_PREFIX, processedOriginal.web);
    let category = input.category;
    if (category === undefined) {
      const thumbnail = { thumbnail: processed.thumbnail.data, thumbnailKey: stored.thumbnailKey };
      ({ category, choices: categoryChoices } = await detectUploadCategory(owner, thumbnail, reading));
    }
    const db = await getDb();
    const data = {
      ...ownerWhere(owner),
      category,
      categoryDetected,
      imageHash,
      imageHashVersion: PERCEPTUAL_HASH_VERSION,
      ...stored,
      originalImageKey: original?.key ?? null,
      ...input.details,
    };
    const keys = original ? [original.key] : [];
    const { alsoWrite } = input;
    // One round trip as a batch; a caller's own write needs the new id, so it takes an interactive one.
    const row = alsoWrite
      ? await db.$transaction(async (tx) => {
          const created = await tx.clothingItem.create({ data, select: viewSelect });
          await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
          await claimStoredImage(tx, stored);
          await claimKeys(tx, keys);
          await alsoWrite(tx, created.id);
          return created;
        })
      : (
          await db.$transaction([
            db.clothingItem.create({ data, select: viewSelect }),
            db.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } }),
            claimStoredImage(db, stored),
            claimKeys(db, keys),
          ])
        )[0];
    item = toView(row);
  } catch (error) {
    await deleteStoredImage(stored);
    if (original) await deleteListedFiles([original.key]);
    throw error;
  }
  return {
    ...item,
    categoryDetected,
    categoryChoices,
    similarItems: imageHash === null ? [] : await findSimilarItems(owner, imageHash, item.id, reading),
  };
}

/**
 * Refuses (409) an owner whose closet already holds CLOSET_MAX_ITEMS. Checked before an upload is
 * read and again before it is stored; two uploads racing at the limit may both land, which bounds
 * the overshoot by the owner's concurrency, not by anything they can choose.
 */
export async function assertClosetHasRoom(owner: Owner): Promise<void> {
  const max = env().CLOSET_MAX_ITEMS;
  const db = await getDb();
  if ((await db.clothingItem.count({ where: ownerWhere(owner) })) >= max) throw closetFull(max);
}

/**
 * Deletes one of the owner's items: the row goes to the trash (lib/closet/trash.ts) with the
 * owner's cached AI answers dropped, in one transaction, and its files are removed only once the
 * undo window is over (by the sweep), so a restore finds them. The owner is part of the delete's own
 * condition, so another owner's id deletes nothing and answers 404.
 */
export async function removeClosetItem(owner: Owner, id: number): Promise<void> {
  const db = await getDb();
  const moved = await db.$transaction(async (tx) => {
    const count = await moveToTrash(tx, owner, [id]);
    if (count > 0) await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
    return count;
  });
  if (moved === 0) throw closetItemNotFound();
}

/** Stores the style tags of one of the owner's items (the analyze call); null when it is not theirs. */
export async function setClosetItemTags(
  owner: Owner,
  id: number,
  styleTags: readonly string[],
): Promise<ClosetItemView | null> {
  const db = await getDb();
  const [updated] = await db.$transaction([
    db.clothingItem.updateManyAndReturn({
      where: { id, ...ownerWhere(owner) },
      data: { styleTags: [...styleTags] },
      select: viewSelect,
    }),
    db.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } }),
  ]);
  return updated[0] ? (await toViewsWithWears(owner, [updated[0]]))[0]! : null;
}
