import { CATEGORIES } from "@/lib/constants";
import {
  categoryFromFeatures,
  categoryOfMask,
  DETECTED_CATEGORIES,
  type Mask,
  silhouetteFeatures,
} from "@/lib/vision/category";
import { categoryOfPhoto } from "@/lib/vision/garment";
import { silhouetteFixtures } from "@/scripts/bench/silhouettes";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

// 48 photos read whole (mask, category, colours, pattern): several seconds on a busy core.
vi.setConfig({ testTimeout: 30_000 });

/** A mask drawn from rectangles [x, y, width, height] on a blank `size` × `size` grid. */
function maskOf(rects: [number, number, number, number][], size = 100): Mask {
  const bits = new Uint8Array(size * size);
  for (const [x0, y0, w, h] of rects)
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) bits[y * size + x] = 1;
  return { bits, width: size, height: size };
}

// Block drawings of the shapes each rule is about.
const TROUSERS = maskOf([
  [30, 10, 40, 30],
  [30, 40, 17, 50],
  [53, 40, 17, 50],
]);
const TEE = maskOf([
  [10, 10, 80, 20],
  [30, 30, 40, 60],
]);
const JACKET = maskOf([
  [25, 5, 50, 85],
  [10, 10, 10, 80],
  [80, 10, 10, 80],
  [20, 10, 5, 15],
  [75, 10, 5, 15],
]);
const SNEAKER = maskOf([
  [10, 40, 30, 30],
  [10, 60, 80, 10],
]);
const SCARF = maskOf([[45, 5, 10, 90]]);

describe("silhouette features", () => {
  it("measures a leg gap under a closed waist, and no sleeves on trousers", () => {
    const features = silhouetteFeatures(TROUSERS)!;
    expect(features.legGap).toBe(1);
    expect(features.topGap).toBe(0);
    expect(features.armGap).toBe(0);
    expect(features.aspect).toBeCloseTo(80 / 40);
  });

  it("measures sleeves standing out from the body, and arms hanging beside it down to the hem", () => {
    const tee = silhouetteFeatures(TEE)!;
    expect(tee.sleeves).toBeCloseTo(2);
    expect(tee.armGap).toBe(0);
    const jacket = silhouetteFeatures(JACKET)!;
    expect(jacket.armGap).toBeGreaterThan(0.9);
    expect(jacket.armReach).toBeGreaterThan(0.9);
  });

  it("measures how full the box is and how lopsided the top edge is", () => {
    expect(silhouetteFeatures(maskOf([[20, 20, 60, 40]]))!.fill).toBe(1);
    expect(silhouetteFeatures(SNEAKER)!.lopsided).toBeGreaterThan(0.5);
    expect(silhouetteFeatures(maskOf([[20, 20, 60, 40]]))!.lopsided).toBe(0);
  });

  it("reads nothing from an empty or nearly empty mask, and ignores specks and small holes", () => {
    expect(silhouetteFeatures(maskOf([]))).toBeUndefined();
    expect(silhouetteFeatures(maskOf([[0, 0, 3, 3]]))).toBeUndefined();
    expect(silhouetteFeatures(maskOf([[0, 0, 100, 95]]))).toBeUndefined(); // the background was never removed
    const clean = silhouetteFeatures(TEE)!;
    const noisy = maskOf([
      [10, 10, 80, 20],
      [30, 30, 40, 60],
      [95, 95, 1, 1], // a speck in the corner
    ]);
    noisy.bits[50 * 100 + 50] = 0; // a white button
    expect(silhouetteFeatures(noisy)).toEqual(clean);
  });
});

describe("categoryFromFeatures", () => {
  it("tells the block drawings apart", () => {
    expect(categoryOfMask(TROUSERS)).toBe("bottoms");
    expect(categoryOfMask(TEE)).toBe("tops");
    expect(categoryOfMask(JACKET)).toBe("outerwear");
    expect(categoryOfMask(SNEAKER)).toBe("shoes");
    expect(categoryOfMask(SCARF)).toBe("accessories");
  });

  it("answers only the six categories a silhouette shows, all of them SPEC categories", () => {
    for (const category of DETECTED_CATEGORIES) expect(CATEGORIES).toContain(category);
    const samples = [0.2, 0.5, 1, 1.5, 2, 4];
    for (const aspect of samples)
      for (const value of [0, 0.3, 0.6, 1])
        expect(DETECTED_CATEGORIES).toContain(
          categoryFromFeatures({
            aspect,
            fill: value,
            legGap: value,
            topGap: 1 - value,
            sleeves: aspect,
            armGap: value / 2,
            armReach: value,
            flare: aspect,
            widening: 1 + value,
            lopsided: value / 2,
            lowMass: 0.5,
          }),
        );
  });
});

describe("local category detection on the fixture set", () => {
  it("gets at least 90 % of the 48 labelled silhouettes right (npm run bench -- categories prints the matrix)", async () => {
    const fixtures = await silhouetteFixtures();
    expect(fixtures).toHaveLength(48);
    // The silhouette set draws single pieces: every detected category but a suit (two pieces in one photo).
    expect(new Set(fixtures.map((f) => f.category))).toEqual(new Set(DETECTED_CATEGORIES.filter((c) => c !== "suits")));
    const results = await Promise.all(fixtures.map(async (f) => (await categoryOfPhoto(f.png)) === f.category));
    const accuracy = results.filter(Boolean).length / results.length;
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("reads a transparent cut-out like the same one on white, and a blank picture as nothing", async () => {
    const [first] = await silhouetteFixtures(25, 1);
    const transparent = await sharp(first!.png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => {
        for (let i = 0; i < data.length; i += 4) if (data[i]! > 240 && data[i + 1]! > 240) data[i + 3] = 0;
        return sharp(data, { raw: info }).png().toBuffer();
      });
    expect(await categoryOfPhoto(transparent)).toBe(await categoryOfPhoto(first!.png));
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await categoryOfPhoto(blank)).toBeUndefined();
    expect(await categoryOfPhoto(new TextEncoder().encode("not an image"))).toBeUndefined();
  });
});
