import { POST as uploadItem } from "@/app/api/closet/route";
import type { ClosetUploadResult } from "@/lib/closet/contract";
import { NEAR_DUPLICATE_MAX_DISTANCE } from "@/lib/constants";
import { getDb } from "@/lib/db";
import type { ErrorBody } from "@/lib/errors/codes";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { readStoredImage } from "@/lib/storage/stored-image";
import { rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { garmentCutout } from "../support/garments";
import { newGuest } from "../support/owners";
import { freshLocalAi } from "../support/seed";
import { giveFileItsOwnDataDir, keyOf, uploadedFiles, uploadForm } from "../support/uploads";
import { type GarmentOptions, garmentPhoto } from "../unit/ai-fixtures";

/**
 * Issue #46: POST /api/closet's `mask` part (the browser cut-out's mask, white = garment) becomes the
 * stored picture's alpha, so a white piece on white is still read; an unsure detection answers the
 * categories to ask about (`categoryChoices`); near-duplicates need the same outline, colour and
 * pattern. Real handlers, database, storage and local vision.
 */
giveFileItsOwnDataDir();

beforeEach(async () => {
  await freshLocalAi();
  rmSync(path.join(process.env.DATA_DIR!, "uploads"), { recursive: true, force: true });
});

type Shape = NonNullable<GarmentOptions["shape"]>;

/** A piece drawn `fill` on white, 400×400 (tests/unit/ai-fixtures.ts). */
const photo = (shape: Shape, fill: string) => garmentPhoto({ shape, fill });
/** Its cut-out's mask: the same shape white on black, at `size` (stretched to the photo by the server). */
const maskOf = (shape: Shape, size = 400) => garmentPhoto({ shape, fill: "#ffffff", background: "#000000", size });

function form(parts: { image: Uint8Array; mask?: Uint8Array | string; category?: string | null }): FormData {
  const body = uploadForm({ bytes: parts.image, name: "cutout.png", type: "image/png" }, parts.category ?? null);
  if (typeof parts.mask === "string") body.set("mask", new File([parts.mask], "mask.png", { type: "image/png" }));
  else if (parts.mask) body.set("mask", new File([new Uint8Array(parts.mask)], "mask.png", { type: "image/png" }));
  return body;
}

const post = (jar: CookieJar, parts: Parameters<typeof form>[0]) =>
  call<ClosetUploadResult>(uploadItem, { path: "/api/closet", body: form(parts), jar });

async function upload(jar: CookieJar, parts: Parameters<typeof form>[0]): Promise<ClosetUploadResult> {
  const response = await post(jar, parts);
  expect(response.status, response.text).toBe(201);
  const result = response.body;
  // The contract: no question, or [the stored guess, one alternative].
  if (result.categoryChoices.length) {
    expect(result.categoryChoices).toHaveLength(2);
    expect(result.categoryChoices[0]).toBe(result.category);
    expect(result.categoryChoices[1]).not.toBe(result.category);
  }
  return result;
}

/** The stored file of an /uploads URL, raw RGBA, with sharp's metadata. */
async function storedPixels(url: string) {
  const bytes = await readStoredImage(keyOf(url));
  expect(bytes, url).not.toBeNull();
  const metadata = await sharp(bytes!).metadata();
  const { data, info } = await sharp(bytes!).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) =>
    data[(Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * 4 + 3]!;
  return { metadata, alphaAt };
}

describe("POST /api/closet with the cut-out's mask", () => {
  it("keeps the mask as the stored picture's alpha, a smaller mask stretched to the photo", async () => {
    const guest = await newGuest();
    const item = await upload(guest, { image: await photo("shirt", "#1b2a4a"), mask: await maskOf("shirt", 200) });
    for (const url of [item.thumbnailUrl, item.imageUrl]) {
      const { metadata, alphaAt } = await storedPixels(url);
      expect(metadata, url).toMatchObject({ format: "webp", hasAlpha: true });
      // Corners are background (transparent); the middle of the shirt's body is garment (opaque).
      for (const [x, y] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const)
        expect(alphaAt(x, y), `${url} corner ${x},${y}`).toBe(0);
      expect(alphaAt(0.5, 0.6), `${url} centre`).toBe(255);
    }
  });

  it("without a mask, a photo on white is stored without alpha", async () => {
    const guest = await newGuest();
    const item = await upload(guest, { image: await photo("shirt", "#1b2a4a") });
    expect((await storedPixels(item.thumbnailUrl)).metadata.hasAlpha).toBe(false);
  });

  it.each([
    ["a text file", () => "just some notes, not a mask"],
    ["a PNG cut short", async () => (await maskOf("shirt")).subarray(0, 200)],
  ])("refuses %s as the mask: 400 mask_unreadable, and stores no row and no file", async (_, makeMask) => {
    const guest = await newGuest();
    const db = await getDb();
    await upload(guest, { image: await photo("shirt", "#1b2a4a"), category: "tops" });
    const [rowsBefore, filesBefore] = [await db.clothingItem.count(), uploadedFiles().sort()];
    expect(filesBefore).toHaveLength(2);

    const response = await post(guest, { image: await photo("shirt", "#1b2a4a"), mask: await makeMask() });
    expect(response.status, response.text).toBe(400);
    expect(response.body as unknown as ErrorBody).toEqual({ message: UPLOAD_ERRORS.badMask, code: "mask_unreadable" });
    expect(await db.clothingItem.count()).toBe(rowsBefore);
    expect(uploadedFiles().sort()).toEqual(filesBefore);
  });
});

describe("the category of a masked cut-out", () => {
  it("reads a white tee on white from its mask as a top (blank without it)", async () => {
    const guest = await newGuest();
    const tee = await photo("shirt", "#ffffff");
    const item = await upload(guest, { image: tee, mask: await maskOf("shirt") });
    expect(item).toMatchObject({ category: "tops", categoryDetected: true });
    // The mask is what found it: the same picture alone shows no garment.
    const alone = await upload(guest, { image: tee });
    expect(alone).toMatchObject({ category: "other", categoryDetected: true, categoryChoices: [] });
  });

  it("reads a white sneaker on white from its mask as shoes, or asks about shoes", async () => {
    const guest = await newGuest();
    const item = await upload(guest, { image: await photo("shoe", "#ffffff"), mask: await maskOf("shoe") });
    expect(item.categoryDetected).toBe(true);
    if (item.category !== "shoes") expect(item.categoryChoices).toContain("shoes");
  });

  it("asks about an unsure reading (the guess stored, first), and never about a chosen category", async () => {
    const guest = await newGuest();
    // A tee too small in its picture to be sure of: its outline is a handful of pixels.
    const small = await garmentCutout({ shape: "tshirt", scale: 0.2, transparent: true });
    const unsure = await upload(guest, { image: small });
    // Whatever it guesses, it asks: the guess (stored) first, then one alternative.
    expect(unsure.categoryDetected).toBe(true);
    expect(unsure.categoryChoices).toHaveLength(2);
    expect(unsure.categoryChoices[0]).toBe(unsure.category);
    const db = await getDb();
    expect(await db.clothingItem.findUniqueOrThrow({ where: { id: unsure.id }, select: { category: true } })).toEqual({
      category: unsure.category,
    });

    for (const category of ["tops", "shoes"]) {
      const chosen = await upload(guest, { image: small, category });
      expect(chosen).toMatchObject({ category, categoryDetected: false, categoryChoices: [] });
    }
    // A sure reading asks nothing either.
    const sure = await upload(guest, { image: await photo("shirt", "#1b2a4a") });
    expect(sure).toMatchObject({ category: "tops", categoryDetected: true, categoryChoices: [] });
  });
});

describe("near-duplicates need the same colour", () => {
  const red = { shape: "tshirt", color: "#b3202a" } as const;
  const green = { shape: "tshirt", color: "#1f7a3a" } as const;

  it("a green tee of the red one's outline is not a duplicate; the red tee again is", async () => {
    const guest = await newGuest();
    const first = await upload(guest, { image: await garmentCutout(red), category: "tops" });
    expect(first.similarItems).toEqual([]);
    const other = await upload(guest, { image: await garmentCutout(green), category: "tops" });
    const again = await upload(guest, {
      image: await garmentCutout({ ...red, rotate: 2, quality: 75 }),
      category: "tops",
    });

    // The outlines match (so only the colour can have told the green tee apart)...
    const db = await getDb();
    const hashes = await db.clothingItem.findMany({
      where: { id: { in: [first.id, other.id, again.id] } },
      orderBy: { id: "asc" },
      select: { imageHash: true },
    });
    const [a, b, c] = hashes.map((row) => row.imageHash!);
    const distance = (x: bigint, y: bigint) =>
      BigInt.asUintN(64, x ^ y)
        .toString(2)
        .replaceAll("0", "").length;
    expect(distance(a!, b!)).toBeLessThanOrEqual(NEAR_DUPLICATE_MAX_DISTANCE);
    expect(distance(a!, c!)).toBeLessThanOrEqual(NEAR_DUPLICATE_MAX_DISTANCE);
    // ...and the colour does.
    expect(other.similarItems).toEqual([]);
    expect(again.similarItems).toEqual([{ id: first.id, thumbnailUrl: first.thumbnailUrl }]);
  });
});
