import type { ColourName } from "@/lib/ai/vocabulary";
import sharp, { type OverlayOptions } from "sharp";
import { seeded } from "./garments";
import { OUTLINES, type SilhouetteKind } from "./silhouettes";

/**
 * How the vision set (./vision-set.ts) draws one garment: its kinds (the 26 outlines of
 * ./silhouettes.ts plus a collared shirt, a cardigan, a blazer, sandals, loafers, a cap and two suits),
 * their seams, collars and soles, the fabrics (solid, striped, checked, dotted, printed, denim) and the
 * SVG of a garment placed in a photo, with shading, a soft shadow and the room's light.
 */

/** The set's colour labels; "denim" and "charcoal" are joining COLOUR_TAGS, so they are named here. */
export type VisionColour = ColourName | "denim" | "charcoal";
export type VisionPattern = "solid" | "striped" | "checked" | "dotted" | "printed" | "denim";
export type VisionCategory = "tops" | "bottoms" | "dresses" | "outerwear" | "shoes" | "accessories" | "suits";

/**
 * The hex a garment of each colour is dyed: one of lib/ai/local/palette.ts's prototypes for that
 * name (the middle of the name, not its edge), so the name is what the palette calls it; denim is a
 * mid indigo and charcoal a near-black grey, between the palette's grey and black.
 */
export const COLOUR_HEX: Record<VisionColour, string> = {
  black: "#1c1c1e",
  white: "#f4f4f2",
  grey: "#9a9a9a",
  charcoal: "#3b3c40",
  navy: "#1b2a4a",
  blue: "#2f5fb3",
  "light blue": "#a9c8e8",
  denim: "#3e5d88",
  teal: "#0f7c7c",
  green: "#2e7d32",
  olive: "#5a5e2e",
  khaki: "#c3b091",
  beige: "#d9c9ad",
  camel: "#c19a6b",
  brown: "#6f4a2f",
  red: "#c62828",
  burgundy: "#800020",
  pink: "#f4a6c0",
  purple: "#6a3d9a",
  lavender: "#c6b3e6",
  yellow: "#f4d03f",
  mustard: "#d4a017",
  orange: "#ef6c00",
  rust: "#a0461f",
  cream: "#f5eedc",
};

type Box = { x0: number; y0: number; x1: number; y1: number };

/** What a kind looks like: its silhouette, the details drawn inside it and its extent (for placing it). */
export type Shape = { outline: string; details: (colour: VisionColour) => string; box: Box };

const path = (d: string) => `<path d="${d}"/>`;
const handle = (d: string, width = 14) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round"/>`;
// Details are shades of black and white over the fabric, so they keep the garment's own colour.
const seam = (d: string, opacity = 0.22, width = 3) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`;
const darker = (d: string, opacity = 0.18) => `<path d="${d}" fill="#000" fill-opacity="${opacity}"/>`;
const lighter = (d: string, opacity = 0.14) => `<path d="${d}" fill="#fff" fill-opacity="${opacity}"/>`;
const solid = (d: string, hex: string) => `<path d="${d}" fill="${hex}"/>`;
const dot = (x: number, y: number, r = 4, opacity = 0.35) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#000" fill-opacity="${opacity}"/>`;
const stitching = (d: string, hex = "#c98a35") =>
  `<path d="${d}" fill="none" stroke="${hex}" stroke-opacity=".85" stroke-width="2" stroke-dasharray="5 3"/>`;
/** Short parallel lines across a band: knit ribbing at a hem or cuff. */
const ribs = (x0: number, x1: number, y0: number, y1: number, step = 7) =>
  Array.from({ length: Math.floor((x1 - x0) / step) + 1 }, (_, i) =>
    seam(`M${x0 + i * step} ${y0} L${x0 + i * step} ${y1}`, 0.16, 2),
  ).join("");

/** The extent of markup made of absolute M/L/Q paths (control points included: a little generous), plus stroke. */
function boxOf(markup: string): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const [, d, rest] of markup.matchAll(/d="([^"]+)"([^>]*)/g)) {
    const pad = Number(/stroke-width="([\d.]+)"/.exec(rest!)?.[1] ?? 0) / 2;
    const numbers = d!.match(/-?[\d.]+/g)!.map(Number);
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      box.x0 = Math.min(box.x0, numbers[i]! - pad);
      box.x1 = Math.max(box.x1, numbers[i]! + pad);
      box.y0 = Math.min(box.y0, numbers[i + 1]! - pad);
      box.y1 = Math.max(box.y1, numbers[i + 1]! + pad);
    }
  }
  return box;
}

export const shapeOf = (outline: string, details: (colour: VisionColour) => string = () => ""): Shape => ({
  outline,
  details,
  box: boxOf(outline),
});
const fromOutlines = (kind: SilhouetteKind, details?: (colour: VisionColour) => string) =>
  shapeOf(OUTLINES[kind].svg, details);

/** Sneaker soles are white rubber, a little greyer under a white shoe so the sole still shows. */
const rubber = (colour: VisionColour) => (colour === "white" ? "#dcdcd6" : "#f1f0ea");

