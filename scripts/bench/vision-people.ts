import sharp, { type OverlayOptions } from "sharp";
import {
  applyLighting,
  type Fabric,
  garmentMarkup,
  KINDS,
  type Lighting,
  type Placement,
  shapeOf,
  transformOf,
  type VisionCategory,
  type VisionColour,
  withFibres,
} from "./vision-garments";
import { fromRaw, type SurfaceSpec, surfaceWindow, type Window } from "./vision-surfaces";

/**
 * The people of the vision set (./vision-set.ts): a drawn person, front on, wearing a top and bottoms
 * or a dress, maybe an open coat or jacket over them, and shoes, standing in front of a wall on a
 * floor; and the fallback photos with no one in them (a bare wall, a garment on a hanger). The person
 * is drawn in a box 1000 units tall (hair at the top, soles at y = 1000, knees at about 720), centred
 * on x = 0; every part is a list of points, so the body's extent in the photo is known exactly.
 */

export type RegionName = "top" | "bottom" | "outer" | "dress" | "shoes";
export type WornPiece = { kind: string; colour: VisionColour; fabric: Fabric };
export type Outfit = Partial<Record<RegionName, WornPiece>>;

type Point = readonly [number, number];
const mirrored = (points: Point[]): Point[] => points.map(([x, y]) => [-x, y] as const);

/**
 * A closed outline through `points` with rounded corners: each corner a curve between the points
 * `corner` of the way along its two edges (0.5: a blob through the edge midpoints, for the body;
 * clothes keep straighter hems with less).
 */
function rounded(points: Point[], corner = 0.2): string {
  const n = points.length;
  const toward = (a: Point, b: Point) =>
    `${(a[0] + (b[0] - a[0]) * corner).toFixed(1)} ${(a[1] + (b[1] - a[1]) * corner).toFixed(1)}`;
  let d = "";
  for (let i = 0; i < n; i++) {
    const [previous, point, next] = [points[(i + n - 1) % n]!, points[i]!, points[(i + 1) % n]!];
    d += `${i === 0 ? "M" : " L"}${toward(point, previous)} Q${point[0]} ${point[1]} ${toward(point, next)}`;
  }
  return `${d} Z`;
}
/** Both sides of a part drawn on the left (x < 0), as path markup, and its points for the extent. */
const pair = (left: Point[], corner?: number) => ({
  markup: `<path d="${rounded(left, corner)}"/><path d="${rounded(mirrored(left), corner)}"/>`,
  points: [...left, ...mirrored(left)],
});
const single = (points: Point[], corner?: number) => ({ markup: `<path d="${rounded(points, corner)}"/>`, points });
const BODY_CORNER = 0.5;

// The body: left arm, left leg (the right ones are their mirror images), torso, neck.
const ARM: Point[] = [
  [-92, 178],
  [-80, 232],
  [-96, 340],
  [-106, 470],
  [-134, 470],
  [-130, 340],
  [-114, 200],
];
const LEG: Point[] = [
  [-84, 495],
  [-4, 495],
  [-10, 720],
  [-22, 935],
  [-56, 935],
  [-70, 720],
];
const TORSO: Point[] = [
  [-30, 160],
  [30, 160],
  [96, 182],
  [88, 300],
  [80, 420],
  [86, 505],
  [-86, 505],
  [-80, 420],
  [-88, 300],
  [-96, 182],
];
const NECK: Point[] = [
  [-20, 126],
  [20, 126],
  [23, 174],
  [-23, 174],
];

