/**
 * An inspiration outfit read on the person wearing it: the body's keypoints (./person.ts) say where
 * the top, the bottoms, an outer layer, a dress and the shoes are, and each is read for colour from
 * the pixels along the body only: never the wall behind, never skin or hair. Without a person in the
 * photo the whole picture is read as before (./garment.ts), and `person` says so.
 * No "server-only" marker: the vision bench runs it outside Next.
 */
import { ciede2000 } from "./ciede2000";
import { colourClusters, type ColourProfile, type FigureRegions, nearest, profileFrom } from "./cluster";
import { readGarment } from "./garment";
import { estimateFromEdges, garmentPixels, type GarmentPixels } from "./garment-mask";
import { deltaE, type Lab } from "./lab";
import { type Body, type BodyPoint, locateBody } from "./person";
import { memoizedByContent } from "./reading-memo";

export type OutfitRegion = "top" | "bottom" | "outer" | "dress" | "shoes";
/** A piece worn in the photo: its category and its colours (pixels along the body only). */
export type WornRegion = { category: "tops" | "bottoms" | "outerwear" | "dresses" | "shoes"; colours: ColourProfile };

export type OutfitReading = {
  /** whether a person was found; without one, `regions` is empty and `colours` is the whole picture's */
  person: boolean;
  regions: Partial<Record<OutfitRegion, WornRegion>>;
  /** the outfit's palette: every worn piece's pixels together (the whole picture without a person) */
  colours: ColourProfile;
};

/** Pieces this close (Lab) are one garment seen in two places (a dress's bodice and skirt, a coat's arms and sides). */
const SAME_PIECE = 16;
/** A region needs this many garment pixels to be read at all. */
const MIN_PIXELS = 12;

/**
 * Reads the outfit in an inspiration photo. Throws when the bytes are no image. Bytes read before are
 * answered from memory (./reading-memo.ts).
 */
export const readOutfit: (bytes: Uint8Array) => Promise<OutfitReading> = memoizedByContent(readOutfitPixels);

async function readOutfitPixels(bytes: Uint8Array): Promise<OutfitReading> {
  const estimated = await garmentPixels(bytes);
  const body = await locateBody(estimated.rgb, estimated.width, estimated.height).catch(() => undefined);
  if (!body) {
    const whole = await readGarment(bytes);
    return { person: false, regions: {}, colours: whole.colours };
  }
  // Where the legs run out of the frame, the bottom edge is clothes, not floor: learn the background
  // from the other edges.
  const pixels =
    estimated.source === "estimated" && legsRunOut(body, estimated.height)
      ? estimateFromEdges(estimated, ["top", "left", "right"])
      : estimated;
  const regions = regionsOnBody(pixels, body);
  const all = Object.values(regions).flatMap((region) => region.samples);
  return {
    person: true,
    regions: Object.fromEntries(
      Object.entries(regions).map(([name, { category, samples }]) => [
        name,
        { category, colours: profileFrom(samples) },
      ]),
    ),
    colours: all.length > 0 ? profileFrom(all) : profileFrom(pixels.labs),
  };
}

/** An ankle within this share of the frame's height from its bottom edge: the feet run out of the frame. */
const NEAR_EDGE = 0.06;

/** Whether the legs run out of the bottom of the frame: an ankle near or past it, or knees low with no ankles found. */
function legsRunOut(body: Body, height: number): boolean {
  const p = body.points;
  const ankles = [p.leftAnkle, p.rightAnkle].filter((point) => point !== undefined);
  const knees = [p.leftKnee, p.rightKnee].filter((point) => point !== undefined);
  if (ankles.length > 0) return ankles.some((ankle) => ankle.y >= height * (1 - NEAR_EDGE));
  return knees.some((knee) => knee.y >= height * 0.7);
}

/** The old shape of a head-to-toe reading, for the matcher (lib/ai/local/gaps.ts). */
export function figureOf(outfit: OutfitReading): FigureRegions | undefined {
  const { top, bottom, outer, dress, shoes } = outfit.regions;
  const upper = dress ?? top ?? outer;
  const lower = dress ?? bottom;
  if (!upper || !lower) return undefined;
  return {
    upper: upper.colours,
    lower: lower.colours,
    ...(shoes ? { feet: shoes.colours } : {}),
    ...(outer && outer !== upper ? { outer: outer.colours } : {}),
    ...(dress ? { onePiece: true } : {}),
  };
}

type Sampled = { category: WornRegion["category"]; samples: Lab[] };

