import { GET as getSharedPhoto } from "@/app/api/shared-photos/[token]/[index]/route";
import { DELETE as deleteShared, GET as getShared } from "@/app/api/shared-photos/[token]/route";
import manifest from "@/app/manifest";
import { POST as postShareTarget } from "@/app/share-target/route";
import { GET as getUpload } from "@/app/uploads/[...key]/route";
import { dataDir, resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import type { SharedPhotoView } from "@/lib/shared-photos";
import { SHARE_MAX_FILES, SHARE_STASH_TTL_SECONDS } from "@/lib/shared-photos/constants";
import { resetSiteModeCacheForTests, setSiteMode } from "@/lib/site-mode";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, type CookieJar, type Message } from "../support/api";
import { resetDatabase } from "../support/db";
import { newGuest } from "../support/owners";
import { giveFileItsOwnDataDir, jpeg, uploadedFiles } from "../support/uploads";

/**
 * The installable app's Web Share Target (issue #25): POST /share-target stashes the shared photos
 * under a token and sends the browser to /closet-upload?shared=<token>; GET/DELETE
 * /api/shared-photos/{token} list, serve and clear them. Real handlers, database and local store.
 */
giveFileItsOwnDataDir();

const heic = readFileSync(path.join(import.meta.dirname, "../../e2e/fixtures/shirt.heic"));
const LOCATION = /^\/closet-upload\?shared=([A-Za-z0-9_-]{43})$/;

