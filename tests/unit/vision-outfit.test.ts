import { type AiClosetItem, matchInspiration, missingPieces } from "@/lib/ai";
import { NO_PERSON_NOTE } from "@/lib/ai/local/match";
import { ciede2000 } from "@/lib/vision/ciede2000";
import { readOutfit, withShoulders } from "@/lib/vision/outfit";
import { visionSet } from "@/scripts/bench/vision-set";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { garmentPhoto, lookPhoto } from "./ai-fixtures";
import { runOnLocalProvider } from "./local-provider";

// The pose model (lib/vision/person.ts) loads once per worker: a second or two on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Issue #46: an inspiration outfit is read on the person wearing it, never off the wall behind;
 * pieces are compared within their category, and a matched piece is never missing.
 */
runOnLocalProvider();

const CAMEL = "#c19a6b";
const NAVY = "#1b2a4a";
const CONCRETE = "#8a8a88";
/** A white top under an open camel coat, navy trousers and black shoes, in front of a grey wall. */
const coatLook = () => lookPhoto({ top: "#f4f4f2", bottom: NAVY, shoes: "#0a0a0a", outer: CAMEL, wall: CONCRETE });

const item = async (id: number, category: string, fill: string, shape?: "shirt" | "trousers" | "shoe") => ({
  id,
  category,
  styleTags: [],
  image: await garmentPhoto({ fill, ...(shape ? { shape } : {}) }),
});

