/**
 * STORAGE_TIMEOUT_MS bounds every store call, bodies included (issue #23, item 1). The stores hang
 * rather than fail: s3rver in a child process paused with SIGSTOP (the kernel still accepts
 * connections, nothing answers), and the Blob fake in its stall modes. Before the bound, an upload
 * and /uploads/<key> waited 45 s and more; here they answer 503 with Retry-After within about the
 * limit, and a body that stops half-way errors instead of hanging (a started /uploads answer or an
 * export ZIP ends early, so the client sees a failed download, never a complete-looking one).
 */
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as postCloset } from "@/app/api/closet/route";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { getDb } from "@/lib/db";
import { isStorageUnavailable } from "@/lib/errors";
import { STORAGE_MESSAGES } from "@/lib/messages/storage";
import { getStorage, newKey } from "@/lib/storage";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, request } from "../../support/api";
import { resetDatabase } from "../../support/db";
import { setEnv } from "../../support/env";
import { withSomeReference } from "../../support/error-reference";
import { blobEnv, startFakeBlobServer } from "../../support/fake-vercel-blob";
import { newGuest } from "../../support/owners";
import { s3Env, startS3ServerProcess } from "../../support/s3-server";
import { jpeg, uploadForm } from "../../support/uploads";

const LIMIT_MS = 1_000;
/**
 * The limit plus what the rest of the request costs on a busy 2-core machine (sharp, the photo's
 * reading, the database): 2.5 s was once exceeded (3.7 s) under a loaded run. Still far below what a
 * missing limit would take (the store never answers, so the request would hang to the test's timeout).
 */
const ANSWER_WITHIN_MS = LIMIT_MS + 6_000;

type HangingStore = {
  env: Record<string, string>;
  /** From now on the store accepts requests and answers none. */
  hang(): void;
  /** From now on a download sends its headers and part of its bytes, then nothing. */
  stallBodies(): void;
  /** Called once a read has its first bytes (S3: pausing then stalls the rest of a large body). */
  afterFirstBytes(): void;
  answer(): void;
  stop(): Promise<void>;
  /** Size of an object whose body the store cannot hand over before the stall. */
  largeObjectBytes: number;
};

const stores: { name: string; start(): Promise<HangingStore> }[] = [
  {
    name: "s3 (s3rver paused with SIGSTOP)",
    async start() {
      const s3 = await startS3ServerProcess();
      let stallOnFirstBytes = false;
      return {
        env: s3Env(s3),
        hang: () => s3.pause(),
        stallBodies: () => (stallOnFirstBytes = true),
        afterFirstBytes: () => {
          if (stallOnFirstBytes) s3.pause();
        },
        answer: () => {
          stallOnFirstBytes = false;
          s3.resume();
        },
        stop: () => s3.stop(),
        // More than loopback's socket buffers hold, so a paused s3rver cannot have sent it all.
        largeObjectBytes: 24 * 1024 * 1024,
      };
    },
  },
  {
    name: "vercel-blob (loopback fake that stalls)",
    async start() {
      const blob = await startFakeBlobServer();
      return {
        env: blobEnv(blob),
        hang: () => (blob.stall = "answers"),
        stallBodies: () => (blob.stall = "body"),
        afterFirstBytes: () => undefined,
        answer: () => (blob.stall = "none"),
        stop: () => blob.stop(),
        largeObjectBytes: 1024 * 1024,
      };
    },
  },
];

const serve = (key: string) =>
  serveUpload(new Request(`http://127.0.0.1:3000/uploads/${key}`), {
    params: Promise.resolve({ key: key.split("/") }),
  });

/** Reads a body to its end or its error: what arrived, what ended it, and when. */
async function drain(body: ReadableStream<Uint8Array>, onFirstBytes: () => void = () => undefined) {
  const reader = body.getReader();
  let bytes = 0;
  for (;;) {
    try {
      const next = await reader.read();
      if (next.done) return { bytes, error: null };
      if (bytes === 0) onFirstBytes();
      bytes += next.value.byteLength;
    } catch (error) {
      return { bytes, error };
    }
  }
}

