import "server-only";

import { isStorageUnavailable, storageUnavailable } from "@/lib/errors";

/**
 * STORAGE_TIMEOUT_MS, enforced the same way on every driver. An SDK's own timeouts are not enough:
 * the AWS SDK only logs a warning when `requestTimeout` passes, retries start the clock again, and
 * a store that accepts connections but never answers (a paused process, a wedged NFS mount) holds
 * a request for minutes. So each call gets an AbortSignal that fires at the limit (the SDKs and
 * fetch stop their request), raced against the limit itself (an answer even if a library ignores
 * the signal), and every body that comes from the store is cut off when no bytes arrive within the
 * limit. The drivers turn the StoreTimeoutError into a StorageUnavailableError (503, Retry-After).
 */
export class StoreTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`the store did not answer within ${limitMs} ms (STORAGE_TIMEOUT_MS)`);
    this.name = "StoreTimeoutError";
  }
}

/** By name, not `instanceof`: the same class may exist in several build chunks (see lib/errors/index.ts). */
export const isStoreTimeout = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === "StoreTimeoutError";

/** Runs one store call (until its answer's headers) within `limitMs`; rejects with a StoreTimeoutError after that. */
export async function withTimeLimit<T>(limitMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = new StoreTimeoutError(limitMs);
      controller.abort(reason);
      reject(reason);
    }, limitMs);
  });
  try {
    return await Promise.race([call(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A body read from the store, cut off when the store sends nothing for `limitMs` while the reader
 * waits for bytes (a slow reader does not count: the clock runs only during a pending read). The
 * stream then errors with a StorageUnavailableError and the store's request is cancelled. A reader
 * that has not started answering yet gets the 503; one that is already sending (a 200 whose headers
 * are out, an export ZIP) can only stop, so its client sees a body that ends early (a reset
 * connection, a failed download), never one that hangs or looks complete.
 */
export function readWithTimeLimit(source: ReadableStream<Uint8Array>, limitMs: number): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: NodeJS.Timeout | undefined;
        const stalled = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new StoreTimeoutError(limitMs)), limitMs);
        });
        try {
          const next = await Promise.race([reader.read(), stalled]);
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          controller.error(isStorageUnavailable(error) ? error : storageUnavailable("read", error));
          reader.cancel(error).catch(() => undefined);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/**
 * Sends a body of unknown length to the store (`call` reads `body`), failing with a
 * StoreTimeoutError when the store itself holds things up for `limitMs`: it stops reading the body,
 * or, once the body is sent, does not answer. Time spent waiting for the body's own source (the
 * uploading client) does not count, so a long upload that keeps moving is never cut off.
 */
export async function sendWithTimeLimit<T>(
  source: ReadableStream<Uint8Array>,
  limitMs: number,
  call: (body: ReadableStream<Uint8Array>, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let reject: (error: StoreTimeoutError) => void = () => undefined;
  const expired = new Promise<never>((_, fail) => (reject = fail));
  const storeHasTheBall = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const reason = new StoreTimeoutError(limitMs);
      controller.abort(reason);
      reject(reason);
    }, limitMs);
  };
  const waitingForSource = () => clearTimeout(timer);
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(stream) {
        waitingForSource();
        const next = await reader.read();
        if (next.done) stream.close();
        else stream.enqueue(next.value);
        storeHasTheBall();
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  storeHasTheBall();
  try {
    return await Promise.race([call(body, controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
