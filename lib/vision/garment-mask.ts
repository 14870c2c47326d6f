/**
 * Which pixels of a photo are the garment: the first step of every local reading (category, colours,
 * pattern, near-duplicates), so the background is never read as the piece. No "server-only" marker:
 * it is pure sharp, and the vision bench (scripts/bench/vision.ts) runs it outside Next.
 *
 * In order of trust:
 * - `alpha`: the picture carries its own mask (an upload whose browser cut-out sent its mask keeps it
 *   as the stored picture's alpha, lib/images/process.ts);
 * - `mask`: a mask given alongside (the upload itself, before it is stored);
 * - `estimated`: anything else (removal failed, the original was chosen, an import, an API upload).
 *   The background is learnt from the photo's border, colour and texture together (a few clusters,
 *   so a wood grain or a tiled floor is one background, not many), every pixel is scored against it
 *   and against a garment model learnt from the pixels that clearly differ, and the result is
 *   smoothed and cleaned like a GrabCut pass: the garment is what stands apart from the border and
 *   holds together.
 */
import sharp from "sharp";
import { type Lab, rgbToLab } from "./lab";

export type MaskSource = "alpha" | "mask" | "estimated";

/** A photo shrunk to `width`×`height` with its garment mask: 1 where the garment is. */
export type GarmentPixels = {
  width: number;
  height: number;
  /** sRGB, 3 bytes a pixel */
  rgb: Uint8Array;
  labs: Lab[];
  mask: Uint8Array;
  source: MaskSource;
};

/**
 * The picture's long side for reading (a stripe or a dot stays a few pixels wide), and the mask's
 * estimate runs at half of it (sleeves and a leg gap stay a few pixels wide there, and a pass costs
 * a quarter as much), then is scaled back up.
 */
export const READ_SIDE = 256;
const ESTIMATE_SIDE = 128;
/** Border ring (pixels at MASK_SIDE) the background is learnt from. */
const RING = 3;
/** Background clusters at most: a two-colour tile or a wood grain needs more than one. */
const BACKGROUND_CLUSTERS = 4;
const GARMENT_CLUSTERS = 4;
/**
 * A pixel this far (Lab distance, texture included, less the cluster's own spread) from every
 * background cluster is surely garment; on a clean flat backdrop (a studio white, a cut-out) far less
 * is enough, so a cream or pale grey piece on white is still found.
 */
const SURE_GARMENT = { busy: 14, flat: 6 } as const;
/**
 * A cluster's own spread forgiven at most: a tablecloth's checks or a rug's weave spread far, and
 * forgiving all of it would swallow any garment of a colour near one of its tones.
 */
const MAX_SPREAD = 6;
/** A background whose clusters all spread less than this is flat. */
const FLAT_SPREAD = 3;
/** Texture (local lightness spread) weighs this much against colour. */
const TEXTURE_WEIGHT = 0.8;

type Options = { side?: number; mask?: Uint8Array };

/** The garment pixels of a photo (throws when sharp cannot read it). */
export async function garmentPixels(bytes: Uint8Array, options: Options = {}): Promise<GarmentPixels> {
  const side = options.side ?? READ_SIDE;
  const { data, info } = await sharp(bytes, { failOn: "error", autoOrient: true })
    .resize(side, side, { fit: "inside" })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const count = width * height;
  const rgb = new Uint8Array(count * 3);
  const alpha = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    // Transparent pixels read as the white they are shown on.
    const a = data[i * 4 + 3]! / 255;
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.round(data[i * 4 + c]! * a + 255 * (1 - a));
    alpha[i] = data[i * 4 + 3]!;
  }
  const labs = Array.from({ length: count }, (_, i) => rgbToLab(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!));
  const fromAlpha = maskFromAlpha(alpha);
  if (fromAlpha) return { width, height, rgb, labs, mask: fromAlpha, source: "alpha" };
  if (options.mask) {
    const given = await resizeMask(options.mask, width, height);
    if (given) return { width, height, rgb, labs, mask: given, source: "mask" };
  }
  return { width, height, rgb, labs, mask: estimateAtHalf(labs, width, height), source: "estimated" };
}

