/**
 * Garment cut-outs for the near-duplicate tests: a plain-coloured silhouette on white (or on
 * transparency, as background removal leaves it), shot as asked: scaled, moved, turned, re-encoded.
 */
import sharp from "sharp";

const SHAPES = {
  tshirt:
    "M120,40 L160,20 Q200,50 240,20 L280,40 L360,110 L320,160 L290,130 L290,480 L110,480 L110,130 L80,160 L40,110 Z",
  trousers: "M110,20 L290,20 L310,480 L225,480 L200,160 L175,480 L90,480 Z",
  skirt: "M150,80 L250,80 L345,420 L55,420 Z",
  // Nearly as wide as long: the axis of greatest spread says nothing about how it lies.
  shorts: "M90,60 L310,60 L325,330 L215,345 L200,210 L185,345 L75,330 Z",
} as const;

export type GarmentShot = {
  shape?: keyof typeof SHAPES;
  color?: string;
  scale?: number;
  rotate?: number;
  dx?: number;
  dy?: number;
  /** Left on transparency (a PNG), as the in-browser background removal sends it. */
  transparent?: boolean;
  quality?: number;
};

export async function garmentCutout({
  shape = "tshirt",
  color = "#1c3078",
  scale = 1,
  rotate = 0,
  dx = 0,
  dy = 0,
  transparent = false,
  quality = 85,
}: GarmentShot = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="640">
    ${transparent ? "" : '<rect width="100%" height="100%" fill="#fff"/>'}
    <g transform="translate(${250 + dx} ${320 + dy}) rotate(${rotate}) scale(${scale}) translate(-200 -250)">
      <path d="${SHAPES[shape]}" fill="${color}"/>
    </g></svg>`;
  const image = sharp(Buffer.from(svg));
  return transparent ? image.png().toBuffer() : image.jpeg({ quality }).toBuffer();
}
