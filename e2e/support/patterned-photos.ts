/**
 * Photo-like test images of one garment lying on a patterned surface (the cases issue #25 was found
 * with): wooden planks, a patterned rug, a mottled sheet. The garment is shaded and casts a soft
 * shadow, so the in-browser background removal has a real photo's job to do. Seeded: the same call
 * draws the same photo.
 */
import sharp from "sharp";

export type Surface = "wood" | "rug" | "mottled";
export type Piece = "top" | "trousers" | "shoe";

const WIDTH = 900;
const HEIGHT = 1200;

/** Outlines in a 400 × 400 box, drawn at the middle of the photo. */
const OUTLINES: Record<Piece, string> = {
  top: "M130 60 L170 45 Q200 65 230 45 L270 60 L340 110 L310 160 L275 140 L275 360 L125 360 L125 140 L90 160 L60 110 Z",
  trousers: "M130 30 L270 30 L292 380 L218 380 L200 150 L182 380 L108 380 Z",
  shoe: "M60 250 L190 240 L255 295 L340 308 Q352 330 340 350 L60 350 Q50 300 60 250 Z",
};

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function surface(kind: Surface, random: () => number): string {
  if (kind === "wood") {
    const planks = Array.from({ length: 8 }, (_, i) => {
      const tone = 130 + Math.round(random() * 40);
      const y = i * (HEIGHT / 8);
      const grain = Array.from({ length: 14 }, () => {
        const gy = y + random() * (HEIGHT / 8);
        return `<path d="M0 ${gy.toFixed(0)} Q${WIDTH / 2} ${(gy + (random() - 0.5) * 40).toFixed(0)} ${WIDTH} ${gy.toFixed(0)}" stroke="rgb(${tone - 45},${Math.round(tone * 0.6) - 30},${Math.round(tone * 0.35) - 15})" stroke-width="${(1 + random() * 3).toFixed(1)}" fill="none" opacity="0.6"/>`;
      }).join("");
      return `<rect y="${y}" width="${WIDTH}" height="${HEIGHT / 8}" fill="rgb(${tone},${Math.round(tone * 0.62)},${Math.round(tone * 0.36)})"/>${grain}<rect y="${y}" width="${WIDTH}" height="3" fill="#3b2413"/>`;
    });
    return planks.join("");
  }
  if (kind === "rug") {
    const cell = 90;
    const tiles: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#9c2f2a"/>`];
    for (let y = 0; y < HEIGHT; y += cell)
      for (let x = 0; x < WIDTH; x += cell)
        tiles.push(
          `<path d="M${x + cell / 2} ${y + 8} L${x + cell - 8} ${y + cell / 2} L${x + cell / 2} ${y + cell - 8} L${x + 8} ${y + cell / 2} Z" fill="#e9d8b4"/>`,
          `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell / 7}" fill="#1f3b5c"/>`,
        );
    return tiles.join("");
  }
  const blots = Array.from({ length: 160 }, () => {
    const shade = 150 + Math.round(random() * 70);
    return `<circle cx="${(random() * WIDTH).toFixed(0)}" cy="${(random() * HEIGHT).toFixed(0)}" r="${(30 + random() * 90).toFixed(0)}" fill="rgb(${shade - 20},${shade},${shade + 25})" opacity="0.55"/>`;
  });
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#9fb4c8"/><g filter="url(#soft)">${blots.join("")}</g>`;
}

/** A JPEG of `piece` in `colour` lying on `kind`, 900 × 1200. */
export async function patternedPhoto(piece: Piece, kind: Surface, colour: string, seed = 25): Promise<Buffer> {
  const random = seeded(seed);
  const scale = piece === "shoe" ? 1.9 : 2.2;
  const place = `translate(${WIDTH / 2} ${HEIGHT / 2}) scale(${scale}) translate(-200 -${piece === "shoe" ? 300 : 205})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
      <filter id="shadow"><feGaussianBlur stdDeviation="14"/></filter>
      <linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/>
      </linearGradient>
    </defs>
    ${surface(kind, random)}
    <g transform="${place}">
      <path d="${OUTLINES[piece]}" fill="#000" opacity="0.35" filter="url(#shadow)" transform="translate(6 8)"/>
      <path d="${OUTLINES[piece]}" fill="${colour}"/>
      <path d="${OUTLINES[piece]}" fill="url(#shade)"/>
    </g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
