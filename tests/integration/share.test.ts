import { POST as postCreateShareImage } from "@/app/api/outfits/[id]/create-share-image/route";
import { DELETE as deleteOutfit } from "@/app/api/outfits/[id]/route";
import { POST as postShare } from "@/app/api/outfits/[id]/share/route";
import { GET as getShareImage } from "@/app/api/shares/[token]/image/route";
import { POST as postPublish } from "@/app/api/shares/[token]/publish/route";
import { POST as postRestore } from "@/app/api/shares/[token]/restore/route";
import { DELETE as deleteShare } from "@/app/api/shares/[token]/route";
import { GET as getShares } from "@/app/api/shares/route";
import SharePage, { generateMetadata } from "@/app/share/[token]/page";
import { GET as getUpload } from "@/app/uploads/[...key]/route";
import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { dataDir, resetEnvForTests } from "@/lib/config/env";
import {
  BACKGROUND_COLORS,
  DELETE_UNDO_WINDOW_MS,
  SHARE_CAPTION_MAX,
  SHARE_DRAFT_MAX_AGE_MS,
  SHARE_TEMPLATES,
} from "@/lib/constants";
import { getDb } from "@/lib/db";
import { storageUnavailable } from "@/lib/errors";
import { cleanupIdleGuests } from "@/lib/guests/cleanup";
import { OUTFIT_MESSAGES } from "@/lib/messages/outfits";
import { SHARE_MESSAGES } from "@/lib/messages/share";
import { removeOutfit, storeSuggestions } from "@/lib/outfits";
import { loadPublicShare, type ShareView, type SocialShareResult } from "@/lib/share";
import { renderShareSvg } from "@/lib/share/render";
import { getStorage } from "@/lib/storage";
import { localDiskStorage } from "@/lib/storage/local";
import { rmSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addItem } from "../support/ai";
import { type Answer, call, type CookieJar, type Message, ORIGIN } from "../support/api";
import { resetDatabase } from "../support/db";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { giveFileItsOwnDataDir, keyOf, uploadedFiles } from "../support/uploads";

/**
 * Sharing (issue #13) through the real route handlers, sessions, database and local store:
 * create-share-image (render, store, reuse), share {platform, token?}, GET /api/shares,
 * DELETE /api/shares/{token}, and the public page's loader and markup. Issue #26: a preview is a
 * private draft until published (a platform, POST /api/shares/{token}/publish), revoking has an
 * undo window (POST /api/shares/{token}/restore), and the sweep removes old drafts.
 */
giveFileItsOwnDataDir();

// The public page reads the request headers (for the origin of its absolute og: URLs), and for a
// draft the cookies (is the visitor its owner?).
const pageHeaders = vi.hoisted(() => ({ current: new Headers(), cookie: "" }));
vi.mock("next/headers", async () => {
  const { RequestCookies } = await import("next/dist/compiled/@edge-runtime/cookies");
  return {
    headers: async () => pageHeaders.current,
    cookies: async () => new RequestCookies(new Headers({ cookie: pageHeaders.cookie })),
  };
});

beforeEach(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.APP_URL;
  resetEnvForTests();
  await resetDatabase();
  rmSync(path.join(dataDir(), "uploads"), { recursive: true, force: true }); // file counts per test
});
afterEach(() => vi.restoreAllMocks());

/** Status, body and headers, so a whole answer can be compared with toEqual. */
const answer = <T>({ status, body, headers }: Answer<T>) => ({ status, body, headers });
const byId = (id: number | string) => ({ id: String(id) });

const api = {
  create: async <T = ShareView>(jar: CookieJar, id: number | string, body?: unknown) =>
    answer(
      await call<T>(postCreateShareImage, {
        path: `/api/outfits/${id}/create-share-image`,
        method: "POST",
        body,
        params: byId(id),
        jar,
      }),
    ),
  share: async <T = SocialShareResult>(jar: CookieJar, id: number | string, body: unknown) =>
    answer(await call<T>(postShare, { path: `/api/outfits/${id}/share`, body, params: byId(id), jar })),
  list: async (jar: CookieJar) => answer(await call<ShareView[]>(getShares, { path: "/api/shares", jar })),
  revoke: async <T = null>(jar: CookieJar, token: string) =>
    answer(await call<T>(deleteShare, { path: `/api/shares/${token}`, method: "DELETE", params: { token }, jar })),
  publish: async <T = ShareView>(jar: CookieJar | undefined, token: string) =>
    answer(
      await call<T>(postPublish, { path: `/api/shares/${token}/publish`, method: "POST", params: { token }, jar }),
    ),
  restore: async <T = ShareView>(jar: CookieJar, token: string) =>
    answer(
      await call<T>(postRestore, { path: `/api/shares/${token}/restore`, method: "POST", params: { token }, jar }),
    ),
  image: async (jar: CookieJar | undefined, token: string) =>
    call(getShareImage, { path: `/api/shares/${token}/image`, params: { token }, jar }),
};
/** A stored file as /uploads/<key> serves it. */
const served = (url: string) => call(getUpload, { path: url, params: { key: keyOf(url).split("/") } });

