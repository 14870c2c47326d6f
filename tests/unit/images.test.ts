import { AppError } from "@/lib/errors";
import { canDecodeHeic, MAX_QUEUED_JOBS, processImage, sniffImageType, supportedFormatsLabel } from "@/lib/images";
import { THUMB_EFFORT } from "@/lib/images/process";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import zlib from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

/** A photo-like 8-bit RGB frame: smooth gradients plus grain at several scales, which survives downscaling. */
function photoPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const block = 8;
  const blocksPerRow = Math.ceil(width / block);
  const coarse = Float32Array.from({ length: blocksPerRow * Math.ceil(height / block) }, () => Math.random() - 0.5);
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain =
        coarse[Math.floor(y / block) * blocksPerRow + Math.floor(x / block)]! * 60 + (Math.random() - 0.5) * 30;
      const i = (y * width + x) * 3;
      pixels[i] = clamp((x / width) * 200 + 30 + grain + 40 * Math.sin(y / 90));
      pixels[i + 1] = clamp((y / height) * 180 + 40 + grain + 30 * Math.cos(x / 70));
      pixels[i + 2] = clamp(120 + grain + 50 * Math.sin((x + y) / 150));
    }
  }
  return pixels;
}

/** Paints the top-left corner of the stored pixels red, to see where rotation puts it. */
function markTopLeft(pixels: Buffer, width: number, size: number) {
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) pixels.set([255, 0, 0], (y * width + x) * 3);
}

async function expectAppError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status, message });
}

const rgbAt = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [...data.subarray(i, i + info.channels)];
};