/**
 * Stores `size` random bytes under a generous limit: the set-up is not what these tests time, and
 * 24 MiB into s3rver took over the 1 s limit on a machine busy with other test runs (2026-11-29).
 */
async function putUnhurried(size: number): Promise<string> {
  const restore = setEnv({ STORAGE_TIMEOUT_MS: "60000" });
  try {
    const stored = await getStorage().put({
      key: newKey("closet", "png"),
      body: randomBytes(size),
      contentType: "image/png",
    });
    return stored.key;
  } finally {
    restore();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

describe.each(stores)("STORAGE_TIMEOUT_MS: $name", (driver) => {
  let store: HangingStore;
  let restoreEnv: () => void;

  beforeAll(async () => {
    store = await driver.start();
    restoreEnv = setEnv({ ...store.env, STORAGE_TIMEOUT_MS: String(LIMIT_MS) });
  });
  afterAll(async () => {
    store?.answer();
    restoreEnv?.();
    await store?.stop();
  });
  beforeEach(async () => {
    store.answer();
    await resetDatabase();
  });

  it("an upload to a store that never answers: 503 with Retry-After within the limit, and no row", async () => {
    const guest = await newGuest();
    const photo = await jpeg();
    store.hang();
    const { value: answer, ms } = await timed(() =>
      call(postCloset, { path: "/api/closet", body: uploadForm({ bytes: photo, name: "a.jpg" }), jar: guest }),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("30");
    expect(answer.body).toEqual({
      message: withSomeReference(STORAGE_MESSAGES.unavailable),
      code: "storage_unavailable",
    });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(await (await getDb()).clothingItem.count()).toBe(0);
  });

  it("/uploads/<key> from a store that never answers: 503 with Retry-After within the limit", async () => {
    const { key } = await getStorage().put({
      key: newKey("closet", "png"),
      body: randomBytes(2_000),
      contentType: "image/png",
    });
    store.hang();
    const { value: answer, ms } = await timed(() => serve(key));
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("30");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.json()).toEqual({ message: STORAGE_MESSAGES.unavailable, code: "storage_unavailable" });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("a body that stalls half-way is cut off within the limit with a StorageUnavailableError, not left hanging", async () => {
    const size = store.largeObjectBytes;
    const key = await putUnhurried(size);
    store.stallBodies();
    const stored = (await getStorage().get(key))!;
    expect(stored.size).toBe(size);
    let stalledAt = 0;
    const read = await drain(stored.body, () => {
      store.afterFirstBytes();
      stalledAt = performance.now();
    });
    const waited = performance.now() - stalledAt;
    expect(read.bytes).toBeGreaterThan(0);
    expect(read.bytes).toBeLessThan(size);
    expect(isStorageUnavailable(read.error)).toBe(true);
    expect(waited).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("/uploads/<key> whose body stalls: the 200 already sent ends early, so the client sees a failed download", async () => {
    const size = store.largeObjectBytes;
    const key = await putUnhurried(size);
    store.stallBodies();
    const answer = await serve(key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Length")).toBe(String(size));
    const read = await drain(answer.body!, () => store.afterFirstBytes());
    expect(read.bytes).toBeLessThan(size);
    expect(isStorageUnavailable(read.error)).toBe(true);
  });

  it("an export whose store hangs: the ZIP download fails within the limit instead of hanging", async () => {
    const guest = await newGuest();
    const created = await call(postCloset, {
      path: "/api/closet",
      body: uploadForm({ bytes: await jpeg(), name: "a.jpg" }),
      jar: guest,
    });
    expect(created.status).toBe(201);
    store.hang();
    const { value: answer, ms: headersMs } = await timed(() =>
      exportRoute(request({ path: "/api/account/export", jar: guest })),
    );
    // data.json comes from the database, so the answer starts; the first photo never arrives.
    expect(answer.status).toBe(200);
    const { value: read, ms } = await timed(() => drain(answer.body!));
    expect(read.error).not.toBeNull();
    expect(headersMs + ms).toBeLessThan(ANSWER_WITHIN_MS);
  });
});