/** An outfit of the owner's with `items` closet items (shirt, trousers, shoes, dress...), stored as suggestions are. */
async function outfitOf(owner: Owner, items = 3, name = "weekend layers"): Promise<number> {
  const kinds = [
    ["tops", "#1b2a4a"],
    ["bottoms", "#d9c9ad"],
    ["shoes", "#6f4a2f"],
    ["dresses", "#c62828"],
    ["tops", "#f5eedc"],
  ] as const;
  const ids: number[] = [];
  for (const [category, fill] of kinds.slice(0, items)) ids.push(await addItem(owner, category, fill));
  const [id] = await storeSuggestions(
    owner,
    [{ name, description: "An easy look.", style: "casual", occasion: "weekend", items: ids }],
    {},
  );
  return id!;
}

async function guestWithOutfit(items = 3) {
  const jar = await newGuest();
  const owner = await ownerOf(jar);
  return { jar, owner, outfit: await outfitOf(owner, items) };
}

/** Every stored share image: published (`shares/`) and drafts (`share-drafts/`). */
const shareFiles = () => uploadedFiles().filter((file) => /^share(s|-drafts)\//.test(file));
const publicShareFiles = () => uploadedFiles().filter((file) => file.startsWith("shares/"));
const shareRows = async () => (await getDb()).share.count();
const imageKeyOf = async (token: string) =>
  (await (await getDb()).share.findUniqueOrThrow({ where: { token }, select: { imageKey: true } })).imageKey;
async function storedPng(share: { token: string }): Promise<Buffer> {
  const key = await imageKeyOf(share.token);
  const stored = await getStorage().get(key);
  expect(stored, `no stored file for ${key}`).not.toBeNull();
  return Buffer.from(await new Response(stored!.body).arrayBuffer());
}
/** Moves the share rows' dates (and the deletion list's) back by `ms`, as if that long had passed. */
async function age(ms: number) {
  const db = await getDb();
  await db.$executeRaw`UPDATE shares SET created_at = created_at - ${ms} * interval '1 millisecond',
    revoked_at = revoked_at - ${ms} * interval '1 millisecond'`;
  await db.$executeRaw`UPDATE storage_deletions SET not_before = not_before - ${ms} * interval '1 millisecond'`;
}

describe("POST /api/outfits/{id}/create-share-image", () => {
  it("renders every template as a 1080×1350 PNG, on a dark and a light preset", async () => {
    const { jar, outfit } = await guestWithOutfit(4);
    for (const template of SHARE_TEMPLATES) {
      for (const background of ["#000000", "#f5f0e8"]) {
        const { status, body } = await api.create(jar, outfit, {
          template,
          background,
          caption: `${template} on ${background}`,
        });
        expect(status, `${template} ${background}`).toBe(201);
        expect(body).toMatchObject({
          template,
          background,
          width: 1080,
          height: 1350,
          outfitId: outfit,
          outfitName: "weekend layers",
        });
        // A private draft: its image is its owner's, through the app.
        expect(body.imageUrl).toBe(`/api/shares/${body.token}/image`);
        expect(body.publishedAt).toBeNull();
        expect(await imageKeyOf(body.token)).toMatch(/^share-drafts\/[a-z2-7]{32}\.png$/);
        const png = await storedPng(body);
        expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        const meta = await sharp(png).metadata();
        expect(meta).toMatchObject({ format: "png", width: 1080, height: 1350 });
        // Not a blank canvas: the background and the white item cards are both there.
        const { channels } = await sharp(png).stats();
        expect(Math.max(...channels.slice(0, 3).map((channel) => channel.max - channel.min))).toBeGreaterThan(100);
      }
    }
    expect(shareFiles()).toHaveLength(SHARE_TEMPLATES.length * 2);
  });

  it("answers the defaults for an empty body: 'ootd', black, modern; a token of 43 base64url characters", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const { status, body } = await api.create(jar, outfit);
    expect(status).toBe(201);
    expect(body).toMatchObject({ caption: "ootd", background: BACKGROUND_COLORS[0], template: "modern" });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.shareUrl).toBe(`${ORIGIN}/share/${body.token}`);
    // The link names the share, never the outfit: no path segment is the outfit's id.
    expect(new URL(body.shareUrl).pathname.split("/")).not.toContain(String(outfit));
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it("refuses an outfit that lost a piece (409 with the reason, nothing stored): it is not drawn as if whole", async () => {
    const { jar, owner, outfit } = await guestWithOutfit(2);
    const db = await getDb();
    const [first] = await db.clothingItem.findMany({ where: ownerWhere(owner), orderBy: { id: "asc" }, take: 1 });
    await db.clothingItem.delete({ where: { id: first!.id } });
    expect(await api.create(jar, outfit, { template: "bold" })).toMatchObject({
      status: 409,
      body: { message: OUTFIT_MESSAGES.incomplete(1), code: "outfit_incomplete" },
    });
    expect(await db.share.count()).toBe(0);
    expect(shareFiles()).toEqual([]);
  });

  it("refuses options outside the presets with 400 and a message, storing nothing", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const refusals: [unknown, string][] = [
      [{ template: "grid" }, SHARE_MESSAGES.invalidTemplate],
      [{ template: "MODERN" }, SHARE_MESSAGES.invalidTemplate],
      [{ template: 3 }, SHARE_MESSAGES.invalidTemplate],
      [{ background: "#123456" }, SHARE_MESSAGES.invalidBackground],
      [{ background: "red" }, SHARE_MESSAGES.invalidBackground],
      [{ background: "url(https://evil.example/x.png)" }, SHARE_MESSAGES.invalidBackground],
      [{ background: 0 }, SHARE_MESSAGES.invalidBackground],
      [{ caption: "x".repeat(SHARE_CAPTION_MAX + 1) }, SHARE_MESSAGES.captionTooLong(SHARE_CAPTION_MAX)],
      [{ caption: ["ootd"] }, SHARE_MESSAGES.invalidCaption],
    ];
    for (const [body, message] of refusals)
      expect(await api.create<Message>(jar, outfit, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { message },
      });
    expect(await shareRows()).toBe(0);
    expect(shareFiles()).toEqual([]);
  });

  it("compares colours case-insensitively and trims the caption to plain text", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const { status, body } = await api.create(jar, outfit, {
      background: " #FFFFFF ",
      caption: `  friday\n\u0000night\u202e  ${"x".repeat(SHARE_CAPTION_MAX - 14)}  `,
    });
    expect(status).toBe(201);
    expect(body.background).toBe("#ffffff");
    expect(body.caption).toBe(`friday night ${"x".repeat(SHARE_CAPTION_MAX - 14)}`);
    // The same options, spelled differently, are the same share.
    const again = await api.create(jar, outfit, { background: "#ffffff", caption: body.caption });
    expect(again).toMatchObject({ status: 200, body: { token: body.token } });
  });

  it("reuses the share and its stored image for the same options: no second render, no second file", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const options = { caption: "date night", background: "#4c1d95", template: "bordered" };
    const first = await api.create(jar, outfit, options);
    expect(first.status).toBe(201);
    const render = vi.spyOn(sharp.prototype, "png");
    const second = await api.create(jar, outfit, options);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(render).not.toHaveBeenCalled();
    expect(shareFiles()).toEqual([await imageKeyOf(first.body.token)]);
    expect(await shareRows()).toBe(1);
    // Other options are another share.
    const other = await api.create(jar, outfit, { ...options, template: "minimal" });
    expect(other.status).toBe(201);
    expect(other.body.token).not.toBe(first.body.token);
    expect(shareFiles()).toHaveLength(2);
  });

  it("makes one share of two identical requests at once", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const [a, b] = await Promise.all([
      api.create(jar, outfit, { caption: "twins" }),
      api.create(jar, outfit, { caption: "twins" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.token).toBe(b.body.token);
    expect(await shareRows()).toBe(1);
    expect(shareFiles()).toHaveLength(1);
  });

  it("answers 404 for another owner's outfit and for ids that cannot exist", async () => {
    const { outfit } = await guestWithOutfit();
    const intruder = await newUser();
    expect(await api.create<Message>(intruder, outfit)).toMatchObject({
      status: 404,
      body: { message: OUTFIT_MESSAGES.notFound },
    });
    for (const id of ["abc", "0", "-1", "99999999999"]) expect((await api.create(intruder, id)).status, id).toBe(404);
    expect(await shareRows()).toBe(0);
  });

  it("needs an owner (401)", async () => {
    const { outfit } = await guestWithOutfit();
    const response = await call(postCreateShareImage, {
      path: `/api/outfits/${outfit}/create-share-image`,
      body: {},
      params: byId(outfit),
    });
    expect(response.status).toBe(401);
  });

  it("leaves no row and no file when the store fails", async () => {
    const { jar, outfit } = await guestWithOutfit();
    vi.spyOn(localDiskStorage, "put").mockRejectedValueOnce(storageUnavailable("put"));
    expect((await api.create(jar, outfit)).status).toBe(503);
    // A store that wrote the file and then failed (a timeout after the upload, say): the file goes too.
    const realPut = localDiskStorage.put.bind(localDiskStorage);
    vi.spyOn(localDiskStorage, "put").mockImplementationOnce(async (input) => {
      await realPut(input);
      throw storageUnavailable("put");
    });
    expect((await api.create(jar, outfit)).status).toBe(503);
    expect(await shareRows()).toBe(0);
    expect(shareFiles()).toEqual([]);
    expect(await (await getDb()).storageDeletion.count()).toBe(0);
  });

  it("leaves no row and no file when the outfit is deleted while its image is stored", async () => {
    const { jar, owner, outfit } = await guestWithOutfit();
    const realPut = localDiskStorage.put.bind(localDiskStorage);
    vi.spyOn(localDiskStorage, "put").mockImplementationOnce(async (input) => {
      const stored = await realPut(input);
      await removeOutfit(owner, outfit);
      return stored;
    });
    expect(await api.create<Message>(jar, outfit)).toMatchObject({
      status: 404,
      body: { message: OUTFIT_MESSAGES.notFound },
    });
    expect(await shareRows()).toBe(0);
    expect(shareFiles()).toEqual([]);
  });

  it("limits share images per owner per hour (429 with Retry-After)", async () => {
    process.env.SHARE_IMAGES_PER_HOUR = "2";
    resetEnvForTests();
    try {
      const { jar, outfit } = await guestWithOutfit();
      expect((await api.create(jar, outfit, { caption: "one" })).status).toBe(201);
      expect((await api.create(jar, outfit, { caption: "two" })).status).toBe(201);
      const third = await api.create(jar, outfit, { caption: "three" });
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await shareRows()).toBe(2);
    } finally {
      delete process.env.SHARE_IMAGES_PER_HOUR;
      resetEnvForTests();
    }
  });

  it("builds share links on APP_URL when set, never on the client's Host or X-Forwarded-Host", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const forged = {
      "content-type": "application/json",
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    };
    const create = () =>
      call<ShareView>(postCreateShareImage, {
        path: `/api/outfits/${outfit}/create-share-image`,
        headers: forged,
        body: "{}",
        params: byId(outfit),
        jar,
      });
    // X-Forwarded-Proto is the client's too (issue #23 item 6): no https from it.
    expect((await create()).body.shareUrl).toMatch(new RegExp(`^${ORIGIN}/share/`));
    process.env.APP_URL = "https://stylematch.example";
    resetEnvForTests();
    const { body } = await create();
    expect(body.shareUrl).toBe(`https://stylematch.example/share/${body.token}`);
  });
});