/** Garments on the body: outlines in the person's box, per kind. */
const NECKLINE: Point[] = [
  [-30, 160],
  [-14, 177],
  [0, 181],
  [14, 177],
  [30, 160],
];
const SHORT_SLEEVE_SIDE: Point[] = [
  [100, 180],
  [140, 268],
  [104, 284],
  [90, 250],
];
const LONG_SLEEVE_SIDE: Point[] = [
  [100, 180],
  [118, 200],
  [136, 340],
  [142, 482],
  [102, 484],
  [92, 340],
  [90, 262],
];
const HEM = (y: number, half: number): Point[] => [
  [half - 8, 420],
  [half, y],
  [-half, y],
  [-(half - 8), 420],
];
const withSleeves = (side: Point[], hem: Point[]): Point[] => [
  ...NECKLINE,
  ...side,
  ...hem,
  ...mirrored(side).reverse(),
];
/** A sleeveless top's or dress's neck (left to right) and its right strap down to the armpit. */
const STRAP_NECK: Point[] = [
  [-36, 170],
  [0, 214],
  [36, 170],
];
const STRAP_SIDE: Point[] = [
  [56, 170],
  [88, 262],
];
const strappy = (hem: Point[]): Point[] => [...STRAP_NECK, ...STRAP_SIDE, ...hem, ...mirrored(STRAP_SIDE).reverse()];

