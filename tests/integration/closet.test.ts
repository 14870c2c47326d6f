import { GET as getCategories } from "@/app/api/categories/route";
import { DELETE as deleteItem } from "@/app/api/closet/[id]/route";
import { GET as listCloset, POST as uploadItem } from "@/app/api/closet/route";
import { addClosetItem, setClosetItemTags } from "@/lib/closet";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import type { ErrorBody, ErrorCode } from "@/lib/errors/codes";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { sweepStorageDeletions } from "@/lib/storage/deletions";
import { rmSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { newGuest, newUser } from "../support/owners";
import {
  endlessMultipartUpload,
  giveFileItsOwnDataDir,
  jpeg,
  keyOf,
  plainJpeg,
  uploadedFiles,
  uploadForm,
} from "../support/uploads";

// Its own DATA_DIR also against real Postgres, so the orphan-file counts see only this file's uploads.
giveFileItsOwnDataDir();

type Item = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  category: string;
  styleTags: string[];
  createdAt: string;
};

const upload = (jar: CookieJar | null, body: unknown, headers?: Record<string, string>) =>
  call(uploadItem, { path: "/api/closet", body, headers, jar });
const list = async (jar: CookieJar, query = "") => {
  const response = await call<Item[]>(listCloset, { path: `/api/closet${query}`, jar });
  expect(response.status).toBe(200);
  return { items: response.body, next: response.headers.get("x-next-cursor") };
};
const remove = (jar: CookieJar, id: number | string) =>
  call(deleteItem, { path: `/api/closet/${id}`, method: "DELETE", params: { id: String(id) }, jar });
const counts = async (jar: CookieJar) =>
  (await call<Record<string, number>>(getCategories, { path: "/api/categories", jar })).body;
const rowCount = async () => (await getDb()).clothingItem.count();

let photo: Buffer;
beforeAll(async () => {
  photo = await jpeg();
});

beforeEach(async () => {
  await resetDatabase();
  rmSync(path.join(process.env.DATA_DIR!, "uploads"), { recursive: true, force: true });
});