describe("POST /api/outfits/{id}/share", () => {
  it("publishes the share the token names, records the platform, and answers the web intent and the page", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const made = await api.create(jar, outfit, { caption: "for the feed ✨" });
    const draftKey = await imageKeyOf(made.body.token);
    const page = made.body.shareUrl;
    expect(await api.share(jar, outfit, { platform: "twitter", token: made.body.token })).toEqual({
      status: 200,
      body: {
        shareUrl: `https://twitter.com/intent/tweet?url=${encodeURIComponent(page)}&text=for+the+feed+%E2%9C%A8`,
        pageUrl: page,
      },
      headers: expect.anything(),
    });
    const row = await (await getDb()).share.findUniqueOrThrow({ where: { token: made.body.token } });
    expect(row.platform).toBe("twitter");
    expect(row.publishedAt).toBeInstanceOf(Date);
    // The image moved to the public prefix; the draft's file is gone.
    expect(row.imageKey).toMatch(/^shares\/[a-z2-7]{32}\.png$/);
    expect(shareFiles()).toEqual([row.imageKey]);
    expect(shareFiles()).not.toContain(draftKey);
    expect(row.imageUrl).toBe(`/uploads/${row.imageKey}`);
    expect(await loadPublicShare(made.body.token)).toMatchObject({ imageUrl: row.imageUrl });

    // Facebook's sharer; instagram and snapchat have no intent: the page itself.
    expect((await api.share(jar, outfit, { platform: "facebook", token: made.body.token })).body).toEqual({
      shareUrl: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
      pageUrl: page,
    });
    for (const platform of ["instagram", "snapchat"])
      expect((await api.share(jar, outfit, { platform, token: made.body.token })).body).toEqual({
        shareUrl: page,
        pageUrl: page,
      });
    expect(shareFiles()).toEqual([row.imageKey]); // published once: no second copy
  });

  it("without a token, uses the outfit's newest share, or makes one with the default options", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const made = await api.share(jar, outfit, { platform: "instagram" });
    expect(made.status).toBe(200);
    const [share] = (await api.list(jar)).body;
    expect(share).toMatchObject({
      caption: "ootd",
      background: "#000000",
      template: "modern",
      shareUrl: made.body.pageUrl,
      publishedAt: expect.any(String),
    });
    expect(made.body.shareUrl).toBe(made.body.pageUrl);
    expect(publicShareFiles()).toHaveLength(1);
    expect(shareFiles()).toHaveLength(1);

    const newer = await api.create(jar, outfit, { caption: "newer" });
    const facebook = await api.share(jar, outfit, { platform: "facebook" });
    expect(facebook.body.pageUrl).toBe(newer.body.shareUrl);
    expect(facebook.body.shareUrl).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expect(await shareRows()).toBe(2);
  });

  it("answers 400 for an unknown platform, 404 for a token of another outfit or owner", async () => {
    const { jar, owner, outfit } = await guestWithOutfit();
    const made = await api.create(jar, outfit);
    for (const platform of ["myspace", "", 1, undefined]) {
      expect(await api.share<Message>(jar, outfit, { platform }), String(platform)).toMatchObject({
        status: 400,
        body: { message: SHARE_MESSAGES.invalidPlatform },
      });
    }
    expect(await api.share<Message>(jar, outfit, { platform: "twitter", token: 42 })).toMatchObject({
      status: 400,
      body: { message: SHARE_MESSAGES.invalidToken },
    });
    const otherOutfit = await outfitOf(owner, 2, "other");
    expect(await api.share<Message>(jar, otherOutfit, { platform: "twitter", token: made.body.token })).toMatchObject({
      status: 404,
      body: { message: SHARE_MESSAGES.notFound },
    });
    expect((await api.share(jar, outfit, { platform: "twitter", token: "not-a-token" })).status).toBe(404);

    const intruder = await newGuest();
    expect((await api.share(intruder, outfit, { platform: "twitter", token: made.body.token })).status).toBe(404);
    expect((await api.share(intruder, outfit, { platform: "twitter" })).status).toBe(404);
    const row = await (await getDb()).share.findUnique({ where: { token: made.body.token } });
    expect(row).toMatchObject({ platform: null, publishedAt: null });
    expect(await loadPublicShare(made.body.token)).toBeNull(); // still a draft
  });
});

