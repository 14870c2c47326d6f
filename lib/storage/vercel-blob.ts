import "server-only";

import { ConfigError } from "@/lib/config/env";
import { storageUnavailable } from "@/lib/errors";
import {
  BlobAccessError,
  BlobNotFoundError,
  BlobStoreNotFoundError,
  BlobStoreSuspendedError,
  del,
  head,
  put,
} from "@vercel/blob";
import { assertValidKey, contentTypeForKey, keyForPut } from "./keys";
import { UPLOADS_URL_PREFIX } from "./local";
import { cacheMaxAgeForKey, publicUrl } from "./public-url";
import { readWithTimeLimit, sendWithTimeLimit, withTimeLimit } from "./time-limit";
import type { FileStorage, PutInput, StoredObject } from "./types";

export type VercelBlobSettings = { token: string; publicBaseUrl?: string; timeoutMs: number };

/** A pathname no key can take (keys never start with a dot): the start-up check asks for it and expects "not found". */
const PROBE_PATHNAME = ".stylematch-start-up-probe";

/**
 * Vercel Blob through @vercel/blob (which honours VERCEL_BLOB_API_URL, as the tests' loopback fake
 * does). Blobs are public with our own keys as pathnames (no random suffix: the key is already
 * unguessable), so a blob's URL is as much a capability as /uploads/<key>.
 */
export function createVercelBlobStorage(settings: VercelBlobSettings): FileStorage {
  const { token } = settings;
  // The SDK retries up to ten times with growing pauses; STORAGE_TIMEOUT_MS over the whole call
  // (./time-limit.ts) keeps a dead store at a prompt 503.
  const limitMs = settings.timeoutMs;

  const storage: FileStorage = {
    async put(input) {
      const key = keyForPut(input);
      await uploadBlob(key, input, token, limitMs);
      return { key, url: storage.url(key) };
    },

    async get(key, options): Promise<StoredObject | null> {
      assertValidKey(key);
      const range = options?.range;
      try {
        // head() finds the blob's URL on whichever host the store uses; the bytes come from that URL.
        // One limit until the bytes start; then a limit on every wait for more (a whole large file may take longer).
        const { meta, answer } = await withTimeLimit(limitMs, async (signal) => {
          const meta = await head(key, { token, abortSignal: signal });
          const answer = await fetch(meta.url, {
            headers: range ? { Range: `bytes=${range.start}-${range.end}` } : {},
            signal,
          });
          return { meta, answer };
        });
        if (answer.status === 404) return null;
        if (!answer.ok || !answer.body) throw new Error(`the blob answered ${answer.status}`);
        return {
          body: readWithTimeLimit(answer.body, limitMs),
          contentType: contentTypeForKey(key)!,
          size: meta.size,
          lastModified: meta.uploadedAt,
        };
      } catch (error) {
        if (error instanceof BlobNotFoundError) return null;
        throw storageUnavailable("read", error);
      }
    },

    async delete(key) {
      assertValidKey(key);
      try {
        await withTimeLimit(limitMs, (abortSignal) => del(key, { token, abortSignal }));
      } catch (error) {
        if (error instanceof BlobNotFoundError) return;
        throw storageUnavailable("delete", error);
      }
    },

    url(key) {
      assertValidKey(key);
      return settings.publicBaseUrl ? publicUrl(settings.publicBaseUrl, key) : UPLOADS_URL_PREFIX + key;
    },

    async check() {
      await checkStore(token, limitMs);
    },
  };
  return storage;
}

/** One blob up under its key: a stream of unknown length bounded by the store's stalls, bytes by one limit. */
async function uploadBlob(key: string, input: PutInput, token: string, limitMs: number) {
  const body =
    input.body instanceof ReadableStream || Buffer.isBuffer(input.body)
      ? input.body
      : Buffer.from(input.body.buffer, input.body.byteOffset, input.body.byteLength);
  const options = (abortSignal: AbortSignal) => ({
    access: "public" as const,
    token,
    contentType: input.contentType,
    addRandomSuffix: false,
    allowOverwrite: true, // as S3 and the disk do; keys are never reused anyway
    cacheControlMaxAge: cacheMaxAgeForKey(key),
    abortSignal,
  });
  try {
    // A stream of unknown length may rightly take longer than the limit: only the store's stalls count.
    if (body instanceof ReadableStream)
      await sendWithTimeLimit(body, limitMs, (sent, abortSignal) => put(key, sent, options(abortSignal)));
    else await withTimeLimit(limitMs, (abortSignal) => put(key, body, options(abortSignal)));
  } catch (error) {
    throw storageUnavailable("upload", error);
  }
}

/** The start-up check: a probe for a name no key takes must answer "not found"; anything else names the setting. */
async function checkStore(token: string, limitMs: number) {
  try {
    await withTimeLimit(limitMs, (abortSignal) => head(PROBE_PATHNAME, { token, abortSignal }));
  } catch (error) {
    if (error instanceof BlobNotFoundError) return;
    if (
      error instanceof BlobAccessError ||
      error instanceof BlobStoreNotFoundError ||
      error instanceof BlobStoreSuspendedError
    ) {
      throw new ConfigError(
        `BLOB_READ_WRITE_TOKEN: the Blob store refused the token (${error.message}). Copy the store's read-write token again.`,
      );
    }
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new ConfigError(
      `BLOB_READ_WRITE_TOKEN: the Blob store is not reachable with it (${detail}). Check the token and the network.`,
    );
  }
}
