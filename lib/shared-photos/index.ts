import "server-only";

import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { notAPhoto, sharedPhotosNotFound } from "@/lib/errors";
import { type SniffedType, sniffImageType, type UploadedFile } from "@/lib/images";
import type { Limit } from "@/lib/rate-limit";
import { SHARE_STASH_TTL_SECONDS } from "@/lib/shared-photos/constants";
import { getStorage, type KeyExtension, newKey, SHARED_PHOTOS_PREFIX } from "@/lib/storage";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { SharedPhotoView } from "./contract";

/**
 * Photos shared to the installed app (Web Share Target, issue #25). The phone's share sheet posts
 * them to /share-target, maybe before the person has signed in, so they wait here under an
 * unguessable token (256 random bits; only its SHA-256 is stored) until /closet-upload, signed in
 * by then, lists them, queues them and clears the stash. Not an owner's: whoever holds the token
 * holds the photos, which is the person whose browser was redirected with it. A stash lives 30
 * minutes; every new share sweeps the expired ones (row and stored files).
 */

/** Per client address: a person shares a few batches in an hour; a script filling the store is held back. */
export const SHARE_TARGET_LIMITS: readonly Limit<{ client: { address: string } }>[] = [
  {
    counts: "attempts",
    bucket: "share-target:address",
    get limit() {
      return env().SHARE_TARGET_POSTS_PER_HOUR;
    },
    windowSeconds: 60 * 60,
    key: ({ client }) => client.address,
  },
];

/** 32 random bytes as base64url: 43 characters. Anything else is no token of ours (404). */
export const sharedPhotosParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export const sharedPhotoParamsSchema = sharedPhotosParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(99),
});

const EXTENSIONS: Record<SniffedType, KeyExtension> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "avif",
  heic: "heic",
};
const CONTENT_TYPES: Record<SniffedType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  heic: "image/heic",
};

const storedPhotoSchema = z.object({ key: z.string(), name: z.string(), type: z.string(), size: z.number() });
type StoredPhoto = z.infer<typeof storedPhotoSchema>;

export type { SharedPhotoView };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** A name to show and to give the File again: the sender's, without a path, bounded. */
const cleanName = (name: string, index: number) =>
  (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 120) || `shared-photo-${index + 1}`;

/**
 * Stores the shared files and answers the token. Every file is sniffed first: one that is not a
 * photo refuses the share (415, naming it) before anything is stored; a failure half-way removes
 * what was already stored.
 */
export async function stashSharedPhotos(files: readonly UploadedFile[], now = new Date()): Promise<string> {
  const types = files.map((file) => {
    const type = sniffImageType(file.bytes);
    if (!type) throw notAPhoto(file.filename || undefined);
    return type;
  });
  await sweepExpiredStashes(now).catch(() => undefined); // housekeeping never costs the sharer their share

  const storage = getStorage();
  const photos: StoredPhoto[] = [];
  const token = randomBytes(32).toString("base64url");
  try {
    for (const [i, file] of files.entries()) {
      const type = types[i]!;
      const key = newKey(SHARED_PHOTOS_PREFIX, EXTENSIONS[type]);
      await storage.put({ key, body: file.bytes, contentType: CONTENT_TYPES[type] });
      photos.push({ key, name: cleanName(file.filename, i), type: CONTENT_TYPES[type], size: file.bytes.length });
    }
    const db = await getDb();
    await db.sharedPhotoStash.create({
      data: {
        tokenHash: hashToken(token),
        photos,
        expiresAt: new Date(now.getTime() + SHARE_STASH_TTL_SECONDS * 1000),
      },
    });
  } catch (error) {
    await Promise.all(photos.map((photo) => storage.delete(photo.key).catch(() => undefined)));
    throw error;
  }
  return token;
}

async function liveStash(token: string, now: Date): Promise<StoredPhoto[]> {
  const db = await getDb();
  const stash = await db.sharedPhotoStash.findFirst({ where: { tokenHash: hashToken(token), expiresAt: { gt: now } } });
  if (!stash) throw sharedPhotosNotFound();
  return z.array(storedPhotoSchema).parse(stash.photos);
}

export async function listSharedPhotos(token: string, now = new Date()): Promise<SharedPhotoView[]> {
  const photos = await liveStash(token, now);
  return photos.map(({ name, type, size }, index) => ({
    name,
    type,
    size,
    url: `/api/shared-photos/${token}/${index}`,
  }));
}

/** The storage key of one shared photo (404 past the last one, or once the stash expired or was cleared). */
export async function sharedPhotoKey(token: string, index: number, now = new Date()): Promise<string> {
  const photo = (await liveStash(token, now))[index];
  if (!photo) throw sharedPhotosNotFound();
  return photo.key;
}

/** Removes the stash and its files; clearing one already gone is not an error. */
export async function clearSharedPhotos(token: string): Promise<void> {
  const db = await getDb();
  const stash = await db.sharedPhotoStash.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!stash) return;
  await removeStashes([stash]);
}

/** Removes every stash past its 30 minutes, its files first (a bounded batch per call). */
export async function sweepExpiredStashes(now = new Date()): Promise<number> {
  const db = await getDb();
  const expired = await db.sharedPhotoStash.findMany({ where: { expiresAt: { lte: now } }, take: 100 });
  await removeStashes(expired);
  return expired.length;
}

async function removeStashes(stashes: readonly { id: number; photos: unknown }[]): Promise<void> {
  if (stashes.length === 0) return;
  const storage = getStorage();
  const keys = stashes.flatMap((stash) =>
    z
      .array(storedPhotoSchema)
      .catch([])
      .parse(stash.photos)
      .map((p) => p.key),
  );
  await Promise.all(keys.map((key) => storage.delete(key)));
  const db = await getDb();
  await db.sharedPhotoStash.deleteMany({ where: { id: { in: stashes.map((stash) => stash.id) } } });
}