/**
 * Long because it is one reading of the body, part by part: skin from the face, then the torso's
 * middle and sides, the arms, the legs and the feet, and the decisions between them (an open layer
 * over a top, a dress or a top and bottoms).
 */
function regionsOnBody(pixels: GarmentPixels, body: Body): Partial<Record<OutfitRegion, Sampled>> {
  const p = withShoulders(pixels, body.points as Required<Body["points"]>);
  const shoulderWidth = Math.hypot(p.leftShoulder.x - p.rightShoulder.x, p.leftShoulder.y - p.rightShoulder.y);
  const skin = skinTone(pixels, p.nose, shoulderWidth);
  // Inside the outline only (the mask was estimated at half size: its rim holds wall), never skin.
  const { mask, width } = pixels;
  const inside = (i: number) =>
    mask[i] === 1 && mask[i - 1] === 1 && mask[i + 1] === 1 && mask[i - width] === 1 && mask[i + width] === 1;
  // Tight (CIEDE2000 under 7): khaki, camel and beige garments sit only about 10 from light skin.
  const usable = (i: number) => inside(i) && !(skin && ciede2000(pixels.labs[i]!, skin) < 7);
  const take = (indices: Iterable<number>) => {
    const samples: Lab[] = [];
    for (const i of indices) if (usable(i)) samples.push(pixels.labs[i]!);
    return samples;
  };

  const shoulderMid = midpoint(p.leftShoulder, p.rightShoulder);
  const hipMid = midpoint(p.leftHip, p.rightHip);
  const torsoHeight = hipMid.y - shoulderMid.y;
  // The torso's middle (the top under an open layer) and its sides (where an open layer shows).
  const middle = take(band(pixels, shoulderMid, hipMid, shoulderWidth * 0.22, 0.2, 0.95));
  const sides = take(
    [p.leftShoulder, p.rightShoulder].flatMap((shoulder, n) => {
      const hip = n === 0 ? p.leftHip : p.rightHip;
      const inward = midpoint(shoulder, shoulderMid);
      return [...band(pixels, midpoint(shoulder, inward), hip, shoulderWidth * 0.1, 0.2, 0.95)];
    }),
  );
  const arms = take(
    (["left", "right"] as const).flatMap((side) => {
      const shoulder = p[`${side}Shoulder`];
      const elbow = p[`${side}Elbow`];
      return elbow ? [...band(pixels, shoulder, elbow, shoulderWidth * 0.09, 0.15, 0.9)] : [];
    }),
  );
  const legs = (from: number, to: number) =>
    take(
      (["left", "right"] as const).flatMap((side) => {
        const hip = p[`${side}Hip`];
        const knee = p[`${side}Knee`];
        const ankle = p[`${side}Ankle`];
        if (!knee) return [];
        const upper = [...band(pixels, hip, knee, shoulderWidth * 0.13, from, Math.min(1, to * 2))];
        const lower = ankle && to > 0.5 ? [...band(pixels, knee, ankle, shoulderWidth * 0.1, 0, (to - 0.5) * 2)] : [];
        return [...upper, ...lower];
      }),
    );
  const thighs = legs(0.05, 0.45);
  const shins = legs(0.55, 0.92);
  const feetBand = [
    ...(["left", "right"] as const).flatMap((side) => {
      const ankle = p[`${side}Ankle`];
      const knee = p[`${side}Knee`];
      if (!ankle || !knee) return [];
      // The model puts an ankle anywhere from the ankle bone to the middle of the shoe.
      const [from, to] = [ankle.y - torsoHeight * 0.06, ankle.y + torsoHeight * 0.14];
      const drift = (ankle.x - knee.x) * 0.25;
      return [
        ...band(pixels, { ...ankle, y: from }, { x: ankle.x + drift, y: to, score: 1 }, shoulderWidth * 0.14, 0, 1),
      ];
    }),
  ].filter((i) => pixels.mask[i] === 1);
  const feet = take(feetBand);

  const regions: Partial<Record<OutfitRegion, Sampled>> = {};
  const enough = (samples: Lab[]) => samples.length >= MIN_PIXELS;
  const [middleMain, sidesMain, armsMain] = [mainOf(middle), mainOf(sides), mainOf(arms)];
  const layered =
    middleMain &&
    sidesMain &&
    deltaE(middleMain, sidesMain) >= SAME_PIECE + 4 &&
    (!armsMain || deltaE(armsMain, sidesMain) < SAME_PIECE);
  if (layered) {
    regions.outer = { category: "outerwear", samples: [...sides, ...arms] };
    regions.top = { category: "tops", samples: middle };
  } else if (enough(middle)) {
    regions.top = { category: "tops", samples: [...middle, ...sides] };
  }
  // A dress: the same colour on the torso and down the thighs, with no wall between the thighs.
  const thighMain = mainOf(thighs);
  const topMain = regions.top && mainOf(regions.top.samples);
  const closedBetweenLegs = gapCovered(pixels, p);
  if (topMain && thighMain && deltaE(topMain, thighMain) < SAME_PIECE && closedBetweenLegs && !layered) {
    regions.dress = { category: "dresses", samples: [...regions.top!.samples, ...thighs] };
    delete regions.top;
  } else if (enough(thighs) || enough(shins)) {
    const bottoms = layered ? bottomsBesideCoat(thighs, shins, mainOf(regions.outer!.samples)!) : [...thighs, ...shins];
    if (enough(bottoms)) regions.bottom = { category: "bottoms", samples: bottoms };
  }
  // Shoes: most of the feet is something other than skin, and not the bottoms' hem come down.
  const legsMain = mainOf((regions.bottom ?? regions.dress)?.samples ?? []);
  const feetMain = mainOf(feet);
  const hem = legsMain && feetMain && deltaE(legsMain, feetMain) < SAME_PIECE;
  if (enough(feet) && feet.length >= feetBand.length * 0.35 && !hem)
    regions.shoes = { category: "shoes", samples: feet };
  return regions;
}