describe("GET /api/shares and DELETE /api/shares/{token}", () => {
  it("lists the owner's shares, newest first, and nobody else's", async () => {
    const { jar, owner, outfit } = await guestWithOutfit();
    const second = await outfitOf(owner, 1, "second outfit");
    const tokens: string[] = [];
    for (const [id, caption] of [
      [outfit, "first"],
      [second, "second"],
      [outfit, "third"],
    ] as const)
      tokens.push((await api.create(jar, id, { caption })).body.token);
    const { status, body, headers } = await api.list(jar);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body.map((share) => share.token)).toEqual([...tokens].reverse());
    expect(body.map((share) => share.outfitName)).toEqual(["weekend layers", "second outfit", "weekend layers"]);
    expect((await api.list(await newGuest())).body).toEqual([]);
  });

  it("revokes: the page goes at once, the image when the undo window closes; another owner's token answers 404", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const made = (await api.create(jar, outfit, { caption: "gone soon" })).body;
    const published = (await api.publish(jar, made.token)).body;
    expect((await served(published.imageUrl)).status).toBe(200);

    const intruder = await newUser();
    expect(await api.revoke<Message>(intruder, made.token)).toMatchObject({
      status: 404,
      body: { message: SHARE_MESSAGES.notFound },
    });
    expect(await loadPublicShare(made.token)).not.toBeNull();

    expect((await api.revoke(jar, made.token)).status).toBe(204);
    expect(await loadPublicShare(made.token)).toBeNull();
    expect((await api.list(jar)).body).toEqual([]);
    expect((await api.revoke(jar, made.token)).status).toBe(404);
    expect((await api.revoke(jar, "x")).status).toBe(404);
    // The file waits for the undo window, listed for deletion at its end.
    const key = await imageKeyOf(made.token);
    expect(shareFiles()).toEqual([key]);
    const [due] = await (await getDb()).storageDeletion.findMany();
    expect(due?.key).toBe(key);
    const revokedAt = (await (await getDb()).share.findUniqueOrThrow({ where: { token: made.token } })).revokedAt!;
    expect(due!.notBefore.getTime()).toBe(revokedAt.getTime() + DELETE_UNDO_WINDOW_MS);
    await cleanupIdleGuests();
    expect(shareFiles()).toEqual([key]);

    // Undo within the window: the link works again and the file is kept. Not for another owner.
    expect((await api.restore(intruder, made.token)).status).toBe(404);
    expect(await api.restore(jar, made.token)).toMatchObject({
      status: 200,
      body: { token: made.token, imageUrl: published.imageUrl, publishedAt: published.publishedAt },
    });
    expect(await loadPublicShare(made.token)).not.toBeNull();
    expect(await (await getDb()).storageDeletion.count()).toBe(0);
    expect((await api.restore(jar, made.token)).status).toBe(404); // not revoked

    // After the window: no undo; the sweep removes the row and the file.
    expect((await api.revoke(jar, made.token)).status).toBe(204);
    await age(DELETE_UNDO_WINDOW_MS + 1000);
    expect(await api.restore<Message>(jar, made.token)).toMatchObject({
      status: 404,
      body: { message: SHARE_MESSAGES.notFound },
    });
    await cleanupIdleGuests();
    expect(await shareRows()).toBe(0);
    expect(shareFiles()).toEqual([]);
    expect(await (await getDb()).storageDeletion.count()).toBe(0);
    expect((await served(published.imageUrl)).status).toBe(404);
  });

  it("a share made again after 'stop sharing' is a new draft, not the revoked one", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const made = (await api.create(jar, outfit, { caption: "again" })).body;
    expect((await api.revoke(jar, made.token)).status).toBe(204);
    const again = await api.create(jar, outfit, { caption: "again" });
    expect(again.status).toBe(201);
    expect(again.body.token).not.toBe(made.token);
  });

  it("deleting an outfit deletes its shares' images too", async () => {
    const { jar, outfit } = await guestWithOutfit();
    await api.create(jar, outfit, { caption: "a" });
    await api.create(jar, outfit, { caption: "b" });
    expect(shareFiles()).toHaveLength(2);
    expect(
      (await call(deleteOutfit, { path: `/api/outfits/${outfit}`, method: "DELETE", params: byId(outfit), jar }))
        .status,
    ).toBe(204);
    expect(await shareRows()).toBe(0);
    expect(shareFiles()).toEqual([]);
  });

  it("an outfit with a share is never pruned with the old unsaved suggestions", async () => {
    const { jar, owner, outfit } = await guestWithOutfit();
    const made = (await api.create(jar, outfit)).body;
    await api.publish(jar, made.token);
    const item = await addItem(owner, "tops");
    const many = Array.from({ length: 70 }, (_, i) => ({
      name: `idea ${i}`,
      description: "d",
      style: "s",
      occasion: "o",
      items: [item],
    }));
    await storeSuggestions(owner, many, {});
    const db = await getDb();
    expect(await db.outfit.count({ where: { isSaved: false } })).toBe(65); // the newest 64, plus the shared one
    expect(await db.outfit.findUnique({ where: { id: outfit } })).not.toBeNull();
    expect(await loadPublicShare(made.token)).not.toBeNull();
  });
});

