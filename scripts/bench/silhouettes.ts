import type { DetectedCategory } from "@/lib/vision/category";
import sharp from "sharp";
import { seeded, type Shade, SHADES } from "./garments";

/**
 * The labelled fixture set of the local category detection (`npm run bench -- categories` and
 * tests/unit/ai-category.test.ts): flat SVG silhouettes of 26 kinds of piece in the six categories
 * the silhouette tells apart, on white as a background-removed upload is stored. Each is drawn with
 * seeded variations: width and height stretched apart (±15 %), a tilt (±5°), a mirror image, a shift
 * and a shade, so the same seed always draws the same set.
 */
type Outline = { category: DetectedCategory; svg: string };

const path = (d: string) => `<path d="${d}"/>`;
const handle = (d: string, width = 14) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round"/>`;

export const OUTLINES = {
  // tops
  tee: {
    category: "tops",
    svg: path(
      "M130 60 L170 45 Q200 65 230 45 L270 60 L340 110 L310 160 L275 140 L275 360 L125 360 L125 140 L90 160 L60 110 Z",
    ),
  },
  "long-sleeve": {
    category: "tops",
    svg: path(
      "M140 50 L175 40 Q200 58 225 40 L260 50 L345 225 L315 240 L262 130 L262 350 L138 350 L138 130 L85 240 L55 225 Z",
    ),
  },
  sweater: {
    category: "tops",
    svg: path(
      "M150 80 L180 70 Q200 85 220 70 L250 80 L370 105 L370 150 L262 140 L265 330 L135 330 L138 140 L30 150 L30 105 Z",
    ),
  },
  tank: {
    category: "tops",
    svg: path("M150 40 L175 40 Q200 85 225 40 L250 40 L258 115 L262 360 L138 360 L142 115 Z"),
  },
  // bottoms
  trousers: { category: "bottoms", svg: path("M130 40 L270 40 L290 370 L215 370 L200 160 L185 370 L110 370 Z") },
  jeans: { category: "bottoms", svg: path("M135 40 L265 40 L275 370 L210 370 L200 150 L190 370 L125 370 Z") },
  shorts: { category: "bottoms", svg: path("M110 120 L290 120 L310 290 L215 300 L200 210 L185 300 L90 290 Z") },
  skirt: { category: "bottoms", svg: path("M145 110 L255 110 L315 310 L85 310 Z") },
  "midi-skirt": { category: "bottoms", svg: path("M150 60 L250 60 L305 340 L95 340 Z") },
  // dresses
  "a-line": { category: "dresses", svg: path("M160 40 L240 40 L250 120 L320 370 L80 370 L150 120 Z") },
  "tee-dress": {
    category: "dresses",
    svg: path(
      "M150 50 L180 40 Q200 55 220 40 L250 50 L300 90 L280 120 L255 105 L250 160 L300 370 L100 370 L150 160 L145 105 L120 120 L100 90 Z",
    ),
  },
  maxi: {
    category: "dresses",
    svg: path("M168 25 L185 25 Q200 60 215 25 L232 25 L242 110 L225 150 L290 385 L110 385 L175 150 L158 110 Z"),
  },
  slip: {
    category: "dresses",
    svg: path("M163 35 L173 35 L185 90 L215 90 L227 35 L237 35 L248 130 L280 365 L120 365 L152 130 Z"),
  },
  // outerwear
  jacket: {
    category: "outerwear",
    svg: path(
      "M125 45 L170 30 L200 70 L230 30 L275 45 L345 330 L305 340 L275 170 L275 385 L125 385 L125 170 L95 340 L55 330 Z",
    ),
  },
  coat: {
    category: "outerwear",
    svg: path(
      "M135 20 L175 10 L200 50 L225 10 L265 20 L335 300 L300 310 L268 160 L275 392 L125 392 L132 160 L100 310 L65 300 Z",
    ),
  },
  hoodie: {
    category: "outerwear",
    svg: path(
      "M160 70 Q200 5 240 70 L275 80 L345 320 L305 330 L275 180 L275 360 L125 360 L125 180 L95 330 L55 320 L125 80 Z",
    ),
  },
  puffer: {
    category: "outerwear",
    svg: path(
      "M110 50 L170 35 L200 60 L230 35 L290 50 L352 320 L310 332 L290 160 L295 350 L105 350 L110 160 L90 332 L48 320 Z",
    ),
  },
  // shoes (drawn toe right; half are mirrored)
  sneaker: { category: "shoes", svg: path("M60 260 L200 250 L260 300 L340 310 L340 350 L60 350 Z") },
  boot: { category: "shoes", svg: path("M110 80 L210 80 L215 270 L330 290 L335 350 L105 350 Z") },
  pump: {
    category: "shoes",
    svg: path("M70 245 Q150 230 230 290 L330 300 Q348 322 330 338 L105 338 L100 355 L75 355 L70 330 Z"),
  },
  "high-top": { category: "shoes", svg: path("M80 170 L190 160 L210 260 L330 285 L338 350 L75 350 Z") },
  // accessories
  bag: {
    category: "accessories",
    svg: path("M105 170 L295 170 L315 350 L85 350 Z") + handle("M145 172 Q200 60 255 172", 16),
  },
  tote: {
    category: "accessories",
    svg: path("M110 170 L290 170 L290 360 L110 360 Z") + handle("M150 172 Q150 70 200 70 Q250 70 250 172"),
  },
  hat: {
    category: "accessories",
    svg: path("M150 150 Q200 90 250 150 L255 230 L330 240 Q342 258 320 265 L80 265 Q58 258 70 240 L145 230 Z"),
  },
  scarf: { category: "accessories", svg: path("M170 20 L230 20 L236 380 L164 380 Z") },
  belt: { category: "accessories", svg: path("M25 185 L375 185 L375 212 L25 212 Z") },
} satisfies Record<string, Outline>;