/** The frame's edges, for an estimate that learns the background from only some of them. */
export type Edge = "top" | "bottom" | "left" | "right";
const ALL_EDGES: readonly Edge[] = ["top", "bottom", "left", "right"];

/**
 * The mask estimated again with the background learnt from `edges` only: for a photo a person's legs
 * run out of (a 3 % crop at the feet), whose bottom edge is jeans, not floor (issue #46, the crop bench).
 */
export function estimateFromEdges(pixels: GarmentPixels, edges: readonly Edge[]): GarmentPixels {
  return { ...pixels, mask: estimateAtHalf(pixels.labs, pixels.width, pixels.height, edges), source: "estimated" };
}

/** The estimate on a half-size copy (2×2 means) when the picture is larger than ESTIMATE_SIDE, scaled back. */
function estimateAtHalf(
  labs: readonly Lab[],
  width: number,
  height: number,
  edges: readonly Edge[] = ALL_EDGES,
): Uint8Array {
  if (Math.max(width, height) <= ESTIMATE_SIDE) return estimate(labs, width, height, edges).mask;
  const [w, h] = [Math.floor(width / 2), Math.floor(height / 2)];
  const small: Lab[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const four = [0, 1, width, width + 1].map((d) => labs[2 * y * width + 2 * x + d]!);
      small.push([0, 1, 2].map((k) => four.reduce((sum, lab) => sum + lab[k as 0 | 1 | 2], 0) / 4) as unknown as Lab);
    }
  const half = estimate(small, w, h, edges);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      mask[y * width + x] = half.mask[Math.min(h - 1, y >> 1) * w + Math.min(w - 1, x >> 1)]!;
  return refineRim(mask, labs, width, height, half);
}

/**
 * The rim of a mask scaled up from half size is two pixels coarse: each pixel within two of the
 * boundary is given again to whichever model its own colour is nearer, the garment's or the
 * background's (shadow-tolerant, as in the estimate).
 */
function refineRim(mask: Uint8Array, labs: readonly Lab[], width: number, height: number, models: Estimate) {
  if (models.garment.length === 0) return mask;
  const refined = Uint8Array.from(mask);
  const single: Features = {
    l: new Float32Array(1),
    a: new Float32Array(1),
    b: new Float32Array(1),
    texture: new Float32Array(1),
  };
  const nearest = (lab: Lab, model: readonly Cluster[], shadowTolerant: boolean) => {
    [single.l[0], single.a[0], single.b[0]] = [lab[0], lab[1], lab[2]];
    let best = Infinity;
    for (const c of model) best = Math.min(best, featureDistance(single, 0, { ...c, texture: 0 }, shadowTolerant));
    return best;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let rim = false;
      for (let dy = -2; dy <= 2 && !rim; dy++)
        for (let dx = -2; dx <= 2 && !rim; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx] !== mask[i]) rim = true;
        }
      if (!rim) continue;
      const lab = labs[i]!;
      refined[i] = nearest(lab, models.garment, false) < nearest(lab, models.background, true) ? 1 : 0;
    }
  return refined;
}

/** The alpha channel as a mask when it really masks something (some transparent, some opaque). */
function maskFromAlpha(alpha: Uint8Array): Uint8Array | undefined {
  let transparent = 0;
  for (const a of alpha) if (a < 128) transparent++;
  if (transparent < alpha.length * 0.02 || transparent > alpha.length * 0.99) return undefined;
  return alpha.map((a) => (a >= 128 ? 1 : 0));
}

