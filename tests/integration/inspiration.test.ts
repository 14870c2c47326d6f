import { POST as uploadClosetItem } from "@/app/api/closet/route";
import { DELETE as deleteImage, GET as getImage } from "@/app/api/inspiration/[id]/route";
import { POST as toggleSaved } from "@/app/api/inspiration/[id]/save/route";
import { GET as listImages, POST as uploadImage } from "@/app/api/inspiration/route";
import { ownerKey } from "@/lib/auth/owner";
import { dataDir, resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import type { ErrorBody } from "@/lib/errors/codes";
import { canDecodeHeic, MAX_INPUT_MEGAPIXELS, supportedFormatsLabel } from "@/lib/images";
import { addInspiration } from "@/lib/inspiration";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import { INSPIRATION_MESSAGES } from "@/lib/messages/inspiration";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../support/ai";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshLocalAi } from "../support/seed";
import {
  endlessMultipartUpload,
  giveFileItsOwnDataDir,
  jpeg,
  keyOf,
  uploadedFiles,
  uploadForm,
} from "../support/uploads";

// Its own DATA_DIR also against real Postgres, so the orphan-file counts see only this file's uploads.
giveFileItsOwnDataDir();

type Image = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  styleTags: string[];
  isSaved: boolean;
  createdAt: string;
};

const byId = (id: number | string) => ({ id: String(id) });
const upload = (jar: CookieJar | null, body: unknown, headers?: Record<string, string>) =>
  call(uploadImage, { path: "/api/inspiration", body, headers, jar });
/** The gallery's upload form: one `image` part, no other field. */
const imageForm = (file?: { bytes: Uint8Array; name: string; type?: string }) => uploadForm(file, null);
const add = async (jar: CookieJar, bytes: Uint8Array = photo): Promise<Image> => {
  const response = await upload(jar, imageForm({ bytes, name: "look.jpg" }));
  expect(response.status).toBe(201);
  return response.body as Image;
};
const list = async (jar: CookieJar, query = ""): Promise<Image[]> => {
  const response = await call<Image[]>(listImages, { path: `/api/inspiration${query}`, jar });
  expect(response.status, query).toBe(200);
  return response.body;
};
const getOne = (jar: CookieJar | null, id: number | string) =>
  call(getImage, { path: `/api/inspiration/${id}`, params: byId(id), jar });
const remove = (jar: CookieJar | null, id: number | string) =>
  call(deleteImage, { path: `/api/inspiration/${id}`, method: "DELETE", params: byId(id), jar });
const save = (jar: CookieJar | null, id: number | string) =>
  call(toggleSaved, { path: `/api/inspiration/${id}/save`, method: "POST", params: byId(id), jar });
const rowCount = async () => (await getDb()).inspirationImage.count();
const filesOf = (...images: Image[]) =>
  images.flatMap((image) => [keyOf(image.imageUrl), keyOf(image.thumbnailUrl)]).sort();
const storedPath = (url: string) => path.join(dataDir(), "uploads", keyOf(url));
const notFound = { message: INSPIRATION_MESSAGES.notFound, code: "inspiration_not_found" };

/** Sets env variables for one test and restores them afterwards. */
async function withEnv(vars: Record<string, string>, run: () => Promise<void>): Promise<void> {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  resetEnvForTests();
  try {
    await run();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  }
}

let photo: Buffer;
beforeAll(async () => {
  photo = await jpeg();
});

beforeEach(async () => {
  await freshLocalAi();
  rmSync(path.join(process.env.DATA_DIR!, "uploads"), { recursive: true, force: true });
});

