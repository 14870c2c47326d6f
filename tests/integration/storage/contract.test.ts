/**
 * The FileStorage contract (lib/storage/types.ts), run against every driver: `local` on a temp
 * folder, `s3` against s3rver (npm) on loopback, `vercel-blob` against the loopback Blob fake. The
 * remote stores sit behind a relay the tests can cut (tests/support/fault-proxy.ts) to show what an
 * outage does: an upload answers 503 and leaves no row and no file; a delete keeps the file listed
 * (storage_deletions) until the store is back and the sweep removes it; a missing object is 404.
 * Uploads and deletes go through the real route handlers; nothing of the app is mocked.
 */
import { DELETE as deleteClosetItem } from "@/app/api/closet/[id]/route";
import { GET as listCloset, POST as postCloset } from "@/app/api/closet/route";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { ConfigError, dataDir } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { STORAGE_MESSAGES } from "@/lib/messages/storage";
import { checkStorage, getStorage, newKey } from "@/lib/storage";
import { sweepStorageDeletions } from "@/lib/storage/deletions";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../../support/api";
import { resetDatabase } from "../../support/db";
import { setEnv } from "../../support/env";
import { withSomeReference } from "../../support/error-reference";
import { blobEnv, FAKE_BLOB_TOKEN, startFakeBlobServer } from "../../support/fake-vercel-blob";
import { type FaultProxy, startFaultProxy } from "../../support/fault-proxy";
import { newGuest } from "../../support/owners";
import { s3Env, startS3Server } from "../../support/s3-server";
import { jpeg, keyOf, uploadForm } from "../../support/uploads";

type Driver = {
  name: string;
  /** Starts the store; answers the app's settings, a switch to take it down, and a stop. */
  start(): Promise<{
    env: Record<string, string>;
    down(): Promise<void>;
    up(): Promise<void>;
    stop(): Promise<void>;
    wrongCredentials: Record<string, string>;
  }>;
};

const drivers: Driver[] = [
  {
    name: "local",
    async start() {
      // The uploads folder replaced by a plain file: every write and delete under it fails, as on a dead disk.
      const uploads = () => path.join(dataDir(), "uploads");
      const aside = () => `${uploads()}-aside`;
      let isDown = false;
      return {
        env: { STORAGE_DRIVER: "local" },
        down: async () => {
          isDown = true;
          await fs.mkdir(uploads(), { recursive: true });
          await fs.rename(uploads(), aside());
          await fs.writeFile(uploads(), "the disk is gone");
        },
        up: async () => {
          if (!isDown) return;
          isDown = false;
          await fs.rm(uploads(), { force: true });
          await fs.rename(aside(), uploads());
        },
        stop: async () => undefined,
        // A data folder under a plain file cannot hold an uploads folder.
        wrongCredentials: { DATA_DIR: path.join(import.meta.dirname, "contract.test.ts", "data") },
      };
    },
  },
  {
    name: "s3 (s3rver)",
    async start() {
      const s3 = await startS3Server();
      const relay = await startFaultProxy(s3.port);
      return withRelay(relay, s3Env(s3, relay.url), () => s3.stop(), {
        S3_ACCESS_KEY_ID: "NOT-A-KEY",
        S3_SECRET_ACCESS_KEY: "not-the-secret",
      });
    },
  },
  {
    name: "vercel-blob (loopback fake)",
    async start() {
      const blob = await startFakeBlobServer();
      const relay = await startFaultProxy(blob.port);
      return withRelay(relay, blobEnv(blob, relay.url), () => blob.stop(), {
        BLOB_READ_WRITE_TOKEN: FAKE_BLOB_TOKEN.replace("0123", "9999"),
      });
    },
  },
];

function withRelay(
  relay: FaultProxy,
  env: Record<string, string>,
  stopStore: () => Promise<void>,
  wrongCredentials: Record<string, string>,
) {
  return {
    env,
    down: async () => relay.down(),
    up: async () => relay.up(),
    stop: async () => {
      await relay.close();
      await stopStore();
    },
    wrongCredentials,
  };
}

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());
const serve = (key: string, headers: Record<string, string> = {}) =>
  call(serveUpload, { path: `/uploads/${key}`, headers, params: { key: key.split("/") } });
