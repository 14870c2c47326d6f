import sharp from "sharp";
import { seeded } from "./garments";

/**
 * Surfaces the vision set's photos are taken on (./vision-set.ts): wood, knit, concrete, linen,
 * tiles, wallpaper, tablecloths, brick, painted walls. Each is computed from value noise seeded by
 * the caller (a lattice of random values that sharp's cubic resize interpolates), because SVG
 * feTurbulence took about 2 s for one 1400 px texture in librsvg and sharp's own noise cannot be
 * seeded. A surface is two fields per pixel, which of its two colours (`mix`) and how light (`shade`).
 * Surfaces are computed at half size and enlarged 2× (a quarter of the work, and the softness a
 * camera gives anyway), so sizes below (boards, stitches, bricks) are half their size in a photo.
 */

export type Rgb = readonly [number, number, number];
export type RawImage = { data: Uint8Array; width: number; height: number };

export const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;

/** Side of every cached surface: the largest photo (1200 px) plus room to pick a window in it. */
export const SURFACE_SIDE = 1400;

type Field = Float32Array;

/**
 * Value noise in [0, 1]: random values on a lattice of `cellX` × `cellY` pixels, interpolated by
 * sharp's cubic resize; a long `cellX` and short `cellY` gives streaks along x (wood grain, slubs).
 */
async function valueNoise(side: number, cellX: number, cellY: number, random: () => number): Promise<Field> {
  const columns = Math.ceil(side / cellX) + 3;
  const rows = Math.ceil(side / cellY) + 3;
  const lattice = new Uint8Array(columns * rows);
  for (let i = 0; i < lattice.length; i++) lattice[i] = Math.floor(random() * 256);
  const [width, height] = [Math.round(columns * cellX), Math.round(rows * cellY)];
  const resized =
    cellX === 1 && cellY === 1
      ? lattice
      : await sharp(lattice, { raw: { width: columns, height: rows, channels: 1 } })
          .resize(width, height, { kernel: "cubic", fit: "fill" })
          .extract({ left: Math.round(cellX), top: Math.round(cellY), width: side, height: side })
          .raw()
          .toBuffer();
  const field = new Float32Array(side * side);
  if (resized === lattice)
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) field[y * side + x] = lattice[y * columns + x]! / 255;
  else for (let i = 0; i < field.length; i++) field[i] = resized[i]! / 255;
  return field;
}

/** Octaves of value noise (each half the cell, half the weight), in [0, 1]. */
async function fractalNoise(side: number, cellX: number, cellY: number, octaves: number, random: () => number) {
  const out = new Float32Array(side * side);
  let [weight, total] = [1, 0];
  for (let octave = 0; octave < octaves; octave++) {
    const scale = 2 ** octave;
    const layer = await valueNoise(side, Math.max(1, cellX / scale), Math.max(1, cellY / scale), random);
    for (let i = 0; i < out.length; i++) out[i]! += layer[i]! * weight;
    total += weight;
    weight /= 2;
  }
  for (let i = 0; i < out.length; i++) out[i]! /= total;
  return out;
}

/** Per-pixel grain in [-0.5, 0.5], as a camera's sensor adds to any surface. */
function grain(side: number, random: () => number): Field {
  const out = new Float32Array(side * side);
  for (let i = 0; i < out.length; i++) out[i] = random() - 0.5;
  return out;
}

/** The image: each pixel `mix` of the way from colour `a` to `b`, times `shade`. */
function paint(side: number, a: Rgb, b: Rgb, mix: Field | number, shade: Field): RawImage {
  const data = new Uint8Array(side * side * 3);
  const byte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let i = 0; i < side * side; i++) {
    const t = typeof mix === "number" ? mix : mix[i]!;
    const s = shade[i]!;
    data[i * 3] = byte((a[0] + (b[0] - a[0]) * t) * s);
    data[i * 3 + 1] = byte((a[1] + (b[1] - a[1]) * t) * s);
    data[i * 3 + 2] = byte((a[2] + (b[2] - a[2]) * t) * s);
  }
  return { data, width: side, height: side };
}

/** A painted wall or a seamless paper backdrop: one colour with a soft, barely visible mottling. */
async function plain(hex: string, random: () => number, side: number) {
  const mottle = await fractalNoise(side, 260, 260, 3, random);
  const fine = grain(side, random);
  const shade = mottle.map((m, i) => 1 + (m - 0.5) * 0.07 + fine[i]! * 0.025);
  return paint(side, rgbOf(hex), rgbOf(hex), 0, shade);
}

