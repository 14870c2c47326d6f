/**
 * The STORAGE_TIMEOUT_MS helpers every driver (local, S3, Vercel Blob) runs its calls through
 * (lib/storage/time-limit.ts): a call that never settles, a body that stops half-way, and a body
 * sent to a store that stops reading, each cut off at the limit; a slow reader or a slow source is
 * never the store's fault.
 */
import { isStorageUnavailable } from "@/lib/errors";
import { isStoreTimeout, readWithTimeLimit, sendWithTimeLimit, withTimeLimit } from "@/lib/storage/time-limit";
import { describe, expect, it } from "vitest";

const LIMIT_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const chunk = (size: number) => new Uint8Array(size).fill(7);

async function outcome<T>(work: Promise<T>) {
  const started = performance.now();
  try {
    return { value: await work, error: null, ms: performance.now() - started };
  } catch (error) {
    return { value: null, error, ms: performance.now() - started };
  }
}

describe("withTimeLimit", () => {
  it("answers what the call answers within the limit", async () => {
    expect(await withTimeLimit(LIMIT_MS, async () => "stored")).toBe("stored");
  });

  it("rejects at the limit with a StoreTimeoutError and aborts the call's signal, even if the call ignores it", async () => {
    let seen: AbortSignal | undefined;
    const result = await outcome(
      withTimeLimit(LIMIT_MS, (signal) => {
        seen = signal;
        return new Promise<never>(() => undefined);
      }),
    );
    expect(isStoreTimeout(result.error)).toBe(true);
    expect((result.error as Error).message).toBe("the store did not answer within 200 ms (STORAGE_TIMEOUT_MS)");
    expect(seen?.aborted).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(LIMIT_MS - 5);
    expect(result.ms).toBeLessThan(LIMIT_MS + 300);
  });
});

describe("readWithTimeLimit", () => {
  it("passes a body through whole, however slowly its reader reads", async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(chunk(10));
        controller.close();
      },
    });
    const reader = readWithTimeLimit(source, LIMIT_MS).getReader();
    let bytes = 0;
    for (;;) {
      await sleep(LIMIT_MS + 50); // the reader is slow, not the store
      const next = await reader.read();
      if (next.done) break;
      bytes += next.value.byteLength;
    }
    expect(bytes).toBe(30);
  });

  it("errors with a StorageUnavailableError when the store sends nothing for the limit, and cancels the store's body", async () => {
    let cancelled: unknown = null;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk(10));
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    const reader = readWithTimeLimit(source, LIMIT_MS).getReader();
    expect((await reader.read()).value?.byteLength).toBe(10);
    const result = await outcome(reader.read());
    expect(isStorageUnavailable(result.error)).toBe(true);
    expect(result.ms).toBeLessThan(LIMIT_MS + 300);
    expect(isStoreTimeout(cancelled)).toBe(true);
  });

  it("turns a store's own failure mid-body into a StorageUnavailableError", async () => {
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("socket hang up"));
      },
    });
    const result = await outcome(readWithTimeLimit(source, LIMIT_MS).getReader().read());
    expect(isStorageUnavailable(result.error)).toBe(true);
    expect((result.error as Error & { cause: Error }).cause.message).toBe("socket hang up");
  });
});

describe("sendWithTimeLimit", () => {
  /** A source that yields `count` chunks, each after `delayMs`: an uploading client. */
  const slowSource = (count: number, delayMs: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        await sleep(delayMs);
        if (sent++ < count) controller.enqueue(chunk(10));
        else controller.close();
      },
    });
  };
  const readAll = async (body: ReadableStream<Uint8Array>) => (await new Response(body).arrayBuffer()).byteLength;

  it("a source slower than the limit is not the store's fault: the whole body is sent", async () => {
    const result = await outcome(sendWithTimeLimit(slowSource(3, LIMIT_MS + 50), LIMIT_MS, (body) => readAll(body)));
    expect(result.error).toBeNull();
    expect(result.value).toBe(30);
  });

  it("a store that stops reading the body fails at the limit and its signal is aborted", async () => {
    let seen: AbortSignal | undefined;
    const result = await outcome(
      sendWithTimeLimit(slowSource(5, 0), LIMIT_MS, async (body, signal) => {
        seen = signal;
        await body.getReader().read(); // one chunk, then the store stalls
        return new Promise<never>(() => undefined);
      }),
    );
    expect(isStoreTimeout(result.error)).toBe(true);
    expect(seen?.aborted).toBe(true);
    expect(result.ms).toBeLessThan(LIMIT_MS + 300);
  });

  it("a store that reads everything and then never answers fails at the limit", async () => {
    const result = await outcome(
      sendWithTimeLimit(slowSource(2, 0), LIMIT_MS, async (body) => {
        await readAll(body);
        return new Promise<never>(() => undefined);
      }),
    );
    expect(isStoreTimeout(result.error)).toBe(true);
  });
});
