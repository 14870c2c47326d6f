/**
 * `npm run bench -- near-duplicates` (issue #24): measures the Hamming threshold of the upload's
 * near-duplicate check on generated garments, in-process (no build, no server).
 *
 * Twelve silhouettes (t-shirt, long sleeve, tank, trousers, shorts, two skirts, two dresses, jacket,
 * coat, hoodie) drawn as SVG paths, each in three colours on white. Every garment is shot SHOTS times:
 * once as drawn, then re-shot with a random mix of scale (±10%), shift (±5%), rotation (±5°), light
 * direction, brightness (±15%) and contrast (±15%), focus blur, a crop of up to 4% a side and JPEG
 * re-compression (quality 55–92). Each shot goes through the upload's own processing (processImage,
 * then perceptualHash of the stored thumbnail, as addClosetItem does).
 * - same garment: every pair of shots of one garment (should be flagged);
 * - different garments of one colour: every pair of shots of two silhouettes in the same colour (should not);
 * - the same silhouette in another colour, shown for information: a grey-level hash cannot tell
 *   colours apart, so these count as "the same cut" and are flagged.
 * lib/images is server-only code, so the measuring runs in a child process (./server-only-child.ts).
 */
import sharp from "sharp";
import { type Figures, measureInChild, runAsMeasureChild } from "./server-only-child";

const SHOTS = 9;
export const COLOURS = ["#1c3078", "#262626", "#c9ae8a"] as const;
const CANVAS = { width: 500, height: 640 };

/** Silhouettes in a 400×500 box; `seams` are darker lines drawn on the garment (plackets, waistbands). */
export const GARMENTS: Record<string, { path: string; seams?: string }> = {
  tshirt: {
    path: "M120,40 L160,20 Q200,50 240,20 L280,40 L360,110 L320,160 L290,130 L290,480 L110,480 L110,130 L80,160 L40,110 Z",
  },
  longSleeve: {
    path: "M120,40 L160,20 Q200,50 240,20 L280,40 L340,90 L372,330 L332,336 L290,150 L290,480 L110,480 L110,150 L68,336 L28,330 L60,90 Z",
    seams: "M200,45 L200,480",
  },
  tank: { path: "M140,20 L165,20 Q200,90 235,20 L260,20 L270,120 L290,160 L290,480 L110,480 L110,160 L130,120 Z" },
  trousers: { path: "M110,20 L290,20 L310,480 L225,480 L200,160 L175,480 L90,480 Z", seams: "M110,55 L290,55" },
  shorts: { path: "M100,120 L300,120 L322,330 L215,330 L200,230 L185,330 L78,330 Z", seams: "M100,150 L300,150" },
  aLineSkirt: { path: "M150,80 L250,80 L345,420 L55,420 Z", seams: "M150,105 L250,105" },
  pencilSkirt: { path: "M130,60 L270,60 L285,300 L268,440 L132,440 L115,300 Z", seams: "M200,380 L200,440" },
  flareDress: { path: "M150,20 L175,20 Q200,50 225,20 L250,20 L265,100 L255,200 L350,480 L50,480 L145,200 L135,100 Z" },
  shiftDress: {
    path: "M140,20 L165,20 Q200,60 235,20 L260,20 L300,70 L282,140 L296,480 L104,480 L118,140 L100,70 Z",
  },
  jacket: {
    path: "M120,40 L170,30 L200,200 L230,30 L280,40 L350,100 L376,380 L336,386 L296,170 L300,430 L215,430 L200,260 L185,430 L100,430 L104,170 L64,386 L24,380 L50,100 Z",
  },
  coat: {
    path: "M130,20 L175,15 L200,150 L225,15 L270,20 L335,80 L360,400 L322,404 L292,160 L305,495 L95,495 L108,160 L78,404 L40,400 L65,80 Z",
    seams: "M200,150 L200,495 M110,300 L290,300",
  },
  hoodie: {
    path: "M130,60 Q120,0 200,0 Q280,0 270,60 L340,100 L370,350 L330,356 L295,160 L295,420 L105,420 L105,160 L70,356 L30,350 L60,100 Z",
    seams: "M140,300 L260,300 L245,380 L155,380 Z",
  },
};

type Shot = {
  scale: number;
  dx: number;
  dy: number;
  rotate: number;
  light: number;
  brightness: number;
  contrast: number;
  blur: number;
  crop: [number, number, number, number];
  quality: number;
};

const AS_DRAWN: Shot = {
  scale: 1,
  dx: 0,
  dy: 0,
  rotate: 0,
  light: 90,
  brightness: 1,
  contrast: 1,
  blur: 0,
  crop: [0, 0, 0, 0],
  quality: 92,
};

