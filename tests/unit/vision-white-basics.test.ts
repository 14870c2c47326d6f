/**
 * White basics (issue #46): a white shirt is a top, or the owner is asked. The outline of a buttoned
 * shirt sits among the prototypes' jackets while the rules read a top: when the two readers disagree
 * between a top and outerwear, the upload asks, with the rules' reading first.
 */
import { CATEGORY_ASK_BELOW } from "@/lib/vision/category";
import { readGarment } from "@/lib/vision/garment";
import { describe, expect, it, vi } from "vitest";
import { asUploaded } from "../../scripts/bench/vision";
import { visionSet } from "../../scripts/bench/vision-set";

vi.setConfig({ testTimeout: 60_000 });

describe("a white shirt's category", () => {
  it("is a top, or asked with 'tops' as the first other choice (the vision bench's seed 33 shirt)", async () => {
    const [photo] = (await visionSet(33, { only: ["shirt-white-01"] })).garments;
    expect(photo).toMatchObject({ kind: "shirt", colour: "white", category: "tops" });
    const reading = (await readGarment(await asUploaded(photo!.image, photo!.cutout ? photo!.mask : undefined)))
      .category!;
    const rightOrAsked = (read: typeof reading) =>
      read.category === "tops" || (read.confidence < CATEGORY_ASK_BELOW && read.alternatives[0] === "tops");
    expect(reading).toSatisfy(rightOrAsked);
  });
});
