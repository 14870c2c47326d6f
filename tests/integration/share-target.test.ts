import { GET as getSharedPhoto } from "@/app/api/shared-photos/[token]/[index]/route";
import { DELETE as deleteShared, GET as getShared } from "@/app/api/shared-photos/[token]/route";
import manifest from "@/app/manifest";
import { POST as postShareTarget } from "@/app/share-target/route";
import { GET as getUpload } from "@/app/uploads/[...key]/route";
import { dataDir, resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { storageUnavailable } from "@/lib/errors";
import { SHARED_PHOTOS_ERRORS } from "@/lib/messages/shared-photos";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { storageKey } from "@/lib/rate-limit";
import type { SharedPhotoView } from "@/lib/shared-photos";
import { SHARE_BYTES_BUCKET, SHARE_BYTES_SLICE } from "@/lib/shared-photos/byte-budget";
import { SHARE_MAX_FILES, SHARE_STASH_TTL_SECONDS, SHARE_TARGET_BYTES_PER_HOUR } from "@/lib/shared-photos/constants";
import { resetSiteModeCacheForTests, setSiteMode } from "@/lib/site-mode";
import { sweepStorageDeletions } from "@/lib/storage/deletions";
import { localDiskStorage } from "@/lib/storage/local";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, CookieJar, type Message } from "../support/api";
import { resetDatabase } from "../support/db";
import { newGuest } from "../support/owners";
import { giveFileItsOwnDataDir, jpeg, uploadedFiles } from "../support/uploads";

/**
 * The installable app's Web Share Target (issue #25, issue #40 points 4, 5, 12): POST /share-target
 * streams the shared photos to storage under a token for the browser that shared them (its share
 * cookie) and sends it to /closet-upload?shared=<token>; GET/DELETE /api/shared-photos/{token} list,
 * serve and clear them, for that browser only. Real handlers, database and local store.
 */
giveFileItsOwnDataDir();

const heic = readFileSync(path.join(import.meta.dirname, "../../e2e/fixtures/shirt.heic"));
const LOCATION = /^\/closet-upload\?shared=([A-Za-z0-9_-]{43})$/;
/** This browser's share cookie over plain http (lib/shared-photos/browser.ts). */
const SHARE_COOKIE = "stylematch-shared";

beforeEach(async () => {
  await resetDatabase();
  resetSiteModeCacheForTests();
  rmSync(path.join(dataDir(), "uploads"), { recursive: true, force: true }); // file counts per test
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete process.env.UPLOAD_MAX_BYTES;
  delete process.env.SHARE_TARGET_POSTS_PER_HOUR;
  resetEnvForTests();
});

type Part = { bytes: Uint8Array; name: string; type?: string };
function shareForm(parts: Part[], field = "photos"): FormData {
  const form = new FormData();
  form.set("title", "from my gallery");
  for (const part of parts)
    form.append(field, new File([new Uint8Array(part.bytes)], part.name, { type: part.type ?? "image/jpeg" }));
  return form;
}
type ShareOptions = { headers?: Record<string, string>; address?: string; field?: string; jar?: CookieJar };
/** A share as the share sheet posts it; `jar` is the sharing browser (it keeps the share cookie). */
const share = (parts: Part[], options: ShareOptions = {}) =>
  call<Message | null>(postShareTarget, {
    path: "/share-target",
    body: shareForm(parts, options.field),
    headers: options.headers,
    address: options.address,
    jar: options.jar,
  });
const list = (token: string, jar: CookieJar | null) =>
  call<SharedPhotoView[] | Message>(getShared, { path: `/api/shared-photos/${token}`, params: { token }, jar });
const photoAt = (token: string, index: string, jar: CookieJar | null) =>
  call(getSharedPhoto, { path: `/api/shared-photos/${token}/${index}`, params: { token, index }, jar });
const clear = (token: string, jar: CookieJar | null) =>
  call(deleteShared, { path: `/api/shared-photos/${token}`, method: "DELETE", params: { token }, jar });