describe("an outfit read on the person", () => {
  it("names each worn piece and its colour, and never the wall", async () => {
    const outfit = await readOutfit(await coatLook());
    expect(outfit.person).toBe(true);
    const main = (region: keyof typeof outfit.regions) => outfit.regions[region]?.colours.swatches[0]?.name;
    expect({ outer: main("outer"), top: main("top"), bottom: main("bottom"), shoes: main("shoes") }).toEqual({
      outer: "camel",
      top: "white",
      bottom: "navy",
      shoes: "black",
    });
    expect(outfit.regions.dress).toBeUndefined();
    expect(outfit.colours.swatches.map((s) => s.name)).not.toContain("grey");
  });

  it("matches an owned camel coat as the coat, and never names it (or a dress) as missing", async () => {
    const closet: AiClosetItem[] = [
      await item(1, "outerwear", CAMEL),
      await item(2, "bottoms", NAVY, "trousers"),
      await item(3, "tops", "#f4f4f2"),
    ];
    const look = { bytes: await coatLook() };
    const { matchingItems, styleNotes } = await matchInspiration(look, closet);
    expect(matchingItems).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(styleNotes).not.toMatch(/grey|dress/);
    const missing = await missingPieces(look, closet);
    for (const piece of missing) {
      expect(piece.description.toLowerCase()).not.toMatch(/camel (coat|overcoat|jacket|trench)|dress|grey/);
      expect(piece.category).not.toBe("outerwear");
    }
  });

  it("compares pieces within their category: a camel top does not stand in for the camel coat", async () => {
    const closet: AiClosetItem[] = [await item(1, "tops", CAMEL), await item(2, "bottoms", NAVY, "trousers")];
    const look = { bytes: await coatLook() };
    const { matchingItems } = await matchInspiration(look, closet);
    expect(matchingItems).not.toContain(1);
    const missing = await missingPieces(look, closet);
    expect(missing.find((piece) => piece.category === "outerwear")?.description.toLowerCase()).toContain("camel");
  });

  it("moves the match score by at most 5 points when the photo is cropped by 3 %", async () => {
    const photo = await coatLook();
    const { width, height } = await sharp(photo).metadata();
    const [dx, dy] = [Math.round(width! * 0.03), Math.round(height! * 0.03)];
    const cropped = await sharp(photo)
      .extract({ left: dx, top: dy, width: width! - dx, height: height! - dy })
      .jpeg()
      .toBuffer();
    const closet: AiClosetItem[] = [await item(1, "outerwear", CAMEL), await item(2, "shoes", "#0a0a0a", "shoe")];
    const whole = await matchInspiration({ bytes: photo }, closet);
    const crop = await matchInspiration({ bytes: cropped }, closet);
    expect(Math.abs(whole.matchScore - crop.matchScore)).toBeLessThanOrEqual(5);
  });

  it("reads the bottoms of legs that run out of the frame, not as the floor or the wall", async () => {
    const photo = await lookPhoto({ top: "#f4f4f2", bottom: "#3b5b8c", shoes: "#0a0a0a", wall: CONCRETE });
    const { width, height } = await sharp(photo).metadata();
    // Cut at the shins: the trousers fill a stretch of the bottom edge.
    const atShins = await sharp(photo)
      .extract({ left: 0, top: 0, width: width!, height: Math.round(height! * 0.8) })
      .jpeg()
      .toBuffer();
    const outfit = await readOutfit(atShins);
    expect(outfit.regions.bottom?.colours.swatches[0]?.name).toBe("denim");
  });

  it("without a person, reads the whole picture and says so", async () => {
    const hanger = await garmentPhoto({ fill: CAMEL, background: CONCRETE });
    const outfit = await readOutfit(hanger);
    expect(outfit.person).toBe(false);
    expect(outfit.regions).toEqual({});
    const { styleNotes } = await matchInspiration({ bytes: hanger }, [await item(1, "outerwear", CAMEL)]);
    expect(styleNotes).toContain(NO_PERSON_NOTE);
  });

  /** A look of the vision bench and its 3 % crop, drawn as the bench draws them (scripts/bench/vision-set.ts). */
  const benchPair = async (seed: number, id: string) => {
    const { people } = await visionSet(seed, { only: [id, `${id}-crop`] });
    const [whole, crop] = [people.find((p) => p.id === id)!, people.find((p) => p.id === `${id}-crop`)!];
    return { whole: await readOutfit(whole.image), crop: await readOutfit(crop.image) };
  };

  it("reads shorts under an open coat without the pixels where the coat's hem blends into them", async () => {
    // Seed 31's person-18: pink shorts under an open burgundy coat. The blend of the two darkened the
    // shorts to Lab (60, 33, 1) in the whole photo and not in the crop (69, 29, 0): 8 points of score.
    const { whole, crop } = await benchPair(31, "person-18");
    const [a, b] = [whole.regions.bottom?.colours.swatches[0], crop.regions.bottom?.colours.swatches[0]];
    expect([a?.name, b?.name]).toEqual(["pink", "pink"]);
    expect(ciede2000(a!.lab, b!.lab)).toBeLessThan(5);
  });

  it("finds the open coat in the whole photo as in its crop when the pose model puts both shoulders on one side", async () => {
    // Seed 33's person-16: a grey coat open over a burgundy top, on a brick wall. The model put the
    // whole photo's shoulders 4 px apart, so the coat's sides were never sampled.
    const { whole, crop } = await benchPair(33, "person-16");
    for (const outfit of [whole, crop]) {
      expect(outfit.regions.outer?.colours.swatches[0]?.name).toBe("grey");
      expect(outfit.regions.top?.colours.swatches[0]?.name).toBe("burgundy");
    }
  });
});

describe("shoulders the outline agrees with", () => {
  // A 40 × 40 outline: a 20-wide torso (x 10–29) from row 5 down.
  const width = 40;
  const mask = Uint8Array.from({ length: width * width }, (_, i) =>
    i % width >= 10 && i % width < 30 && i >= width * 5 ? 1 : 0,
  );
  const pixels = { mask, width, height: width } as Parameters<typeof withShoulders>[0];
  const at = (x: number, y: number) => ({ x, y, score: 0.5 });
  const body = (leftShoulderX: number, rightShoulderX: number) =>
    ({
      nose: at(20, 2),
      leftShoulder: at(leftShoulderX, 8),
      rightShoulder: at(rightShoulderX, 8),
      leftHip: at(24, 30),
      rightHip: at(16, 30),
    }) as Parameters<typeof withShoulders>[1];

  it("keeps shoulders set wider than the hips", () => {
    const points = body(27, 12);
    expect(withShoulders(pixels, points)).toBe(points);
  });

  it("takes shoulders the model put together from the outline's width below them, less the sleeves", () => {
    const { leftShoulder, rightShoulder } = withShoulders(pixels, body(21, 19));
    expect(rightShoulder.x).toBeCloseTo(11.9, 1);
    expect(leftShoulder.x).toBeCloseTo(27.1, 1);
    expect([leftShoulder.y, rightShoulder.y]).toEqual([8, 8]);
  });
});