const SHIRT = shapeOf(
  path(
    "M168 60 L200 80 L232 60 L290 84 L368 300 L336 314 L290 164 L290 330 Q200 358 110 330 L110 164 L64 314 L32 300 L110 84 Z",
  ),
  () =>
    lighter("M168 60 L200 80 L188 110 L154 78 Z M232 60 L200 80 L212 110 L246 78 Z", 0.16) +
    seam("M168 60 L200 80 L188 110 L154 78 Z M232 60 L200 80 L212 110 L246 78 Z", 0.3, 2) +
    seam("M194 84 L194 342 M206 84 L206 342", 0.16, 2) +
    [120, 165, 210, 255, 300].map((y) => dot(200, y, 4, 0.3)).join("") +
    seam("M363 285 L331 299 M37 285 L69 299") +
    seam("M216 136 L248 136 L248 168 L232 174 L216 168 Z", 0.18, 2),
);
const BLAZER = shapeOf(
  path(
    "M170 52 L200 190 L230 52 L294 70 L366 306 L330 318 L294 170 L294 336 L106 336 L106 170 L70 318 L34 306 L106 70 Z",
  ),
  () =>
    darker("M170 52 L186 128 L200 190 L182 184 L150 114 L162 104 L146 86 Z", 0.14) +
    darker("M230 52 L214 128 L200 190 L218 184 L250 114 L238 104 L254 86 Z", 0.14) +
    seam("M170 52 L186 128 L200 190 L182 184 L150 114 L162 104 L146 86 Z", 0.25, 2) +
    seam("M230 52 L214 128 L200 190 L218 184 L250 114 L238 104 L254 86 Z", 0.25, 2) +
    seam("M200 190 L203 336", 0.3, 2) +
    dot(200, 228, 5) +
    dot(200, 272, 5) +
    darker("M124 280 L168 282 L168 293 L124 291 Z M232 282 L276 280 L276 291 L232 293 Z", 0.15) +
    seam("M232 150 L264 147", 0.25, 2) +
    seam("M361 290 L325 302 M39 290 L75 302", 0.18, 2),
);
const TROUSERS = fromOutlines(
  "trousers",
  () =>
    seam("M131 58 L269 58 M212 60 L212 126 Q212 140 200 146 M160 60 L138 112 M240 60 L262 112") +
    seam("M160 130 L150 365 M240 130 L252 365", 0.08, 3),
);
const SKIRT = fromOutlines("skirt", () => seam("M146 126 L254 126 M88 296 L312 296"));

/** Two pieces photographed together, each moved by [dx, dy]. */
function together(parts: [Shape, number, number][]): Shape {
  const moved = (markup: string, dx: number, dy: number) => `<g transform="translate(${dx} ${dy})">${markup}</g>`;
  // The outline is also a clip path, which takes shapes but no groups: each path carries the move.
  const movedPaths = (markup: string, dx: number, dy: number) =>
    markup.replaceAll("<path ", `<path transform="translate(${dx} ${dy})" `);
  return {
    outline: parts.map(([part, dx, dy]) => movedPaths(part.outline, dx, dy)).join(""),
    details: (colour) => parts.map(([part, dx, dy]) => moved(part.details(colour), dx, dy)).join(""),
    box: {
      x0: Math.min(...parts.map(([part, dx]) => part.box.x0 + dx)),
      y0: Math.min(...parts.map(([part, , dy]) => part.box.y0 + dy)),
      x1: Math.max(...parts.map(([part, dx]) => part.box.x1 + dx)),
      y1: Math.max(...parts.map(([part, , dy]) => part.box.y1 + dy)),
    },
  };
}

/** One kind of garment: how it is drawn (a suit has two layouts), what it comes in, and whether it is rigid. */
export type Kind = {
  category: VisionCategory;
  shapes: Shape[];
  colours: VisionColour[];
  patterns: VisionPattern[];
  /** shoes, belts, caps, scarves, sandals: photographed small as well as filling the frame */
  canBeSmall?: boolean;
  /** shoes, bags, belts and caps hold their shape: no fabric folds */
  rigid?: boolean;
  /** a part drawn in this colour whatever the garment's (a sneaker's rubber sole): the garment's too */
  trim?: VisionColour;
};

const TOP_COLOURS: VisionColour[] = [
  "white",
  "black",
  "grey",
  "navy",
  "red",
  "green",
  "pink",
  "light blue",
  "mustard",
  "blue",
];

