/**
 * Makes lib/vision/category-prototypes.json, the labelled silhouettes the category reading compares
 * a new piece with (lib/vision/category.ts categoryOfMask): the drawn garments of ./vision-set.ts on
 * seeds 101–104 at half size, and ./silhouettes.ts's outlines on seeds 201–203, each read exactly as
 * an upload is. The vision bench draws seed 31, so it measures pieces the prototypes never saw.
 * Run: `npx tsx scripts/bench/vision-prototypes.ts` (about two minutes).
 */
import { type DetectedCategory, featureVector, silhouetteFeatures } from "@/lib/vision/category";
import { frontOpening, halfMask } from "@/lib/vision/garment";
import { garmentPixels } from "@/lib/vision/garment-mask";
import { writeFile } from "node:fs/promises";
import { silhouetteFixtures } from "./silhouettes";
import { asUploaded } from "./vision";
import { visionSet } from "./vision-set";

const OUT = "lib/vision/category-prototypes.json";

/** Each picture as an upload stores it (a cut-out with its mask as alpha), then its features. */
async function vectorOf(image: Buffer, mask?: Buffer): Promise<number[] | undefined> {
  const pixels = await garmentPixels(await asUploaded(image, mask));
  const features = silhouetteFeatures(halfMask(pixels.mask, pixels.width, pixels.height));
  return features && featureVector(features, { opening: frontOpening(pixels) }).map((v) => Math.round(v * 1000) / 1000);
}

const prototypes: { c: DetectedCategory; f: number[] }[] = [];
for (const seed of [101, 102, 103, 104]) {
  const set = await visionSet(seed);
  // Suits are two pieces, read piece by piece: no suit prototype.
  for (const photo of set.garments.filter((g) => g.category !== "suits" && g.background !== "patterned")) {
    const f = await vectorOf(photo.image, photo.cutout ? photo.mask : undefined);
    if (f) prototypes.push({ c: photo.category as DetectedCategory, f });
  }
  console.log(`seed ${seed}: ${prototypes.length} prototypes`);
}
for (const seed of [201, 202, 203])
  for (const fixture of await silhouetteFixtures(seed, 8)) {
    const f = await vectorOf(fixture.png);
    if (f) prototypes.push({ c: fixture.category, f });
  }
await writeFile(OUT, `${JSON.stringify(prototypes)}\n`);
console.log(`${prototypes.length} prototypes written to ${OUT}`);