type Worn = { category: VisionCategory; outline: string; points: Point[]; details?: string };
const worn = (category: VisionCategory, parts: { markup: string; points: Point[] }[], details = ""): Worn => ({
  category,
  outline: parts.map((part) => part.markup).join(""),
  points: parts.flatMap((part) => part.points),
  details,
});
const line = (d: string, opacity = 0.22, width = 3) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`;

/** Long because it is a table: what each kind the person can wear looks like on the body. */
const WORN: Record<string, Worn> = {
  tee: worn(
    "tops",
    [single(withSleeves(SHORT_SLEEVE_SIDE, HEM(515, 92)))],
    line("M-104 284 L-138 268 M104 284 L138 268 M-24 166 Q0 188 24 166"),
  ),
  "long-sleeve": worn(
    "tops",
    [single(withSleeves(LONG_SLEEVE_SIDE, HEM(515, 92)))],
    line("M-102 470 L-141 470 M102 470 L141 470"),
  ),
  sweater: worn(
    "tops",
    [single(withSleeves(LONG_SLEEVE_SIDE, HEM(518, 96)))],
    line("M-96 500 L96 500 M-102 466 L-141 466 M102 466 L141 466 M-24 168 Q0 192 24 168", 0.18, 3),
  ),
  shirt: worn(
    "tops",
    [single(withSleeves(LONG_SLEEVE_SIDE, HEM(512, 92)))],
    `<path d="M-30 160 L0 184 L-12 214 L-38 176 Z M30 160 L0 184 L12 214 L38 176 Z" fill="#fff" fill-opacity=".18" stroke="#000" stroke-opacity=".25" stroke-width="2"/>` +
      line("M0 186 L0 512", 0.2, 2) +
      [240, 290, 340, 390, 440].map((y) => `<circle cx="5" cy="${y}" r="4" fill="#000" fill-opacity=".3"/>`).join(""),
  ),
  tank: worn("tops", [single(strappy(HEM(515, 92)))]),
  trousers: worn(
    "bottoms",
    [
      single([
        [-86, 470],
        [86, 470],
        [92, 540],
        [62, 935],
        [14, 935],
        [0, 565],
        [-14, 935],
        [-62, 935],
        [-92, 540],
      ]),
    ],
    line("M0 500 L0 560 M-40 600 L-38 930 M40 600 L38 930", 0.1, 3),
  ),
  jeans: worn(
    "bottoms",
    [
      single([
        [-86, 470],
        [86, 470],
        [92, 540],
        [60, 935],
        [14, 935],
        [0, 565],
        [-14, 935],
        [-60, 935],
        [-92, 540],
      ]),
    ],
    `<path d="M8 500 L8 548 Q8 560 0 562 M-20 920 L-58 920 M20 920 L58 920" fill="none" stroke="#c98a35" stroke-opacity=".85" stroke-width="2" stroke-dasharray="5 3"/>`,
  ),
  shorts: worn("bottoms", [
    single([
      [-86, 470],
      [86, 470],
      [98, 640],
      [10, 640],
      [0, 570],
      [-10, 640],
      [-98, 640],
    ]),
  ]),
  skirt: worn(
    "bottoms",
    [
      single([
        [-82, 470],
        [82, 470],
        [122, 712],
        [-122, 712],
      ]),
    ],
    line("M-82 486 L82 486", 0.18, 2),
  ),
  "midi-skirt": worn(
    "bottoms",
    [
      single([
        [-82, 470],
        [82, 470],
        [132, 830],
        [-132, 830],
      ]),
    ],
    line("M-30 490 L-46 828 M30 490 L46 828", 0.1, 3),
  ),
  "a-line": worn(
    "dresses",
    [
      single(
        withSleeves(SHORT_SLEEVE_SIDE, [
          [80, 420],
          [128, 722],
          [-128, 722],
          [-80, 420],
        ]),
      ),
    ],
    line("M-80 420 L80 420", 0.2, 2),
  ),
  "tee-dress": worn("dresses", [
    single(
      withSleeves(SHORT_SLEEVE_SIDE, [
        [84, 420],
        [104, 770],
        [-104, 770],
        [-84, 420],
      ]),
    ),
  ]),
  maxi: worn(
    "dresses",
    [
      single(
        strappy([
          [80, 420],
          [142, 948],
          [-142, 948],
          [-80, 420],
        ]),
      ),
    ],
    line("M-80 420 L80 420", 0.18, 2),
  ),
  slip: worn("dresses", [
    single([
      [-50, 172],
      [-40, 172],
      [0, 230],
      [40, 172],
      [50, 172],
      [86, 262],
      [82, 420],
      [114, 810],
      [-114, 810],
      [-82, 420],
      [-86, 262],
    ]),
  ]),
};

/** An open coat (to the knee) or jacket (to the hip): two front panels, the top showing between them, and sleeves. */
function openLayer(kind: string, length: number): Worn {
  const panel: Point[] = [
    [-32, 158],
    [-100, 178],
    [-98, 420],
    [-106, length],
    [-38, length],
    [-40, 300],
  ];
  const sleeve: Point[] = [
    [-100, 176],
    [-122, 200],
    [-142, 340],
    [-148, 488],
    [-100, 490],
    [-90, 345],
    [-77, 232],
    [-80, 180],
  ];
  const lapels =
    kind === "cardigan"
      ? line("M-40 300 L-40 " + length + " M40 300 L40 " + length, 0.25, 3)
      : `<path d="M-32 158 L-56 206 L-40 300 Z M32 158 L56 206 L40 300 Z" fill="#000" fill-opacity=".14"/>`;
  return worn("outerwear", [pair(panel), pair(sleeve)], lapels + line(`M-100 476 L-146 474 M100 476 L146 474`, 0.2, 3));
}
const OUTER_LENGTH: Record<string, number> = { coat: 770, jacket: 545, blazer: 560, cardigan: 560 };

/** Shoes, front on: left foot drawn (the right mirrors it); `shaft` is where a boot ends up the leg. */
function shoesOf(kind: string): Worn {
  const top = kind === "boot" ? 830 : kind === "sneaker" ? 918 : 950;
  const foot: Point[] = [
    [-74, 1000],
    [-76, Math.max(top + 28, 950)],
    [-68, top + 6],
    [-44, top],
    [-20, top + 6],
    [-12, Math.max(top + 28, 950)],
    [-10, 1000],
  ];
  const sole =
    kind === "sneaker"
      ? `<path d="M-80 986 L-6 986 L-6 1004 L-80 1004 Z M6 986 L80 986 L80 1004 L6 1004 Z" fill="#f1f0ea"/>`
      : line("M-76 994 L-10 994 M10 994 L76 994", 0.4, 6);
  return worn("shoes", [pair(foot)], sole);
}

/** What the person wears in `region`, drawn: its outline and where it reaches. */
function wornShape(region: RegionName, piece: WornPiece): Worn {
  if (region === "outer") return openLayer(piece.kind, OUTER_LENGTH[piece.kind] ?? 560);
  if (region === "shoes") return shoesOf(piece.kind);
  return WORN[piece.kind]!;
}

/** The kinds each region is drawn for, and their categories (the garment kinds' own). */
export const WORN_KINDS: Record<RegionName, string[]> = {
  top: ["tee", "long-sleeve", "sweater", "shirt", "tank"],
  bottom: ["trousers", "jeans", "shorts", "skirt", "midi-skirt"],
  dress: ["a-line", "tee-dress", "maxi", "slip"],
  outer: ["coat", "jacket", "blazer", "cardigan"],
  shoes: ["sneaker", "boot", "loafer", "pump"],
};
export const categoryOfKind = (kind: string): VisionCategory => KINDS[kind]!.category;

/** A person's look apart from clothes. */
export type Looks = { skin: string; hair: string; hairStyle: "short" | "long" | "bun" };
export const SKIN_TONES = ["#f1c9a5", "#e2b08a", "#c68b62", "#8d5a3b", "#5c3a24"];
export const HAIR_COLOURS = ["#1d1a18", "#3b2a1e", "#6a4a2c", "#b8945e", "#8e8a86"];

/** The head: hair (long hair falls behind the shoulders), face, ears and a few features. */
function head(looks: Looks): { behind: string; front: string; points: Point[] } {
  const cap: Point[] = [
    [-54, 96],
    [-60, 48],
    [-40, 12],
    [0, 2],
    [40, 12],
    [60, 48],
    [54, 96],
    [46, 58],
    [18, 40],
    [-22, 42],
    [-48, 62],
  ];
  const long: Point[] = [
    [-58, 70],
    [-52, 16],
    [0, 2],
    [52, 16],
    [58, 70],
    [70, 252],
    [34, 248],
    [42, 112],
    [-42, 112],
    [-34, 248],
    [-70, 252],
  ];
  const bun = looks.hairStyle === "bun" ? `<circle cx="0" cy="0" r="26"/>` : "";
  const features = `<g fill="#000" fill-opacity=".55"><ellipse cx="-18" cy="82" rx="5" ry="4"/><ellipse cx="18" cy="82" rx="5" ry="4"/></g>
    <path d="M-28 70 Q-18 64 -8 70 M8 70 Q18 64 28 70 M0 86 L-4 104 L3 106 M-13 118 Q0 126 13 118" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`;
  return {
    behind: looks.hairStyle === "long" ? `<path d="${rounded(long, BODY_CORNER)}" fill="${looks.hair}"/>` : "",
    front: `<g fill="${looks.skin}"><ellipse cx="-49" cy="86" rx="9" ry="15"/><ellipse cx="49" cy="86" rx="9" ry="15"/><ellipse cx="0" cy="80" rx="50" ry="62"/></g>
      ${features}<g fill="${looks.hair}"><path d="${rounded(cap, BODY_CORNER)}"/>${bun}</g>`,
    points: [...cap, [0, looks.hairStyle === "bun" ? -26 : 2], ...(looks.hairStyle === "long" ? long : [])],
  };
}

/**
 * The person's markup in their own box, and every point drawn (for the body's extent). Layers,
 * back to front: long hair, legs, bottoms, shoes, torso, the top or dress, arms, the open outer
 * layer, hands, neck and head.
 */
export function personMarkup(id: string, outfit: Outfit, looks: Looks) {
  const defs: string[] = [];
  const cloth = (region: RegionName) => {
    const piece = outfit[region];
    if (!piece) return { markup: "", points: [] as Point[] };
    const shape = wornShape(region, piece);
    const drawn = garmentMarkup(
      `${id}-${region}`,
      shapeOf(shape.outline, () => shape.details ?? ""),
      piece.fabric,
      piece.colour,
      region === "shoes",
    );
    defs.push(drawn.defs);
    return { markup: drawn.body, points: shape.points };
  };
  const skin = (markup: string) => `<g fill="${looks.skin}">${markup}</g>`;
  const [bottom, shoes, top, dress, outer] = [
    cloth("bottom"),
    cloth("shoes"),
    cloth("top"),
    cloth("dress"),
    cloth("outer"),
  ];
  const face = head(looks);
  const arms = pair(ARM, BODY_CORNER);
  const hands = `<ellipse cx="-121" cy="500" rx="16" ry="30"/><ellipse cx="121" cy="500" rx="16" ry="30"/>`;
  const markup = [
    face.behind,
    skin(pair(LEG, BODY_CORNER).markup),
    bottom.markup,
    shoes.markup,
    skin(single(TORSO, BODY_CORNER).markup),
    top.markup,
    dress.markup,
    skin(arms.markup),
    sleevesAgain(id, outfit.top ?? outfit.dress, defs),
    outer.markup,
    skin(hands + single(NECK, BODY_CORNER).markup),
    face.front,
  ].join("");
  const points: Point[] = [
    ...face.points,
    ...arms.points,
    [-137, 530],
    [137, 530],
    ...pair(LEG).points,
    ...bottom.points,
    ...shoes.points,
    ...top.points,
    ...dress.points,
    ...outer.points,
  ];
  return { defs: defs.join(""), markup, points };
}

/** Kinds drawn with sleeves: long ones reach the wrist, the others stop above the elbow. */
const SLEEVES: Record<string, "long" | "short"> = {
  tee: "short",
  "a-line": "short",
  "tee-dress": "short",
  "long-sleeve": "long",
  sweater: "long",
  shirt: "long",
};

/**
 * The sleeves of the top or dress again, over the arms: the piece is drawn under the arms (so a tank
 * or a slip shows bare arms), then its sleeves on top of them.
 */
function sleevesAgain(id: string, piece: WornPiece | undefined, defs: string[]): string {
  const length = piece && SLEEVES[piece.kind];
  if (!piece || !length) return "";
  const side: Point[] =
    length === "long"
      ? [
          [-100, 178],
          [-118, 200],
          [-136, 340],
          [-142, 482],
          [-102, 484],
          [-92, 340],
          [-77, 230],
          [-80, 180],
        ]
      : [
          [-100, 178],
          [-140, 268],
          [-104, 284],
          [-77, 232],
          [-80, 180],
        ];
  const drawn = garmentMarkup(`${id}-sleeves`, shapeOf(pair(side).markup), piece.fabric, piece.colour, false);
  defs.push(drawn.defs);
  return drawn.body;
}

/** The extent of `points` after `scale` and a move by (dx, dy), as fractions of the photo, clipped to it. */
export function extentIn(points: Point[], scale: number, dx: number, dy: number, width: number, height: number) {
  const xs = points.map(([x]) => (dx + x * scale) / width);
  const ys = points.map(([, y]) => (dy + y * scale) / height);
  const clip = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
  return {
    left: clip(Math.min(...xs)),
    top: clip(Math.min(...ys)),
    right: clip(Math.max(...xs)),
    bottom: clip(Math.max(...ys)),
  };
}

/** Where a photo of a room is taken: the wall, the floor (with the line where they meet) and the light. */
export type Room = {
  wall: SurfaceSpec;
  wallWindow: Window;
  floor?: SurfaceSpec;
  floorWindow?: Window;
  /** the y of the wall's foot, px (the floor fills below it) */
  floorLine: number;
  /** the set's scale (0.5 for its small version): the surfaces are seen from further away */
  scale?: number;
  lighting?: Lighting;
};

/** The room's background as raw RGB: the wall, the floor below its line and a skirting board between. */
async function roomBackground(room: Room, width: number, height: number) {
  const scale = room.scale ?? 1;
  const wall = await surfaceWindow(room.wall, width, height, room.wallWindow, scale);
  const layers: OverlayOptions[] = [];
  const floorHeight = height - Math.round(room.floorLine);
  if (room.floor && floorHeight > 0) {
    const floor = await surfaceWindow(room.floor, width, floorHeight, room.floorWindow!, scale);
    layers.push({
      input: floor.data,
      raw: { width, height: floorHeight, channels: 3 },
      left: 0,
      top: height - floorHeight,
    });
    const board = Math.max(4, Math.round(height * 0.018));
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${board + 6}"><rect width="${width}" height="${board}" fill="#efede8"/><rect y="${board}" width="${width}" height="6" fill="#000" fill-opacity=".12"/></svg>`,
      ),
      left: 0,
      top: Math.max(0, height - floorHeight - board),
    });
  }
  return fromRaw(wall).composite(layers).removeAlpha().raw().toBuffer();
}

