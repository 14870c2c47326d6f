import { preparePhoto, renamed, sniffFile } from "@/components/uploads/prepare-photo";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";

const decodeHeic = vi.hoisted(() => vi.fn<(file: Blob) => Promise<Blob | null>>());
vi.mock("@/components/uploads/heic/decode", () => ({ decodeHeic }));

/** An ISO-BMFF file's start: an ftyp box with a major brand and compatible brands, then some bytes. */
function ftyp(major: string, compatible: string[] = []): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 32);
  box.writeUInt32BE(size, 0);
  box.write("ftyp", 4, "latin1");
  box.write(major, 8, "latin1");
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, "latin1"));
  return box;
}

const file = (bytes: Uint8Array, name: string, type = "") => new File([Buffer.from(bytes)], name, { type });
const heicFixture = readFileSync(path.join(import.meta.dirname, "../../e2e/fixtures/shirt.heic"));

beforeEach(() => {
  decodeHeic.mockReset();
  decodeHeic.mockResolvedValue(new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" }));
});

describe("sniffFile reads the first bytes, never the name or the declared type", () => {
  it("knows JPEG, PNG and WebP whatever they are called", async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const png = await sharp(jpeg).png().toBuffer();
    const webp = await sharp(jpeg).webp().toBuffer();
    expect(await sniffFile(file(jpeg, "photo.png", "image/png"))).toBe("jpeg");
    expect(await sniffFile(file(png, "photo", ""))).toBe("png");
    expect(await sniffFile(file(webp, "photo.txt", "text/plain"))).toBe("webp");
  });

  it.each([
    ["heic", []],
    ["heix", []],
    ["hevc", []],
    ["heim", []],
    ["mif1", ["heic"]],
    ["msf1", ["hevc"]],
    ["mif1", []],
  ])("reads an ftyp major brand %s (compatible %j) as HEIC", async (major, compatible) => {
    expect(await sniffFile(file(ftyp(major, compatible), "IMG_0001.HEIC"))).toBe("heic");
  });

  it("tells AVIF (also 'mif1') from HEIC by its brands, and refuses an ftyp of a video", async () => {
    expect(await sniffFile(file(ftyp("avif", ["mif1"]), "a.avif"))).toBe("avif");
    expect(await sniffFile(file(ftyp("mif1", ["avif"]), "a.heic"))).toBe("avif");
    expect(await sniffFile(file(ftyp("isom", ["mp41"]), "clip.heic"))).toBeNull();
  });

  it("reads the committed HEIC fixture (ImageMagick, libheif) as HEIC", async () => {
    expect(await sniffFile(file(heicFixture, "shirt.heic"))).toBe("heic");
  });

  it("answers null for text, an empty file and a few bytes", async () => {
    expect(await sniffFile(file(Buffer.from("just some notes"), "notes.jpg", "image/jpeg"))).toBeNull();
    expect(await sniffFile(file(new Uint8Array(0), "empty.jpg"))).toBeNull();
    expect(await sniffFile(file(Buffer.from([0xff, 0xd8]), "cut.jpg"))).toBeNull();
  });
});

describe("preparePhoto", () => {
  it("passes a JPEG through, naming its real type when the browser gave none", async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#abcdef" } })
      .jpeg()
      .toBuffer();
    const original = file(jpeg, "scarf.jpg", "image/jpeg");
    expect(await preparePhoto(original)).toEqual({ ok: true, file: original });

    const untyped = await preparePhoto(file(jpeg, "scarf", ""));
    expect(untyped.ok && untyped.file.type).toBe("image/jpeg");
    expect(untyped.ok && untyped.file.name).toBe("scarf");
    expect(decodeHeic).not.toHaveBeenCalled();
  });

  it("decodes a HEIC (even with an empty type) into a JPEG with the same base name", async () => {
    const result = await preparePhoto(file(heicFixture, "IMG_0042.HEIC", ""));
    expect(decodeHeic).toHaveBeenCalledOnce();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.file.name).toBe("IMG_0042.jpg");
    expect(result.file.type).toBe("image/jpeg");
    expect(Buffer.from(await result.file.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("says so in plain words when a HEIC cannot be decoded", async () => {
    decodeHeic.mockResolvedValue(null);
    expect(await preparePhoto(file(ftyp("heic"), "broken.heic", "image/heic"))).toEqual({
      ok: false,
      message: UPLOAD_ERRORS.heicUnreadable,
    });
  });

  it("refuses anything that is not a photo with the human message, not MIME jargon", async () => {
    const refused = await preparePhoto(file(Buffer.from("these are my notes"), "notes.jpg", "image/jpeg"));
    expect(refused).toEqual({ ok: false, message: "That's not a photo: choose a JPG, PNG, WebP or HEIC." });
    expect(refused.ok || refused.message).not.toMatch(/image\/|MIME/);
  });
});

describe("renamed", () => {
  it("swaps the extension, or adds one", () => {
    expect(renamed("IMG_1.HEIC", "jpg")).toBe("IMG_1.jpg");
    expect(renamed("my.photo.heif", "jpg")).toBe("my.photo.jpg");
    expect(renamed("shared", "jpg")).toBe("shared.jpg");
    expect(renamed("", "jpg")).toBe("photo.jpg");
  });
});
