/**
 * Issue #46: a piece on a repeating surface that shares its tones, drawn as the vision bench draws
 * it (scripts/bench/vision-set.ts, seed 33): a white tee dress on blue-and-white gingham, whose white
 * squares hid the dress from the direct estimate (no outline; the colour read was the cloth's blue).
 */
import { CATEGORY_ASK_BELOW } from "@/lib/vision/category";
import { readGarment } from "@/lib/vision/garment";
import { garmentPixels } from "@/lib/vision/garment-mask";
import { visionSet } from "@/scripts/bench/vision-set";
import { describe, expect, it } from "vitest";

const ID = "tee-dress-white-01-reshoot";

describe("a piece on a repeating surface", { timeout: 60_000 }, () => {
  it("is found by reading the surface over its period, and read for its own colour and kind", async () => {
    const [photo] = (await visionSet(33, { only: [ID] })).garments;
    expect(photo).toMatchObject({ background: "patterned", kind: "tee-dress", colour: "white" });
    const pixels = await garmentPixels(photo!.image);
    // The dress covers about a fifth of the photo; the direct estimate found none of it.
    const share = pixels.mask.reduce((sum, bit) => sum + bit, 0) / pixels.mask.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.3);
    const reading = await readGarment(photo!.image);
    expect(reading.colours.swatches[0]?.name).toBe("white");
    // Its rounder outline may leave the kind unsure; then the card asks rather than guesses.
    expect(reading.category).toSatisfy(
      (read: typeof reading.category) => read?.category === "dresses" || read!.confidence < CATEGORY_ASK_BELOW,
    );
  });
});
