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

/**
 * A person drawn flat, standing, as the pose model finds one (lib/vision/person.ts): head and hair,
 * neck, arms in sleeves with hands, a top and trousers or a dress over bare legs, shoes when given
 * (bare feet otherwise), 600×900 on a wall.
 */
function personSvg({
  top,
  bottom,
  dress,
  shoes,
  outer,
  wall,
}: {
  top?: string;
  bottom?: string;
  dress?: string;
  shoes?: string;
  outer?: string;
  wall: string;
}) {
  const skin = "#e0b48c";
  const stroke = (d: string, colour: string, width: number) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const legs = dress
    ? stroke("M255 470 L248 640 L242 810", skin, 40) + stroke("M345 470 L352 640 L358 810", skin, 40)
    : `<path d="M222 440 L378 440 L392 820 L322 820 L300 520 L278 820 L208 820 Z" fill="${bottom}"/>`;
  const body = outer ?? dress ?? top!;
  // An open coat: its two fronts over the sides of the torso, down to mid-thigh, the top showing between.
  const coat = outer
    ? `<path d="M222 226 L270 226 L262 560 L212 560 Z" fill="${outer}"/><path d="M330 226 L378 226 L388 560 L338 560 Z" fill="${outer}"/>`
    : "";
  const torso = dress
    ? `<path d="M230 228 L370 228 L376 330 L398 600 L202 600 L224 330 Z" fill="${dress}"/>`
    : `<path d="M226 228 L374 228 L378 482 L222 482 Z" fill="${top}"/>`;
  const feet = `<ellipse cx="232" cy="835" rx="42" ry="18" fill="${shoes ?? skin}"/><ellipse cx="368" cy="835" rx="42" ry="18" fill="${shoes ?? skin}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
    <rect width="600" height="900" fill="${wall}"/>
    ${legs}${feet}
    ${stroke("M200 370 L190 505", skin, 34)}${stroke("M400 370 L410 505", skin, 34)}
    <circle cx="188" cy="512" r="20" fill="${skin}"/><circle cx="412" cy="512" r="20" fill="${skin}"/>
    ${stroke("M228 250 L200 372", body, 46)}${stroke("M372 250 L400 372", body, 46)}
    ${torso}${coat}
    <rect x="282" y="175" width="36" height="60" rx="14" fill="${skin}"/>
    <circle cx="300" cy="125" r="52" fill="${skin}"/>
    <path d="M248 118 A 52 52 0 0 1 352 118 Q 300 95 248 118 Z" fill="#3b2a1e"/></svg>`;
}

/** An inspiration-style photo: a person wearing a top, a bottom and shoes in front of a wall. */
export async function outfitPhoto({
  top,
  bottom,
  shoes,
  wall = "#ffffff",
  width = 600,
  height = 900,
}: {
  top: string;
  bottom: string;
  shoes: string;
  wall?: string;
  width?: number;
  height?: number;
}): Promise<Buffer> {
  return sharp(Buffer.from(personSvg({ top, bottom, shoes, wall })))
    .resize(width, height)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A head-to-toe look for the local stylist's rules: a person in a top and trousers, or in a dress;
 * shoes only when given. On a white wall unless told.
 */
export async function lookPhoto({
  top,
  bottom,
  dress,
  shoes,
  outer,
  wall = "#ffffff",
}: {
  top?: string;
  bottom?: string;
  dress?: string;
  shoes?: string;
  /** an open coat or jacket over the top */
  outer?: string;
  wall?: string;
}): Promise<Buffer> {
  return sharp(Buffer.from(personSvg({ top, bottom, dress, shoes, outer, wall })))
    .jpeg({ quality: 90 })
    .toBuffer();
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