/** A greyscale mask image (white = garment) at the working size, or undefined when it masks nothing. */
async function resizeMask(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array | undefined> {
  try {
    const grey = await sharp(bytes, { failOn: "error" })
      .resize(width, height, { fit: "fill" })
      .greyscale()
      .raw()
      .toBuffer();
    return maskFromAlpha(Uint8Array.from(grey));
  } catch {
    return undefined;
  }
}

/** Per-pixel features in parallel arrays (tens of thousands of pixels: no object per pixel). */
type Features = { l: Float32Array; a: Float32Array; b: Float32Array; texture: Float32Array };
/** A cluster centre, and how far its own members lie from it (90th percentile). */
type Cluster = { l: number; a: number; b: number; texture: number; spread: number };

/** The estimated mask, and the background and garment colour models it was decided by. */
type Estimate = { mask: Uint8Array; background: Cluster[]; garment: Cluster[] };

export function estimateMask(labs: readonly Lab[], width: number, height: number): Uint8Array {
  return estimate(labs, width, height).mask;
}

/** The pixels within RING of the chosen edges, where the background is learnt. */
function ringOf(width: number, height: number, edges: readonly Edge[]): number[] {
  const [top, bottom, left, right] = ALL_EDGES.map((edge) => edges.includes(edge));
  const ring: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((top && y < RING) || (bottom && y >= height - RING) || (left && x < RING) || (right && x >= width - RING))
        ring.push(y * width + x);
  return ring;
}

/** The estimated mask of a photo at the estimate's size, and the models it was decided by. */
function estimate(labs: readonly Lab[], width: number, height: number, edges: readonly Edge[] = ALL_EDGES): Estimate {
  const channel = (k: 0 | 1 | 2) => Float32Array.from(labs, (lab) => lab[k]);
  const [lightness, a, b] = [channel(0), channel(1), channel(2)];
  const texture = localSpread(lightness, width, height, 2);
  const direct = estimateFrom({ l: lightness, a, b, texture }, width, height, edges, 1);
  const period = repeatOf(lightness, width, height, edges);
  if (!period) return direct;
  // A repeating surface (gingham, stripes, tiles) whose tones the piece shares (a white dress on
  // white-and-blue checks) loses the piece; blurred over one period, the surface becomes one flat
  // colour and the piece stands out, with a rounder outline. Taken only when the direct estimate
  // lost most of what it finds.
  const blurredOverPeriod = estimateFrom({ l: lightness, a, b, texture }, width, height, edges, Math.ceil(period / 2));
  const area = (mask: Uint8Array) => mask.reduce((sum, bit) => sum + bit, 0);
  return area(direct.mask) < area(blurredOverPeriod.mask) * LOST_ON_REPEATS ? blurredOverPeriod : direct;
}

/** The direct estimate on a repeating surface gives way to the period's when it finds under this share of its area. */
const LOST_ON_REPEATS = 0.5;

/**
 * Long because the estimate is one pass in five steps that share the feature arrays: features,
 * background model from the border, a first sure-garment seed, a garment model and a relabelling
 * by the nearer model, then smoothing and clean-up. `radius` is the blur a busy background is read
 * through (its texture too, when more than 1).
 */
function estimateFrom(
  unblurred: Features,
  width: number,
  height: number,
  edges: readonly Edge[],
  radius: number,
): Estimate {
  const count = width * height;
  const { l: lightness, a, b, texture } = unblurred;
  const ring = ringOf(width, height, edges);
  // A busy background (a grain, a rug) is read blurred so its texture averages out; a flat one
  // sharp, or the blur's halo of garment colour around the piece would be taken for garment.
  const blurred: Features = {
    l: boxBlur(lightness, width, height, radius),
    a: boxBlur(a, width, height, radius),
    b: boxBlur(b, width, height, radius),
    texture: radius > 1 ? boxBlur(texture, width, height, radius) : texture,
  };
  let features = blurred;
  let background = clusters(features, ring, BACKGROUND_CLUSTERS, 0.05);
  const flat = background.every((c) => c.spread < FLAT_SPREAD);
  if (flat) {
    // No texture either: on a flat backdrop the only texture is the garment's edge, which would
    // make a narrow gap (between the legs, a bag's handle) look like garment.
    features = { l: lightness, a, b, texture: new Float32Array(count) };
    background = clusters(features, ring, BACKGROUND_CLUSTERS, 0.05);
  }
  const sure = flat ? SURE_GARMENT.flat : SURE_GARMENT.busy;
  const toBackground = new Float32Array(count);
  for (let i = 0; i < count; i++) toBackground[i] = nearestDistance(features, i, background, true);

  let mask: Uint8Array = new Uint8Array(count);
  const seed: number[] = [];
  for (let i = 0; i < count; i++) if (toBackground[i]! > sure) seed.push(i);
  if (seed.length < count * 0.005) return { mask, background, garment: [] };

  // The garment's own colours (and texture), learnt from the sure pixels: a pixel near them and not
  // much nearer the background is garment too (the pale panel of a two-tone jumper).
  const garment = clusters(features, seed, GARMENT_CLUSTERS, 0.03);
  for (let i = 0; i < count; i++) {
    const away = toBackground[i]!;
    mask[i] = away > sure || (away > 5 && nearestDistance(features, i, garment, false) < away * 0.6) ? 1 : 0;
  }
  mask = majority(majority(mask, width, height), width, height);
  return { mask: keepGarment(mask, width, height, toBackground, sure), background, garment };
}

/** Autocorrelation at a lag above this along the border: the surface repeats (gingham, stripes, tiles). */
const REPEATS = 0.6;

/**
 * The period (pixels) a patterned surface repeats with along the chosen edges, or undefined for a
 * surface that does not repeat along all of them. Rows of the top and bottom rings give the period
 * across, columns of the sides the period down; the longer one is the pattern's.
 */
function repeatOf(lightness: Float32Array, width: number, height: number, edges: readonly Edge[]): number | undefined {
  const lines: number[][] = [];
  for (let r = 0; r < RING; r++) {
    if (edges.includes("top")) lines.push(Array.from({ length: width }, (_, x) => lightness[r * width + x]!));
    if (edges.includes("bottom"))
      lines.push(Array.from({ length: width }, (_, x) => lightness[(height - 1 - r) * width + x]!));
    if (edges.includes("left")) lines.push(Array.from({ length: height }, (_, y) => lightness[y * width + r]!));
    if (edges.includes("right"))
      lines.push(Array.from({ length: height }, (_, y) => lightness[y * width + width - 1 - r]!));
  }
  let longest: number | undefined;
  for (const line of lines) {
    const lag = periodOfLine(line);
    if (lag === undefined) return undefined;
    longest = Math.max(longest ?? 0, lag);
  }
  return longest;
}

/** The first lag (3 to a third of the line) at which the line's autocorrelation peaks above REPEATS. */
function periodOfLine(line: readonly number[]): number | undefined {
  const n = line.length;
  const mean = line.reduce((sum, v) => sum + v, 0) / n;
  const centred = line.map((v) => v - mean);
  const variance = centred.reduce((sum, v) => sum + v * v, 0) / n;
  // A flat line (a studio white, a plain wall) has nothing to repeat.
  if (variance < 4) return undefined;
  const correlation = (lag: number) => {
    let sum = 0;
    for (let i = 0; i + lag < n; i++) sum += centred[i]! * centred[i + lag]!;
    return sum / (n - lag) / variance;
  };
  const values = Array.from({ length: Math.floor(n / 3) + 2 }, (_, lag) => (lag < 2 ? 1 : correlation(lag)));
  for (let lag = 3; lag < values.length - 1; lag++)
    if (values[lag]! > REPEATS && values[lag]! >= values[lag - 1]! && values[lag]! >= values[lag + 1]!) return lag;
  return undefined;
}

/**
 * Distance from pixel `i` to a centre: colour (Lab distance: tens of thousands of these run per
 * photo, and CIEDE2000's finer hue judgement matters for naming a colour, not for telling a garment
 * from a wall), plus texture. With `shadowTolerant`, a soft shadow on the background is the
 * background, darker: most of a drop in lightness is forgiven when the hue stays (never a rise).
 */
function featureDistance(f: Features, i: number, c: Omit<Cluster, "spread">, shadowTolerant: boolean): number {
  let dl = f.l[i]! - c.l;
  if (shadowTolerant && dl < 0) dl *= 0.45;
  const [da, db] = [f.a[i]! - c.a, f.b[i]! - c.b];
  return Math.sqrt(dl * dl + da * da + db * db) + TEXTURE_WEIGHT * Math.abs(f.texture[i]! - c.texture);
}

/** The nearest cluster's distance, less its own spread (a busy rug is far from its own mean). */
function nearestDistance(f: Features, i: number, model: readonly Cluster[], shadowTolerant: boolean): number {
  let best = Infinity;
  for (const c of model) best = Math.min(best, featureDistance(f, i, c, shadowTolerant) - c.spread);
  return Math.max(0, best);
}

/** k-means over the pixels `members` (seeds: the mean, then farthest points), dropping tiny clusters. */
function clusters(f: Features, members: readonly number[], k: number, minShare: number): Cluster[] {
  if (members.length === 0) return [];
  // Every n-th pixel: 2,000 describe a background or a garment as well as 16,000, at an eighth of the cost.
  const step = Math.max(1, Math.floor(members.length / 2000));
  const samples = step === 1 ? members : members.filter((_, n) => n % step === 0);
  const mean = (list: readonly number[]) => {
    const centre = { l: 0, a: 0, b: 0, texture: 0 };
    for (const i of list) {
      centre.l += f.l[i]!;
      centre.a += f.a[i]!;
      centre.b += f.b[i]!;
      centre.texture += f.texture[i]!;
    }
    const n = Math.max(1, list.length);
    return { l: centre.l / n, a: centre.a / n, b: centre.b / n, texture: centre.texture / n };
  };
  const centres = [mean(samples)];
  while (centres.length < k) {
    let [far, farDistance] = [-1, 6]; // nothing farther than this from every centre: no new cluster is worth it
    for (const i of samples) {
      let d = Infinity;
      for (const c of centres) d = Math.min(d, featureDistance(f, i, c, false));
      if (d > farDistance) [far, farDistance] = [i, d];
    }
    if (far < 0) break;
    centres.push({ l: f.l[far]!, a: f.a[far]!, b: f.b[far]!, texture: f.texture[far]! });
  }
  let groups: number[][] = [];
  for (let round = 0; round < 6; round++) {
    groups = centres.map(() => []);
    for (const i of samples) groups[nearestIndex(f, i, centres)]!.push(i);
    groups.forEach((group, c) => group.length > 0 && (centres[c] = mean(group)));
  }
  return centres.flatMap((centre, c) => {
    const group = groups[c]!;
    if (group.length < samples.length * minShare) return [];
    const distances = group.map((i) => featureDistance(f, i, centre, false)).sort((p, q) => p - q);
    // The 90th percentile: a texture's own range, not its rare outliers.
    return [{ ...centre, spread: Math.min(MAX_SPREAD, distances[Math.floor(distances.length * 0.9)] ?? 0) }];
  });
}

function nearestIndex(f: Features, i: number, centres: readonly Omit<Cluster, "spread">[]): number {
  let [best, bestDistance] = [0, Infinity];
  centres.forEach((c, n) => {
    const d = featureDistance(f, i, c, false);
    if (d < bestDistance) [best, bestDistance] = [n, d];
  });
  return best;
}

/** Sums over windows from a summed-area table: `sum(x0, y0, x1, y1)` inclusive, clamped to the image. */
function summedArea(values: Float32Array, width: number, height: number) {
  const table = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      table[(y + 1) * (width + 1) + x + 1] =
        values[y * width + x]! +
        table[y * (width + 1) + x + 1]! +
        table[(y + 1) * (width + 1) + x]! -
        table[y * (width + 1) + x]!;
  return (i: number, r: number) => {
    const [x, y] = [i % width, Math.floor(i / width)];
    const [x0, y0, x1, y1] = [
      Math.max(0, x - r),
      Math.max(0, y - r),
      Math.min(width - 1, x + r),
      Math.min(height - 1, y + r),
    ];
    const sum =
      table[(y1 + 1) * (width + 1) + x1 + 1]! -
      table[y0 * (width + 1) + x1 + 1]! -
      table[(y1 + 1) * (width + 1) + x0]! +
      table[y0 * (width + 1) + x0]!;
    return { sum, n: (x1 - x0 + 1) * (y1 - y0 + 1) };
  };
}

/** Mean over a (2r+1)² window, clamped at the edges. */
export function boxBlur(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const window = summedArea(values, width, height);
  return values.map((_, i) => {
    const { sum, n } = window(i, r);
    return sum / n;
  });
}

/** Standard deviation of lightness over a (2r+1)² window: 0 on a flat fabric, high on a rug or a grain. */
function localSpread(lightness: Float32Array, width: number, height: number, r: number): Float32Array {
  const window = summedArea(lightness, width, height);
  const squares = summedArea(
    lightness.map((l) => l * l),
    width,
    height,
  );
  return lightness.map((_, i) => {
    const { sum, n } = window(i, r);
    return Math.sqrt(Math.max(0, squares(i, r).sum / n - (sum / n) ** 2));
  });
}

/** Each pixel takes the majority of its 3×3 neighbourhood: speckles go, outlines stay. */
function majority(mask: Uint8Array, width: number, height: number): Uint8Array {
  return mask.map((_, i) => {
    const [x0, y0] = [i % width, Math.floor(i / width)];
    let [on, n] = [0, 0];
    for (let y = Math.max(0, y0 - 1); y <= Math.min(height - 1, y0 + 1); y++)
      for (let x = Math.max(0, x0 - 1); x <= Math.min(width - 1, x0 + 1); x++) {
        on += mask[y * width + x]!;
        n++;
      }
    return on * 2 > n ? 1 : 0;
  });
}

/**
 * The garment: the components worth keeping (at least 4 % of the largest: a pair of shoes or a suit's
 * two pieces stay, texture specks go) with enclosed holes under 3 % of its area filled when they do
 * not look like the background (a print the model mistook, a button); a hole of background colour
 * is a real opening (between the legs, a bag's handle), whatever its size.
 */
function keepGarment(
  mask: Uint8Array,
  width: number,
  height: number,
  toBackground: Float32Array,
  sure: number,
): Uint8Array {
  const parts = components(mask, width, height, 1);
  const largest = Math.max(0, ...parts.map((c) => c.length));
  const result = new Uint8Array(mask.length);
  for (const part of parts) if (part.length >= largest * 0.04) for (const i of part) result[i] = 1;
  const area = result.reduce((sum, bit) => sum + bit, 0);
  for (const hole of components(result, width, height, 0)) {
    const touchesBorder = hole.some((i) => {
      const [x, y] = [i % width, Math.floor(i / width)];
      return x === 0 || y === 0 || x === width - 1 || y === height - 1;
    });
    const away = hole.reduce((sum, i) => sum + toBackground[i]!, 0) / hole.length;
    if (!touchesBorder && hole.length < area * 0.03 && away > sure / 2) for (const i of hole) result[i] = 1;
  }
  return result;
}

/** 4-connected components of the pixels equal to `value` (no per-pixel allocation: this runs often). */
export function components(bits: Uint8Array, width: number, height: number, value: 0 | 1): number[][] {
  const seen = new Uint8Array(bits.length);
  const stack = new Int32Array(bits.length);
  const found: number[][] = [];
  for (let start = 0; start < bits.length; start++) {
    if (seen[start] || bits[start] !== value) continue;
    const component: number[] = [];
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top]!;
      component.push(i);
      const x = i % width;
      for (let n = 0; n < 4; n++) {
        const j =
          n === 0 ? (x > 0 ? i - 1 : -1) : n === 1 ? (x < width - 1 ? i + 1 : -1) : n === 2 ? i - width : i + width;
        if (j < 0 || j >= width * height || seen[j] || bits[j] !== value) continue;
        seen[j] = 1;
        stack[top++] = j;
      }
    }
    found.push(component);
  }
  return found;
}