describe("POST /api/closet", () => {
  it("stores a web-sized image and a thumbnail and answers 201 {id, imageUrl}", async () => {
    const guest = await newGuest();
    const response = await upload(guest, uploadForm({ bytes: photo, name: "shirt.jpg" }, "outerwear"));
    expect(response.status).toBe(201);
    const item = response.body as Item;
    expect(item).toMatchObject({
      id: expect.any(Number),
      imageUrl: expect.stringMatching(/^\/uploads\/closet\/[a-z0-9]+\.webp$/),
      category: "outerwear",
      styleTags: [],
    });
    expect(item.thumbnailUrl).toMatch(/^\/uploads\/closet\/thumbs\/[a-z0-9]+\.webp$/);
    expect(uploadedFiles().sort()).toEqual([keyOf(item.imageUrl), keyOf(item.thumbnailUrl)].sort());
    const { similarItems, categoryDetected, categoryChoices, ...listed } = response.body as Item & {
      similarItems: unknown;
      categoryDetected: unknown;
      categoryChoices: unknown;
    };
    expect(similarItems).toEqual([]);
    expect(categoryChoices).toEqual([]); // chosen: nothing to ask
    expect(categoryDetected).toBe(false); // chosen: "outerwear" was sent
    expect((await list(guest)).items).toEqual([listed]);
  });

  it("detects the category of an upload without one; a photo with no garment in it is filed under 'other'", async () => {
    // The detection itself is tested in closet-detect.test.ts; this photo is one plain colour, edge to edge.
    const guest = await newGuest();
    const plain = await plainJpeg();
    const response = await upload(guest, uploadForm({ bytes: plain, name: "x.jpg" }, null));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ category: "other", categoryDetected: true });
  });

  it("needs a session", async () => {
    const response = await upload(null, uploadForm({ bytes: photo, name: "x.jpg" }));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.signInRequired, code: "unauthorized" });
    expect(await rowCount()).toBe(0);
  });

  it("answers 401 to a list without a session, whatever its query holds (the owner is checked first)", async () => {
    const { status, body } = await call(listCloset, { path: "/api/closet?limit=0&category=hats" });
    expect({ status, body }).toEqual({
      status: 401,
      body: { message: AUTH_MESSAGES.signInRequired, code: "unauthorized" },
    });
  });

  const truncated = () => photo.subarray(0, Math.floor(photo.length / 2));
  const badInputs: [string, () => unknown, number, string, ErrorCode][] = [
    ["no file", () => uploadForm(undefined), 400, UPLOAD_ERRORS.noFile, "upload_missing_file"],
    [
      "an empty file",
      () => uploadForm({ bytes: new Uint8Array(), name: "empty.jpg" }),
      400,
      UPLOAD_ERRORS.emptyFile,
      "upload_empty_file",
    ],
    [
      "a text file named .jpg",
      () => uploadForm({ bytes: new TextEncoder().encode("just some notes, not a photo"), name: "notes.jpg" }),
      415,
      "That file isn't a supported image.",
      "image_type_unsupported",
    ],
    [
      "a truncated JPEG",
      () => uploadForm({ bytes: truncated(), name: "cut.jpg" }),
      400,
      UPLOAD_ERRORS.damagedImage,
      "image_damaged",
    ],
    [
      "a category outside the 8",
      () => uploadForm({ bytes: photo, name: "x.jpg" }, "hats"),
      400,
      CLOSET_MESSAGES.invalidCategory,
      "validation_failed",
    ],
    [
      "a JSON body",
      () => JSON.stringify({ image: "x", category: "tops" }),
      400,
      UPLOAD_ERRORS.noFile,
      "upload_missing_file",
    ],
  ];
  for (const [what, body, status, message, code] of badInputs) {
    it(`refuses ${what} with ${status}, its code and a message, leaving no row and no file`, async () => {
      const guest = await newGuest();
      const response = await upload(guest, body());
      expect(response.status).toBe(status);
      const error = response.body as ErrorBody;
      expect({ code: error.code, message: error.message.slice(0, message.length) }).toEqual({ code, message });
      expect(await rowCount()).toBe(0);
      expect(uploadedFiles()).toEqual([]);
    });
  }

  it("refuses an upload over the limit with 413 before reading the whole body", async () => {
    process.env.UPLOAD_MAX_BYTES = String(256 * 1024);
    resetEnvForTests();
    try {
      const guest = await newGuest();
      const endless = endlessMultipartUpload("----closet-test");
      const response = await upload(guest, endless.body, { "content-type": endless.contentType });
      expect(response.status).toBe(413);
      expect((response.body as { message: string }).message).toBe(UPLOAD_ERRORS.tooLarge("256 KB"));
      expect(endless.pulled()).toBeLessThan(2 * 1024 * 1024);
      expect(await rowCount()).toBe(0);
      expect(uploadedFiles()).toEqual([]);
    } finally {
      delete process.env.UPLOAD_MAX_BYTES;
      resetEnvForTests();
    }
  });

  it("refuses a declared Content-Length over the limit at once", async () => {
    const guest = await newGuest();
    const response = await upload(guest, "x", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(200 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it("deletes the stored files again when the row cannot be inserted", async () => {
    // An owner whose guest row does not exist: the files are stored, then the insert fails (foreign key).
    await expect(
      addClosetItem(
        { kind: "guest", guestId: "00000000-0000-4000-8000-000000000000" },
        { bytes: photo, category: "tops" },
      ),
    ).rejects.toThrow();
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
  });

  it("limits uploads per owner per hour (429 with Retry-After)", async () => {
    process.env.CLOSET_UPLOADS_PER_HOUR = "2";
    resetEnvForTests();
    try {
      const [guest, other] = [await newGuest(), await newGuest()];
      for (let i = 0; i < 2; i++)
        expect((await upload(guest, uploadForm({ bytes: photo, name: "x.jpg" }))).status).toBe(201);
      const third = await upload(guest, uploadForm({ bytes: photo, name: "x.jpg" }));
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await upload(other, uploadForm({ bytes: photo, name: "x.jpg" }))).status).toBe(201);
    } finally {
      delete process.env.CLOSET_UPLOADS_PER_HOUR;
      resetEnvForTests();
    }
  });

  it("caps the items one owner keeps: at the limit an upload answers 409 with a message and stores nothing", async () => {
    process.env.CLOSET_MAX_ITEMS = "2";
    resetEnvForTests();
    try {
      const [guest, other] = [await newGuest(), await newGuest()];
      for (let i = 0; i < 2; i++)
        expect((await upload(guest, uploadForm({ bytes: photo, name: "x.jpg" }))).status).toBe(201);
      const full = await upload(guest, uploadForm({ bytes: photo, name: "x.jpg" }));
      expect(full.status).toBe(409);
      expect(full.body).toEqual({ message: CLOSET_MESSAGES.closetFull("2"), code: "closet_full" });
      expect(await rowCount()).toBe(2);
      expect(uploadedFiles()).toHaveLength(4); // two items, two files each
      expect((await upload(other, uploadForm({ bytes: photo, name: "x.jpg" }))).status).toBe(201);
    } finally {
      delete process.env.CLOSET_MAX_ITEMS;
      resetEnvForTests();
    }
  });

  it("drops the owner's cached AI answers, and only theirs", async () => {
    const db = await getDb();
    const guest = await newGuest();
    const created = (await upload(guest, uploadForm({ bytes: photo, name: "x.jpg" }))).body as Item;
    const row = await db.clothingItem.findUniqueOrThrow({ where: { id: created.id } });
    const mine = `g:${row.guestId}`;
    await db.aiResult.createMany({
      data: [
        { ownerKey: mine, kind: "matching", inputKey: "a", result: {} },
        { ownerKey: "u:999", kind: "matching", inputKey: "a", result: {} },
      ],
    });
    expect((await upload(guest, uploadForm({ bytes: photo, name: "y.jpg" }))).status).toBe(201);
    expect(await db.aiResult.findMany({ select: { ownerKey: true } })).toEqual([{ ownerKey: "u:999" }]);
    await db.aiResult.create({ data: { ownerKey: mine, kind: "matching", inputKey: "b", result: {} } });
    expect((await remove(guest, created.id)).status).toBe(204);
    expect(await db.aiResult.count({ where: { ownerKey: mine } })).toBe(0);
    expect(await db.aiResult.count()).toBe(1);
  });
});

