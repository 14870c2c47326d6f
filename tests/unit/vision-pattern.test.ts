/**
 * Dots and prints (issue #46): dots are round and all one size, a print's flowers and leaves are
 * neither. Photos of the vision bench's set (`npm run bench -- vision`), where prints were read as dots.
 */
import { readGarment } from "@/lib/vision/garment";
import { describe, expect, it, vi } from "vitest";
import { asUploaded } from "../../scripts/bench/vision";
import { visionSet } from "../../scripts/bench/vision-set";

// Drawing the photos takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const PHOTOS = {
  printed: ["tee-olive-01", "shirt-khaki-01", "slip-beige-01", "bag-beige-01"],
  dotted: ["long-sleeve-green-01", "skirt-blue-01", "a-line-light-blue-01", "tee-dress-cream-01"],
};

describe("patterns of motifs", () => {
  it("reads printed fabrics as printed and dotted ones as dotted, cut out or on their surface", async () => {
    const { garments } = await visionSet(31, { only: [...PHOTOS.printed, ...PHOTOS.dotted] });
    const read = await Promise.all(
      garments.map(async (photo) => {
        const stored = await asUploaded(photo.image, photo.cutout ? photo.mask : undefined);
        return [photo.id, (await readGarment(stored)).pattern.pattern] as const;
      }),
    );
    expect(Object.fromEntries(read)).toEqual(
      Object.fromEntries(Object.entries(PHOTOS).flatMap(([pattern, ids]) => ids.map((id) => [id, pattern]))),
    );
  });
});