describe("POST /api/inspiration", () => {
  it("stores a web-sized WebP and a WebP thumbnail and answers 201 with the image", async () => {
    const guest = await newGuest();
    const big = await jpeg(2000, 1000);
    const before = Date.now();
    const response = await upload(guest, imageForm({ bytes: big, name: "street-style.jpg" }));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const image = response.body as Image;
    expect(image).toEqual({
      id: 1,
      imageUrl: expect.stringMatching(/^\/uploads\/inspiration\/[a-z0-9]+\.webp$/),
      thumbnailUrl: expect.stringMatching(/^\/uploads\/inspiration\/thumbs\/[a-z0-9]+\.webp$/),
      styleTags: [],
      isSaved: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(image.createdAt) - before)).toBeLessThan(60_000);
    expect(uploadedFiles().sort()).toEqual(filesOf(image));

    const web = await sharp(storedPath(image.imageUrl)).metadata();
    const thumb = await sharp(storedPath(image.thumbnailUrl)).metadata();
    expect({ format: web.format, width: web.width, height: web.height }).toEqual({
      format: "webp",
      width: 1600,
      height: 800,
    });
    expect({ format: thumb.format, width: thumb.width, height: thumb.height }).toEqual({
      format: "webp",
      width: 480,
      height: 240,
    });

    // The row belongs to the guest, and the storage keys match the URLs.
    const row = await (await getDb()).inspirationImage.findUniqueOrThrow({ where: { id: image.id } });
    const owner = await ownerOf(guest);
    expect(row).toMatchObject({
      guestId: owner.kind === "guest" ? owner.guestId : "?",
      userId: null,
      imageKey: keyOf(image.imageUrl),
      thumbnailKey: keyOf(image.thumbnailUrl),
    });

    expect(await list(guest)).toEqual([image]);
    const one = await getOne(guest, image.id);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(image);
  });

  it("keeps a small photo at its size and stores it for a signed-in user too", async () => {
    const user = await newUser();
    const image = await add(user);
    const web = await sharp(storedPath(image.imageUrl)).metadata();
    expect({ format: web.format, width: web.width, height: web.height }).toEqual({
      format: "webp",
      width: 640,
      height: 480,
    });
    const row = await (await getDb()).inspirationImage.findUniqueOrThrow({ where: { id: image.id } });
    expect(row.guestId).toBeNull();
    expect(row.userId).toBe(((await ownerOf(user)) as { userId: number }).userId);
  });

  it("strips EXIF (GPS, camera) and XMP from both stored files, turning the picture upright first", async () => {
    const guest = await newGuest();
    const tagged = await sharp(await jpeg(640, 480))
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "SecretCamCo", Model: "Spy 3000", Copyright: "home-address-42" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 2400/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 17/1 4000/100",
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description about="" note="xmp-secret"/></rdf:RDF></x:xmpmeta>',
      )
      .jpeg()
      .toBuffer();
    // The test photo really carries the metadata.
    const input = await sharp(tagged).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString("latin1")).toContain("SecretCamCo");
    const hasGpsIfd = (exif: Buffer) =>
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])); // tag 0x8825, GPSInfo
    expect(input.exif).toSatisfy(hasGpsIfd);
    expect(tagged.toString("latin1")).toContain("xmp-secret");

    const image = await add(guest, tagged);
    for (const url of [image.imageUrl, image.thumbnailUrl]) {
      const stored = readFileSync(storedPath(url));
      const meta = await sharp(stored).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.orientation, url).toBeUndefined();
      for (const secret of ["SecretCamCo", "Spy 3000", "home-address-42", "xmp-secret"])
        expect(stored.toString("latin1"), `${url} ${secret}`).not.toContain(secret);
    }
    // Orientation 6 (rotate 90°): the 640×480 sensor picture is stored upright, 480×640.
    const web = await sharp(storedPath(image.imageUrl)).metadata();
    const thumb = await sharp(storedPath(image.thumbnailUrl)).metadata();
    expect([web.width, web.height, thumb.width, thumb.height]).toEqual([480, 640, 360, 480]);
  });

  it("needs a session: 401 with a message, no row, no file", async () => {
    const response = await upload(null, imageForm({ bytes: photo, name: "x.jpg" }));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.signInRequired, code: "unauthorized" });
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
  });

  const truncated = () => photo.subarray(0, Math.floor(photo.length / 2));
  // An ISO-BMFF header with the heic brand and no real image data.
  const heic = () =>
    new Uint8Array([
      0,
      0,
      0,
      0x18,
      ...new TextEncoder().encode("ftypheic"),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode("mif1heic"),
      ...new Uint8Array(64),
    ]);
  const otherField = () => {
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(photo)], "x.jpg", { type: "image/jpeg" }));
    return form;
  };
  const badInputs: [string, () => unknown, Record<string, string> | undefined, number, () => ErrorBody][] = [
    [
      "no file part",
      () => imageForm(undefined),
      undefined,
      400,
      () => ({ message: UPLOAD_ERRORS.noFile, code: "upload_missing_file" }),
    ],
    [
      "the photo under another field name",
      otherField,
      undefined,
      400,
      () => ({ message: UPLOAD_ERRORS.noFile, code: "upload_missing_file" }),
    ],
    [
      "an empty file",
      () => imageForm({ bytes: new Uint8Array(), name: "empty.jpg" }),
      undefined,
      400,
      () => ({ message: UPLOAD_ERRORS.emptyFile, code: "upload_empty_file" }),
    ],
    [
      "a text file named .jpg",
      () => imageForm({ bytes: new TextEncoder().encode("just some notes, not a photo"), name: "notes.jpg" }),
      undefined,
      415,
      () => ({ message: UPLOAD_ERRORS.unsupportedType(supportedFormatsLabel()), code: "image_type_unsupported" }),
    ],
    [
      "a HEIC photo",
      () => imageForm({ bytes: heic(), name: "IMG_0001.HEIC", type: "image/heic" }),
      undefined,
      canDecodeHeic() ? 400 : 415,
      () =>
        canDecodeHeic()
          ? { message: UPLOAD_ERRORS.damagedImage, code: "image_damaged" }
          : { message: UPLOAD_ERRORS.heicUnsupported, code: "heic_unsupported" },
    ],
    [
      "a truncated JPEG",
      () => imageForm({ bytes: truncated(), name: "cut.jpg" }),
      undefined,
      400,
      () => ({ message: UPLOAD_ERRORS.damagedImage, code: "image_damaged" }),
    ],
    [
      "a JSON body",
      () => JSON.stringify({ image: "x" }),
      { "content-type": "application/json" },
      400,
      () => ({ message: UPLOAD_ERRORS.noFile, code: "upload_missing_file" }),
    ],
    [
      "a raw JPEG body (not multipart)",
      () => new Uint8Array(photo),
      { "content-type": "image/jpeg" },
      400,
      () => ({ message: UPLOAD_ERRORS.noFile, code: "upload_missing_file" }),
    ],
    [
      "multipart without a boundary",
      () => "garbage",
      { "content-type": "multipart/form-data" },
      400,
      () => ({ message: UPLOAD_ERRORS.unreadableUpload, code: "upload_unreadable" }),
    ],
  ];
  for (const [what, body, headers, status, message] of badInputs) {
    it(`refuses ${what} with ${status} and its message, leaving no row and no file`, async () => {
      const guest = await newGuest();
      const response = await upload(guest, body(), headers);
      expect(response.status).toBe(status);
      expect(response.body).toEqual(message());
      expect(await rowCount()).toBe(0);
      expect(uploadedFiles()).toEqual([]);
      expect(await list(guest)).toEqual([]);
    });
  }

  it("refuses a photo over UPLOAD_MAX_BYTES with 413, leaving no row and no file", async () => {
    const noisy = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(200 * 1024);
    await withEnv({ UPLOAD_MAX_BYTES: String(100 * 1024) }, async () => {
      const guest = await newGuest();
      const response = await upload(guest, imageForm({ bytes: noisy, name: "big.jpg" }));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: UPLOAD_ERRORS.tooLarge("100 KB"), code: "upload_too_large" });
      expect(await rowCount()).toBe(0);
      expect(uploadedFiles()).toEqual([]);
    });
  });

  it("refuses a decompression bomb (too many pixels) with 413, leaving no row and no file", async () => {
    const guest = await newGuest();
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(guest, imageForm({ bytes: bomb, name: "bomb.png", type: "image/png" }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      message: UPLOAD_ERRORS.tooManyPixels(MAX_INPUT_MEGAPIXELS),
      code: "image_too_many_pixels",
    });
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
  });

  it("refuses a cross-site upload (403) and stores nothing", async () => {
    const guest = await newGuest();
    const response = await upload(guest, imageForm({ bytes: photo, name: "x.jpg" }), {
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: ERROR_MESSAGES.crossSite, code: "cross_site" });
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
  });

  it("refuses a streamed body over the limit with 413 before reading it all", async () => {
    await withEnv({ UPLOAD_MAX_BYTES: String(256 * 1024) }, async () => {
      const guest = await newGuest();
      const endless = endlessMultipartUpload("----inspiration-test");
      const response = await upload(guest, endless.body, { "content-type": endless.contentType });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: UPLOAD_ERRORS.tooLarge("256 KB"), code: "upload_too_large" });
      expect(endless.pulled()).toBeLessThan(2 * 1024 * 1024);
      expect(await rowCount()).toBe(0);
      expect(uploadedFiles()).toEqual([]);
    });
  });

  it("refuses a declared Content-Length over the limit at once", async () => {
    const guest = await newGuest();
    const response = await upload(guest, "x", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(200 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: UPLOAD_ERRORS.tooLarge("15 MB"), code: "upload_too_large" });
    expect(await rowCount()).toBe(0);
  });

  it("deletes the stored files again when the row cannot be inserted", async () => {
    // An owner whose guest row does not exist: the files are stored, then the insert fails (foreign key).
    await expect(
      addInspiration({ kind: "guest", guestId: "00000000-0000-4000-8000-000000000000" }, photo),
    ).rejects.toThrow();
    expect(await rowCount()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
  });

  it("limits uploads per owner per hour (429 with Retry-After), separately from the closet's", async () => {
    await withEnv({ INSPIRATION_UPLOADS_PER_HOUR: "2" }, async () => {
      const [guest, other] = [await newGuest(), await newGuest()];
      const kept = [await add(guest), await add(guest)];
      const third = await upload(guest, imageForm({ bytes: photo, name: "x.jpg" }));
      expect(third.status).toBe(429);
      const retryAfter = Number(third.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(third.body).toEqual({
        message: ERROR_MESSAGES.tooManyAttempts(retryAfter),
        code: "too_many_requests",
      });
      expect(await rowCount()).toBe(2);
      expect(uploadedFiles().sort()).toEqual(filesOf(...kept));
      // Another owner has a budget of its own; the closet upload of the same owner is counted apart.
      await add(other);
      const closet = await call(uploadClosetItem, {
        path: "/api/closet",
        body: uploadForm({ bytes: photo, name: "x.jpg" }),
        jar: guest,
      });
      expect(closet.status).toBe(201);
    });
  });

  it("counts refused uploads against the hourly budget too (attempts, counted before the photo is read)", async () => {
    await withEnv({ INSPIRATION_UPLOADS_PER_HOUR: "1" }, async () => {
      const guest = await newGuest();
      expect((await upload(guest, imageForm(undefined))).status).toBe(400);
      expect((await upload(guest, imageForm({ bytes: photo, name: "x.jpg" }))).status).toBe(429);
      expect(await rowCount()).toBe(0);
      expect(uploadedFiles()).toEqual([]);
    });
  });

  it("caps the gallery: at INSPIRATION_MAX_IMAGES an upload answers 409 with a message, unread, and stores nothing", async () => {
    await withEnv({ INSPIRATION_MAX_IMAGES: "2" }, async () => {
      const [guest, other] = [await newGuest(), await newGuest()];
      const kept = [await add(guest), await add(guest)];
      const full = await upload(guest, imageForm({ bytes: photo, name: "x.jpg" }));
      expect(full.status).toBe(409);
      expect(full.body).toEqual({
        message: INSPIRATION_MESSAGES.galleryFull("2"),
        code: "inspiration_gallery_full",
      });

      // Refused before the body is read: a never-ending stream is left (nearly) untouched.
      let pulled = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
      const streamed = await upload(guest, endless, { "content-type": "multipart/form-data; boundary=x" });
      expect(streamed.status).toBe(409);
      expect(pulled).toBeLessThan(1024 * 1024);

      expect(await rowCount()).toBe(2);
      expect(uploadedFiles().sort()).toEqual(filesOf(...kept));
      await add(other); // the cap is per owner

      // Deleting one makes room again.
      expect((await remove(guest, kept[0]!.id)).status).toBe(204);
      const again = await add(guest);
      expect((await list(guest)).map((image) => image.id)).toEqual([again.id, kept[1]!.id]);
    });
  });

  it("formats a large gallery cap for people (1,500)", async () => {
    await withEnv({ INSPIRATION_MAX_IMAGES: "1500" }, async () => {
      const guest = await newGuest();
      const owner = await ownerOf(guest);
      const guestId = owner.kind === "guest" ? owner.guestId : null;
      await (
        await getDb()
      ).inspirationImage.createMany({
        data: Array.from({ length: 1500 }, (_, i) => ({
          guestId,
          imageUrl: `/uploads/inspiration/seed${i}.webp`,
          imageKey: `inspiration/seed${i}.webp`,
          thumbnailUrl: `/uploads/inspiration/thumbs/seed${i}.webp`,
          thumbnailKey: `inspiration/thumbs/seed${i}.webp`,
        })),
      });
      const full = await upload(guest, imageForm({ bytes: photo, name: "x.jpg" }));
      expect(full.status).toBe(409);
      expect(full.body).toEqual({
        message: "Your inspiration gallery is full: it holds up to 1,500 images. Delete some to add new ones.",
        code: "inspiration_gallery_full",
      });
      expect(await rowCount()).toBe(1500);
      expect(uploadedFiles()).toEqual([]);
    });
  });
});