beforeEach(async () => {
  await resetDatabase();
  resetSiteModeCacheForTests();
  rmSync(path.join(dataDir(), "uploads"), { recursive: true, force: true }); // file counts per test
});
afterEach(() => {
  vi.useRealTimers();
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
const share = (parts: Part[], options: { headers?: Record<string, string>; address?: string; field?: string } = {}) =>
  call<Message | null>(postShareTarget, {
    path: "/share-target",
    body: shareForm(parts, options.field),
    headers: options.headers,
    address: options.address,
  });
const list = (token: string, jar: CookieJar | null) =>
  call<SharedPhotoView[] | Message>(getShared, { path: `/api/shared-photos/${token}`, params: { token }, jar });
const sharedFiles = () => uploadedFiles().filter((file) => file.startsWith("shared-photos/"));
const stashes = async () => (await getDb()).sharedPhotoStash.count();

async function shareAndToken(parts: Part[]): Promise<string> {
  const answer = await share(parts);
  expect(answer.status, answer.text).toBe(303);
  return LOCATION.exec(answer.headers.get("location") ?? "")![1]!;
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
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await stashes()).toBe(1);
    expect(sharedFiles()).toHaveLength(2);
    // The token is not stored as such: only its hash.
    const token = LOCATION.exec(answer.headers.get("location")!)![1]!;
    const row = await (await getDb()).sharedPhotoStash.findFirstOrThrow();
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(SHARE_STASH_TTL_SECONDS * 1000, -3);
  });

  it("gives every share its own unguessable token", async () => {
    const photo = await jpeg(64, 64);
    const tokens = new Set([await shareAndToken([{ bytes: photo, name: "a.jpg" }])]);
    tokens.add(await shareAndToken([{ bytes: photo, name: "a.jpg" }]));
    expect(tokens.size).toBe(2);
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
  });

  it("refuses a file that is not a photo (whatever its name and type) with 415 naming it, keeping nothing", async () => {
    const answer = await share([
      { bytes: await jpeg(32, 32), name: "fine.jpg" },
      { bytes: new TextEncoder().encode("just some notes"), name: "notes.jpg", type: "image/jpeg" },
    ]);
    expect(answer.status).toBe(415);
    expect((answer.body as Message).message).toBe(`notes.jpg: ${UPLOAD_ERRORS.notAPhoto}`);
    expect(await stashes()).toBe(0);
    expect(sharedFiles()).toEqual([]);
  });

  it("refuses a share without photos (400), and ignores parts of other names", async () => {
    const none = await share([{ bytes: await jpeg(16, 16), name: "a.jpg" }], { field: "image" });
    expect(none.status).toBe(400);
    expect((none.body as Message).message).toBe(UPLOAD_ERRORS.noFile);
  });

  it("takes the share sheet's post (no Origin, or the opaque 'null'), refuses another site's", async () => {
    const parts = [{ bytes: await jpeg(16, 16), name: "a.jpg" }];
    expect((await share(parts, { headers: { origin: "null" } })).status).toBe(303);
    expect((await share(parts, { headers: { origin: "http://localhost:3000" } })).status).toBe(303);
    const foreign = await share(parts, { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
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
  it("lists the photos in order and serves each by token only, never through /uploads", async () => {
    const photo = await jpeg(200, 100);
    const token = await shareAndToken([
      { bytes: photo, name: "IMG_0001.JPG" },
      { bytes: heic, name: "IMG_0002.HEIC", type: "" },
    ]);
    expect((await list(token, null)).status).toBe(401);

    const jar = await newGuest();
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
      const served = await call(getSharedPhoto, {
        path: `/api/shared-photos/${token}/${index}`,
        params: { token, index },
        jar,
      });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      expect(served.bytes).toEqual(Buffer.from(bytes));
    }
    const past = await call<Message>(getSharedPhoto, {
      path: `/api/shared-photos/${token}/2`,
      params: { token, index: "2" },
      jar,
    });
    expect(past.status).toBe(404);

    for (const key of sharedFiles()) {
      const publicCopy = await call(getUpload, { path: `/uploads/${key}`, params: { key: key.split("/") } });
      expect(publicCopy.status).toBe(404);
    }
  });

  it("answers 404 for a token never issued, or not a token at all", async () => {
    const jar = await newGuest();
    await shareAndToken([{ bytes: await jpeg(16, 16), name: "a.jpg" }]);
    const unknown = await list("A".repeat(43), jar);
    expect(unknown.status).toBe(404);
    expect((unknown.body as Message).message).toBe(UPLOAD_ERRORS.sharedPhotosGone);
    expect((await list("short", jar)).status).toBe(404);
    expect((await list("../../etc/passwd", jar)).status).toBe(404);
  });

  it("DELETE clears the stash and its files (204, also when already gone)", async () => {
    const token = await shareAndToken([{ bytes: await jpeg(16, 16), name: "a.jpg" }]);
    const jar = await newGuest();
    const del = () =>
      call(deleteShared, { path: `/api/shared-photos/${token}`, method: "DELETE", params: { token }, jar });
    expect((await del()).status).toBe(204);
    expect(await stashes()).toBe(0);
    expect(sharedFiles()).toEqual([]);
    expect((await list(token, jar)).status).toBe(404);
    expect((await del()).status).toBe(204);
  });

  it("expires after 30 minutes; the next share sweeps the expired stash and its files", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-25T10:00:00Z");
    vi.setSystemTime(start);
    const token = await shareAndToken([{ bytes: await jpeg(16, 16), name: "old.jpg" }]);
    const jar = await newGuest();

    vi.setSystemTime(new Date(start.getTime() + (SHARE_STASH_TTL_SECONDS - 60) * 1000));
    expect((await list(token, jar)).status).toBe(200);

    vi.setSystemTime(new Date(start.getTime() + (SHARE_STASH_TTL_SECONDS + 1) * 1000));
    expect((await list(token, jar)).status).toBe(404);
    expect(await stashes()).toBe(1); // still there until a sweep
    await shareAndToken([{ bytes: await jpeg(16, 16), name: "new.jpg" }]);
    expect(await stashes()).toBe(1);
    expect(sharedFiles()).toHaveLength(1);
  });
});

describe("the web manifest", () => {
  it("makes the app installable, opening on the closet, with a multipart share target for photos", () => {
    const served = manifest();
    expect(served).toMatchObject({ start_url: "/closet", display: "standalone" });
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
