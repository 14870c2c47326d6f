import sharp from "sharp";

/**
 * Generated garments for the learning bench: flat SVG silhouettes of seven kinds of piece on white,
 * as a background-removed upload looks, each drawn with a little random scale, shift, tilt and shade
 * (seeded, so every run draws the same 40).
 */
export const KINDS = ["shirt", "trousers", "dress", "skirt", "jacket", "shoe", "bag"] as const;
export type Kind = (typeof KINDS)[number];

const OUTLINES: Record<Kind, string> = {
  shirt:
    '<path d="M120 60 L160 40 Q200 70 240 40 L280 60 L340 120 L300 160 L280 140 L280 360 L120 360 L120 140 L100 160 L60 120 Z"/>',
  trousers: '<path d="M130 40 L270 40 L290 370 L215 370 L200 160 L185 370 L110 370 Z"/>',
  dress: '<path d="M160 40 L240 40 L250 120 L320 370 L80 370 L150 120 Z"/>',
  skirt: '<path d="M145 110 L255 110 L315 310 L85 310 Z"/>',
  jacket:
    '<path d="M125 45 L170 30 L200 70 L230 30 L275 45 L345 330 L305 340 L275 170 L275 385 L125 385 L125 170 L95 340 L55 330 Z"/>',
  shoe: '<path d="M60 260 L200 250 L260 300 L340 310 L340 350 L60 350 Z"/>',
  bag: '<path d="M105 170 L295 170 L315 350 L85 350 Z"/><path d="M145 172 Q200 60 255 172" fill="none" stroke-width="16" stroke="currentColor"/>',
};

/** Colours a wardrobe has, as hex (the palette's own shades, so the analyzer names them as listed). */
export const SHADES = {
  navy: "#1b2a4a",
  black: "#1c1c1e",
  beige: "#d9c9ad",
  red: "#c62828",
  olive: "#5a5e2e",
  pink: "#f4a6c0",
  grey: "#6e6e70",
  camel: "#c19a6b",
  burgundy: "#800020",
  "light blue": "#8fb5e0",
  green: "#2e7d32",
  brown: "#6f4a2f",
} as const;
export type Shade = keyof typeof SHADES;

/** mulberry32: a tiny seeded generator, enough for reproducible jitter. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const jitterHex = (hex: string, amount: number) =>
  "#" +
  [1, 3, 5]
    .map((i) => Math.max(0, Math.min(255, parseInt(hex.slice(i, i + 2), 16) + Math.round(amount))))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("");

/** One garment photo (JPEG, 800 px, white backdrop) with seeded variations. */
export async function garment(kind: Kind, shade: Shade, random: () => number): Promise<Buffer> {
  const scale = 0.85 + random() * 0.2;
  const [dx, dy] = [(random() - 0.5) * 40, (random() - 0.5) * 30];
  const tilt = (random() - 0.5) * 8;
  const fill = jitterHex(SHADES[shade], (random() - 0.5) * 16);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#ffffff"/>
    <g fill="${fill}" color="${fill}" transform="translate(${200 + dx} ${200 + dy}) rotate(${tilt}) scale(${scale}) translate(-200 -200)">
      ${OUTLINES[kind]}
    </g></svg>`;
  return sharp(Buffer.from(svg)).resize(800, 800).jpeg({ quality: 90 }).toBuffer();
}