describe("GET /api/inspiration", () => {
  it("lists the owner's images newest first (creation time, then id), only theirs", async () => {
    const guest = await newGuest();
    const uploaded = [await add(guest), await add(guest), await add(guest)];
    // A row with a higher id but an older creation time lists last; one sharing a time with a later id lists after it.
    const db = await getDb();
    const { guestId } = await db.inspirationImage.findUniqueOrThrow({ where: { id: uploaded[0]!.id } });
    const seed = (n: number, createdAt: Date) =>
      db.inspirationImage.create({
        data: {
          guestId,
          createdAt,
          imageUrl: `/uploads/inspiration/s${n}.webp`,
          imageKey: `inspiration/s${n}.webp`,
          thumbnailUrl: `/uploads/inspiration/thumbs/s${n}.webp`,
          thumbnailKey: `inspiration/thumbs/s${n}.webp`,
        },
      });
    const old = await seed(1, new Date("2020-01-01T00:00:00Z"));
    const tieA = await seed(2, new Date("2021-06-01T00:00:00Z"));
    const tieB = await seed(3, new Date("2021-06-01T00:00:00Z"));
    const listed = await list(guest);
    expect(listed.map((image) => image.id)).toEqual([
      ...uploaded.map((image) => image.id).reverse(),
      tieB.id,
      tieA.id,
      old.id,
    ]);
    expect(listed.slice(0, 3)).toEqual([...uploaded].reverse());
    expect(listed.at(-1)).toEqual({
      id: old.id,
      imageUrl: "/uploads/inspiration/s1.webp",
      thumbnailUrl: "/uploads/inspiration/thumbs/s1.webp",
      styleTags: [],
      isSaved: false,
      createdAt: "2020-01-01T00:00:00.000Z",
    });

    expect(await list(await newGuest())).toEqual([]);
    expect(await list(await newUser())).toEqual([]);
  });

  it("filters by saved=true and saved=false; an empty saved means no filter", async () => {
    const guest = await newGuest();
    const [a, b, c, d] = [await add(guest), await add(guest), await add(guest), await add(guest)];
    expect((await save(guest, b.id)).status).toBe(200);
    expect((await save(guest, d.id)).status).toBe(200);
    const saved = await list(guest, "?saved=true");
    expect(saved).toEqual([
      { ...d, isSaved: true },
      { ...b, isSaved: true },
    ]);
    expect(await list(guest, "?saved=false")).toEqual([c, a]);
    expect((await list(guest, "?saved=")).map((image) => image.id)).toEqual([d.id, c.id, b.id, a.id]);
    expect((await list(guest)).map((image) => image.isSaved)).toEqual([true, false, true, false]);
    // Another owner's saved images never show.
    expect(await list(await newGuest(), "?saved=true")).toEqual([]);
  });

  it("refuses a bad saved filter with 400 and the message", async () => {
    const guest = await newGuest();
    await add(guest);
    for (const query of [
      "?saved=yes",
      "?saved=1",
      "?saved=0",
      "?saved=TRUE",
      "?saved=False",
      "?saved=true%20",
      "?saved=all",
    ]) {
      const response = await call(listImages, { path: `/api/inspiration${query}`, jar: guest });
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual({
        message: "The saved filter must be true or false.",
        code: "validation_failed",
      });
    }
  });

  it("needs a session (401)", async () => {
    const response = await call(listImages, { path: "/api/inspiration" });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.signInRequired, code: "unauthorized" });
  });
});

