/**
 * Learning from corrections (issue #46) never overrules a steady reading from afar: a reading made
 * unsure only because the two readers disagree (it is asked) keeps its `stability` for learning.
 */
import { type Correction, learnedCategory, LEARNING, lookDistance } from "@/lib/ai/local/learn";
import type { ColourProfile } from "@/lib/vision/cluster";
import { colourLab } from "@/lib/vision/palette";
import { shapeOf } from "@/lib/vision/shape";
import { describe, expect, it } from "vitest";

// One outline (a filled block) in two colours far enough apart to sit between `override` and `threshold`.
const block = shapeOf(
  Array.from({ length: 40 * 60 }, (_, i) => i % 40 > 8 && i % 40 < 32),
  40,
)!;
const profile = (name: "white" | "black"): ColourProfile => {
  const lab = colourLab(name);
  return { swatches: [{ name, lab, share: 1 }], lightness: lab[0], chroma: 0, shape: block };
};
const corrections: Correction[] = [
  { id: 1, category: "tops", styleTags: [], colors: ["black"], colours: profile("black") },
];
const upload = profile("white");

describe("learnedCategory", () => {
  it("gives way on an unsure reading, not on a steady one asked only because its readers disagree", () => {
    const distance = lookDistance(upload, corrections[0]!.colours)!;
    expect(distance).toBeGreaterThan(LEARNING.override);
    expect(distance).toBeLessThan(LEARNING.threshold);
    expect(learnedCategory(upload, corrections, { category: "outerwear", confidence: 0.5 })).toBe("tops");
    expect(learnedCategory(upload, corrections, { category: "outerwear", confidence: 0.6, stability: 1 })).toBeNull();
    expect(learnedCategory(upload, corrections, { category: "outerwear", confidence: 1 })).toBeNull();
  });
});