/** Long because it is a table: the 34 kinds, each a few lines of drawing and what it is made in. */
export const KINDS: Record<string, Kind> = {
  tee: {
    category: "tops",
    shapes: [
      shapeOf(
        path(
          "M160 66 Q200 96 240 66 L292 82 L354 138 L324 180 L292 158 L292 332 L108 332 L108 158 L76 180 L46 138 L108 82 Z",
        ),
        () => seam("M163 73 Q200 104 237 73 M347 131 L317 173 M53 131 L83 173 M108 318 L292 318"),
      ),
    ],
    colours: [...TOP_COLOURS, "white", "white", "olive", "burgundy", "lavender", "cream"],
    patterns: ["solid", "striped", "printed", "dotted"],
  },
  "long-sleeve": {
    category: "tops",
    shapes: [
      shapeOf(
        path(
          "M160 66 Q200 96 240 66 L292 82 L370 296 L338 310 L292 160 L292 332 L108 332 L108 160 L62 310 L30 296 L108 82 Z",
        ),
        () => seam("M163 73 Q200 104 237 73 M365 281 L333 295 M35 281 L67 295 M108 318 L292 318"),
      ),
    ],
    colours: [...TOP_COLOURS, "cream", "burgundy", "charcoal"],
    patterns: ["solid", "striped", "dotted"],
  },
  sweater: {
    category: "tops",
    shapes: [
      shapeOf(
        path(
          "M162 64 Q200 92 238 64 L296 80 L374 290 L336 306 L296 170 L298 336 L102 336 L104 170 L64 306 L26 290 L104 80 Z",
        ),
        () =>
          seam("M166 72 Q200 102 234 72", 0.2) +
          seam("M103 314 L297 314 M367 271 L329 287 M33 271 L71 287", 0.2) +
          ribs(106, 294, 316, 336) +
          darker("M367 271 L374 290 L336 306 L329 287 Z M33 271 L26 290 L64 306 L71 287 Z", 0.06),
      ),
    ],
    colours: [
      "cream",
      "grey",
      "navy",
      "burgundy",
      "camel",
      "olive",
      "charcoal",
      "lavender",
      "green",
      "beige",
      "mustard",
    ],
    patterns: ["solid", "striped"],
  },
  tank: {
    category: "tops",
    shapes: [
      shapeOf(
        path("M150 52 L174 52 Q200 116 226 52 L250 52 Q252 128 292 152 L292 336 L108 336 L108 152 Q148 128 150 52 Z"),
        () => seam("M176 58 Q200 122 224 58 M108 322 L292 322"),
      ),
    ],
    colours: ["white", "black", "grey", "pink", "lavender", "light blue", "cream", "olive", "red"],
    patterns: ["solid", "striped"],
  },
  shirt: {
    category: "tops",
    shapes: [SHIRT],
    colours: ["white", "light blue", "blue", "pink", "cream", "navy", "olive", "white", "light blue", "khaki"],
    patterns: ["solid", "striped", "checked", "printed", "dotted"],
  },
  trousers: {
    category: "bottoms",
    shapes: [TROUSERS],
    colours: ["khaki", "navy", "black", "charcoal", "grey", "beige", "camel", "olive", "brown", "cream"],
    patterns: ["solid", "checked"],
  },
  jeans: {
    category: "bottoms",
    shapes: [
      fromOutlines(
        "jeans",
        () =>
          seam("M136 56 L264 56", 0.2) +
          stitching("M212 58 L212 120 Q212 134 200 138 M145 58 Q160 88 133 95 M255 58 Q240 88 267 95") +
          stitching("M126 360 L190 360 M210 360 L274 360 M137 52 L263 52") +
          [150, 200, 250].map((x) => darker(`M${x - 4} 42 L${x + 4} 42 L${x + 4} 62 L${x - 4} 62 Z`, 0.2)).join(""),
      ),
    ],
    colours: ["denim"],
    patterns: ["denim"],
  },
  shorts: {
    category: "bottoms",
    shapes: [
      fromOutlines("shorts", () => seam("M111 138 L289 138 M92 276 L185 286 M215 286 L308 276 M212 140 L212 190")),
    ],
    colours: ["khaki", "navy", "beige", "olive", "white", "black", "pink"],
    patterns: ["solid", "denim", "striped", "checked"],
  },
  skirt: {
    category: "bottoms",
    shapes: [SKIRT],
    colours: ["black", "navy", "camel", "burgundy", "pink", "red", "grey", "cream", "blue", "khaki"],
    patterns: ["solid", "checked", "dotted", "printed", "denim"],
  },
  "midi-skirt": {
    category: "bottoms",
    shapes: [
      fromOutlines(
        "midi-skirt",
        () => seam("M151 76 L249 76") + seam("M172 78 L150 338 M200 78 L200 338 M228 78 L250 338", 0.1, 3),
      ),
    ],
    colours: ["black", "camel", "olive", "lavender", "burgundy", "cream", "green", "mustard"],
    patterns: ["solid", "printed", "dotted", "striped"],
  },
  "a-line": {
    category: "dresses",
    shapes: [fromOutlines("a-line", () => seam("M150 120 L250 120 M170 44 Q200 66 230 44"))],
    colours: ["red", "navy", "black", "green", "pink", "lavender", "mustard", "light blue", "burgundy"],
    patterns: ["solid", "dotted", "printed", "checked"],
  },
  "tee-dress": {
    category: "dresses",
    shapes: [fromOutlines("tee-dress", () => seam("M182 47 Q200 62 218 47 M284 118 L298 96 M116 118 L102 96"))],
    colours: ["grey", "black", "navy", "olive", "white", "cream"],
    patterns: ["solid", "striped", "dotted"],
  },
  maxi: {
    category: "dresses",
    shapes: [fromOutlines("maxi", () => seam("M175 150 L225 150") + seam("M200 152 L200 380", 0.08, 3))],
    colours: ["green", "burgundy", "navy", "cream", "blue", "mustard", "black", "pink"],
    patterns: ["solid", "printed", "striped"],
  },
  slip: {
    category: "dresses",
    shapes: [fromOutlines("slip", () => seam("M186 94 L214 94", 0.2, 2) + seam("M152 130 L248 130", 0.08, 3))],
    colours: ["black", "cream", "lavender", "green", "burgundy", "beige", "light blue"],
    patterns: ["solid", "dotted", "printed"],
  },
  jacket: {
    category: "outerwear",
    shapes: [
      shapeOf(
        path(
          "M160 60 L200 86 L240 60 L296 78 L372 300 L334 314 L296 172 L296 326 L104 326 L104 172 L66 314 L28 300 L104 78 Z",
        ),
        () =>
          lighter("M160 60 L200 86 L186 106 L148 72 Z M240 60 L200 86 L214 106 L252 72 Z", 0.12) +
          seam("M160 60 L200 86 L186 106 L148 72 Z M240 60 L200 86 L214 106 L252 72 Z", 0.25, 2) +
          seam("M200 88 L200 326", 0.35, 3) +
          seam("M130 150 L172 150 L172 186 L130 186 Z M228 150 L270 150 L270 186 L228 186 Z", 0.2, 2) +
          seam("M104 306 L296 306 M366 282 L328 296 M34 282 L72 296"),
      ),
    ],
    colours: ["black", "olive", "navy", "khaki", "brown", "denim", "denim", "camel", "burgundy"],
    patterns: ["solid"],
  },
  coat: {
    category: "outerwear",
    shapes: [
      fromOutlines(
        "coat",
        () =>
          lighter("M175 10 L200 50 L188 98 L160 60 Z M225 10 L200 50 L212 98 L240 60 Z", 0.12) +
          seam("M200 50 L200 392", 0.25) +
          [130, 190, 250].map((y) => dot(182, y, 5) + dot(218, y, 5)).join("") +
          darker("M130 228 L270 228 L271 244 L129 244 Z", 0.16) +
          seam("M150 300 L185 300 M215 300 L250 300", 0.2),
      ),
    ],
    colours: ["camel", "black", "charcoal", "navy", "grey", "beige", "burgundy", "cream", "olive"],
    patterns: ["solid", "checked"],
  },
  hoodie: {
    category: "outerwear",
    shapes: [
      shapeOf(
        path(
          "M156 78 Q148 8 200 6 Q252 8 244 78 L296 88 L372 302 L334 316 L296 178 L296 332 L104 332 L104 178 L66 316 L28 302 L104 88 Z",
        ),
        () =>
          darker("M168 82 Q166 34 200 32 Q234 34 232 82 Q200 96 168 82 Z", 0.35) +
          `<path d="M190 94 L186 150 M210 94 L214 150" stroke="#fff" stroke-opacity=".55" stroke-width="3" fill="none"/>` +
          seam("M148 250 L252 250 L268 316 L132 316 Z M104 316 L296 316 M366 284 L328 298 M34 284 L72 298", 0.18),
      ),
    ],
    colours: ["grey", "black", "navy", "green", "burgundy", "pink", "cream", "charcoal", "light blue"],
    patterns: ["solid"],
  },
  puffer: {
    category: "outerwear",
    shapes: [
      fromOutlines(
        "puffer",
        () =>
          [95, 145, 195, 245, 295].map((y) => seam(`M0 ${y} L400 ${y}`, 0.3, 3)).join("") +
          [70, 120, 170, 220, 270, 320]
            .map((y) => lighter(`M40 ${y - 14} Q200 ${y - 22} 360 ${y - 14} L360 ${y} Q200 ${y - 6} 40 ${y} Z`, 0.07))
            .join("") +
          seam("M200 60 L200 350", 0.4, 3),
      ),
    ],
    colours: ["black", "navy", "olive", "red", "beige", "cream", "blue", "mustard"],
    patterns: ["solid"],
  },
  cardigan: {
    category: "outerwear",
    shapes: [
      shapeOf(
        path(
          "M172 56 L200 160 L228 56 L292 74 L366 296 L332 310 L292 168 L292 334 L108 334 L108 168 L68 310 L34 296 L108 74 Z",
        ),
        () =>
          seam("M164 60 L191 162 L191 334 M236 60 L209 162 L209 334", 0.16, 2) +
          seam("M200 162 L200 334", 0.25, 2) +
          [190, 228, 266, 304].map((y) => dot(200, y, 4.5, 0.3)).join("") +
          ribs(110, 290, 316, 334) +
          seam("M360 279 L326 293 M40 279 L74 293", 0.18, 2),
      ),
    ],
    colours: ["cream", "grey", "navy", "camel", "lavender", "burgundy", "black", "olive", "pink"],
    patterns: ["solid", "striped"],
  },
  blazer: {
    category: "outerwear",
    shapes: [BLAZER],
    colours: ["navy", "black", "camel", "charcoal", "beige", "grey", "burgundy", "cream", "olive"],
    patterns: ["solid", "checked"],
  },
  sneaker: {
    category: "shoes",
    trim: "white",
    shapes: [
      shapeOf(
        path(
          "M60 304 Q56 266 84 258 L128 252 Q148 234 176 238 Q198 244 208 262 L252 288 Q304 294 334 304 Q356 314 354 336 L354 352 L56 352 Z",
        ),
        (colour) =>
          solid("M50 330 L360 330 L360 360 L50 360 Z", rubber(colour)) +
          seam("M50 330 L360 330", 0.2, 2) +
          lighter("M120 300 Q180 280 250 304 L262 330 L110 330 Z", 0.16) +
          `<path d="M170 252 L184 270 M186 262 L200 282 M202 272 L216 292 M218 282 L232 300" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>` +
          seam("M272 302 Q306 308 338 316 M92 260 Q86 300 94 328 M136 252 Q160 276 206 266", 0.2, 2),
      ),
    ],
    colours: ["white", "black", "grey", "navy", "red", "beige", "pink", "green", "blue"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  boot: {
    category: "shoes",
    shapes: [
      shapeOf(
        path(
          "M108 120 Q106 100 122 98 L194 98 Q208 100 206 118 L208 248 Q214 272 252 280 L312 292 Q348 302 348 330 L348 352 L100 352 Q96 300 104 250 Z",
        ),
        () =>
          solid("M92 334 L356 334 L356 360 L92 360 Z", "#2a2420") +
          darker("M100 318 L158 318 L158 334 L100 334 Z", 0.3) +
          darker("M150 128 Q170 190 204 236 L206 128 Z", 0.2) +
          seam("M112 104 L204 104", 0.25, 2),
      ),
    ],
    colours: ["black", "brown", "camel", "burgundy", "black", "olive", "beige"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  pump: {
    category: "shoes",
    shapes: [
      fromOutlines(
        "pump",
        () => darker("M84 252 Q150 242 212 288 L104 292 Z", 0.35) + seam("M105 338 L330 338", 0.3, 3),
      ),
    ],
    colours: ["black", "red", "beige", "navy", "pink", "burgundy", "camel"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  "high-top": {
    category: "shoes",
    trim: "white",
    shapes: [
      fromOutlines(
        "high-top",
        (colour) =>
          solid("M70 326 L345 326 L345 360 L70 360 Z", rubber(colour)) +
          `<path d="M185 176 L200 190 M188 196 L203 210 M191 216 L206 230 M194 236 L209 250" stroke="#fff" stroke-opacity=".6" stroke-width="4"/>` +
          lighter("M104 200 a18 18 0 1 0 36 0 a18 18 0 1 0 -36 0 Z", 0.3),
      ),
    ],
    colours: ["black", "white", "red", "navy", "cream", "green"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  sandal: {
    category: "shoes",
    shapes: [
      shapeOf(
        path("M55 322 Q58 306 90 306 L322 298 Q350 300 352 318 Q352 338 326 340 L82 344 Q55 342 55 322 Z") +
          handle("M92 308 Q86 238 136 232 Q178 236 176 306", 14) +
          handle("M232 302 Q268 258 310 300", 16) +
          handle("M150 250 L238 286", 12),
        () => darker("M40 330 L360 324 L360 360 L40 360 Z", 0.3),
      ),
    ],
    colours: ["brown", "black", "camel", "beige", "white", "burgundy"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  loafer: {
    category: "shoes",
    shapes: [
      shapeOf(
        path(
          "M60 300 Q64 262 112 258 L190 258 Q232 256 272 280 L326 296 Q354 308 350 330 Q348 346 324 346 L76 346 Q58 342 60 300 Z",
        ),
        () =>
          darker("M40 334 L360 334 L360 360 L40 360 Z", 0.45) +
          darker("M78 270 Q120 260 186 264 Q160 283 110 285 Q86 282 78 270 Z", 0.4) +
          seam("M200 262 Q238 268 266 284 M212 272 L250 287", 0.25, 2),
      ),
    ],
    colours: ["brown", "black", "burgundy", "camel", "navy"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  bag: {
    category: "accessories",
    shapes: [
      fromOutlines(
        "bag",
        () =>
          darker("M105 170 L295 170 L291 240 Q200 270 109 240 Z", 0.06) +
          seam("M109 240 Q200 270 291 240", 0.3, 2) +
          solid("M192 244 L208 244 L208 260 L192 260 Z", "#c9a94a"),
      ),
    ],
    colours: ["black", "brown", "camel", "burgundy", "beige", "red", "navy", "cream", "olive"],
    patterns: ["solid", "printed"],
    rigid: true,
  },
  tote: {
    category: "accessories",
    shapes: [fromOutlines("tote", () => seam("M110 188 L290 188", 0.2))],
    colours: ["beige", "cream", "black", "navy", "camel", "olive", "white"],
    patterns: ["solid", "striped", "printed"],
    rigid: true,
  },
  hat: {
    category: "accessories",
    shapes: [fromOutlines("hat", () => darker("M146 210 L254 210 L255 230 L145 230 Z", 0.45))],
    colours: ["beige", "black", "camel", "cream", "brown", "navy"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  cap: {
    category: "accessories",
    shapes: [
      shapeOf(
        path("M95 262 Q92 150 200 128 Q300 135 308 250 L350 254 Q378 262 356 274 L100 276 Q88 272 95 262 Z"),
        () =>
          seam("M200 130 Q218 190 214 258 M200 130 Q150 170 140 262", 0.2, 2) +
          dot(200, 132, 8, 0.25) +
          darker("M300 252 Q330 254 356 262 L356 274 L300 276 Z", 0.12),
      ),
    ],
    colours: ["navy", "black", "red", "beige", "white", "green", "khaki", "blue"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  scarf: {
    category: "accessories",
    shapes: [fromOutlines("scarf", () => ribs(166, 234, 362, 380, 5) + ribs(170, 230, 20, 38, 5))],
    colours: ["burgundy", "camel", "grey", "navy", "cream", "red", "green", "mustard"],
    patterns: ["solid", "striped", "checked", "printed"],
    canBeSmall: true,
  },
  belt: {
    category: "accessories",
    shapes: [
      fromOutlines(
        "belt",
        () =>
          `<path d="M40 188 L70 188 L70 209 L40 209 Z" fill="none" stroke="#b9b9b4" stroke-width="5"/>` +
          [110, 126, 142, 158].map((x) => dot(x, 198.5, 2.6, 0.6)).join("") +
          seam("M80 189 L370 189 M80 208 L370 208", 0.25, 1.5),
      ),
    ],
    colours: ["black", "brown", "camel", "burgundy", "navy"],
    patterns: ["solid"],
    canBeSmall: true,
    rigid: true,
  },
  suit: {
    category: "suits",
    shapes: [
      together([
        [BLAZER, 0, 0],
        [TROUSERS, 360, 0],
      ]),
      together([
        [BLAZER, 0, 0],
        [TROUSERS, 0, 320],
      ]),
    ],
    colours: ["navy", "charcoal", "black", "grey", "beige", "navy", "camel", "burgundy"],
    patterns: ["solid", "striped"],
  },
  "skirt-suit": {
    category: "suits",
    shapes: [
      together([
        [BLAZER, 0, 0],
        [SKIRT, 360, 20],
      ]),
      together([
        [BLAZER, 0, 0],
        [SKIRT, 0, 250],
      ]),
    ],
    colours: ["black", "navy", "pink", "cream", "grey", "burgundy", "camel"],
    patterns: ["solid", "checked"],
  },
};

/** A garment's cloth: the pattern, its colours as hex and the geometry of the repeat. */
export type Fabric = {
  pattern: VisionPattern;
  hex: string;
  /** stripes, checks, dots and prints: the second colour */
  secondHex?: string;
  /** a print's small third colour (flower centres) */
  accentHex?: string;
  /** the repeat, in the 400-unit drawing box */
  period: number;
  /** degrees the pattern is turned */
  angle: number;
  /** the print's motif layout and the fold lines */
  seed: number;
};

/** A small motif repeated over the print: a five-petal flower with a centre of the accent colour, or a leaf. */
function motif(x: number, y: number, size: number, turn: number, flower: boolean, fabric: Fabric) {
  if (!flower)
    return `<path transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(${turn.toFixed(1)})" fill="${fabric.secondHex}" d="M${-size * 1.3} 0 Q0 ${-size * 0.9} ${size * 1.3} 0 Q0 ${size * 0.9} ${-size * 1.3} 0 Z"/>`;
  const petals = Array.from({ length: 5 }, (_, k) => {
    const a = (turn + k * 72) * (Math.PI / 180);
    return `<circle cx="${(Math.cos(a) * size * 0.62).toFixed(2)}" cy="${(Math.sin(a) * size * 0.62).toFixed(2)}" r="${(size * 0.5).toFixed(2)}"/>`;
  }).join("");
  return `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)})" fill="${fabric.secondHex}">${petals}<circle r="${(size * 0.28).toFixed(2)}" fill="${fabric.accentHex}"/></g>`;
}

/**
 * The SVG `<pattern>` (or nothing, for solid cloth) a fabric fills with, as `{ defs, fill }`. Each
 * keeps the main colour the largest area: stripes of the second colour take a third of the repeat,
 * check bands a fifth each way (36 %), dots about 18 %, a print's motifs about a quarter.
 */
export function fabricFill(id: string, fabric: Fabric): { defs: string; fill: string } {
  const { period: p, angle, hex } = fabric;
  const open = (width: number, height: number) =>
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}" patternTransform="rotate(${angle})"><rect width="${width}" height="${height}" fill="${hex}"/>`;
  switch (fabric.pattern) {
    case "solid":
      return { defs: "", fill: hex };
    case "striped":
      return {
        defs: `${open(p, p)}<rect width="${p}" height="${(p / 3).toFixed(2)}" fill="${fabric.secondHex}"/></pattern>`,
        fill: `url(#${id})`,
      };
    case "checked": {
      const band = p / 5;
      return {
        defs: `${open(p, p)}<rect width="${p}" height="${band}" fill="${fabric.secondHex}"/><rect width="${band}" height="${p}" fill="${fabric.secondHex}"/><rect y="${p / 2}" width="${p}" height="${p / 30}" fill="${fabric.secondHex}" fill-opacity=".5"/></pattern>`,
        fill: `url(#${id})`,
      };
    }
    case "dotted": {
      const r = p * 0.17;
      return {
        defs: `${open(p, p)}<g fill="${fabric.secondHex}"><circle cx="${p / 4}" cy="${p / 4}" r="${r}"/><circle cx="${(3 * p) / 4}" cy="${(3 * p) / 4}" r="${r}"/></g></pattern>`,
        fill: `url(#${id})`,
      };
    }
    case "printed": {
      // Six motifs scattered over the repeat (a jittered 3 × 2 grid), four flowers and two leaves.
      const random = seeded(fabric.seed);
      const motifs = Array.from({ length: 6 }, (_, k) => {
        const x = ((k % 3) + 0.5 + (random() - 0.5) * 0.6) * (p / 3);
        const y = (Math.floor(k / 3) + 0.5 + (random() - 0.5) * 0.6) * (p / 2);
        return motif(x, y, p * (0.08 + random() * 0.04), random() * 360, k !== 1 && k !== 5, fabric);
      }).join("");
      return { defs: `${open(p, p)}${motifs}</pattern>`, fill: `url(#${id})` };
    }
    case "denim":
      // A twill: fine diagonal lines, lighter (the white weft showing) and darker, 4.5 units apart.
      return {
        defs: `<pattern id="${id}" patternUnits="userSpaceOnUse" width="4.5" height="4.5" patternTransform="rotate(${-38 + angle})"><rect width="4.5" height="4.5" fill="${hex}"/><rect width="4.5" height="1.5" fill="#fff" fill-opacity=".16"/><rect y="2.6" width="4.5" height="1" fill="#000" fill-opacity=".16"/></pattern>`,
        fill: `url(#${id})`,
      };
  }
}

let fibreTile: Promise<Buffer> | undefined;
/**
 * A 128 px tile of faint light and dark specks (2 px, soft), laid over every fabric as its weave
 * and fibres (and over a person's skin and hair as their texture).
 */
function fibres(): Promise<Buffer> {
  fibreTile ??= (async () => {
    const random = seeded(4242);
    const side = 64;
    const pixels = new Uint8Array(side * side * 4);
    for (let i = 0; i < side * side; i++) {
      const light = random() < 0.5 ? 255 : 0;
      pixels.set([light, light, light, Math.floor(random() * 40)], i * 4);
    }
    return sharp(pixels, { raw: { width: side, height: side, channels: 4 } })
      .resize(side * 2, side * 2, { kernel: "cubic" })
      .png()
      .toBuffer();
  })();
  return fibreTile;
}

/**
 * `svg` rendered, with the fibre tile laid over what it draws (and nothing around it): tiled by
 * sharp, "atop" what is there. In the SVG, as a pattern, it took librsvg 150–200 ms a photo.
 */
export async function withFibres(svg: string): Promise<OverlayOptions> {
  const drawn = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = drawn.info;
  // sharp refuses a tile larger than the image it covers: a small garment takes a corner of it.
  const tile = await sharp(await fibres())
    .extract({ left: 0, top: 0, width: Math.min(width, 128), height: Math.min(height, 128) })
    .png()
    .toBuffer();
  const data = await sharp(drawn.data, { raw: drawn.info })
    .composite([{ input: tile, tile: true, blend: "atop" }])
    .raw()
    .toBuffer();
  return { input: data, raw: { width, height, channels: 4 } };
}

/** Where a garment sits in a photo: its centre (px), size (px per drawing unit), stretch, tilt and mirror. */
export type Placement = {
  cx: number;
  cy: number;
  scale: number;
  stretchX: number;
  stretchY: number;
  tilt: number;
  mirror: boolean;
};

/** The SVG transform from the drawing box of `shape` to its place in the photo. */
export function transformOf(shape: Shape, at: Placement): string {
  const { x0, y0, x1, y1 } = shape.box;
  const [sx, sy] = [at.scale * at.stretchX * (at.mirror ? -1 : 1), at.scale * at.stretchY];
  return `translate(${at.cx.toFixed(2)} ${at.cy.toFixed(2)}) rotate(${at.tilt.toFixed(2)}) scale(${sx.toFixed(4)} ${sy.toFixed(4)}) translate(${(-(x0 + x1) / 2).toFixed(2)} ${(-(y0 + y1) / 2).toFixed(2)})`;
}

/**
 * The outline as a clip path: without its stroked parts (handles, straps), which a clip path would
 * take as the area they enclose (shading inside a bag's handle, on a cut-out's pure white).
 */
const clipOutline = (outline: string) => outline.replace(/<path[^>]*fill="none"[^>]*\/>/g, "");

/**
 * Where cloth lies unevenly: two or three soft round patches, a little darker or lighter (at most
 * 6 % at their centre), from the fabric's seed, inside `box`. Drawn creases read as scribbles;
 * gradients read as cloth.
 */
function undulation(prefix: string, box: Box, seed: number): { defs: string; body: string } {
  const random = seeded(seed);
  const [w, h] = [box.x1 - box.x0, box.y1 - box.y0];
  const patches = Array.from({ length: 2 + Math.floor(random() * 2) }, (_, n) => ({
    id: `${prefix}-patch${n}`,
    colour: n % 2 === 0 ? "#000" : "#fff",
    cx: box.x0 + w * (0.25 + random() * 0.5),
    cy: box.y0 + h * (0.2 + random() * 0.6),
    r: Math.min(w, h) * (0.25 + random() * 0.25),
  }));
  return {
    defs: patches
      .map(
        (p) =>
          `<radialGradient id="${p.id}" gradientUnits="userSpaceOnUse" cx="${p.cx.toFixed(1)}" cy="${p.cy.toFixed(1)}" r="${p.r.toFixed(1)}"><stop offset="0" stop-color="${p.colour}" stop-opacity=".07"/><stop offset="1" stop-color="${p.colour}" stop-opacity="0"/></radialGradient>`,
      )
      .join(""),
    body: patches
      .map(
        (p) => `<circle cx="${p.cx.toFixed(1)}" cy="${p.cy.toFixed(1)}" r="${p.r.toFixed(1)}" fill="url(#${p.id})"/>`,
      )
      .join(""),
  };
}

/** A photo's light: one side of the frame brighter than the other, by up to `strength` (0.04–0.1). */
export type Lighting = { angle: number; strength: number };

/** How a garment is shot: shadow under it (offset px, blur px, opacity) and the room's light. */
export type Staging = {
  shadow?: { dx: number; dy: number; blur: number; opacity: number };
  lighting?: Lighting;
};

/**
 * The garment's markup in the drawing box: fabric, a gentle light-to-shade gradient
 * (7 % white to 7 % black at the box's far corners: within ±6 % lightness over the garment), cloth
 * undulation and details, all inside the silhouette; `prefix` keeps ids apart when
 * several garments share one SVG (a person's outfit).
 */
export function garmentMarkup(prefix: string, shape: Shape, fabric: Fabric, colour: VisionColour, rigid: boolean) {
  const { x0, y0, x1, y1 } = shape.box;
  const fill = fabricFill(`${prefix}-fabric`, fabric);
  const shadeAngle = (fabric.seed % 360) - 180;
  const defs = `${fill.defs}
    <clipPath id="${prefix}-inside">${clipOutline(shape.outline)}</clipPath>
    <linearGradient id="${prefix}-shade" gradientUnits="userSpaceOnUse" x1="${x0}" y1="${y0}" x2="${x1}" y2="${y1}" gradientTransform="rotate(${shadeAngle} ${(x0 + x1) / 2} ${(y0 + y1) / 2})">
      <stop offset="0" stop-color="#fff" stop-opacity=".07"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".07"/></linearGradient>
`;
  const cloth = rigid ? { defs: "", body: "" } : undulation(prefix, shape.box, fabric.seed);
  const rect = (paint: string) =>
    `<rect x="${x0 - 20}" y="${y0 - 20}" width="${x1 - x0 + 40}" height="${y1 - y0 + 40}" fill="${paint}"/>`;
  const body = `<g fill="${fill.fill}" color="${fabric.hex}">${shape.outline}</g>
    <g clip-path="url(#${prefix}-inside)">
      ${rect(`url(#${prefix}-shade)`)}
      ${cloth.body}
      ${shape.details(colour)}
    </g>`;
  return { defs: defs + cloth.defs, body };
}

/** A rectangle of a photo, px. */
export type Region = { left: number; top: number; width: number; height: number };

/**
 * The part of a `width` × `height` photo the garment at `at` covers, `margin` px wider each way,
 * clipped to the photo: drawing only there keeps librsvg's work to the garment's size.
 */
export function regionOf(shape: Shape, at: Placement, width: number, height: number, margin = 2): Region {
  const { x0, y0, x1, y1 } = shape.box;
  const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
  const [sx, sy] = [at.scale * at.stretchX, at.scale * at.stretchY];
  const [cos, sin] = [Math.cos((at.tilt * Math.PI) / 180), Math.sin((at.tilt * Math.PI) / 180)];
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => {
    const [u, v] = [(x! - mx) * sx, (y! - my) * sy];
    return [at.cx + u * cos - v * sin, at.cy + u * sin + v * cos] as const;
  });
  const left = Math.max(0, Math.floor(Math.min(...corners.map(([x]) => x)) - margin));
  const top = Math.max(0, Math.floor(Math.min(...corners.map(([, y]) => y)) - margin));
  const right = Math.min(width, Math.ceil(Math.max(...corners.map(([x]) => x)) + margin));
  const bottom = Math.min(height, Math.ceil(Math.max(...corners.map(([, y]) => y)) + margin));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

const svgOver = (region: Region, scale = 1) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(region.width * scale)}" height="${Math.ceil(region.height * scale)}" viewBox="${region.left} ${region.top} ${region.width} ${region.height}" preserveAspectRatio="none">`;

/** The garment at `at`, drawn over `region` of the photo only (transparent around it), to composite there. */
export function garmentLayerSvg(
  region: Region,
  kind: Kind,
  shapeIndex: number,
  fabric: Fabric,
  colour: VisionColour,
  at: Placement,
): string {
  const shape = kind.shapes[shapeIndex]!;
  const garment = garmentMarkup("g", shape, fabric, colour, kind.rigid ?? false);
  return `${svgOver(region)}<defs>${garment.defs}</defs><g transform="${transformOf(shape, at)}">${garment.body}</g></svg>`;
}

/**
 * Lights raw RGB(A) pixels as the room does: brighter toward the light's side and darker away from
 * it, by up to ±`strength` at the far edges, in place. Light multiplies what it falls on, so this
 * is a gain per pixel, one pass in JavaScript (an overlay image cost sharp ~50 ms a photo).
 */
export function applyLighting(pixels: Uint8Array, width: number, height: number, channels: number, lighting: Lighting) {
  const [dx, dy] = [Math.cos((lighting.angle * Math.PI) / 180), Math.sin((lighting.angle * Math.PI) / 180)];
  const reach = (Math.abs(dx) + Math.abs(dy)) / 2;
  for (let y = 0; y < height; y++) {
    const along = ((y + 0.5) / height - 0.5) * dy;
    for (let x = 0; x < width; x++) {
      const gain = 1 - (lighting.strength * (((x + 0.5) / width - 0.5) * dx + along)) / reach;
      const i = (y * width + x) * channels;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.min(255, pixels[i + c]! * gain);
    }
  }
}

/**
 * The garment's silhouette, white on black, over `region` at `scale` of its size, moved by `offset`
 * px: a cut-out's mask, the garment's coverage (at a quarter of the size) and its shadow.
 */
export function garmentMaskSvg(
  region: Region,
  kind: Kind,
  shapeIndex: number,
  at: Placement,
  { scale = 1, offset = [0, 0] }: { scale?: number; offset?: [number, number] } = {},
): string {
  const shape = kind.shapes[shapeIndex]!;
  return `${svgOver(region, scale)}<rect x="${region.left}" y="${region.top}" width="${region.width}" height="${region.height}" fill="#000"/>
    <g transform="translate(${offset[0].toFixed(1)} ${offset[1].toFixed(1)}) ${transformOf(shape, at)}" fill="#fff" color="#fff">${shape.outline}</g></svg>`;
}

/**
 * The soft shadow a garment casts on the surface under it: black with alpha over the returned
 * region, the silhouette moved by the shadow's offset and blurred at a quarter of the size by sharp
 * (librsvg's blur filter took most of a photo's time), then enlarged back.
 */
export async function garmentShadow(
  width: number,
  height: number,
  kind: Kind,
  shapeIndex: number,
  at: Placement,
  shadow: NonNullable<Staging["shadow"]>,
): Promise<{ region: Region; rgba: Buffer }> {
  const reach = Math.abs(shadow.dx) + Math.abs(shadow.dy) + 3 * shadow.blur;
  const region = regionOf(kind.shapes[shapeIndex]!, at, width, height, reach);
  const svg = garmentMaskSvg(region, kind, shapeIndex, at, { scale: 0.25, offset: [shadow.dx, shadow.dy] });
  const alpha = await sharp(Buffer.from(svg))
    .extractChannel(0)
    .blur(Math.max(0.4, shadow.blur / 4))
    .linear(shadow.opacity, 0)
    .resize(region.width, region.height, { fit: "fill" })
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(region.width * region.height * 4);
  for (let i = 0; i < alpha.length; i++) rgba[i * 4 + 3] = alpha[i]!;
  return { region, rgba };
}