/**
 * Wooden boards along x: each board a tone of its own, grain as thin dark lines that wander (a
 * sine of y warped by slow noise) over streaky noise, and dark joints between the boards.
 */
async function wood(lightHex: string, darkHex: string, random: () => number, side: number) {
  const streaks = await fractalNoise(side, 420, 7, 4, random);
  const warp = await fractalNoise(side, 380, 90, 2, random);
  const fine = grain(side, random);
  const mix = new Float32Array(side * side);
  for (let y = 0, next = 0, tone = 0, period = 10; y < side; y++) {
    const joint = y >= next || y === next - 1;
    if (y >= next)
      [next, tone, period] = [y + 110 + Math.floor(random() * 70), (random() - 0.5) * 0.35, 9 + random() * 8];
    for (let x = 0, i = y * side; x < side; x++, i++) {
      const line = 0.5 + 0.5 * Math.sin((2 * Math.PI * (y + warp[i]! * 60)) / period);
      const t = 0.45 + tone + (streaks[i]! - 0.5) * 0.8 + line ** 6 * 0.3 + fine[i]! * 0.06;
      mix[i] = joint ? 1.25 : Math.max(0, Math.min(1.3, t));
    }
  }
  return paint(side, rgbOf(lightHex), rgbOf(darkHex), mix, new Float32Array(side * side).fill(1));
}

/**
 * A knitted throw or woven rug: chevron stitches (columns of V shapes) with fuzzy noise, the yarn
 * heathered between two shades by slow blotches.
 */
async function knit(hexA: string, hexB: string, random: () => number, side: number) {
  const heather = await fractalNoise(side, 90, 60, 3, random);
  const fuzz = await fractalNoise(side, 2.5, 2.5, 2, random);
  const [stitchWidth, stitchHeight] = [9 + Math.floor(random() * 4), 8 + Math.floor(random() * 3)];
  const [mix, shade] = [new Float32Array(side * side), new Float32Array(side * side)];
  for (let y = 0, i = 0; y < side; y++)
    for (let x = 0; x < side; x++, i++) {
      const u = (x % stitchWidth) / stitchWidth;
      const lean = u < 0.5 ? u : 1 - u;
      const v = (((y / stitchHeight + lean * 1.1) % 1) + 1) % 1;
      const stitch = Math.sin(Math.PI * v) * (0.55 + 0.45 * Math.sin(Math.PI * ((u * 2) % 1)));
      shade[i] = 0.8 + stitch * 0.28 + (fuzz[i]! - 0.5) * 0.22;
      const h = Math.min(1, Math.max(0, (heather[i]! - 0.3) * 2.2));
      mix[i] = h * h * (3 - 2 * h);
    }
  return paint(side, rgbOf(hexA), rgbOf(hexB), mix, shade);
}

/** Poured concrete: slow mottling, fine grain and scattered dark and light specks (small pits). */
async function concrete(hex: string, random: () => number, side: number) {
  const mottle = await fractalNoise(side, 180, 180, 5, random);
  const fine = grain(side, random);
  const shade = mottle.map((m, i) => 1 + (m - 0.5) * 0.3 + fine[i]! * 0.1);
  for (let n = 0; n < side * side * 0.0015; n++) {
    const [cx, cy, radius] = [random() * side, random() * side, 0.6 + random() * 1.4];
    const depth = random() < 0.75 ? 0.6 + random() * 0.2 : 1.15;
    for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(side - 1, cy + radius); y++)
      for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(side - 1, cx + radius); x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) shade[y * side + x]! *= depth;
  }
  return paint(side, rgbOf(hex), rgbOf(hex), 0, shade);
}

/**
 * Linen: a plain weave of 2 px threads, each row and column of thread its own thickness, with
 * slubs (thick stretches) along the threads and a slow tone variation.
 */
async function linen(hex: string, random: () => number, side: number) {
  const rowThread = Float32Array.from({ length: side }, () => random() - 0.5);
  const columnThread = Float32Array.from({ length: side }, () => random() - 0.5);
  const slubs = await fractalNoise(side, 60, 3, 2, random);
  const tone = await fractalNoise(side, 300, 300, 2, random);
  const fine = grain(side, random);
  const shade = new Float32Array(side * side);
  for (let y = 0, i = 0; y < side; y++)
    for (let x = 0; x < side; x++, i++) {
      const over = ((x >> 1) + (y >> 1)) % 2 === 0;
      const thread = over ? rowThread[y >> 1]! + (slubs[i]! - 0.5) * 1.2 : columnThread[x >> 1]! - 0.25;
      shade[i] = 0.98 + thread * 0.12 + (tone[i]! - 0.5) * 0.08 + fine[i]! * 0.05;
    }
  return paint(side, rgbOf(hex), rgbOf(hex), 0, shade);
}

