import {
  colourDistance,
  type Correction,
  LEARNING,
  lookDistance,
  nearestCorrections,
  suggestFromCorrections,
} from "@/lib/ai/local/learn";
import type { ColourName } from "@/lib/ai/vocabulary";
import type { ColourProfile } from "@/lib/vision/cluster";
import { colourLab } from "@/lib/vision/palette";
import { type Shape, shapeDistance, shapeOf } from "@/lib/vision/shape";
import { describe, expect, it } from "vitest";

/** The shape of a mask drawn as rows of text: '#' is garment. */
const of = (rows: string[]) =>
  shapeOf(
    rows
      .join("")
      .split("")
      .map((c) => c === "#"),
    rows[0]!.length,
  )!;

/** 16 rows: two to each of the 8 bands; the legs part from the 4th band down. */
const TROUSERS: Shape = of([
  ...Array.from({ length: 6 }, () => "########"),
  ...Array.from({ length: 10 }, () => "###..###"),
]);
const SKIRT: Shape = of([
  "..######..",
  "..######..",
  ".########.",
  ".########.",
  "##########",
  "##########",
  "##########",
  "##########",
]);

const profile = (colours: ColourName[], shape?: Shape): ColourProfile => ({
  swatches: colours.map((name) => ({ name, lab: colourLab(name), share: 1 / colours.length })),
  lightness: 50,
  chroma: 10,
  ...(shape ? { shape } : {}),
});

/** The same shape nudged by `by` in its fill (a slightly different drawing of the same piece). */
const nudged = (shape: Shape, by: number): Shape => ({ ...shape, fill: shape.fill + by });

const correction = (id: number, category: string, colours: ColourProfile, styleTags: string[] = []): Correction => ({
  id,
  category,
  styleTags,
  colors: colours.swatches.map((s) => s.name),
  colours,
});

describe("the silhouette descriptor", () => {
  it("sees trouser legs as rows crossed twice, and a skirt as none", () => {
    // Two runs across a row count as half a split (three, like sleeves apart from a body, as a whole one).
    expect(TROUSERS.splits).toEqual([0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(SKIRT.splits.filter((share) => share !== 0)).toEqual([]);
    expect(TROUSERS.aspect).toBeCloseTo(Math.log(16 / 8));
  });

  it("is the same for a mirrored shape and for the shape moved inside the frame", () => {
    const shoe = ["................", "####............", "##########......", "################"];
    const mirrored = shoe.map((row) => [...row].reverse().join(""));
    const moved = ["..................", "..................", ...shoe.map((row) => `..${row}`)];
    expect(shapeDistance(of(shoe), of(mirrored))).toBeCloseTo(0, 1);
    expect(shapeDistance(of(shoe), of(moved))).toBe(0);
  });

  it("has no shape without a garment", () => {
    expect(shapeOf([false, false, false, false], 2)).toBeUndefined();
  });
});

describe("distances", () => {
  it("colour distance is 0 for one palette and grows with how different the colours look", () => {
    const navy = profile(["navy"]);
    expect(colourDistance(navy, navy)).toBe(0);
    expect(colourDistance(navy, profile(["black"]))).toBeLessThan(colourDistance(navy, profile(["red"])));
    expect(colourDistance(navy, profile([]))).toBe(Infinity);
  });

  it("a look without a shape (colours known from tags only) has no distance", () => {
    expect(lookDistance(profile(["navy"]), profile(["navy"], TROUSERS))).toBeUndefined();
  });
});

describe("the nearest corrected neighbour", () => {
  const navyTrousers = correction(1, "bottoms", profile(["navy"], TROUSERS), ["navy", "top", "classic", "wool"]);
  const redSkirt = correction(2, "bottoms", profile(["red"], SKIRT), ["red", "boho"]);

  it("takes the nearest within the threshold, and ignores what is farther or has no shape", () => {
    const target = profile(["black"], nudged(TROUSERS, 0.02));
    const blurry = correction(3, "tops", profile(["black"]), ["edgy"]);
    const near = nearestCorrections(target, [redSkirt, navyTrousers, blurry]);
    expect(near.map(({ item }) => item.id)).toEqual([1]);
    expect(near[0]!.distance).toBeLessThanOrEqual(LEARNING.threshold);
  });

  it("suggests the neighbour's category and taught words with this piece's own colours", () => {
    expect(suggestFromCorrections(profile(["black"], nudged(TROUSERS, 0.02)), [navyTrousers, redSkirt])).toEqual({
      category: "bottoms",
      styleTags: ["black", "classic", "wool", "neutral"],
      colors: ["black"],
      fromItemId: 1,
    });
  });

  it("suggests nothing when no corrected piece looks alike", () => {
    expect(suggestFromCorrections(profile(["navy"], SKIRT), [navyTrousers])).toBeNull();
    expect(suggestFromCorrections(profile(["navy"], TROUSERS), [])).toBeNull();
  });

  it("lets two near neighbours of one category outvote a single nearer one, and cites the nearest of them", () => {
    const target = profile(["navy"], TROUSERS);
    const corrections = [
      correction(7, "tops", profile(["navy"], nudged(TROUSERS, 0.1)), ["preppy"]),
      correction(8, "bottoms", profile(["navy"], nudged(TROUSERS, 0.12)), ["classic"]),
      correction(9, "bottoms", profile(["navy"], nudged(TROUSERS, 0.13)), ["edgy"]),
    ];
    expect(suggestFromCorrections(target, corrections)).toMatchObject({
      category: "bottoms",
      fromItemId: 8,
      styleTags: ["navy", "classic", "neutral"],
    });
  });

  it("passes on corrected colours only when the owner replaced a misread and this photo reads the same", () => {
    const onRug = { ...correction(4, "dresses", profile(["white"], SKIRT), ["romantic"]), colors: ["red"] };
    expect(suggestFromCorrections(profile(["white"], SKIRT), [onRug])?.colors).toEqual(["red"]);
    expect(suggestFromCorrections(profile(["cream"], SKIRT), [onRug])?.colors).toEqual(["cream"]);
  });
});
