import { garmentPixels } from "@/lib/vision/garment-mask";
import { asUploaded } from "@/scripts/bench/vision";
import { describeVisionSet, type VisionSet, visionSet } from "@/scripts/bench/vision-set";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The vision bench's labelled set (scripts/bench/vision-set.ts), generated once at its small scale
 * (the same plan, labels and ids at half the side: the full set takes ~45 s of CPU, too long here).
 */
let set: VisionSet;
beforeAll(async () => {
  set = await visionSet(31, { scale: "small" });
}, 180_000);

describe("the vision set's garments", { timeout: 60_000 }, () => {
  it("has the photos the issue asks for: 200+ garments of 30+ kinds in every category, on every background", () => {
    const { garments } = set;
    expect(garments.length).toBeGreaterThanOrEqual(200);
    expect(new Set(garments.map((g) => g.kind)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(garments.map((g) => g.category))).toEqual(
      new Set(["tops", "bottoms", "dresses", "outerwear", "shoes", "accessories", "suits"]),
    );
    expect(new Set(garments.map((g) => g.background))).toEqual(new Set(["white", "plain", "textured", "patterned"]));
    expect(new Set(garments.map((g) => g.pattern))).toEqual(
      new Set(["solid", "striped", "checked", "dotted", "printed", "denim"]),
    );
    const colours = new Set(garments.map((g) => g.colour));
    for (const colour of [
      "navy",
      "denim",
      "cream",
      "khaki",
      "camel",
      "burgundy",
      "olive",
      "charcoal",
      "lavender",
    ] as const)
      expect(colours).toContain(colour);
    expect(new Set(garments.map((g) => g.id)).size).toBe(garments.length);
  });

  it("has small items (under 8 % of the photo), among them shoes and accessories", () => {
    const small = set.garments.filter((g) => g.small);
    expect(small.length).toBeGreaterThanOrEqual(15);
    const categories = new Set(small.map((g) => g.category));
    expect([...categories]).toEqual(expect.arrayContaining(["shoes", "accessories"]));
  });

  it("pairs 30+ re-shoots with their garment and 30+ different garments with the outline they share", () => {
    const byGarment = new Map(set.garments.filter((g) => g.shot === "first").map((g) => [g.garmentId, g]));
    const reshoots = set.garments.filter((g) => g.shot === "reshoot");
    expect(reshoots.length).toBeGreaterThanOrEqual(30);
    for (const again of reshoots) {
      const first = byGarment.get(again.garmentId)!;
      expect([first.kind, first.colour, first.pattern, first.secondary]).toEqual([
        again.kind,
        again.colour,
        again.pattern,
        again.secondary,
      ]);
    }
    const twins = set.garments.filter((g) => g.outlineOf);
    expect(twins.length).toBeGreaterThanOrEqual(30);
    for (const twin of twins) {
      const original = byGarment.get(twin.outlineOf!)!;
      expect(twin.kind).toBe(original.kind);
      expect(twin.garmentId).not.toBe(original.garmentId);
      expect({ colour: twin.colour, pattern: twin.pattern }).not.toEqual({
        colour: original.colour,
        pattern: original.pattern,
      });
    }
  });
});

describe("the vision set's cut-outs", { timeout: 60_000 }, () => {
  it("sends cut-outs as opaque PNGs with a greyscale mask of their size, and the rest as JPEG", async () => {
    for (const photo of set.garments) {
      const image = await sharp(photo.image).metadata();
      expect(image.format).toBe(photo.cutout ? "png" : "jpeg");
      expect(photo.cutout).toBe(photo.background === "white");
      if (!photo.cutout) {
        expect(photo.mask).toBeUndefined();
        continue;
      }
      expect(image.hasAlpha).toBe(false);
      const mask = await sharp(photo.mask!).metadata();
      expect([mask.format, mask.channels, mask.hasAlpha]).toEqual(["png", 1, false]);
      expect([mask.width, mask.height]).toEqual([image.width, image.height]);
    }
  });

  it("keeps a cut-out pure white outside its mask", async () => {
    for (const photo of set.garments.filter((g) => g.cutout).slice(0, 12)) {
      const pixels = await sharp(photo.image).raw().toBuffer();
      // One channel: sharp would read a greyscale PNG out as three.
      const mask = await sharp(photo.mask!).extractChannel(0).raw().toBuffer();
      let stray = 0;
      for (let i = 0; i < mask.length; i++)
        if (mask[i] === 0 && (pixels[i * 3] !== 255 || pixels[i * 3 + 1] !== 255 || pixels[i * 3 + 2] !== 255)) stray++;
      expect(stray, photo.id).toBe(0);
    }
  });

  it("reaches the reading as an upload stores it: the mask as the picture's alpha", async () => {
    for (const photo of set.garments.filter((g) => g.cutout).slice(0, 6)) {
      const stored = await asUploaded(photo.image, photo.mask);
      expect((await sharp(stored).metadata()).channels, photo.id).toBe(4);
      const pixels = await garmentPixels(stored);
      expect(pixels.source, photo.id).toBe("alpha");
      const mask = await sharp(photo.mask!)
        .resize(pixels.width, pixels.height, { fit: "fill" })
        .extractChannel(0)
        .raw()
        .toBuffer();
      const disagree = pixels.mask.filter((bit, i) => bit !== (mask[i]! >= 128 ? 1 : 0)).length;
      expect(disagree / mask.length, photo.id).toBeLessThan(0.01);
    }
  });
});

describe("the vision set's people", { timeout: 60_000 }, () => {
  it("has 30+ people photos with their regions and body, 5+ with no one, and 10+ crops by 3 %", async () => {
    const people = set.people.filter((p) => p.person && !p.croppedFrom);
    expect(people.length).toBeGreaterThanOrEqual(30);
    for (const photo of people) {
      // A dress, or a top with bottoms: one of the two, never both or neither.
      expect(Boolean(photo.regions.dress), photo.id).not.toBe(Boolean(photo.regions.top && photo.regions.bottom));
      const { left, top, right, bottom } = photo.body!;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeGreaterThan(left);
      expect(right).toBeLessThanOrEqual(1);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeGreaterThan(top);
      expect(bottom).toBeLessThanOrEqual(1);
    }
    expect(people.filter((p) => !p.regions.shoes)).not.toEqual([]); // cropped at the knees
    expect(set.people.filter((p) => !p.person).length).toBeGreaterThanOrEqual(5);
    const crops = set.people.filter((p) => p.croppedFrom);
    expect(crops.length).toBeGreaterThanOrEqual(10);
    for (const crop of crops.slice(0, 4)) {
      const original = set.people.find((p) => p.id === crop.croppedFrom)!;
      const [a, b] = [await sharp(original.image).metadata(), await sharp(crop.image).metadata()];
      expect(b.width! / a.width!).toBeCloseTo(0.97, 2);
      expect(crop.regions).toEqual(original.regions);
    }
  });
});

describe("the vision set as a whole", { timeout: 60_000 }, () => {
  it("draws the same photos from the same seed", async () => {
    const ids = ["tee-white-01", set.garments.find((g) => g.shot === "reshoot")!.id, "person-03", "person-01-crop"];
    const again = await visionSet(31, { scale: "small", only: ids });
    const drawn = [...again.garments, ...again.people];
    expect(drawn.map((photo) => photo.id).sort()).toEqual([...ids].sort());
    for (const photo of drawn) {
      const before = [...set.garments, ...set.people].find((p) => p.id === photo.id)!;
      expect(photo.image.equals(before.image), photo.id).toBe(true);
      expect({ ...photo, image: undefined, mask: undefined }).toEqual({ ...before, image: undefined, mask: undefined });
    }
  });

  it("counts itself for the README", () => {
    const counts = describeVisionSet(set);
    expect(counts["garment photos"]).toBe(set.garments.length);
    expect(counts["re-shoot pairs"]).toBeGreaterThanOrEqual(30);
  });
});