const uploadShirt = async (jar: CookieJar) =>
  call<{ id: number; imageUrl: string; thumbnailUrl: string }>(postCloset, {
    path: "/api/closet",
    body: uploadForm({ bytes: await jpeg(), name: "shirt.jpg" }),
    jar,
  });
const deleteItem = (jar: CookieJar, id: number) =>
  call(deleteClosetItem, { path: `/api/closet/${id}`, method: "DELETE", params: { id: String(id) }, jar });

describe.each(drivers)("storage contract: $name", (driver) => {
  let store: Awaited<ReturnType<Driver["start"]>>;
  let restoreEnv: () => void;

  beforeAll(async () => {
    store = await driver.start();
    // Short bounds so an outage shows within seconds, not the production default of 10 s.
    restoreEnv = setEnv({ ...store.env, STORAGE_TIMEOUT_MS: "2000" });
  });
  afterAll(async () => {
    restoreEnv?.();
    await store?.stop();
  });
  beforeEach(async () => {
    await store.up();
    await resetDatabase();
  });

  it("puts, reads whole and in part, and deletes; a missing key is null and deleting it is fine", async () => {
    const storage = getStorage();
    const data = randomBytes(70_000);
    const { key, url } = await storage.put({ key: newKey("closet", "png"), body: data, contentType: "image/png" });
    expect(url).toBe(`/uploads/${key}`);
    const whole = (await storage.get(key))!;
    expect(whole.contentType).toBe("image/png");
    expect(whole.size).toBe(data.length);
    expect(await bytesOf(whole.body)).toEqual(data);
    const part = (await storage.get(key, { range: { start: 100, end: 199 } }))!;
    expect(part.size).toBe(data.length);
    expect(await bytesOf(part.body)).toEqual(data.subarray(100, 200));

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.get(newKey("closet", "webp"))).toBeNull();
  });

  it("stores a stream of unknown length without buffering it first (several parts for S3)", async () => {
    const storage = getStorage();
    const chunk = randomBytes(256 * 1024);
    const chunks = 26; // 6.5 MB: more than one 5 MB part
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < chunks) controller.enqueue(new Uint8Array(chunk));
        else controller.close();
      },
    });
    const { key } = await storage.put({ key: newKey("closet", "webp"), body, contentType: "image/webp" });
    const stored = (await storage.get(key))!;
    expect(stored.size).toBe(chunk.length * chunks);
    const read = await bytesOf(stored.body);
    expect(read.subarray(chunk.length * 25)).toEqual(chunk);
    await storage.delete(key);
  });

  it("serves /uploads/<key> from the store: immutable caching, ETag and Last-Modified (304), byte ranges (206, 416), 404 when missing", async () => {
    const data = randomBytes(5_000);
    const { key } = await getStorage().put({ key: newKey("closet", "png"), body: data, contentType: "image/png" });

    const first = await serve(key);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("Content-Length")).toBe(String(data.length));
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("Accept-Ranges")).toBe("bytes");
    expect(first.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(first.bytes).toEqual(data);
    const etag = first.headers.get("ETag")!;
    const lastModified = first.headers.get("Last-Modified")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();

    const revalidated = await serve(key, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect((await serve(key, { "If-Modified-Since": lastModified })).status).toBe(304);
    expect((await serve(key, { "If-None-Match": '"something-else"' })).status).toBe(200);

    const ranged = await serve(key, { Range: "bytes=10-19" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("Content-Range")).toBe(`bytes 10-19/${data.length}`);
    expect(ranged.headers.get("Content-Length")).toBe("10");
    expect(ranged.bytes).toEqual(data.subarray(10, 20));
    const suffix = await serve(key, { Range: "bytes=-5" });
    expect(suffix.status).toBe(206);
    expect(suffix.bytes).toEqual(data.subarray(data.length - 5));
    const beyond = await serve(key, { Range: `bytes=${data.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("Content-Range")).toBe(`bytes */${data.length}`);
    // An If-Range naming another version: the whole file, not a part of something else.
    expect((await serve(key, { Range: "bytes=0-9", "If-Range": '"older"' })).status).toBe(200);

    const missing = await serve(newKey("closet", "png"));
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
    expect(missing.body).toEqual({ message: "That image was not found.", code: "image_not_found" });
  });

  it("an upload and a delete through the closet API: the files come and go with the row", async () => {
    const guest = await newGuest();
    const created = await uploadShirt(guest);
    expect(created.status).toBe(201);
    const item = created.body;
    const keys = [keyOf(item.imageUrl), keyOf(item.thumbnailUrl)];
    for (const key of keys) expect((await serve(key)).status).toBe(200);
    const db = await getDb();
    expect(await db.storageDeletion.count()).toBe(0); // the row claimed its reserved keys

    const deleted = await deleteItem(guest, item.id);
    expect(deleted.status).toBe(204);
    // Kept for the undo window (lib/closet/trash.ts), then swept.
    for (const key of keys) expect((await serve(key)).status).toBe(200);
    await db.storageDeletion.updateMany({ data: { notBefore: new Date(0) } });
    expect(await sweepStorageDeletions()).toBe(2);
    for (const key of keys) expect((await serve(key)).status).toBe(404);
    expect(await db.storageDeletion.count()).toBe(0);
  });

  it("the store down during an upload: 503 with a clear message, no row, and no file once it is back", async () => {
    const guest = await newGuest();
    const db = await getDb();
    await store.down();
    const refused = await uploadShirt(guest);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      message: withSomeReference(STORAGE_MESSAGES.unavailable),
      code: "storage_unavailable",
    });
    expect(refused.headers.get("Retry-After")).toBeTruthy();
    expect(await db.clothingItem.count()).toBe(0);

    // Whatever reached the store before it failed is listed, and goes once the store is back.
    await store.up();
    const listed = await db.storageDeletion.findMany();
    await db.storageDeletion.updateMany({ data: { notBefore: new Date(0) } }); // as if the upload lease had run out
    await sweepStorageDeletions();
    for (const { key } of listed) expect(await getStorage().get(key)).toBeNull();
    expect(await db.storageDeletion.count()).toBe(0);
    const list = await call(listCloset, { path: "/api/closet", jar: guest });
    expect(list.body).toEqual([]);
  });

  it("the store down during a delete: the item is gone at once, its files stay listed, and the sweep removes them when the store is back", async () => {
    const guest = await newGuest();
    const created = await uploadShirt(guest);
    const item = created.body;
    const keys = [keyOf(item.imageUrl), keyOf(item.thumbnailUrl)].sort();
    const db = await getDb();

    await store.down();
    const deleted = await deleteItem(guest, item.id);
    expect(deleted.status).toBe(204);
    expect(await db.clothingItem.count()).toBe(0);
    // Nothing is orphaned: both files are written down for deletion.
    expect((await db.storageDeletion.findMany({ orderBy: { key: "asc" } })).map((row) => row.key)).toEqual(keys);
    await db.storageDeletion.updateMany({ data: { notBefore: new Date(0) } }); // the undo window over
    expect(await sweepStorageDeletions()).toBe(0); // still down: nothing removed, nothing crossed off
    expect(await db.storageDeletion.count()).toBe(2);

    await store.up();
    await db.storageDeletion.updateMany({ data: { notBefore: new Date(0) } }); // the failed sweep's lease over
    expect(await sweepStorageDeletions()).toBe(2);
    for (const key of keys) expect(await getStorage().get(key)).toBeNull();
    expect(await db.storageDeletion.count()).toBe(0);
  });

  it("a read with the store down answers 503, not 500 and not 404", async () => {
    if (driver.name === "local") return; // a dead local disk reads as missing files; the remote stores are the case here
    const { key } = await getStorage().put({
      key: newKey("closet", "png"),
      body: randomBytes(100),
      contentType: "image/png",
    });
    await store.down();
    const answer = await serve(key);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: STORAGE_MESSAGES.unavailable, code: "storage_unavailable" });
  });

  it("the start-up check passes, and fails with one line naming the variable for an unreachable store or wrong credentials", async () => {
    await expect(checkStorage()).resolves.toBeUndefined();
    const restore = setEnv(store.wrongCredentials);
    try {
      const error = await checkStorage().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).not.toContain("\n");
      expect(message).toMatch(/^(S3_ACCESS_KEY_ID|BLOB_READ_WRITE_TOKEN|DATA_DIR)/);
      expect(message).not.toContain("not-the-secret");
    } finally {
      restore();
    }
    if (driver.name === "local") return;
    await store.down();
    const error = await checkStorage().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^(S3_ENDPOINT|BLOB_READ_WRITE_TOKEN)/);
  });
});