/** Square or brick-laid tiles with grout lines (colour b), each tile a shade of its own and a faint glaze noise. */
async function tiles(tileHex: string, groutHex: string, random: () => number, side: number) {
  const [width, height] = random() < 0.5 ? [72, 72] : [96, 48];
  const noise = await fractalNoise(side, 40, 40, 3, random);
  const shades = Float32Array.from({ length: 64 * 64 }, () => 1 + (random() - 0.5) * 0.07);
  const [mix, shade] = [new Float32Array(side * side), new Float32Array(side * side)];
  for (let y = 0, i = 0; y < side; y++)
    for (let x = 0; x < side; x++, i++) {
      const row = Math.floor(y / height);
      const shifted = x + (height < width && row % 2 ? width / 2 : 0);
      const grout = y % height < 2 || shifted % width < 2;
      mix[i] = grout ? 1 : 0;
      shade[i] = grout
        ? 0.95 + noise[i]! * 0.1
        : shades[(row % 64) * 64 + (Math.floor(shifted / width) % 64)]! + (noise[i]! - 0.5) * 0.05;
    }
  return paint(side, rgbOf(tileHex), rgbOf(groutHex), mix, shade);
}

/** Striped wallpaper: wide bands of two colours, a thin pinline between them and paper grain. */
async function stripes(hexA: string, hexB: string, random: () => number, side: number) {
  const [bandA, bandB] = [40 + Math.floor(random() * 40), 24 + Math.floor(random() * 30)];
  const paper = await fractalNoise(side, 6, 6, 2, random);
  const tone = await fractalNoise(side, 240, 240, 2, random);
  const [mix, shade] = [new Float32Array(side * side), new Float32Array(side * side)];
  for (let y = 0, i = 0; y < side; y++)
    for (let x = 0; x < side; x++, i++) {
      const at = x % (bandA + bandB);
      mix[i] = at < bandA ? 0 : 1;
      const pinline = at === bandA + 2 || at === bandA + bandB - 3 ? 0.88 : 1;
      shade[i] = pinline * (0.97 + (paper[i]! - 0.5) * 0.05 + (tone[i]! - 0.5) * 0.06);
    }
  return paint(side, rgbOf(hexA), rgbOf(hexB), mix, shade);
}

/** A gingham tablecloth: a coloured band each way over white (darker where they cross), in a cloth weave. */
async function gingham(hex: string, random: () => number, side: number) {
  const period = 20 + Math.floor(random() * 14);
  const weave = await valueNoise(side, 1.5, 1.5, random);
  const tone = await fractalNoise(side, 260, 200, 3, random);
  const [mix, shade] = [new Float32Array(side * side), new Float32Array(side * side)];
  for (let y = 0, i = 0; y < side; y++)
    for (let x = 0; x < side; x++, i++) {
      mix[i] = ((x % period < period / 2 ? 1 : 0) + (y % period < period / 2 ? 1 : 0)) / 2;
      shade[i] = 0.95 + (weave[i]! - 0.5) * 0.08 + (tone[i]! - 0.5) * 0.1;
    }
  return paint(side, rgbOf("#f7f5f0"), rgbOf(hex), mix, shade);
}

/** A brick wall in running bond: each brick a red-brown of its own (toward the second colour), rough, pale mortar. */
async function brick(hex: string, second: string, random: () => number, side: number) {
  const [width, height, joint] = [60, 22, 3];
  const rough = await fractalNoise(side, 8, 8, 3, random);
  const tones = Array.from({ length: 40 * 80 }, () => [0.82 + random() * 0.32, random() * 0.6] as const);
  const mortar = rgbOf("#b9b2a6");
  const image = paint(side, rgbOf(hex), rgbOf(second), 0, new Float32Array(side * side));
  const [a, b] = [rgbOf(hex), rgbOf(second)];
  for (let y = 0, i = 0; y < side; y++)
    for (let x = 0; x < side; x++, i++) {
      const row = Math.floor(y / height);
      const shifted = x + (row % 2) * (width / 2);
      const inJoint = y % height < joint || shifted % width < joint;
      const [light, toward] = tones[(row % 40) * 80 + (Math.floor(shifted / width) % 80)]!;
      const shade = inJoint ? 0.9 + rough[i]! * 0.18 : light + (rough[i]! - 0.5) * 0.3;
      for (let c = 0; c < 3; c++) {
        const colour = inJoint ? mortar[c]! : a[c]! + (b[c]! - a[c]!) * toward;
        image.data[i * 3 + c] = Math.max(0, Math.min(255, colour * shade));
      }
    }
  return image;
}