describe("GET /api/inspiration/{id}", () => {
  it("answers one of the owner's images, with its tags once analysed", async () => {
    const user = await newUser();
    const [first, second] = [await add(user), await add(user)];
    const response = await getOne(user, first.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.body).toEqual(first);

    const analysed = await api.analyzeInspiration(user, second.id);
    expect(analysed.status).toBe(200);
    expect(analysed.body.styleTags.length).toBeGreaterThan(0);
    expect((await getOne(user, second.id)).body).toEqual({ ...second, styleTags: analysed.body.styleTags });
  });

  it("needs a session (401)", async () => {
    const guest = await newGuest();
    const image = await add(guest);
    for (const response of [await getOne(null, image.id), await remove(null, image.id), await save(null, image.id)]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.signInRequired, code: "unauthorized" });
    }
    expect(await list(guest)).toEqual([image]);
  });
});

describe("POST /api/inspiration/{id}/save", () => {
  it("toggles isSaved, answers {id, isSaved} and persists it", async () => {
    const guest = await newGuest();
    const image = await add(guest);
    const other = await add(guest);

    const first = await save(guest, image.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: image.id, isSaved: true });
    expect((await getOne(guest, image.id)).body).toEqual({ ...image, isSaved: true });
    expect(await list(guest, "?saved=true")).toEqual([{ ...image, isSaved: true }]);
    expect((await (await getDb()).inspirationImage.findUniqueOrThrow({ where: { id: image.id } })).isSaved).toBe(true);

    const second = await save(guest, image.id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ id: image.id, isSaved: false });
    expect((await getOne(guest, image.id)).body).toEqual(image);
    expect(await list(guest, "?saved=true")).toEqual([]);
    // The other image was never touched.
    expect((await getOne(guest, other.id)).body).toEqual(other);
  });

  it("two quick toggles give two flips, never a lost one", async () => {
    const guest = await newGuest();
    const image = await add(guest);
    const answers = await Promise.all([save(guest, image.id), save(guest, image.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const states = answers.map((answer) => (answer.body as { isSaved: boolean }).isSaved).sort();
    expect(states).toEqual([false, true]);
    expect(((await getOne(guest, image.id)).body as Image).isSaved).toBe(false);
  });
});

describe("DELETE /api/inspiration/{id}", () => {
  it("moves the row to the trash (files kept for the undo window) and drops the cached AI answers about it (only those), then 404s", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const mine = ownerKey(owner);
    const image = await add(guest);
    const kept = await add(guest);

    // Real cached answers (matching, missing pieces) for both images, from the real handlers.
    expect((await api.analyzeInspiration(guest, image.id)).status).toBe(200);
    for (const id of [image.id, kept.id]) {
      expect((await api.matching(guest, id)).status).toBe(200);
      expect((await api.missingPieces(guest, id)).status).toBe(200);
    }
    const db = await getDb();
    expect(await db.aiResult.count({ where: { ownerKey: mine, inputKey: { startsWith: `insp:${image.id}:` } } })).toBe(
      2,
    );
    // Look-alike keys that must survive: another image whose id starts with the same digit, another owner's same id, outfits.
    await db.aiResult.createMany({
      data: [
        { ownerKey: mine, kind: "matching", inputKey: `insp:${image.id}0:abc`, result: {} },
        { ownerKey: mine, kind: "outfits", inputKey: "outfits:abc", result: {} },
        { ownerKey: "u:999", kind: "matching", inputKey: `insp:${image.id}:abc`, result: {} },
      ],
    });
    const survivors = async () =>
      (
        await db.aiResult.findMany({ select: { ownerKey: true, kind: true, inputKey: true }, orderBy: { id: "asc" } })
      ).filter((row) => !row.inputKey.startsWith(`insp:${image.id}:`) || row.ownerKey !== mine);
    const expected = await survivors();
    expect(expected).toHaveLength(5); // kept's two answers and the three look-alikes

    const response = await remove(guest, image.id);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(await db.inspirationImage.findUnique({ where: { id: image.id } })).toBeNull();
    // The files wait for the undo window (tests/integration/inspiration-trash.test.ts).
    expect(uploadedFiles().sort()).toEqual(filesOf(image, kept));
    expect(await db.deletedInspirationImage.count()).toBe(1);
    expect(
      await db.aiResult.findMany({ select: { ownerKey: true, kind: true, inputKey: true }, orderBy: { id: "asc" } }),
    ).toEqual(expected);
    expect(await list(guest)).toEqual([kept]);

    // Gone for every call.
    const again = await remove(guest, image.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(notFound);
    expect(await getOne(guest, image.id).then(async (r) => [r.status, r.body])).toEqual([404, notFound]);
    expect(await save(guest, image.id).then(async (r) => [r.status, r.body])).toEqual([404, notFound]);
    expect(await api.analyzeInspiration(guest, image.id)).toMatchObject({ status: 404, body: notFound });
    expect(await api.matching(guest, image.id)).toMatchObject({ status: 404, body: notFound });
    expect(await api.missingPieces(guest, image.id)).toMatchObject({ status: 404, body: notFound });
    expect(await db.aiResult.count()).toBe(5);

    // The last one too: no row left in the gallery.
    expect((await remove(guest, kept.id)).status).toBe(204);
    expect(await rowCount()).toBe(0);
    expect(
      (await db.aiResult.findMany({ select: { inputKey: true }, orderBy: { id: "asc" } })).map((row) => row.inputKey),
    ).toEqual([`insp:${image.id}0:abc`, "outfits:abc", `insp:${image.id}:abc`]);
  });

  it("a signed-in user deletes an image (and its cached answers) carried over from guest mode", async () => {
    const guest = await newGuest();
    const image = await add(guest);
    expect((await api.matching(guest, image.id)).status).toBe(200);
    const user = await newUser(guest);
    const owner = await ownerOf(user);
    expect(await list(user)).toEqual([image]);
    const db = await getDb();
    expect((await db.aiResult.findMany({ select: { ownerKey: true } })).map((row) => row.ownerKey)).toEqual([
      ownerKey(owner),
    ]);
    expect((await remove(user, image.id)).status).toBe(204);
    expect(await db.aiResult.count()).toBe(0);
    expect(await rowCount()).toBe(0);
    expect(await db.deletedInspirationImage.findUniqueOrThrow({ where: { id: image.id } })).toMatchObject({
      userId: owner.kind === "user" ? owner.userId : null,
      guestId: null,
    });
  });
});

describe("ownership", () => {
  it("answers 404 for another owner's image on every call (user vs user, guest vs guest, across) and leaves it alone", async () => {
    const [userOwner, guestOwner] = [await newUser(), await newGuest()];
    const usersImage = await add(userOwner);
    const guestsImage = await add(guestOwner);
    const db = await getDb();
    const snapshot = async () => db.inspirationImage.findMany({ orderBy: { id: "asc" } });
    const before = await snapshot();
    const files = filesOf(usersImage, guestsImage);

    for (const intruder of [await newUser(), await newGuest()]) {
      for (const victim of [usersImage, guestsImage]) {
        for (const [name, call] of [
          ["GET", () => getOne(intruder, victim.id)],
          ["DELETE", () => remove(intruder, victim.id)],
          ["save", () => save(intruder, victim.id)],
        ] as const) {
          const response = await call();
          expect(response.status, name).toBe(404);
          expect(response.body, name).toEqual(notFound);
        }
        expect(await api.analyzeInspiration(intruder, victim.id)).toMatchObject({ status: 404, body: notFound });
        expect(await api.matching(intruder, victim.id)).toMatchObject({ status: 404, body: notFound });
        expect(await api.missingPieces(intruder, victim.id)).toMatchObject({ status: 404, body: notFound });
      }
      expect(await list(intruder)).toEqual([]);
      expect(await list(intruder, "?saved=false")).toEqual([]);
    }
    // The user and the guest cannot reach each other's image either.
    for (const [intruder, victim] of [
      [guestOwner, usersImage],
      [userOwner, guestsImage],
    ] as const) {
      expect((await getOne(intruder, victim.id)).status).toBe(404);
      expect((await save(intruder, victim.id)).status).toBe(404);
      expect((await remove(intruder, victim.id)).status).toBe(404);
      expect((await api.matching(intruder, victim.id)).status).toBe(404);
    }

    expect(await snapshot()).toEqual(before);
    expect(uploadedFiles().sort()).toEqual(files);
    expect(await db.aiResult.count()).toBe(0);
    expect(await list(userOwner)).toEqual([usersImage]);
    expect(await list(guestOwner)).toEqual([guestsImage]);
  });

  it("answers 404 for ids that cannot exist, on every call, touching nothing", async () => {
    const guest = await newGuest();
    const image = await add(guest); // id 1: none of the ids below may resolve to it
    expect(image.id).toBe(1);
    for (const id of ["abc", "0", "-1", "1.5", "1e0", "+1", "0x1", "99999999999", "2147483648", "424242"]) {
      for (const response of [await getOne(guest, id), await remove(guest, id), await save(guest, id)]) {
        expect(response.status, id).toBe(404);
        expect(response.body, id).toEqual(notFound);
      }
      expect(await api.analyzeInspiration(guest, id), id).toMatchObject({ status: 404, body: notFound });
      expect(await api.matching(guest, id), id).toMatchObject({ status: 404, body: notFound });
      expect(await api.missingPieces(guest, id), id).toMatchObject({ status: 404, body: notFound });
    }
    expect(await list(guest)).toEqual([image]);
    expect(uploadedFiles().sort()).toEqual(filesOf(image));
  });
});