describe("the public share page", () => {
  const props = (token: string) => ({ params: Promise.resolve({ token }), searchParams: Promise.resolve({}) });

  async function sharedBy(username: boolean) {
    const jar = username ? await newUser() : await newGuest();
    const owner = await ownerOf(jar);
    const outfit = await outfitOf(owner, 2, "secret outfit name");
    const draft = (
      await api.create(jar, outfit, { caption: `<b>hi</b><script>alert("x")</script> & "more"`, template: "bold" })
    ).body;
    const made = (await api.publish(jar, draft.token)).body;
    return { owner, outfit, made };
  }

  it("loads only the caption and the image: nothing of the owner", async () => {
    const { made } = await sharedBy(true);
    const share = await loadPublicShare(made.token);
    expect(Object.keys(share!).sort()).toEqual(["caption", "height", "imageUrl", "width"]);
    expect(share).toEqual({ caption: made.caption, imageUrl: made.imageUrl, width: 1080, height: 1350 });
    expect(made.imageUrl).toMatch(/^\/uploads\/shares\/[a-z2-7]{32}\.png$/);
    expect(await loadPublicShare("x".repeat(43))).toBeNull();
    expect(await loadPublicShare("../../etc/passwd")).toBeNull();
  });

  it("keeps caption markup as text: in the answer, the loader, the SVG and the page", async () => {
    const { owner, outfit, made } = await sharedBy(true);
    const caption = `<b>hi</b><script>alert("x")</script> & "more"`;
    expect(made.caption).toBe(caption);
    expect((await loadPublicShare(made.token))?.caption).toBe(caption);

    const art = { template: "modern" as const, background: "#ffffff", caption, productName: "stylematch", items: [] };
    // Drawn as text elements (satori splits them by word and line): the characters, escaped.
    const asText = await renderShareSvg(art, { embedFont: false });
    const drawn = [...asText.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join("");
    expect(drawn).toContain(
      "&lt;b&gt;hi&lt;/b&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;more&quot;",
    );
    expect(asText).not.toMatch(/<(b|script)[\s>]/);
    expect(await renderShareSvg(art)).not.toMatch(/<(b|script|foreignObject)[\s>]/);

    const html = renderToStaticMarkup(await SharePage(props(made.token)));
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;&lt;script&gt;");
    expect(html).not.toMatch(/<(b|script)[\s>]/);
    // Nothing of the owner: no username, no outfit name or id, no closet item ids.
    const username = owner.kind === "user" ? owner.username : "";
    expect(html).not.toContain(username);
    expect(html).not.toContain("secret outfit name");
    expect(html).not.toContain(`/outfits/${outfit}`);
    expect(html).toContain(`src="${made.imageUrl}"`);
    expect(html).toMatch(/width="1080" height="1350"|height="1350" width="1080"/);
    expect(html).toContain('href="/"');
  });

  it("carries Open Graph and Twitter card tags with the absolute image URL and its size", async () => {
    const { made } = await sharedBy(false);
    pageHeaders.current = new Headers({
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-stylematch-server-origin": "http://localhost:3000",
    });
    const meta = await generateMetadata(props(made.token));
    const image = `http://localhost:3000${made.imageUrl}`;
    expect(meta.openGraph).toMatchObject({
      url: `http://localhost:3000/share/${made.token}`,
      images: [{ url: image, width: 1080, height: 1350 }],
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", images: [{ url: image }] });
    expect(JSON.stringify(meta)).not.toContain("evil.example");

    process.env.APP_URL = "https://stylematch.example";
    resetEnvForTests();
    const configured = await generateMetadata(props(made.token));
    expect(configured.openGraph).toMatchObject({
      url: `https://stylematch.example/share/${made.token}`,
      images: [{ url: `https://stylematch.example${made.imageUrl}` }],
    });
  });

  it("is the 404 page for an unknown or revoked token", async () => {
    const { made } = await sharedBy(false);
    await expect(SharePage(props("nope"))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
    const jar = await newGuest();
    expect((await api.revoke(jar, made.token)).status).toBe(404); // not theirs
    const db = await getDb();
    await db.share.deleteMany({ where: { token: made.token } });
    await expect(SharePage(props(made.token))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});

describe("drafts: private until published (issue #26)", () => {
  const props = (token: string) => ({ params: Promise.resolve({ token }), searchParams: Promise.resolve({}) });
  afterEach(() => {
    pageHeaders.cookie = "";
  });

  it("a preview's page and image answer 404 to everyone but its owner", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const draft = (await api.create(jar, outfit, { caption: "not yet" })).body;
    const key = await imageKeyOf(draft.token);

    // A stranger: no page, no image (the public store route never serves a draft's key).
    expect(await loadPublicShare(draft.token)).toBeNull();
    await expect(SharePage(props(draft.token))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
    expect((await served(`/uploads/${key}`)).status).toBe(404);
    expect((await api.image(undefined, draft.token)).status).toBe(401);
    const intruder = await newUser();
    expect((await api.image(intruder, draft.token)).status).toBe(404);
    pageHeaders.cookie = intruder.header();
    await expect(SharePage(props(draft.token))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);

    // Its owner: the image through the app (never cached), and the page showing it.
    const image = await api.image(jar, draft.token);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("private, no-store");
    expect(image.bytes).toEqual(await storedPng(draft));
    pageHeaders.cookie = jar.header();
    const html = renderToStaticMarkup(await SharePage(props(draft.token)));
    expect(html).toContain(`src="/api/shares/${draft.token}/image"`);
  });

  it("publishing (copy link, download) makes it public: the image is copied to the public prefix, once", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const draft = (await api.create(jar, outfit, { caption: "now public" })).body;
    const draftKey = await imageKeyOf(draft.token);
    const draftBytes = await storedPng(draft);

    expect((await api.publish(await newGuest(), draft.token)).status).toBe(404);
    expect((await api.publish(undefined, draft.token)).status).toBe(401);
    expect((await api.publish(jar, "x".repeat(43))).status).toBe(404);

    const { status, body } = await api.publish(jar, draft.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token: draft.token, shareUrl: draft.shareUrl, publishedAt: expect.any(String) });
    expect(body.imageUrl).toMatch(/^\/uploads\/shares\/[a-z2-7]{32}\.png$/);
    const response = await served(body.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await storedPng(draft)).toEqual(draftBytes);
    expect(shareFiles()).toEqual([keyOf(body.imageUrl)]);
    expect(shareFiles()).not.toContain(draftKey);
    expect(await loadPublicShare(draft.token)).toEqual({
      caption: "now public",
      imageUrl: body.imageUrl,
      width: 1080,
      height: 1350,
    });
    // Again (a second click, another device): the same share, no second copy.
    expect((await api.publish(jar, draft.token)).body).toEqual(body);
    expect(shareFiles()).toHaveLength(1);
    // Its owner still reads it through the app too.
    expect((await api.image(jar, draft.token)).status).toBe(200);
  });

  it("two publishes at once make one public copy", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const draft = (await api.create(jar, outfit)).body;
    const [a, b] = await Promise.all([api.publish(jar, draft.token), api.publish(jar, draft.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.imageUrl).toBe(b.body.imageUrl);
    expect(shareFiles()).toEqual([keyOf(a.body.imageUrl)]);
    expect(await (await getDb()).storageDeletion.count()).toBe(0);
  });

  it("the sweep removes drafts nobody published after SHARE_DRAFT_MAX_AGE_MS, with their images", async () => {
    const { jar, outfit } = await guestWithOutfit();
    const kept = (await api.create(jar, outfit, { caption: "posted" })).body;
    await api.publish(jar, kept.token);
    const old = (await api.create(jar, outfit, { caption: "yesterday's draft" })).body;
    await cleanupIdleGuests();
    expect(await shareRows()).toBe(2); // young enough yet

    await age(SHARE_DRAFT_MAX_AGE_MS + 1000);
    const today = (await api.create(jar, outfit, { caption: "today's draft" })).body;
    await cleanupIdleGuests();
    const tokens = (await (await getDb()).share.findMany({ select: { token: true } })).map((row) => row.token);
    expect(tokens.sort()).toEqual([kept.token, today.token].sort());
    expect(tokens).not.toContain(old.token);
    expect(shareFiles().sort()).toEqual([await imageKeyOf(kept.token), await imageKeyOf(today.token)].sort());
  });
});