/** A seeded generator (mulberry32), so every run measures the same shots. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function reshoot(next: () => number): Shot {
  const between = (low: number, high: number) => low + (high - low) * next();
  const crop = () => Math.round(between(0, 0.04) * CANVAS.width);
  return {
    scale: between(0.9, 1.1),
    dx: between(-0.05, 0.05) * CANVAS.width,
    dy: between(-0.05, 0.05) * CANVAS.height,
    rotate: between(-5, 5),
    light: between(30, 150),
    brightness: between(0.85, 1.15),
    contrast: between(0.85, 1.15),
    blur: next() < 0.5 ? 0 : between(0.3, 1.2),
    crop: [crop(), crop(), crop(), crop()],
    quality: Math.round(between(55, 92)),
  };
}

/** One photo of a garment after background removal: the piece, lit and framed as `shot` says, on white. */
export async function photograph(garment: keyof typeof GARMENTS, colour: string, shot: Shot): Promise<Buffer> {
  const { path, seams } = GARMENTS[garment]!;
  const { width, height } = CANVAS;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="light" gradientTransform="rotate(${shot.light.toFixed(1)} 0.5 0.5)">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/>
    </linearGradient></defs>
    <g transform="translate(${width / 2 + shot.dx} ${height / 2 + shot.dy}) rotate(${shot.rotate}) scale(${shot.scale}) translate(-200 -250)">
      <path d="${path}" fill="${colour}"/><path d="${path}" fill="url(#light)"/>
      ${seams ? `<path d="${seams}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="4"/>` : ""}
    </g></svg>`;
  // Brightness and contrast change the garment, not the white it is placed on after removal.
  // Contrast around mid-grey, then brightness as exposure (a factor).
  const a = shot.contrast * shot.brightness;
  const b = 128 * (1 - shot.contrast) * shot.brightness;
  let garmentOnly = sharp(Buffer.from(svg)).linear([a, a, a, 1], [b, b, b, 0]);
  if (shot.blur > 0) garmentOnly = garmentOnly.blur(shot.blur);
  const layer = await garmentOnly.png().toBuffer();
  const [top, right, bottom, left] = shot.crop;
  return sharp(layer)
    .flatten({ background: "#ffffff" })
    .extract({ left, top, width: width - left - right, height: height - top - bottom })
    .jpeg({ quality: shot.quality })
    .toBuffer();
}

type Shots = { garment: string; colour: string; hashes: bigint[] };

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;
function quantiles(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `min ${sorted[0]}, p5 ${at(0.05)}, median ${at(0.5)}, p95 ${at(0.95)}, max ${sorted.at(-1)}`;
}

async function measure(): Promise<Figures> {
  const { processImage } = await import("@/lib/images");
  const { hammingDistance, perceptualHash } = await import("@/lib/images/perceptual-hash");
  const { NEAR_DUPLICATE_MAX_DISTANCE } = await import("@/lib/constants");
  const next = random(Number(process.env.BENCH_SEED ?? 24));
  const sets: Shots[] = [];
  const hashMs: number[] = [];
  for (const colour of COLOURS) {
    for (const garment of Object.keys(GARMENTS)) {
      const hashes: bigint[] = [];
      for (let i = 0; i < SHOTS; i++) {
        const photo = await photograph(garment, colour, i === 0 ? AS_DRAWN : reshoot(next));
        const { thumbnail } = await processImage(photo);
        const started = performance.now();
        const hash = await perceptualHash(thumbnail.data);
        hashMs.push(performance.now() - started);
        if (hash === null) throw new Error(`no silhouette found in ${garment} (${colour}), shot ${i}`);
        hashes.push(hash);
      }
      sets.push({ garment, colour, hashes });
    }
  }

  const same: number[] = [];
  const different: number[] = [];
  const otherColour: number[] = [];
  const sameBy = new Map<string, number[]>(COLOURS.map((c) => [c, []]));
  for (const [i, a] of sets.entries()) {
    for (let x = 0; x < a.hashes.length; x++)
      for (let y = x + 1; y < a.hashes.length; y++) {
        same.push(hammingDistance(a.hashes[x]!, a.hashes[y]!));
        sameBy.get(a.colour)!.push(same.at(-1)!);
      }
    for (const b of sets.slice(i + 1)) {
      const into = a.colour === b.colour ? different : a.garment === b.garment ? otherColour : null;
      if (!into) continue;
      for (const x of a.hashes) for (const y of b.hashes) into.push(hammingDistance(x, y));
    }
  }

  const missed = (t: number) => same.filter((d) => d > t).length;
  const flagged = (t: number) => different.filter((d) => d <= t).length;
  const table = Array.from({ length: 11 }, (_, k) => k + 1)
    .map((t) => `≤${t}: FP ${percent(flagged(t), different.length)} FN ${percent(missed(t), same.length)}`)
    .join(" | ");
  const t = NEAR_DUPLICATE_MAX_DISTANCE;
  return {
    "garments (silhouettes × colours)": `${sets.length} (${Object.keys(GARMENTS).length} × ${COLOURS.length}), ${SHOTS} shots each`,
    "same-garment pairs": same.length,
    "different-garment pairs (one colour)": different.length,
    "same garment distance": quantiles(same),
    ...Object.fromEntries(COLOURS.map((c) => [`same garment distance, ${c}`, quantiles(sameBy.get(c)!)])),
    "different garments distance": quantiles(different),
    "same cut, other colour distance": `${quantiles(otherColour)} (flagged at the threshold: ${percent(otherColour.filter((d) => d <= t).length, otherColour.length)})`,
    "by threshold": table,
    "hash time per upload (480 px thumbnail)": `${[...hashMs].sort((a, b) => a - b)[hashMs.length >> 1]!.toFixed(1)} ms median`,
    "threshold (NEAR_DUPLICATE_MAX_DISTANCE)": t,
    "false positives (different garments flagged)": `${percent(flagged(t), different.length)} (${flagged(t)} of ${different.length})`,
    "false negatives (re-shots missed)": `${percent(missed(t), same.length)} (${missed(t)} of ${same.length})`,
  };
}

export function benchNearDuplicates(): Promise<Figures> {
  return measureInChild(import.meta.url);
}

runAsMeasureChild(import.meta.url, measure);