/** The photo: `foreground` (SVG markup in photo px, fibres laid over it) over the room, the light over all, as JPEG. */
export async function roomPhoto(
  room: Room,
  width: number,
  height: number,
  defs: string,
  foreground: string,
  quality: number,
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs}
    <filter id="contact" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(width / 90).toFixed(1)}"/></filter></defs>
    ${foreground}</svg>`;
  const layers: OverlayOptions[] = foreground ? [await withFibres(svg)] : [];
  const drawn = await fromRaw({ data: await roomBackground(room, width, height), width, height })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (room.lighting) applyLighting(drawn.data, width, height, drawn.info.channels, room.lighting);
  return sharp(drawn.data, { raw: drawn.info }).jpeg({ quality }).toBuffer();
}

/** Where the person stands: scale (px per unit) and where the box's (0, 0) lands, px. */
export type Stance = { scale: number; dx: number; dy: number };

/** A person photo: the person at `stance` in `room`, with a soft shadow at their feet. */
export async function personPhoto(
  id: string,
  outfit: Outfit,
  looks: Looks,
  room: Room,
  stance: Stance,
  width: number,
  height: number,
  quality: number,
) {
  const person = personMarkup(id, outfit, looks);
  const { scale, dx, dy } = stance;
  const feet = `<ellipse cx="${dx}" cy="${dy + 1000 * scale}" rx="${110 * scale}" ry="${16 * scale}" fill="#000" fill-opacity=".28" filter="url(#contact)"/>`;
  const foreground = `${feet}<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(4)})">${person.markup}</g>`;
  return {
    image: await roomPhoto(room, width, height, person.defs, foreground, quality),
    body: extentIn(person.points, scale, dx, dy, width, height),
  };
}