const sharedFiles = () => uploadedFiles().filter((file) => file.startsWith("shared-photos/"));
const stashes = async () => (await getDb()).sharedPhotoStash.count();
const listedKeys = async () => (await getDb()).storageDeletion.findMany();

/** Shares from `jar`'s browser (a new one by default) and answers the token. */
async function shareAndToken(parts: Part[], jar: CookieJar = new CookieJar()): Promise<string> {
  const answer = await share(parts, { jar });
  expect(answer.status, answer.text).toBe(303);
  return LOCATION.exec(answer.headers.get("location") ?? "")![1]!;
}

/** Bytes that sniff as a JPEG (the stash never decodes them): `size` bytes in all. */
const jpegLike = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4)]);

const BOUNDARY = "----share-target-test";
const text = (value: string) => new TextEncoder().encode(value);
const partHead = (name: string, filename?: string) =>
  text(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n` +
      `Content-Type: ${filename ? "image/jpeg" : "text/plain"}\r\n\r\n`,
  );
const multipartHeaders = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

/**
 * A share body produced only as fast as it is read: `start`, then 64 KB chunks of `fill` for up to
 * 64 MB. `pulled()` tells how much the server asked for before it answered.
 */
function endlessShare(start: Uint8Array[], fill: number) {
  const chunk = new Uint8Array(64 * 1024).fill(fill);
  let pulled = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        for (const piece of start) controller.enqueue(piece);
      }
      pulled += chunk.length;
      if (pulled > 64 * 1024 * 1024) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 20)))
    if (await check()) return true;
  return false;
}

const budgetKey = (address: string) => storageKey({ bucket: SHARE_BYTES_BUCKET, key: address });
async function bytesCounted(address: string): Promise<number | undefined> {
  return (await (await getDb()).rateLimit.findUnique({ where: { key: budgetKey(address) } }))?.count;
}
async function useBudget(address: string, bytes: number): Promise<void> {
  await (
    await getDb()
  ).$executeRaw`
    INSERT INTO rate_limits (key, count, window_start, expires_at)
    VALUES (${budgetKey(address)}, ${bytes}, now(), now() + interval '1 hour')`;
}

describe("POST /share-target", () => {
  it("stashes the photos without a session and answers 303 to /closet-upload?shared=<token>", async () => {
    const photo = await jpeg(320, 240);
    const answer = await share([
      { bytes: photo, name: "IMG_0001.JPG" },
      { bytes: heic, name: "IMG_0002.HEIC", type: "" },
    ]);
    expect(answer.status, answer.text).toBe(303);
    expect(answer.headers.get("location")).toMatch(LOCATION);
    expect(await stashes()).toBe(1);
    expect(sharedFiles()).toHaveLength(2);
    // Both keys were listed before their puts, and the stash's row claimed them.
    expect(await listedKeys()).toEqual([]);
    // The token is not stored as such: only its hash.
    const token = LOCATION.exec(answer.headers.get("location")!)![1]!;
    const row = await (await getDb()).sharedPhotoStash.findFirstOrThrow();
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(SHARE_STASH_TTL_SECONDS * 1000);
  });

  it("gives every share its own unguessable token; one browser keeps its secret across shares", async () => {
    const photo = await jpeg(64, 64);
    const browser = await newGuest();
    const first = await shareAndToken([{ bytes: photo, name: "a.jpg" }], browser);
    const secret = browser.header();
    const second = await shareAndToken([{ bytes: photo, name: "b.jpg" }], browser);
    expect(first).not.toBe(second);
    expect(browser.header()).toBe(secret);
    expect((await list(first, browser)).status).toBe(200);
    expect((await list(second, browser)).status).toBe(200);
  });

  it(`refuses more than ${SHARE_MAX_FILES} photos with 413, keeping nothing`, async () => {
    const photo = await jpeg(32, 32);
    const parts = Array.from({ length: SHARE_MAX_FILES + 1 }, (_, i) => ({ bytes: photo, name: `p${i}.jpg` }));
    const answer = await share(parts);
    expect(answer.status).toBe(413);
    expect((answer.body as Message).message).toBe(UPLOAD_ERRORS.tooManyShared(SHARE_MAX_FILES));
    expect(await stashes()).toBe(0);
    expect(sharedFiles()).toEqual([]);

    expect((await share(parts.slice(0, SHARE_MAX_FILES))).status).toBe(303);
  });

  it("refuses a photo over UPLOAD_MAX_BYTES with 413", async () => {
    process.env.UPLOAD_MAX_BYTES = String(4 * 1024);
    resetEnvForTests();
    const big = await jpeg(640, 480);
    expect(big.length).toBeGreaterThan(4 * 1024);
    const answer = await share([
      { bytes: await jpeg(16, 16), name: "small.jpg" },
      { bytes: big, name: "big.jpg" },
    ]);
    expect(answer.status).toBe(413);
    expect((answer.body as Message).message).toBe(UPLOAD_ERRORS.tooLarge("4 KB"));
    expect(await stashes()).toBe(0);
    expect(sharedFiles()).toEqual([]);
    expect(await listedKeys()).toEqual([]);
  });

  it("refuses a file that is not a photo (whatever its name and type) with 415 naming it, keeping nothing", async () => {
    const answer = await share([
      { bytes: await jpeg(32, 32), name: "fine.jpg" },
      { bytes: new TextEncoder().encode("just some notes"), name: "notes.jpg", type: "image/jpeg" },
    ]);
    expect(answer.status).toBe(415);
    expect((answer.body as Message).message).toBe(`notes.jpg: ${UPLOAD_ERRORS.notAPhoto}`);
    expect(await stashes()).toBe(0);
    // The first photo was already stored when the second was refused: it is gone, and so is its listing.
    expect(sharedFiles()).toEqual([]);
    expect(await listedKeys()).toEqual([]);
  });

  it("refuses a share without photos (400), and ignores parts of other names", async () => {
    const none = await share([{ bytes: await jpeg(16, 16), name: "a.jpg" }], { field: "image" });
    expect(none.status).toBe(400);
    expect((none.body as Message).message).toBe(UPLOAD_ERRORS.noFile);
  });

  it("takes the share sheet's post (no Origin, or 'null' from a navigation the browser started), refuses pages elsewhere", async () => {
    const parts = [{ bytes: await jpeg(16, 16), name: "a.jpg" }];
    expect((await share(parts)).status).toBe(303);
    expect((await share(parts, { headers: { origin: "http://localhost:3000" } })).status).toBe(303);
    // Chromium's share sheet: a browser-initiated navigation, opaque Origin, Sec-Fetch-Site none.
    expect((await share(parts, { headers: { origin: "null", "sec-fetch-site": "none" } })).status).toBe(303);
    expect(await stashes()).toBe(3);

    // "null" from a page (a sandboxed frame's form, a data: URL), and another site's Origin: 403, nothing kept.
    for (const headers of [
      { origin: "null" } as Record<string, string>,
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "https://evil.example", "sec-fetch-site": "none" },
    ]) {
      const refused = await share(parts, { headers });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get("set-cookie")).toBeNull();
    }
    expect(await stashes()).toBe(3);
  });

  it("is rate-limited per client address", async () => {
    process.env.SHARE_TARGET_POSTS_PER_HOUR = "2";
    resetEnvForTests();
    const parts = [{ bytes: await jpeg(16, 16), name: "a.jpg" }];
    const address = "it-share-target-limit";
    expect((await share(parts, { address })).status).toBe(303);
    expect((await share(parts, { address })).status).toBe(303);
    const third = await share(parts, { address });
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBeTruthy();
    expect((await share(parts)).status).toBe(303); // another address
  });

  it("keeps nothing while the site is 'coming soon' and sends the browser to the app page (the waitlist)", async () => {
    await setSiteMode("coming-soon");
    const answer = await share([{ bytes: await jpeg(16, 16), name: "a.jpg" }]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/closet-upload");
    expect(await stashes()).toBe(0);
    await setSiteMode("app");
  });
});

describe("/api/shared-photos/{token}", () => {
  it("lists the photos in order and serves each by token, to the sharing browser only, never through /uploads", async () => {
    const photo = await jpeg(200, 100);
    const jar = await newGuest();
    const token = await shareAndToken(
      [
        { bytes: photo, name: "IMG_0001.JPG" },
        { bytes: heic, name: "IMG_0002.HEIC", type: "" },
      ],
      jar,
    );
    // The share cookie is no session: the page and its API are for an owner.
    const shareCookieOnly = new CookieJar().set(SHARE_COOKIE, jar.get(SHARE_COOKIE)!);
    expect((await list(token, shareCookieOnly)).status).toBe(401);

    const listed = await list(token, jar);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toEqual([
      { name: "IMG_0001.JPG", type: "image/jpeg", size: photo.length, url: `/api/shared-photos/${token}/0` },
      { name: "IMG_0002.HEIC", type: "image/heic", size: heic.length, url: `/api/shared-photos/${token}/1` },
    ]);

    for (const [index, bytes, type] of [
      ["0", photo, "image/jpeg"],
      ["1", heic, "image/heic"],
    ] as const) {
      const served = await photoAt(token, index, jar);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      expect(served.bytes).toEqual(Buffer.from(bytes));
    }
    expect((await photoAt(token, "2", jar)).status).toBe(404);

    for (const key of sharedFiles()) {
      const publicCopy = await call(getUpload, { path: `/uploads/${key}`, params: { key: key.split("/") } });
      expect(publicCopy.status).toBe(404);
    }
  });

  it("answers 404 for a token never issued, or not a token at all", async () => {
    const jar = await newGuest();
    await shareAndToken([{ bytes: await jpeg(16, 16), name: "a.jpg" }], jar);
    const unknown = await list("A".repeat(43), jar);
    expect(unknown.status).toBe(404);
    expect((unknown.body as Message).message).toBe(UPLOAD_ERRORS.sharedPhotosGone);
    expect((await list("short", jar)).status).toBe(404);
    expect((await list("../../etc/passwd", jar)).status).toBe(404);
  });

  it("DELETE clears the stash and its files (204, also when already gone)", async () => {
    const jar = await newGuest();
    const token = await shareAndToken([{ bytes: await jpeg(16, 16), name: "a.jpg" }], jar);
    expect((await clear(token, jar)).status).toBe(204);
    expect(await stashes()).toBe(0);
    expect(sharedFiles()).toEqual([]);
    expect(await listedKeys()).toEqual([]);
    expect((await list(token, jar)).status).toBe(404);
    expect((await clear(token, jar)).status).toBe(204);
  });

  it("expires after 30 minutes; the next share sweeps the expired stash and its files", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-25T10:00:00Z");
    vi.setSystemTime(start);
    const jar = await newGuest();
    const token = await shareAndToken([{ bytes: await jpeg(16, 16), name: "old.jpg" }], jar);

    vi.setSystemTime(new Date(start.getTime() + (SHARE_STASH_TTL_SECONDS - 60) * 1000));
    expect((await list(token, jar)).status).toBe(200);

    vi.setSystemTime(new Date(start.getTime() + (SHARE_STASH_TTL_SECONDS + 1) * 1000));
    expect((await list(token, jar)).status).toBe(404);
    expect(await stashes()).toBe(1); // still there until a sweep
    await shareAndToken([{ bytes: await jpeg(16, 16), name: "new.jpg" }]);
    expect(await stashes()).toBe(1);
    expect(sharedFiles()).toHaveLength(1);
    expect(await listedKeys()).toEqual([]);
  });
});

describe("a stash belongs to the browser that shared it (issue #40 point 5)", () => {
  it("sets an HttpOnly, SameSite=Lax cookie with the share; the token alone opens nothing elsewhere (404)", async () => {
    const sharer = await newGuest();
    const answer = await share([{ bytes: await jpeg(32, 32), name: "a.jpg" }], { jar: sharer });
    expect(answer.status, answer.text).toBe(303);
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${SHARE_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${SHARE_STASH_TTL_SECONDS}`);
    const token = LOCATION.exec(answer.headers.get("location")!)![1]!;
    // Neither the token nor the secret is stored as such.
    const row = await (await getDb()).sharedPhotoStash.findFirstOrThrow();
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).not.toContain(sharer.get(SHARE_COOKIE)!);

    // A signed-in victim sent the link by whoever made the stash: nothing to list, serve or clear.
    const victim = await newGuest();
    const forged = (await newGuest()).set(SHARE_COOKIE, "A".repeat(43));
    for (const other of [victim, forged]) {
      const listed = await list(token, other);
      expect(listed.status).toBe(404);
      expect((listed.body as Message).message).toBe(UPLOAD_ERRORS.sharedPhotosGone);
      expect((await photoAt(token, "0", other)).status).toBe(404);
      expect((await clear(token, other)).status).toBe(204);
    }
    expect(await stashes()).toBe(1);
    expect((await list(token, sharer)).status).toBe(200);
  });
});

