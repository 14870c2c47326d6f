import "server-only";

import { isStorageUnavailable } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getStorage, newKey } from "@/lib/storage";
import { claimKeys, deleteListedFiles, reserveKeys } from "@/lib/storage/deletions";
import type { ProcessedImage, ProcessedVariant } from "./process";

export type StoredImage = { imageUrl: string; imageKey: string; thumbnailUrl: string; thumbnailKey: string };
type Keys = { imageKey: string; thumbnailKey: string };

/**
 * Puts both variants under `prefix` ("closet", "inspiration", ...). The keys are reserved in the
 * database first (lib/storage/deletions.ts): the caller's row insert must claim them in its own
 * transaction (`claimStoredImage`), and an upload that fails anywhere before that leaves files the
 * sweep removes. A put that fails removes what was stored at once when the store lets it.
 */
export async function storeImage(prefix: string, processed: ProcessedImage): Promise<StoredImage> {
  const storage = getStorage();
  const keys = {
    imageKey: newKey(prefix, processed.web.ext),
    thumbnailKey: newKey(`${prefix}/thumbs`, processed.thumbnail.ext),
  };
  await reserveKeys(keysOf(keys));
  try {
    const web = await storage.put({
      key: keys.imageKey,
      body: processed.web.data,
      contentType: processed.web.contentType,
    });
    const thumb = await storage.put({
      key: keys.thumbnailKey,
      body: processed.thumbnail.data,
      contentType: processed.thumbnail.contentType,
    });
    return { imageUrl: web.url, imageKey: web.key, thumbnailUrl: thumb.url, thumbnailKey: thumb.key };
  } catch (error) {
    // A store that is down or out of time would only hold the answer for another STORAGE_TIMEOUT_MS:
    // its keys stay reserved and the sweep removes whatever reached it.
    if (!isStorageUnavailable(error)) await deleteListedFiles(keysOf(keys));
    throw error;
  }
}

/**
 * Puts one variant alone under `prefix` (a closet item's original photo keeps its web size, no
 * thumbnail), with the same reservation as `storeImage`: claim its key with `claimKeys` in the row's
 * transaction, or remove it with `deleteListedFiles`.
 */
export async function storeVariant(prefix: string, variant: ProcessedVariant): Promise<{ key: string }> {
  const key = newKey(prefix, variant.ext);
  await reserveKeys([key]);
  try {
    await getStorage().put({ key, body: variant.data, contentType: variant.contentType });
    return { key };
  } catch (error) {
    if (!isStorageUnavailable(error)) await deleteListedFiles([key]);
    throw error;
  }
}

/** In the transaction that inserts the row holding the image: its files are kept. */
export function claimStoredImage(tx: Prisma.TransactionClient, keys: Keys) {
  return claimKeys(tx, keysOf(keys));
}

/**
 * Removes both files of a stored image whose row is gone or was never written (its keys reserved
 * as above, or scheduled with lib/storage/deletions.ts). Never throws: whatever the store refuses
 * is left to the sweep.
 */
export async function deleteStoredImage(keys: Keys): Promise<void> {
  await deleteListedFiles(keysOf(keys));
}

const keysOf = (keys: Keys) => [keys.imageKey, keys.thumbnailKey];