/**
 * The legs' samples that are the bottoms, not an open coat's hem hanging over them: the samples
 * unlike the coat's colour when there are enough of them; else, with the coat over the thighs, the
 * shins (bottoms of the coat's own colour); else none (the bottoms are hidden, never read as the coat).
 */
function bottomsBesideCoat(thighs: readonly Lab[], shins: readonly Lab[], coat: Lab): Lab[] {
  const notCoat = withoutBlendsOf(
    [...thighs, ...shins].filter((lab) => deltaE(lab, coat) >= SAME_PIECE),
    coat,
  );
  if (notCoat.length >= MIN_PIXELS) return notCoat;
  const thighMain = mainOf(thighs);
  const coatOverThighs = thighMain !== undefined && deltaE(thighMain, coat) < SAME_PIECE;
  return coatOverThighs && shins.length >= MIN_PIXELS ? [...shins] : [];
}

/**
 * The samples less the blends of `edge` with another colour among them: where a coat's hem meets the
 * bottoms, pixels mix the two (a burgundy hem over pink shorts gives a cluster halfway between), and
 * a 3 % crop changes how many there are. A blend is a cluster lying on the way from `edge` to a
 * cluster at least half its size, not at either end.
 */
function withoutBlendsOf(samples: readonly Lab[], edge: Lab): Lab[] {
  if (samples.length < MIN_PIXELS) return [...samples];
  const clusters = colourClusters(samples);
  const blend = clusters.map((x) =>
    clusters.some((y) => y !== x && y.weight >= x.weight * 0.5 && liesBetween(x.lab, edge, y.lab)),
  );
  if (!blend.includes(true)) return [...samples];
  const centres = clusters.map((c) => c.lab);
  return samples.filter((lab) => !blend[nearest(centres, lab)]);
}

/** Whether `x` sits on the segment from `a` to `b`, away from both ends (a mix of the two). */
function liesBetween(x: Lab, a: Lab, b: Lab): boolean {
  const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
  const ax = [x[0] - a[0], x[1] - a[1], x[2] - a[2]] as const;
  const length2 = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
  if (length2 < SAME_PIECE ** 2) return false;
  const t = (ax[0] * ab[0] + ax[1] * ab[1] + ax[2] * ab[2]) / length2;
  if (t < 0.15 || t > 0.85) return false;
  const onLine: Lab = [a[0] + t * ab[0], a[1] + t * ab[1], a[2] + t * ab[2]];
  return deltaE(x, onLine) < BLEND_OFF_LINE;
}

/** How far (CIE76) a mix may sit from the straight line between its two colours (JPEG, noise). */
const BLEND_OFF_LINE = 8;

/**
 * The points with shoulders the outline agrees with. The pose model now and then puts both shoulders
 * on one side (a grey coat on a brick wall: 4 px apart against hips 18 apart, where a 3 % crop of the
 * same photo found them 43 apart), and every band of the torso and arms is measured from them. When
 * they sit closer than the hips, or than a third of the torso's height, they are taken from the
 * outline instead: the garment's width a little below them, less a margin each side for the sleeves.
 */