describe("the share's body is streamed, within the closet upload bounds (issue #40 point 4)", () => {
  it("puts each photo in the store while the rest of the body is still on its way", async () => {
    const first = await jpeg(64, 64);
    const start = [partHead("photos", "a.jpg"), first, text("\r\n"), partHead("photos", "b.jpg")];
    const rest = [await jpeg(32, 32), text(`\r\n--${BOUNDARY}--\r\n`)];
    let storedMidway = false;
    let listedMidway = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = start.shift();
        if (next) return controller.enqueue(next);
        // Before the second photo is sent: the first must already be in the store, its key listed.
        storedMidway = await until(() => sharedFiles().filter((file) => !file.includes(".tmp-")).length === 1);
        listedMidway = (await listedKeys()).length === 1; // the first, until the stash's row claims it
        for (const piece of rest) controller.enqueue(piece);
        controller.close();
      },
    });
    const answer = await call(postShareTarget, { path: "/share-target", body, headers: multipartHeaders });
    expect(answer.status, answer.text).toBe(303);
    expect(storedMidway).toBe(true);
    expect(listedMidway).toBe(true);
    expect(sharedFiles()).toHaveLength(2);
    expect(await listedKeys()).toEqual([]);
  });

  it("refuses a body past 20 photos' worth with 413 after reading about that much, keeping nothing", async () => {
    process.env.UPLOAD_MAX_BYTES = String(4 * 1024);
    resetEnvForTests();
    // One photo that fits, then a part of another name that never ends: its bytes count all the same.
    const endless = endlessShare(
      [partHead("photos", "a.jpg"), await jpeg(16, 16), text("\r\n"), partHead("notes")],
      0x61,
    );
    const answer = await call<Message>(postShareTarget, {
      path: "/share-target",
      body: endless.body,
      headers: multipartHeaders,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(UPLOAD_ERRORS.tooLarge("4 KB"));
    expect(endless.pulled()).toBeLessThan(1024 * 1024); // 20 × 4 KB + 64 KB, not the 64 MB on offer
    expect(await stashes()).toBe(0);
    expect(sharedFiles()).toEqual([]);
    expect(await listedKeys()).toEqual([]);
  });

  it("refuses a photo that never ends with 413 once past UPLOAD_MAX_BYTES, keeping nothing", async () => {
    process.env.UPLOAD_MAX_BYTES = String(256 * 1024);
    resetEnvForTests();
    const endless = endlessShare([partHead("photos", "huge.jpg"), jpegLike(16)], 0xff);
    const answer = await call<Message>(postShareTarget, {
      path: "/share-target",
      body: endless.body,
      headers: multipartHeaders,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(UPLOAD_ERRORS.tooLarge("256 KB"));
    expect(endless.pulled()).toBeLessThan(SHARE_MAX_FILES * 256 * 1024 + 1024 * 1024);
    expect(await stashes()).toBe(0);
    expect(sharedFiles()).toEqual([]);
    expect(await listedKeys()).toEqual([]);
  });

  it("refuses a declared Content-Length over 20 photos' worth at once", async () => {
    const answer = await call(postShareTarget, {
      path: "/share-target",
      body: "x",
      headers: { ...multipartHeaders, "content-length": String(SHARE_MAX_FILES * 16 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(await listedKeys()).toEqual([]);
  });
});

describe("the hourly byte budget per address (issue #40 point 4)", () => {
  it("counts the bytes of a kept share against its address", async () => {
    const photo = await jpeg(120, 90);
    const address = "it-share-bytes-counted";
    expect((await share([{ bytes: photo, name: "a.jpg" }], { address })).status).toBe(303);
    expect(await bytesCounted(address)).toBe(photo.length);
  });

  it("refuses with 429 once the hour's bytes are used, removing what the share had stored", async () => {
    const address = "it-share-bytes-used";
    await useBudget(address, SHARE_TARGET_BYTES_PER_HOUR - SHARE_BYTES_SLICE);
    // The first photo fits in the last slice; the second crosses it.
    const parts = [
      { bytes: jpegLike(600 * 1024), name: "first.jpg" },
      { bytes: jpegLike(600 * 1024), name: "second.jpg" },
    ];
    const answer = await share(parts, { address });
    expect(answer.status, answer.text).toBe(429);
    const retryAfter = Number(answer.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect((answer.body as Message).message).toBe(SHARED_PHOTOS_ERRORS.hourlyBytesUsed(retryAfter));
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await stashes()).toBe(0);
    expect(sharedFiles()).toEqual([]);
    expect(await listedKeys()).toEqual([]);

    // Still used up for this address (a refusal is not refunded); another address is not held back.
    expect((await share([{ bytes: await jpeg(16, 16), name: "a.jpg" }], { address })).status).toBe(429);
    expect((await share(parts)).status).toBe(303);
  });
});

describe("every stored key is listed for deletion before its put (issue #40 point 12)", () => {
  it("a store that fails the put (after writing: a paused store that timed out) leaves a listed key the sweep removes", async () => {
    const put = localDiskStorage.put.bind(localDiskStorage);
    const listedAtPut: boolean[] = [];
    vi.spyOn(localDiskStorage, "put").mockImplementation(async (input) => {
      const row = await (await getDb()).storageDeletion.findUnique({ where: { key: input.key! } });
      listedAtPut.push(row !== null && row.notBefore.getTime() > Date.now());
      await put(input);
      throw storageUnavailable("upload", new Error("the store paused past STORAGE_TIMEOUT_MS"));
    });
    const answer = await share([{ bytes: await jpeg(32, 32), name: "a.jpg" }]);
    expect(answer.status).toBe(503);
    expect(listedAtPut).toEqual([true]);
    expect(await stashes()).toBe(0);
    const [orphan] = sharedFiles();
    expect(orphan).toBeDefined();
    expect((await listedKeys()).map((row) => row.key)).toEqual([orphan]);
    vi.restoreAllMocks();

    await (await getDb()).storageDeletion.updateMany({ data: { notBefore: new Date(0) } }); // as if the lease were over
    await sweepStorageDeletions();
    expect(sharedFiles()).toEqual([]);
    expect(existsSync(path.join(dataDir(), "uploads", orphan!))).toBe(false);
    expect(await listedKeys()).toEqual([]);
  });
});

describe("the web manifest", () => {
  it("makes the app installable, opening on Today, with a multipart share target for photos", () => {
    const served = manifest();
    // Issue #41: an installed app opens on Today; its id stays the one earlier installs were given.
    expect(served).toMatchObject({ id: "/closet", start_url: "/today", display: "standalone" });
    expect(served.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "192x192 maskable",
      "512x512 maskable",
    ]);
    expect(served.share_target).toEqual({
      action: "/share-target",
      method: "POST",
      enctype: "multipart/form-data",
      params: { title: "title", text: "text", files: [{ name: "photos", accept: ["image/*", ".heic", ".heif"] }] },
    });
  });
});