/** Wallpaper with a small repeating motif (dots of the second colour in a half-drop grid) over a paper tone. */
async function motifPaper(hexPaper: string, hexMotif: string, random: () => number, side: number) {
  const spacing = 38 + Math.floor(random() * 16);
  const radius = spacing * 0.14;
  const paper = await fractalNoise(side, 5, 5, 2, random);
  const [mix, shade] = [new Float32Array(side * side), new Float32Array(side * side)];
  for (let y = 0, i = 0; y < side; y++)
    for (let x = 0; x < side; x++, i++) {
      const dx = ((x + (Math.floor(y / spacing) % 2) * (spacing / 2)) % spacing) - spacing / 2;
      const dy = (y % spacing) - spacing / 2;
      mix[i] = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(dx, dy)));
      shade[i] = 0.97 + (paper[i]! - 0.5) * 0.06;
    }
  return paint(side, rgbOf(hexPaper), rgbOf(hexMotif), mix, shade);
}

type Draw = (hex: string, second: string, random: () => number, side: number) => Promise<RawImage>;

export const SURFACE_KINDS = {
  plain: (hex, _second, random, side) => plain(hex, random, side),
  wood,
  knit,
  concrete: (hex, _second, random, side) => concrete(hex, random, side),
  linen: (hex, _second, random, side) => linen(hex, random, side),
  tiles,
  stripes,
  gingham: (hex, _second, random, side) => gingham(hex, random, side),
  brick,
  "motif-paper": motifPaper,
} satisfies Record<string, Draw>;
export type SurfaceKind = keyof typeof SURFACE_KINDS;

/** One surface to draw: its kind, colours (the second is the grain, the grout, the stripe or the motif) and seed. */
export type SurfaceSpec = { kind: SurfaceKind; hex: string; second: string; seed: number };

const cache = new Map<string, Promise<RawImage>>();

/**
 * The surface `spec`, `side` px square, computed once per spec and side: photos take windows of the
 * same few. A smaller side (the set's small scale) is the same surface seen from further away.
 */
export function surface(spec: SurfaceSpec, side = SURFACE_SIDE): Promise<RawImage> {
  const key = `${spec.kind}|${spec.hex}|${spec.second}|${spec.seed}|${side}`;
  let found = cache.get(key);
  if (!found) {
    const half = Math.round(side / 2);
    found = SURFACE_KINDS[spec.kind](spec.hex, spec.second, seeded(spec.seed), half).then(async (small) => ({
      data: await sharp(small.data, { raw: { width: half, height: half, channels: 3 } })
        .resize(side, side, { kernel: "linear" })
        .raw()
        .toBuffer(),
      width: side,
      height: side,
    }));
    cache.set(key, found);
  }
  return found;
}

/** Forgets every cached surface (about 6 MB each), once a set is generated. */
export const clearSurfaces = () => cache.clear();

/** Where a photo's background comes from: the top left corner of a window in a surface, turned 90° or not. */
export type Window = { left: number; top: number; turned: boolean };

/**
 * The `width` × `height` window of `spec` at `window` (offsets scaled by `scale`), as raw RGB, from
 * the surface of side SURFACE_SIDE × `scale`.
 */
export async function surfaceWindow(spec: SurfaceSpec, width: number, height: number, window: Window, scale = 1) {
  const raw = await surface(spec, Math.round(SURFACE_SIDE * scale));
  const [w, h] = window.turned ? [height, width] : [width, height];
  const piece = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }).extract({
    left: Math.max(0, Math.min(Math.round(window.left * scale), raw.width - w)),
    top: Math.max(0, Math.min(Math.round(window.top * scale), raw.height - h)),
    width: w,
    height: h,
  });
  const data = await (window.turned ? piece.rotate(90) : piece).raw().toBuffer();
  return { data, width, height };
}

/** Raw RGB pixels as a sharp input. */
export const fromRaw = (image: RawImage | { data: Buffer; width: number; height: number }) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