/** A wooden hanger on a hook, its bar across the garment's shoulders, in the hanging garment's box. */
const hanger = (cx: number, y: number, half: number) =>
  `<g fill="none" stroke-linecap="round"><path d="M${cx} ${y - 30} L${cx} ${y - 58} Q${cx} ${y - 76} ${cx + 16} ${y - 76} Q${cx + 30} ${y - 76} ${cx + 30} ${y - 62}" stroke="#8c8c88" stroke-width="5"/>
   <path d="M${cx - half} ${y + 14} Q${cx - half / 2} ${y - 10} ${cx} ${y - 30} Q${cx + half / 2} ${y - 10} ${cx + half} ${y + 14}" stroke="#8a5a36" stroke-width="12"/></g>`;

/** A garment on a hanger against the wall: no person, one piece (the fallback reads it as a garment photo). */
export async function hangerPhoto(
  kind: string,
  fabric: Fabric,
  colour: VisionColour,
  room: Room,
  at: Placement,
  width: number,
  height: number,
  quality: number,
) {
  const shape = KINDS[kind]!.shapes[0]!;
  const drawn = garmentMarkup("hung", shape, fabric, colour, false);
  const { x0, y0, x1 } = shape.box;
  const foreground = `<g transform="${transformOf(shape, at)}">${hanger((x0 + x1) / 2, y0 + 12, (x1 - x0) * 0.36)}${drawn.body}</g>`;
  return roomPhoto(room, width, height, drawn.defs, foreground, quality);
}

/** A bare wall (and floor): no person, no garment. */
export const emptyRoomPhoto = (room: Room, width: number, height: number, quality: number) =>
  roomPhoto(room, width, height, "", "", quality);

/** A seeded person's looks. */
export function looksOf(random: () => number): Looks {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return { skin: pick(SKIN_TONES), hair: pick(HAIR_COLOURS), hairStyle: pick(["short", "long", "bun"] as const) };
}
