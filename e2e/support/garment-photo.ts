/**
 * A photo-like test image of one garment (a T-shirt of one colour) on a strongly coloured, shaded
 * background, and helpers to check a background-removal result against it. Points are fractions of
 * the width and height, so a result that was scaled (by the client or the server) checks the same way.
 */
import sharp from "sharp";

type Rgb = [number, number, number];
export type Point = { x: number; y: number };

export type GarmentPhoto = {
  buffer: Buffer;
  name: string;
  mimeType: "image/jpeg" | "image/png";
  width: number;
  height: number;
  garmentColor: Rgb;
  backgroundColor: Rgb;
  /** Well inside the garment: these must keep the garment's colour. */
  garmentPoints: Point[];
  /** Well away from the garment: these must turn white. */
  backgroundPoints: Point[];
};

// T-shirt outline in fractions of the image: shoulders, sleeves, body, with a round neck.
const SHIRT: Point[] = [
  { x: 0.38, y: 0.2 },
  { x: 0.44, y: 0.24 },
  { x: 0.56, y: 0.24 },
  { x: 0.62, y: 0.2 },
  { x: 0.82, y: 0.3 },
  { x: 0.76, y: 0.42 },
  { x: 0.68, y: 0.38 },
  { x: 0.68, y: 0.8 },
  { x: 0.32, y: 0.8 },
  { x: 0.32, y: 0.38 },
  { x: 0.24, y: 0.42 },
  { x: 0.18, y: 0.3 },
];
const GARMENT_POINTS: Point[] = [
  { x: 0.5, y: 0.4 },
  { x: 0.5, y: 0.6 },
  { x: 0.4, y: 0.5 },
  { x: 0.6, y: 0.5 },
  { x: 0.45, y: 0.72 },
  { x: 0.55, y: 0.3 },
];
const BACKGROUND_POINTS: Point[] = [
  { x: 0.05, y: 0.05 },
  { x: 0.95, y: 0.05 },
  { x: 0.05, y: 0.95 },
  { x: 0.95, y: 0.95 },
  { x: 0.5, y: 0.06 },
  { x: 0.5, y: 0.93 },
  { x: 0.08, y: 0.6 },
  { x: 0.92, y: 0.6 },
  { x: 0.15, y: 0.85 },
  { x: 0.85, y: 0.15 },
];

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

export async function garmentPhoto(
  options: {
    width?: number;
    height?: number;
    garmentColor?: Rgb;
    backgroundColor?: Rgb;
    format?: "jpeg" | "png";
    name?: string;
  } = {},
): Promise<GarmentPhoto> {
  const {
    width = 1024,
    height = 1365,
    garmentColor = [28, 48, 120],
    backgroundColor = [40, 170, 70],
    format = "jpeg",
  } = options;
  const shade = backgroundColor.map((v) => Math.round(v * 0.75)) as Rgb;
  const points = SHIRT.map(({ x, y }) => `${Math.round(x * width)},${Math.round(y * height)}`).join(" ");
  // A lit backdrop, a soft shadow and a darker hem make it read as a photo rather than a flat shape.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <radialGradient id="light" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${hex(backgroundColor)}"/><stop offset="1" stop-color="${hex(shade)}"/></radialGradient>
      <filter id="blur"><feGaussianBlur stdDeviation="${Math.round(width / 80)}"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#light)"/>
    <polygon points="${points}" fill="#000" opacity="0.35" filter="url(#blur)" transform="translate(${Math.round(width / 60)},${Math.round(height / 60)})"/>
    <polygon points="${points}" fill="${hex(garmentColor)}"/>
    <rect x="${Math.round(0.32 * width)}" y="${Math.round(0.77 * height)}" width="${Math.round(0.36 * width)}" height="${Math.round(0.03 * height)}" fill="#000" opacity="0.15"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const buffer = format === "jpeg" ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
  return {
    buffer,
    name: options.name ?? `garment.${format === "jpeg" ? "jpg" : "png"}`,
    mimeType: format === "jpeg" ? "image/jpeg" : "image/png",
    width,
    height,
    garmentColor,
    backgroundColor,
    garmentPoints: GARMENT_POINTS,
    backgroundPoints: BACKGROUND_POINTS,
  };
}

/** Colour of each point (fractions) of any image sharp reads, flattened onto white if it has alpha. */
export async function sampleColors(image: Buffer, points: Point[]): Promise<Rgb[]> {
  const { data, info } = await sharp(image)
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return points.map(({ x, y }) => {
    const offset =
      (Math.min(info.height - 1, Math.round(y * info.height)) * info.width +
        Math.min(info.width - 1, Math.round(x * info.width))) *
      info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  });
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * How well `result` removed the background of `photo`: the share of background points that are white
 * (every channel at least 245) and of garment points still close to the garment's colour. Both are 1
 * for a perfect result; a result that kept the background scores 0 on the first.
 */
export async function removalScore(
  result: Buffer,
  photo: GarmentPhoto,
): Promise<{ backgroundWhite: number; garmentKept: number }> {
  const background = await sampleColors(result, photo.backgroundPoints);
  const garment = await sampleColors(result, photo.garmentPoints);
  return {
    backgroundWhite: background.filter((rgb) => rgb.every((v) => v >= 245)).length / background.length,
    garmentKept: garment.filter((rgb) => distance(rgb, photo.garmentColor) < 40).length / garment.length,
  };
}