describe("GET /api/closet and GET /api/categories", () => {
  /** Seeds rows directly (fast), several sharing one timestamp so the id tie-break is exercised. */
  async function seed(
    jar: CookieJar,
    n: number,
    category = (i: number) => (i % 3 === 0 ? "tops" : "bottoms"),
  ): Promise<number[]> {
    const first = (await upload(jar, uploadForm({ bytes: photo, name: "x.jpg" }, category(0)))).body as Item;
    const db = await getDb();
    const owner = await db.clothingItem.findUniqueOrThrow({
      where: { id: first.id },
      select: { guestId: true, userId: true },
    });
    const base = Date.parse(first.createdAt);
    for (let i = 1; i < n; i++) {
      await db.clothingItem.create({
        data: {
          guestId: owner.guestId,
          userId: owner.userId,
          category: category(i),
          imageUrl: `/uploads/closet/seed${i}.webp`,
          imageKey: `closet/seed${i}.webp`,
          thumbnailUrl: `/uploads/closet/thumbs/seed${i}.webp`,
          thumbnailKey: `closet/thumbs/seed${i}.webp`,
          createdAt: new Date(base + Math.floor(i / 4) * 1000), // groups of four share a timestamp
        },
      });
    }
    return (await db.clothingItem.findMany({ orderBy: { id: "asc" }, select: { id: true } })).map((row) => row.id);
  }

  it("without a limit gives one page of at most 100 items, and the cursor to the rest", async () => {
    const guest = await newGuest();
    await seed(guest, 105);
    const first = await list(guest);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBeTruthy();
    const rest = await list(guest, `?cursor=${encodeURIComponent(first.next!)}`);
    expect(rest.items).toHaveLength(5);
    expect(rest.next).toBeNull();
  });

  it("lists newest first and pages with limit and cursor", async () => {
    const guest = await newGuest();
    const ids = await seed(guest, 25);
    const newestFirst = [...ids].reverse();
    const all = await list(guest);
    expect(all.items.map((item) => item.id)).toEqual(newestFirst);
    expect(all.next).toBeNull();

    const first = await list(guest, "?limit=20");
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.next).toEqual(expect.any(String));
    const second = await list(guest, `?limit=20&cursor=${first.next}`);
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(20));
    expect(second.next).toBeNull();

    // The cursor survives deleting the item it was taken from.
    const small = await list(guest, "?limit=7");
    await (await getDb()).clothingItem.delete({ where: { id: small.items.at(-1)!.id } });
    expect((await list(guest, `?limit=7&cursor=${small.next}`)).items.map((item) => item.id)).toEqual(
      newestFirst.slice(7, 14),
    );
  });

  it("filters by category and counts per category plus all", async () => {
    const guest = await newGuest();
    await seed(guest, 10);
    const tops = await list(guest, "?category=tops");
    expect(tops.items).toHaveLength(4);
    expect(tops.items.map((item) => item.category)).toEqual(Array(4).fill("tops"));
    expect((await list(guest, "?category=all")).items).toHaveLength(10);
    expect(await counts(guest)).toEqual({
      all: 10,
      tops: 4,
      bottoms: 6,
      outerwear: 0,
      shoes: 0,
      accessories: 0,
      dresses: 0,
      suits: 0,
      other: 0,
    });
    expect(await counts(await newGuest())).toMatchObject({ all: 0, tops: 0 });
  });

  it("refuses a bad category, limit or cursor with 400", async () => {
    const guest = await newGuest();
    for (const [query, message] of [
      ["?category=hats", CLOSET_MESSAGES.invalidCategory],
      ["?limit=0", CLOSET_MESSAGES.invalidLimit],
      ["?limit=abc", CLOSET_MESSAGES.invalidLimit],
      ["?limit=101", CLOSET_MESSAGES.invalidLimit],
      ["?cursor=nonsense", CLOSET_MESSAGES.invalidCursor],
    ]) {
      const response = await call(listCloset, { path: `/api/closet${query}`, jar: guest });
      expect(response.status, query).toBe(400);
      expect(response.body).toEqual({ message, code: "validation_failed" });
    }
  });

  it("matches tags case-insensitively (the tag page)", async () => {
    const guest = await newGuest();
    const ids = await seed(guest, 4);
    const owner = { kind: "guest" as const, guestId: (await (await getDb()).clothingItem.findFirstOrThrow()).guestId! };
    await setClosetItemTags(owner, ids[0]!, ["casual", "denim"]);
    await setClosetItemTags(owner, ids[1]!, ["Boho"]);
    await setClosetItemTags(owner, ids[2]!, ["formal"]);
    const found = await list(guest, "?tags=CASUAL,%20boho");
    expect(found.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    const paged = await list(guest, "?tags=casual,boho&limit=1");
    expect(paged.items.map((item) => item.id)).toEqual([ids[1]]);
    expect((await list(guest, `?tags=casual,boho&limit=1&cursor=${paged.next}`)).items.map((item) => item.id)).toEqual([
      ids[0],
    ]);
    expect((await list(await newGuest(), "?tags=casual")).items).toEqual([]);
  });
});