export type SilhouetteKind = keyof typeof OUTLINES;
export const SILHOUETTE_KINDS = Object.keys(OUTLINES) as SilhouetteKind[];

export type SilhouetteFixture = { kind: SilhouetteKind; category: DetectedCategory; png: Buffer };

/** One drawing of `kind` on white (PNG, 400 px), varied by `random`. */
export async function silhouette(kind: SilhouetteKind, random: () => number): Promise<Buffer> {
  const shades = Object.keys(SHADES) as Shade[];
  const shade = SHADES[shades[Math.floor(random() * shades.length)]!];
  const [sx, sy] = [0.85 + random() * 0.3, 0.85 + random() * 0.3];
  const scale = 0.8 + random() * 0.15;
  const tilt = (random() - 0.5) * 10;
  const mirror = random() < 0.5 ? -1 : 1;
  const [dx, dy] = [(random() - 0.5) * 30, (random() - 0.5) * 30];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#ffffff"/>
    <g fill="${shade}" color="${shade}" transform="translate(${200 + dx} ${200 + dy}) rotate(${tilt}) scale(${mirror * sx * scale} ${sy * scale}) translate(-200 -200)">
      ${OUTLINES[kind].svg}
    </g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The fixture set: `perCategory` drawings of each of the six categories, cycling through the
 * category's kinds (48 with the default 8), drawn from `seed`.
 */
export async function silhouetteFixtures(seed = 25, perCategory = 8): Promise<SilhouetteFixture[]> {
  const random = seeded(seed);
  const categories = [...new Set(SILHOUETTE_KINDS.map((kind) => OUTLINES[kind].category))];
  const plan = categories.flatMap((category) => {
    const kinds = SILHOUETTE_KINDS.filter((kind) => OUTLINES[kind].category === category);
    return Array.from({ length: perCategory }, (_, i) => kinds[i % kinds.length]!);
  });
  const fixtures: SilhouetteFixture[] = [];
  for (const kind of plan)
    fixtures.push({ kind, category: OUTLINES[kind].category, png: await silhouette(kind, random) });
  return fixtures;
}
