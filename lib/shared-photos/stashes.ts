import "server-only";

import { getDb } from "@/lib/db";
import { isAppError, sharedPhotosNotFound } from "@/lib/errors";
import { deleteListedFiles, scheduleDeletion } from "@/lib/storage/deletions";
import { z } from "zod";
import { stashHash } from "./browser";
import type { SharedPhotoView } from "./contract";

/**
 * Reading and removing stashes. A stash is found by its token together with the secret of the
 * browser that shared it (lib/shared-photos/browser.ts): `browser` is that secret, null when the
 * request carried none, which finds nothing. Removal follows lib/storage/deletions.ts: the rows go
 * and their files are listed in one transaction, then the files are removed; what the store
 * refuses stays listed for the sweep.
 */
const storedPhotoSchema = z.object({ key: z.string(), name: z.string(), type: z.string(), size: z.number() });
export type StoredPhoto = z.infer<typeof storedPhotoSchema>;
const storedPhotos = z.array(storedPhotoSchema);

async function liveStash(token: string, browser: string | null, now: Date): Promise<StoredPhoto[]> {
  if (!browser) throw sharedPhotosNotFound();
  const db = await getDb();
  const stash = await db.sharedPhotoStash.findFirst({
    where: { tokenHash: stashHash(token, browser), expiresAt: { gt: now } },
  });
  if (!stash) throw sharedPhotosNotFound();
  return storedPhotos.parse(stash.photos);
}

/** The stash's photos, in the order they were shared (404 for another browser, or once cleared or expired). */
export async function listSharedPhotos(
  token: string,
  browser: string | null,
  now = new Date(),
): Promise<SharedPhotoView[]> {
  const photos = await liveStash(token, browser, now);
  return photos.map(({ name, type, size }, index) => ({
    name,
    type,
    size,
    url: `/api/shared-photos/${token}/${index}`,
  }));
}

/** For the page's first render: the stash's photos, or null where the API would answer 404. */
export async function findSharedPhotos(token: string, browser: string | null): Promise<SharedPhotoView[] | null> {
  try {
    return await listSharedPhotos(token, browser);
  } catch (error) {
    if (isAppError(error) && error.code === "shared_photos_not_found") return null;
    throw error;
  }
}

/** The storage key of one shared photo (404 past the last one, for another browser, or once the stash is gone). */
export async function sharedPhotoKey(token: string, browser: string | null, index: number, now = new Date()) {
  const photo = (await liveStash(token, browser, now))[index];
  if (!photo) throw sharedPhotosNotFound();
  return photo.key;
}

/** Removes the stash and its files; clearing one already gone (or another browser's) is not an error. */
export async function clearSharedPhotos(token: string, browser: string | null): Promise<void> {
  if (!browser) return;
  const db = await getDb();
  const stash = await db.sharedPhotoStash.findUnique({ where: { tokenHash: stashHash(token, browser) } });
  if (stash) await removeStashes([stash]);
}

/** Removes every stash past its 30 minutes, with its files (a bounded batch per call). */
export async function sweepExpiredStashes(now = new Date()): Promise<number> {
  const db = await getDb();
  const expired = await db.sharedPhotoStash.findMany({ where: { expiresAt: { lte: now } }, take: 100 });
  await removeStashes(expired);
  return expired.length;
}

async function removeStashes(stashes: readonly { id: number; photos: unknown }[]): Promise<void> {
  if (stashes.length === 0) return;
  const keys = stashes.flatMap((stash) =>
    storedPhotos
      .catch([])
      .parse(stash.photos)
      .map((photo) => photo.key),
  );
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.sharedPhotoStash.deleteMany({ where: { id: { in: stashes.map((stash) => stash.id) } } });
    await scheduleDeletion(tx, keys);
  });
  await deleteListedFiles(keys);
}