/** A valid PNG header for a huge greyscale image followed by a few compressed rows of zeros. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(4 * (width + 1)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let phoneJpeg: Buffer;

beforeAll(async () => {
  // A 4032×3024 sensor frame shot in portrait: orientation 6 means "rotate 90° clockwise to display".
  const pixels = photoPixels(4032, 3024);
  markTopLeft(pixels, 4032, 200);
  phoneJpeg = await sharp(pixels, { raw: { width: 4032, height: 3024, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Acme", Model: "Phone 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}, 30_000);

describe("processImage", () => {
  it("rotates a phone photo upright, strips EXIF and GPS, and sizes web and thumbnail", async () => {
    const before = await sharp(phoneJpeg).metadata();
    expect(before).toMatchObject({ width: 4032, height: 3024, orientation: 6 });
    expect(before.exif?.toString("latin1")).toContain("Acme");

    const started = performance.now();
    const { web, thumbnail } = await processImage(phoneJpeg);
    const elapsedMs = performance.now() - started;

    expect(web).toMatchObject({ contentType: "image/webp", ext: "webp", width: 1200, height: 1600 });
    expect(thumbnail).toMatchObject({ contentType: "image/webp", ext: "webp", width: 360, height: 480 });
    for (const variant of [web, thumbnail]) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta).toMatchObject({ width: variant.width, height: variant.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.data.toString("latin1")).not.toContain("Acme");
    }
    // The stored top-left corner is displayed top-right after a 90° clockwise turn.
    const [r, g, b] = await rgbAt(web.data, 1200 - 10, 10);
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(80);
    expect((await rgbAt(web.data, 10, 10))[0]).toBeLessThan(200);

    expect(thumbnail.data.length).toBeLessThan(40 * 1024);
    console.info(
      `[images] 4032×3024 JPEG (${phoneJpeg.length} B): web ${web.data.length} B, thumbnail ${thumbnail.data.length} B, ${elapsedMs.toFixed(0)} ms`,
    );
  }, 30_000);

  it("keeps the transparency of a PNG", async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } },
          left: 100,
          top: 50,
        },
      ])
      .png()
      .toBuffer();
    const { web, thumbnail } = await processImage(png);
    expect(web).toMatchObject({ width: 300, height: 200 }); // never enlarged
    expect((await sharp(web.data).metadata()).hasAlpha).toBe(true);
    expect((await rgbAt(web.data, 5, 5))[3]).toBe(0);
    expect(await rgbAt(web.data, 150, 100)).toEqual([0, 0, 255, 255]);
    expect((await sharp(thumbnail.data).metadata()).hasAlpha).toBe(true);
  });

  it("bounds a transparent PNG's cost: the thumbnail is encoded below WebP's effort 6, whose alpha search cost 12x an opaque photo", () => {
    // Timed figures belong to `npm run bench -- uploads` ("one cut-out as the upload screen sends it").
    expect(THUMB_EFFORT).toBeLessThanOrEqual(5);
  });

  it("reads GIF, WebP, AVIF, greyscale, 16-bit and CMYK input into 8-bit sRGB WebP", async () => {
    const base = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } });
    const inputs = {
      gif: await base().gif().toBuffer(),
      webp: await base().webp().toBuffer(),
      avif: await base().avif().toBuffer(),
      grey: await base().greyscale().png().toBuffer(),
      png16: await base().png().toColourspace("rgb16").toBuffer(),
      cmyk: await base().toColourspace("cmyk").jpeg().toBuffer(),
    };
    for (const [name, input] of Object.entries(inputs)) {
      const { web } = await processImage(input);
      const meta = await sharp(web.data).metadata();
      expect({ name, format: meta.format, depth: meta.depth, width: meta.width }).toEqual({
        name,
        format: "webp",
        depth: "uchar",
        width: 64,
      });
      expect(meta.channels, name).toBeGreaterThanOrEqual(3);
    }
  });

  it("refuses a text file named .jpg with 415", async () => {
    await expectAppError(
      processImage(Buffer.from("hello, I am definitely a photo.jpg\n")),
      415,
      UPLOAD_ERRORS.unsupportedType(supportedFormatsLabel()),
    );
    expect(supportedFormatsLabel()).toMatch(/^JPEG, PNG, WebP, AVIF/);
  });

  it("refuses an SVG (script-capable) with 415", async () => {
    await expectAppError(
      processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      415,
      UPLOAD_ERRORS.unsupportedType(supportedFormatsLabel()),
    );
  });

  it("refuses a truncated JPEG and a damaged PNG with 400", async () => {
    await expectAppError(
      processImage(phoneJpeg.subarray(0, Math.floor(phoneJpeg.length / 2))),
      400,
      UPLOAD_ERRORS.damagedImage,
    );
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    await expectAppError(processImage(png.subarray(0, 40)), 400, UPLOAD_ERRORS.damagedImage);
  });

  it("refuses an empty file with 400", async () => {
    await expectAppError(processImage(new Uint8Array(0)), 400, UPLOAD_ERRORS.emptyFile);
  });

  it("refuses a decompression bomb (a small PNG declaring 400 megapixels) before decoding it", async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    await expectAppError(processImage(bomb), 413, UPLOAD_ERRORS.tooManyPixels(50));
  });

  it("answers HEIC by what this sharp can decode", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("mif1heic"),
      Buffer.alloc(64),
    ]);
    expect(sniffImageType(heic)).toBe("heic");
    if (canDecodeHeic()) await expectAppError(processImage(heic), 400, UPLOAD_ERRORS.damagedImage);
    else await expectAppError(processImage(heic), 415, UPLOAD_ERRORS.heicUnsupported);
  });
});

describe("sniffImageType", () => {
  it("reads the type from the bytes, whatever the name says", async () => {
    const img = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } });
    expect(sniffImageType(await img().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await img().png().toBuffer())).toBe("png");
    expect(sniffImageType(await img().webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await img().gif().toBuffer())).toBe("gif");
    expect(sniffImageType(await img().avif().toBuffer())).toBe("avif");
    expect(sniffImageType(await img().tiff().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from("GIF8"))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});

describe("the image-processing queue", () => {
  it("holds two running and a bounded number waiting; one more answers 503 with Retry-After at once", async () => {
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#335577" } })
      .jpeg()
      .toBuffer();
    const jobs = Array.from({ length: 2 + MAX_QUEUED_JOBS + 1 }, () =>
      processImage(small).then(
        () => 200,
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(jobs);
    const refused = results.filter((result): result is AppError => result instanceof AppError);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.status).toBe(503);
    expect(refused[0]!.headers["Retry-After"]).toBe("5");
    expect(refused[0]!.message).toBe(UPLOAD_ERRORS.busy);
    expect(results.filter((result) => result === 200)).toHaveLength(2 + MAX_QUEUED_JOBS);
    // Once the queue drains, photos are taken again.
    await expect(processImage(small)).resolves.toMatchObject({ thumbnail: { contentType: "image/webp" } });
  });

  it("a patient job (a restore's photo) waits for a slot in a full queue instead of answering 503", async () => {
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#553377" } })
      .jpeg()
      .toBuffer();
    const full = Array.from({ length: 2 + MAX_QUEUED_JOBS }, () => processImage(small));
    const refused = processImage(small).then(
      () => "stored",
      (error: unknown) => (error instanceof AppError ? error.status : error),
    );
    const patient = processImage(small, { patient: true }).then(() => "stored");
    expect(await refused).toBe(503);
    expect(await patient).toBe("stored");
    await Promise.all(full);
  });
});