export function withShoulders(pixels: GarmentPixels, p: Required<Body["points"]>): Required<Body["points"]> {
  const shoulderWidth = Math.abs(p.leftShoulder.x - p.rightShoulder.x);
  const hipWidth = Math.abs(p.leftHip.x - p.rightHip.x);
  const shoulderY = (p.leftShoulder.y + p.rightShoulder.y) / 2;
  const torsoHeight = (p.leftHip.y + p.rightHip.y) / 2 - shoulderY;
  if (shoulderWidth >= hipWidth && shoulderWidth >= torsoHeight / 3) return p;
  const y = Math.round(shoulderY + torsoHeight * 0.1);
  const centre = Math.round((p.leftHip.x + p.rightHip.x) / 2);
  const { mask, width } = pixels;
  const row = y * width;
  if (y < 0 || y >= pixels.height || mask[row + centre] !== 1) return p;
  let [left, right] = [centre, centre];
  while (left > 0 && mask[row + left - 1] === 1) left--;
  while (right < width - 1 && mask[row + right + 1] === 1) right++;
  const inset = (right - left) * SLEEVE_MARGIN;
  const [fromX, toX] = [left + inset, right - inset];
  if (toX - fromX < Math.max(hipWidth, torsoHeight / 3)) return p;
  // The image's left is the person's right.
  const score = Math.min(p.leftShoulder.score, p.rightShoulder.score);
  return {
    ...p,
    rightShoulder: { x: fromX, y: shoulderY, score },
    leftShoulder: { x: toX, y: shoulderY, score },
  };
}

/** The share of the outline's width at the shoulders taken by each sleeve, not the torso. */
const SLEEVE_MARGIN = 0.1;

/** The face's colour around the nose: skin, to leave out wherever it shows (arms, legs, neck). */
function skinTone(pixels: GarmentPixels, nose: BodyPoint | undefined, shoulderWidth: number): Lab | undefined {
  if (!nose) return undefined;
  const radius = Math.max(2, shoulderWidth * 0.12);
  const samples: Lab[] = [];
  for (let y = Math.round(nose.y - radius); y <= nose.y + radius; y++)
    for (let x = Math.round(nose.x - radius); x <= nose.x + radius; x++)
      if (x >= 0 && y >= 0 && x < pixels.width && y < pixels.height) samples.push(pixels.labs[y * pixels.width + x]!);
  return mainOf(samples);
}

/** Whether the garment mask covers the space between the thighs, halfway from hips to knees (a skirt or dress). */
function gapCovered(pixels: GarmentPixels, p: Required<Body["points"]>): boolean {
  if (!p.leftKnee || !p.rightKnee) return false;
  const between = midpoint(midpoint(p.leftHip, p.leftKnee), midpoint(p.rightHip, p.rightKnee));
  const i = Math.round(between.y) * pixels.width + Math.round(between.x);
  return pixels.mask[i] === 1;
}

/**
 * Pixel indices of a band along the segment from `a` to `b`, `halfWidth` either side, between the
 * fractions `from` and `to` of its length.
 */
function* band(pixels: GarmentPixels, a: BodyPoint, b: BodyPoint, halfWidth: number, from: number, to: number) {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const length = Math.hypot(dx, dy);
  if (length < 1) return;
  const [ux, uy] = [dx / length, dy / length];
  const seen = new Set<number>();
  for (let t = from * length; t <= to * length; t += 0.75)
    for (let s = -halfWidth; s <= halfWidth; s += 0.75) {
      const [x, y] = [Math.round(a.x + ux * t - uy * s), Math.round(a.y + uy * t + ux * s)];
      if (x < 0 || y < 0 || x >= pixels.width || y >= pixels.height) continue;
      const i = y * pixels.width + x;
      if (seen.has(i)) continue;
      seen.add(i);
      yield i;
    }
}

const midpoint = (a: BodyPoint, b: BodyPoint): BodyPoint => ({
  x: (a.x + b.x) / 2,
  y: (a.y + b.y) / 2,
  score: Math.min(a.score, b.score),
});

/** The largest colour cluster's centre, or undefined with too few pixels. */
function mainOf(samples: readonly Lab[]): Lab | undefined {
  if (samples.length < MIN_PIXELS) return undefined;
  return profileFrom(samples).swatches[0]?.lab;
}
