import "server-only";

import { getDb } from "@/lib/db";
import { isStorageUnavailable, notAPhoto, uploadEmptyFile, uploadMissingFile } from "@/lib/errors";
import { type SniffedType, sniffImageType } from "@/lib/images";
import { SHARE_STASH_TTL_SECONDS } from "@/lib/shared-photos/constants";
import { getStorage, type KeyExtension, newKey, SHARED_PHOTOS_PREFIX } from "@/lib/storage";
import { claimKeys, deleteListedFiles, reserveKeys } from "@/lib/storage/deletions";
import { randomBytes } from "node:crypto";
import { stashHash } from "./browser";
import { type ByteBudget, shareByteBudget } from "./byte-budget";
import type { SharedPart } from "./parts";
import { type StoredPhoto, sweepExpiredStashes } from "./stashes";

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
/** Enough of a photo's first bytes for sniffImageType (an ISO brand list reads up to 256). */
const SNIFF_BYTES = 4096;

/** Who shared: the client address (the byte budget) and this browser's secret (the stash's owner). */
export type ShareSender = { address: string; browser: string };

/** A name to show and to give the File again: the sender's, without a path, bounded. */
const cleanName = (name: string, index: number) =>
  (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 120) || `shared-photo-${index + 1}`;

/**
 * Streams each shared photo to storage as it arrives and answers the stash's token. Each photo is
 * sniffed from its first bytes before anything of it is stored (not a photo: 415 naming it), and
 * its bytes count against the address's hourly budget before they reach the store (429 past it).
 *
 * Every key is listed in storage_deletions before its put (lib/storage/deletions.ts) and claimed
 * in the transaction that writes the stash, so a share that fails anywhere (a refusal, a store
 * that is paused or down, the process dying) leaves nothing the sweep will not remove. A refusal
 * removes what this share stored at once; a store that is down keeps its keys listed for the sweep.
 */
export async function stashSharedPhotos(
  parts: AsyncIterable<SharedPart>,
  sender: ShareSender,
  now = new Date(),
): Promise<string> {
  await sweepExpiredStashes(now).catch(() => undefined); // housekeeping never costs the sharer their share
  const budget = shareByteBudget(sender.address);
  const photos: StoredPhoto[] = [];
  const keys: string[] = [];
  const token = randomBytes(32).toString("base64url");
  try {
    for await (const part of parts) photos.push(await storePart(part, photos.length, keys, budget));
    if (photos.length === 0) throw uploadMissingFile();
    const db = await getDb();
    await db.$transaction(async (tx) => {
      await tx.sharedPhotoStash.create({
        data: {
          tokenHash: stashHash(token, sender.browser),
          photos,
          // One clock for both ends: the stash lives exactly its TTL, however long the photos took to store.
          createdAt: now,
          expiresAt: new Date(now.getTime() + SHARE_STASH_TTL_SECONDS * 1000),
        },
      });
      await claimKeys(tx, keys);
    });
  } catch (error) {
    // A store that is down or out of time would only hold the answer longer: the sweep has the keys.
    if (!isStorageUnavailable(error)) await deleteListedFiles(keys);
    throw error;
  }
  await budget.settle().catch(() => undefined); // a lost refund only costs the sharer a slice
  return token;
}

/** Sniffs one photo, lists its key, then streams it to the store, counting its bytes. */
async function storePart(part: SharedPart, index: number, keys: string[], budget: ByteBudget): Promise<StoredPhoto> {
  const name = cleanName(part.filename, index);
  const head = await readHead(part.bytes);
  if (head.length === 0) throw uploadEmptyFile();
  const type = sniffImageType(head);
  if (!type) throw notAPhoto(name);

  const key = newKey(SHARED_PHOTOS_PREFIX, EXTENSIONS[type]);
  keys.push(key);
  await reserveKeys([key]);
  let size = 0;
  let refused: unknown;
  const body = bodyOf(head, part.bytes, {
    take: async (chunk) => {
      await budget.take(chunk.length);
      size += chunk.length;
    },
    failed: (error) => (refused ??= error),
  });
  try {
    await getStorage().put({ key, body, contentType: CONTENT_TYPES[type] });
  } catch (error) {
    // The body's own refusal (the budget, a photo over its limit, the client gone) is the answer, however the store reports it.
    throw refused ?? error;
  }
  return { key, name, type: CONTENT_TYPES[type], size };
}

async function readHead(bytes: AsyncIterator<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await bytes.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(chunks);
}

/** The photo as the store reads it: the sniffed head, then the rest as it arrives, each chunk counted first. */
function bodyOf(
  head: Uint8Array,
  rest: AsyncIterator<Uint8Array>,
  on: { take: (chunk: Uint8Array) => Promise<void>; failed: (error: unknown) => void },
): ReadableStream<Uint8Array> {
  let pending: Uint8Array | null = head;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = pending ? { done: false as const, value: pending } : await rest.next();
          pending = null;
          if (next.done) return controller.close();
          await on.take(next.value);
          controller.enqueue(next.value);
        } catch (error) {
          on.failed(error);
          throw error;
        }
      },
      cancel: async () => void (await rest.return?.()),
    },
    { highWaterMark: 0 },
  );
}
