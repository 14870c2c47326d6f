import "server-only";
import { getStorage, newKey } from "@/lib/storage";
import type { ProcessedImage } from "./process";

export type StoredImage = { imageUrl: string; imageKey: string; thumbnailUrl: string; thumbnailKey: string };

/**
 * Puts both variants under `prefix` ("closet", "inspiration", ...). Either both files exist
 * afterwards or neither does: if the second put fails the first is deleted again.
 */
export async function storeImage(prefix: string, processed: ProcessedImage): Promise<StoredImage> {
  const storage = getStorage();
  const web = await storage.put({ key: newKey(prefix, processed.web.ext), body: processed.web.data, contentType: processed.web.contentType });
  try {
    const thumb = await storage.put({
      key: newKey(`${prefix}/thumbs`, processed.thumbnail.ext),
      body: processed.thumbnail.data,
      contentType: processed.thumbnail.contentType,
    });
    return { imageUrl: web.url, imageKey: web.key, thumbnailUrl: thumb.url, thumbnailKey: thumb.key };
  } catch (error) {
    await storage.delete(web.key).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes both files of a stored image. Call it when the row insert fails after storeImage, or
 * after the row is deleted. Missing files are fine (delete is idempotent).
 */
export async function deleteStoredImage(keys: { imageKey?: string | null; thumbnailKey?: string | null }): Promise<void> {
  const storage = getStorage();
  const present = [keys.imageKey, keys.thumbnailKey].filter((key): key is string => Boolean(key));
  const results = await Promise.allSettled(present.map((key) => storage.delete(key)));
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}
