import { POST as uploadItem } from "@/app/api/closet/route";
import type { ClosetUploadResult } from "@/lib/closet/contract";
import { rehashStaleImages } from "@/lib/closet/rehash";
import { NEAR_DUPLICATES_SHOWN } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { PERCEPTUAL_HASH_VERSION } from "@/lib/images/perceptual-hash";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { garmentCutout, type GarmentShot } from "../support/garments";
import { newGuest, newUser } from "../support/owners";
import { giveFileItsOwnDataDir, jpeg, plainJpeg, uploadForm } from "../support/uploads";

giveFileItsOwnDataDir();

async function upload(jar: CookieJar, shot: GarmentShot | Buffer = {}): Promise<ClosetUploadResult> {
  const bytes = Buffer.isBuffer(shot) ? shot : await garmentCutout(shot);
  const response = await call<ClosetUploadResult>(uploadItem, {
    path: "/api/closet",
    body: uploadForm({ bytes, name: "piece.jpg" }),
    jar,
  });
  expect(response.status).toBe(201);
  return response.body;
}

const similarIds = (result: ClosetUploadResult) => result.similarItems.map((item) => item.id);

beforeEach(async () => {
  await resetDatabase();
});

describe("POST /api/closet: near-duplicates", () => {
  it("stores the cut-out's hash and names an active item the new upload looks like", async () => {
    const guest = await newGuest();
    const first = await upload(guest);
    expect(first.similarItems).toEqual([]);
    const again = await upload(guest, { scale: 1.05, dx: 12, rotate: 3, quality: 70 });
    expect(again.similarItems).toEqual([{ id: first.id, thumbnailUrl: first.thumbnailUrl }]);

    const rows = await (await getDb()).clothingItem.findMany({ select: { imageHash: true, imageHashVersion: true } });
    expect(rows.filter((row) => typeof row.imageHash !== "bigint")).toEqual([]);
    expect(rows.map((row) => row.imageHashVersion)).toEqual([PERCEPTUAL_HASH_VERSION, PERCEPTUAL_HASH_VERSION]);
  });

  it("does not name a different garment of the same colour", async () => {
    const guest = await newGuest();
    await upload(guest, { shape: "trousers" });
    await upload(guest, { shape: "skirt" });
    expect((await upload(guest, { shape: "tshirt" })).similarItems).toEqual([]);
  });

  it("never names another owner's item", async () => {
    const [guest, user] = await Promise.all([newGuest(), newUser()]);
    await upload(guest);
    expect((await upload(user)).similarItems).toEqual([]);
    expect((await upload(user, { rotate: 2 })).similarItems).toHaveLength(1);
  });

  it("leaves out archived and laundry items, and items stored without a hash", async () => {
    const guest = await newGuest();
    const [archived, laundry, unhashed] = [await upload(guest), await upload(guest), await upload(guest)];
    const db = await getDb();
    await db.clothingItem.update({ where: { id: archived.id }, data: { status: "archived" } });
    await db.clothingItem.update({ where: { id: laundry.id }, data: { status: "laundry" } });
    await db.clothingItem.update({ where: { id: unhashed.id }, data: { imageHash: null } });
    expect((await upload(guest)).similarItems).toEqual([]);
  });

  it("compares no hash worked out an older way until the start-up sweep has worked it out again from the thumbnail", async () => {
    const guest = await newGuest();
    const first = await upload(guest);
    const db = await getDb();
    const before = await db.clothingItem.findUniqueOrThrow({ where: { id: first.id } });
    // As a version-1 hash would be: stored, but worked out another way.
    await db.$executeRaw`UPDATE clothing_items SET image_hash = ${~before.imageHash!}, image_hash_version = 1 WHERE id = ${first.id}`;
    const meanwhile = await upload(guest, { rotate: 2 });
    expect(meanwhile.similarItems).toEqual([]);

    expect(await rehashStaleImages()).toBe(1);
    const after = await db.clothingItem.findUniqueOrThrow({ where: { id: first.id } });
    expect(after).toMatchObject({ imageHash: before.imageHash, imageHashVersion: PERCEPTUAL_HASH_VERSION });
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await rehashStaleImages()).toBe(0);
    expect(similarIds(await upload(guest, { rotate: 3 }))).toEqual([meanwhile.id, first.id]);
  });

  it(`answers at most ${NEAR_DUPLICATES_SHOWN}, nearest first`, async () => {
    const guest = await newGuest();
    const items = [await upload(guest), await upload(guest), await upload(guest), await upload(guest)];
    const db = await getDb();
    const { imageHash } = await db.clothingItem.findUniqueOrThrow({ where: { id: items[0]!.id } });
    // Stored hashes 1, 3, 0 and 2 bits away from the upload's (which the same bytes hash to again).
    const flips = [0b1n, 0b111n, 0n, 0b11n];
    for (const [i, item] of items.entries())
      await db.clothingItem.update({ where: { id: item.id }, data: { imageHash: imageHash! ^ flips[i]! } });
    const result = await upload(guest);
    expect(similarIds(result)).toEqual([items[2]!.id, items[0]!.id, items[3]!.id]);
    expect(result.similarItems).toHaveLength(NEAR_DUPLICATES_SHOWN);
  });

  it("reads a photo whose background was not removed by its estimated garment: the same photo twice is a near-duplicate", async () => {
    const guest = await newGuest();
    const photo = await jpeg();
    const first = await upload(guest, photo);
    expect((await upload(guest, photo)).similarItems).toEqual([{ id: first.id, thumbnailUrl: first.thumbnailUrl }]);
  });

  it("has nothing to compare for a photo with no garment in it (one colour, edge to edge)", async () => {
    const guest = await newGuest();
    const plain = await plainJpeg();
    await upload(guest, plain);
    expect((await upload(guest, plain)).similarItems).toEqual([]);
  });
});
