import sharp from "sharp";

/** Generated photos of known colours for the AI tests (and the AI bench): drawn as SVG, rasterised by sharp. */

const SHAPES = {
  shirt:
    "M120 60 L160 40 Q200 70 240 40 L280 60 L340 120 L300 160 L280 140 L280 360 L120 360 L120 140 L100 160 L60 120 Z",
  trousers: "M130 40 L270 40 L290 370 L215 370 L200 160 L185 370 L110 370 Z",
  dress: "M160 40 L240 40 L250 120 L320 370 L80 370 L150 120 Z",
  shoe: "M60 260 L200 250 L260 300 L340 310 L340 350 L60 350 Z",
  // A bag with a handle: the backdrop shows through the loop.
  bag: "M90 170 L310 170 L330 360 L70 360 Z M130 170 L130 110 Q200 20 270 110 L270 170 L245 170 L245 118 Q200 60 155 118 L155 170 Z",
} as const;

export type GarmentOptions = {
  fill: string;
  shape?: keyof typeof SHAPES;
  background?: string | "transparent";
  stripe?: string;
  size?: number;
};

/** A flat garment silhouette on a backdrop (white by default, like the closet's background-removed PNGs). */
export async function garmentPhoto({
  fill,
  shape = "shirt",
  background = "#ffffff",
  stripe,
  size = 400,
}: GarmentOptions): Promise<Buffer> {
  const stripes = stripe
    ? `<clipPath id="c"><path d="${SHAPES[shape]}"/></clipPath><g clip-path="url(#c)">${Array.from({ length: 10 }, (_, i) => `<rect x="0" y="${40 + i * 36}" width="400" height="14" fill="${stripe}"/>`).join("")}</g>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    ${background === "transparent" ? "" : `<rect width="400" height="400" fill="${background}"/>`}
    <path d="${SHAPES[shape]}" fill="${fill}"/>${stripes}</svg>`;
  return sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
}

/** An inspiration-style photo: a figure wearing a top, a bottom and shoes in front of a wall. */
export async function outfitPhoto({
  top,
  bottom,
  shoes,
  wall = "#ffffff",
  width = 600,
  height = 800,
}: {
  top: string;
  bottom: string;
  shoes: string;
  wall?: string;
  width?: number;
  height?: number;
}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
    <rect width="300" height="400" fill="${wall}"/>
    <circle cx="150" cy="40" r="24" fill="#e0b48c"/>
    <path d="M95 70 L205 70 L225 200 L75 200 Z" fill="${top}"/>
    <path d="M80 200 L220 200 L215 360 L160 360 L150 240 L140 360 L85 360 Z" fill="${bottom}"/>
    <rect x="80" y="360" width="60" height="22" fill="${shoes}"/><rect x="160" y="360" width="60" height="22" fill="${shoes}"/></svg>`;
  return sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A head-to-toe look for the local stylist's rules: a figure in a top and trousers, or in a dress
 * (one shape from shoulders to hem); shoes only when given. On a white wall unless told.
 */
export async function lookPhoto({
  top,
  bottom,
  dress,
  shoes,
  wall = "#ffffff",
}: {
  top?: string;
  bottom?: string;
  dress?: string;
  shoes?: string;
  wall?: string;
}): Promise<Buffer> {
  const body = dress
    ? `<path d="M105 70 L195 70 L205 150 L240 ${shoes ? 360 : 382} L60 ${shoes ? 360 : 382} L95 150 Z" fill="${dress}"/>`
    : `<path d="M95 70 L205 70 L225 200 L75 200 Z" fill="${top}"/>
       <path d="M80 200 L220 200 L215 ${shoes ? 360 : 382} L160 ${shoes ? 360 : 382} L150 240 L140 ${shoes ? 360 : 382} L85 ${shoes ? 360 : 382} Z" fill="${bottom}"/>`;
  const feet = shoes
    ? `<rect x="80" y="360" width="60" height="22" fill="${shoes}"/><rect x="160" y="360" width="60" height="22" fill="${shoes}"/>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
    <rect width="300" height="400" fill="${wall}"/>
    <circle cx="150" cy="40" r="24" fill="#e0b48c"/>${body}${feet}</svg>`;
  return sharp(Buffer.from(svg)).resize(600, 800).jpeg({ quality: 90 }).toBuffer();
}

const phonePhotos = new Map<string, Promise<Buffer>>();

/** A 12-megapixel phone photo (4032×3024) with enough texture that JPEG does not flatten it to nothing. Made once per size. */
export function phonePhoto(width = 4032, height = 3024): Promise<Buffer> {
  const key = `${width}x${height}`;
  if (!phonePhotos.has(key)) phonePhotos.set(key, makePhonePhoto(width, height));
  return phonePhotos.get(key)!;
}

async function makePhonePhoto(width: number, height: number): Promise<Buffer> {
  const figure = await outfitPhoto({
    top: "#1b2a4a",
    bottom: "#d9c9ad",
    shoes: "#6f4a2f",
    wall: "#eeeeee",
    width: Math.round(height * 0.75),
    height,
  });
  return sharp({
    create: { width, height, channels: 3, background: "#eeeeee", noise: { type: "gaussian", mean: 128, sigma: 20 } },
  })
    .composite([{ input: figure, left: Math.round((width - height * 0.75) / 2), top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