describe("DELETE /api/closet/{id}", () => {
  it("removes the row at once and both files after the undo window (lib/closet/trash.ts)", async () => {
    const guest = await newGuest();
    const item = (await upload(guest, uploadForm({ bytes: photo, name: "x.jpg" }))).body as Item;
    expect(uploadedFiles()).toHaveLength(2);
    expect((await remove(guest, item.id)).status).toBe(204);
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toHaveLength(2);
    expect((await remove(guest, item.id)).status).toBe(404);
    const db = await getDb();
    await db.storageDeletion.updateMany({ data: { notBefore: new Date(0) } }); // as if the window were over
    await sweepStorageDeletions();
    expect(uploadedFiles()).toEqual([]);
  });

  it("answers 404 for another owner's item and leaves it alone (user vs guest, guest vs guest)", async () => {
    const owner = await newGuest();
    const item = (await upload(owner, uploadForm({ bytes: photo, name: "x.jpg" }))).body as Item;
    for (const intruder of [await newGuest(), await newUser()]) {
      const response = await remove(intruder, item.id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: CLOSET_MESSAGES.itemNotFound, code: "closet_item_not_found" });
      expect((await list(intruder)).items).toEqual([]);
      expect(await counts(intruder)).toMatchObject({ all: 0 });
    }
    const userOwner = await newUser();
    const userItem = (await upload(userOwner, uploadForm({ bytes: photo, name: "x.jpg" }))).body as Item;
    expect((await remove(owner, userItem.id)).status).toBe(404);
    expect(await rowCount()).toBe(2);
    expect(uploadedFiles()).toHaveLength(4);
    expect((await list(owner)).items.map((listed) => listed.id)).toEqual([item.id]);
  });

  it("answers 404 for ids that cannot exist", async () => {
    const guest = await newGuest();
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648"])
      expect((await remove(guest, id)).status, id).toBe(404);
  });
});
