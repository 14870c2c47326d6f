import sharp, { type OverlayOptions } from "sharp";
import { seeded } from "./garments";
import {
  applyLighting,
  COLOUR_HEX,
  type Fabric,
  garmentLayerSvg,
  garmentMaskSvg,
  garmentShadow,
  KINDS,
  type Lighting,
  type Placement,
  regionOf,
  type Staging,
  type VisionCategory,
  type VisionColour,
  type VisionPattern,
  withFibres,
} from "./vision-garments";
import {
  categoryOfKind,
  emptyRoomPhoto,
  hangerPhoto,
  type Looks,
  looksOf,
  type Outfit,
  personPhoto,
  type RegionName,
  type Room,
  WORN_KINDS,
} from "./vision-people";
import {
  clearSurfaces,
  fromRaw,
  rgbOf,
  type SurfaceKind,
  type SurfaceSpec,
  surfaceWindow,
  type Window,
} from "./vision-surfaces";

/**
 * The labelled photo set of `npm run bench -- vision`: drawn garment photos and drawn people, with
 * what each shows, generated from one seed (the same seed draws the same set, byte for byte).
 *
 * - Garments: 34 kinds in the seven categories, on white (cut-outs, with the mask the browser's
 *   background removal would send), plain backdrops, textured surfaces (wood, knit, concrete, linen)
 *   and patterned ones (tiles, striped wallpaper, gingham, dotted paper). The garment's box covers
 *   25–85 % of the frame (a belt's or a scarf's less: no box is wider or taller than 90 % of it);
 *   shoes, sandals, belts, caps and scarves are also shot small, and `small` says which photos are
 *   (under 8 % of the photo's pixels, measured on the mask). Turned ±8°, mirrored, shifted, 600–1200
 *   px, JPEG (quality 72–92) but for cut-outs; some with a soft shadow, some in uneven light (±3–7 %).
 * - Colours: each garment in its kind's colour the set has used least, dyed a palette prototype of
 *   the name (±2 %), shaded within ±6 %; patterned ones keep the main colour the largest area.
 * - Re-shoots: the same garment again on another background, at another scale, cropped 2–5 % and
 *   turned 2–5° more. Same outline: another garment of the same kind and proportions, in another
 *   colour or pattern, shot on the same background at nearly the same size and angle.
 * - People: full length or cropped at the knees, on a wall (painted, concrete, brick, wood,
 *   wallpaper) and floor; with the region each piece is; some again cropped by 3 %; and photos
 *   with no one (a bare wall, a garment on a hanger).
 */

export type { RegionName, VisionColour, VisionPattern };
export type VisionBackground = "white" | "plain" | "textured" | "patterned";
export type GarmentPhoto = {
  /** unique, e.g. "tee-white-03" */
  id: string;
  /** the physical garment: shared by a photo and its re-shoot */
  garmentId: string;
  shot: "first" | "reshoot";
  /** for "different garment, same outline": the garmentId it shares an outline with */
  outlineOf?: string;
  kind: string;
  category: VisionCategory;
  /** main colour (largest area of the garment) */
  colour: VisionColour;
  /** second colour for patterned pieces (stripes, checks, dots, the print's motifs) */
  secondary?: VisionColour;
  /** a part in a fixed colour whatever the garment's (a sneaker's white sole) */
  trim?: VisionColour;
  pattern: VisionPattern;
  background: VisionBackground;
  /** what a careless reader would name the background */
  backgroundColour: VisionColour | "mixed";
  /** the garment covers < 8 % of the photo */
  small: boolean;
  /** background === "white", drawn as a background-removed upload (pure #fff outside the garment) */
  cutout: boolean;
  /** the photo as uploaded: opaque PNG for cut-outs, JPEG otherwise */
  image: Buffer;
  /** cut-outs only: opaque greyscale PNG, same size, white = garment */
  mask?: Buffer;
};
export type PersonPhoto = {
  id: string;
  /** false for the no-person fallback photos */
  person: boolean;
  /** the wall: "wall" (painted), "concrete", "brick", "wood", "wallpaper" */
  background: string;
  /**
   * What the person wears, by region (absent ones omitted; shoes are omitted when the photo stops at
   * the knees). A no-person photo of a garment on a hanger names that garment in its region (top,
   * dress or outer); a bare wall has none.
   */
  regions: Partial<Record<RegionName, { kind: string; category: VisionCategory; colour: VisionColour }>>;
  /** id of the photo this is a 3 % crop of */
  croppedFrom?: string;
  /** JPEG */
  image: Buffer;
  /** where the person's body is (hair to soles, hands included), as fractions of width/height */
  body?: { left: number; top: number; right: number; bottom: number };
};
export type VisionSet = { garments: GarmentPhoto[]; people: PersonPhoto[] };
export type VisionSetOptions = {
  /** "small": the same photos (same plan, labels and ids) at half the pixels' side, for a quick test */
  scale?: "full" | "small";
  /** draw only the photos with these ids (the plan, and so every photo drawn, is the same) */
  only?: readonly string[];
};

/** A surface a garment can be photographed on, and what a careless reader calls its colour. */
type Backdrop = {
  name: string;
  background: Exclude<VisionBackground, "white">;
  colour: VisionColour | "mixed";
  kind: SurfaceKind;
  hex: string;
  second: string;
};
const backdrop = (
  name: string,
  background: Backdrop["background"],
  colour: Backdrop["colour"],
  kind: SurfaceKind,
  hex: string,
  second = hex,
): Backdrop => ({ name, background, colour, kind, hex, second });

/** The colour names were checked against lib/ai/local/palette.ts's name for each surface's mean colour. */
const BACKDROPS: Backdrop[] = [
  backdrop("light grey paper", "plain", "grey", "plain", "#cfcfcd"),
  backdrop("mid grey paper", "plain", "grey", "plain", "#9c9c9a"),
  backdrop("dark grey paper", "plain", "grey", "plain", "#5a5b5e"),
  backdrop("beige paper", "plain", "beige", "plain", "#dccdb0"),
  backdrop("pale blue paper", "plain", "light blue", "plain", "#b7cfe6"),
  backdrop("pale pink paper", "plain", "pink", "plain", "#f2c6d2"),
  backdrop("cream paper", "plain", "cream", "plain", "#efe5cc"),
  backdrop("oak table", "textured", "camel", "wood", "#d2aa76", "#8a5e36"),
  backdrop("walnut floor", "textured", "brown", "wood", "#8a5a36", "#3e2616"),
  backdrop("grey-washed boards", "textured", "grey", "wood", "#cfc9bd", "#8f887c"),
  backdrop("cream knit throw", "textured", "cream", "knit", "#f7f1e2", "#efe6d0"),
  backdrop("grey knit rug", "textured", "grey", "knit", "#a9acb0", "#8a8e94"),
  backdrop("light concrete", "textured", "grey", "concrete", "#b9b7b2"),
  backdrop("dark concrete", "textured", "grey", "concrete", "#7f7e7b"),
  backdrop("natural linen", "textured", "beige", "linen", "#dacdb2"),
  backdrop("blue linen", "textured", "light blue", "linen", "#aec3d8"),
  backdrop("white subway tiles", "patterned", "white", "tiles", "#f1f1ec", "#b3b3ae"),
  backdrop("terracotta tiles", "patterned", "rust", "tiles", "#b8623e", "#d9d0c4"),
  backdrop("sage striped wallpaper", "patterned", "mixed", "stripes", "#ece5d2", "#9fb59a"),
  backdrop("navy striped wallpaper", "patterned", "mixed", "stripes", "#f2f0ea", "#27365a"),
  backdrop("red gingham tablecloth", "patterned", "mixed", "gingham", "#c23030"),
  backdrop("blue gingham tablecloth", "patterned", "mixed", "gingham", "#2f5fb3"),
  backdrop("dotted wallpaper", "patterned", "mixed", "motif-paper", "#e9e4d8", "#7f97b3"),
];

/** Surfaces only rooms have (walls); the rooms' other walls and floors are backdrops above, shared. */
const ROOM_SURFACES: Record<string, Omit<SurfaceSpec, "seed">> = {
  "off-white paint": { kind: "plain", hex: "#e8e4da", second: "" },
  "pale blue paint": { kind: "plain", hex: "#c9d3d9", second: "" },
  "sage paint": { kind: "plain", hex: "#b9c2ad", second: "" },
  "slate paint": { kind: "plain", hex: "#8f9ba6", second: "" },
  "red brick": { kind: "brick", hex: "#a3523a", second: "#6e3322" },
  "pale brick": { kind: "brick", hex: "#c07a55", second: "#8d4b33" },
  "striped wallpaper": { kind: "stripes", hex: "#ece6d6", second: "#c2b08f" },
};
/** The walls people stand against (`name` is PersonPhoto's background) and the floors under them. */
const WALLS: { name: string; surface: string; turned?: boolean }[] = [
  { name: "wall", surface: "off-white paint" },
  { name: "wall", surface: "pale blue paint" },
  { name: "wall", surface: "sage paint" },
  { name: "wall", surface: "slate paint" },
  { name: "concrete", surface: "light concrete" },
  { name: "brick", surface: "red brick" },
  { name: "brick", surface: "pale brick" },
  { name: "wood", surface: "oak table", turned: true },
  { name: "wallpaper", surface: "striped wallpaper" },
  { name: "wallpaper", surface: "dotted wallpaper" },
];
const FLOORS = ["walnut floor", "terracotta tiles", "grey knit rug", "dark concrete"];

/** A named surface (a backdrop or a room's), with its seed. */
function surfaceNamed(plan: Planner, name: string): SurfaceSpec {
  const found = ROOM_SURFACES[name] ?? BACKDROPS.find((b) => b.name === name)!;
  return { kind: found.kind, hex: found.hex, second: found.second, seed: plan.seedOf(name) };
}

const SECONDARY_COLOURS: VisionColour[] = [
  "white",
  "cream",
  "black",
  "navy",
  "red",
  "mustard",
  "light blue",
  "pink",
  "green",
  "beige",
  "grey",
  "burgundy",
];
const ASPECTS = [1, 4 / 3, 3 / 4, 4 / 5, 5 / 4, 3 / 2, 2 / 3];
const GARMENTS_PER_KIND = 4;
/** More of the kinds the issue singles out (white tee, white sneaker, jeans, shirt). */
const EXTRA_GARMENTS: Record<string, number> = { tee: 2, sneaker: 2, jeans: 1, shirt: 1, cardigan: 1, sweater: 1 };
const PEOPLE = 36;
const CROPPED_PEOPLE = 12;

/**
 * CIELAB (D65) of a hex colour, for keeping a garment apart from its background and its neighbours.
 * Computed here rather than imported from lib/vision, the code this set measures.
 */
function labOf(hex: string): [number, number, number] {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = rgbOf(hex).map(linear) as [number, number, number];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [x, y, z] = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ];
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
/** How far apart two colours look (CIE76 ΔE). */
const apart = (a: string, b: string) => Math.hypot(...labOf(a).map((v, i) => v - labOf(b)[i]!));
const slug = (text: string) => text.replace(/\s+/g, "-");

/** A physical garment: kind, layout (suits), colours, cloth and proportions. Its photos share all of it. */
type Garment = {
  id: string;
  kind: string;
  shapeIndex: number;
  colour: VisionColour;
  secondary?: VisionColour;
  fabric: Fabric;
  stretch: [number, number];
};

/** One photo of a garment, as planned: where, how large, at what angle, and how it is cropped. */
type Shot = {
  id: string;
  garment: Garment;
  shot: GarmentPhoto["shot"];
  outlineOf?: string;
  backdrop?: Backdrop;
  window: Window;
  width: number;
  height: number;
  /** the share of the frame's area the garment's box covers (turned, before any crop) */
  fill: number;
  tilt: number;
  mirror: boolean;
  /** where the garment's centre is, as fractions of the room left around it */
  position: [number, number];
  staging: Staging;
  /** px cut off [left, top, right, bottom] after the shot */
  crop: [number, number, number, number];
  quality: number;
};

/** The seeded choices, in the one order that makes a seed draw one set. */
class Planner {
  private readonly counters = new Map<string, number>();
  readonly surfaceSeeds = new Map<string, number>();
  constructor(readonly random: () => number) {}

  between = (low: number, high: number) => low + (high - low) * this.random();
  pick = <T>(list: readonly T[]): T => list[Math.floor(this.random() * list.length)]!;
  chance = (p: number) => this.random() < p;

  /** A surface's seed: drawn the first time the surface is used, kept for every later photo on it. */
  seedOf(name: string): number {
    if (!this.surfaceSeeds.has(name)) this.surfaceSeeds.set(name, Math.floor(this.random() * 2 ** 31));
    return this.surfaceSeeds.get(name)!;
  }

  /** "tee-white-03": kind, colour and a count, so ids read as what the photo shows. */
  idFor(kind: string, colour: VisionColour): string {
    const key = `${kind}-${slug(colour)}`;
    const next = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, next);
    return `${key}-${String(next).padStart(2, "0")}`;
  }

  window(): Window {
    return { left: Math.floor(this.random() * 200), top: Math.floor(this.random() * 200), turned: this.chance(0.3) };
  }

  frame(): [number, number] {
    const long = 600 + Math.round(this.random() * 60) * 10;
    const aspect = this.pick(ASPECTS);
    return aspect >= 1 ? [long, Math.round(long / aspect)] : [Math.round(long * aspect), long];
  }
}

/** A second colour that stands apart from `main` (ΔE ≥ 35), for stripes, checks, dots and prints. */
function secondaryFor(plan: Planner, main: VisionColour): VisionColour {
  const candidates = SECONDARY_COLOURS.filter((c) => c !== main && apart(COLOUR_HEX[c], COLOUR_HEX[main]) >= 35);
  return plan.pick(candidates);
}

/** A garment's hex: its colour's, a touch lighter or darker (±2 %), so no two garments are one flat value. */
function dyed(plan: Planner, colour: VisionColour): string {
  const factor = 1 + plan.between(-0.02, 0.02);
  return `#${rgbOf(COLOUR_HEX[colour])
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v * factor)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** The cloth of a garment in `colour` and `pattern`: repeat sizes in a range that reads as that pattern. */
function fabricFor(plan: Planner, colour: VisionColour, pattern: VisionPattern, secondary?: VisionColour): Fabric {
  const period = {
    solid: 20,
    striped: plan.between(14, 28),
    checked: plan.between(26, 44),
    dotted: plan.between(16, 26),
    printed: plan.between(40, 58),
    denim: 4.5,
  }[pattern];
  const angle =
    pattern === "striped"
      ? plan.pick([0, 0, 90])
      : pattern === "printed"
        ? plan.between(0, 360)
        : pattern === "denim"
          ? plan.between(-4, 4)
          : 0;
  return {
    pattern,
    hex: dyed(plan, colour),
    secondHex: secondary && COLOUR_HEX[secondary],
    accentHex: COLOUR_HEX[plan.pick(["mustard", "white", "yellow"] as const)],
    period,
    angle,
    seed: Math.floor(plan.random() * 1e9),
  };
}

/** A new garment of `kind`; `like` keeps another garment's layout and proportions (a same-outline twin). */
function newGarment(
  plan: Planner,
  kind: string,
  colour: VisionColour,
  pattern: VisionPattern,
  like?: Garment,
): Garment {
  const spec = KINDS[kind]!;
  if (pattern === "denim") colour = "denim";
  if (colour === "denim") pattern = "denim";
  const secondary = pattern === "solid" || pattern === "denim" ? undefined : secondaryFor(plan, colour);
  return {
    id: plan.idFor(kind, colour),
    kind,
    shapeIndex: like?.shapeIndex ?? Math.floor(plan.random() * spec.shapes.length),
    colour,
    secondary,
    fabric: fabricFor(plan, colour, pattern, secondary),
    stretch: like?.stretch ?? [plan.between(0.9, 1.1), plan.between(0.9, 1.1)],
  };
}

/** Whether `garment` shows up on `surface`: its colours at least ΔE 20 from the surface's (else it is camouflage). */
const standsOut = (garment: Garment, surface: Backdrop) =>
  surface.colour !== garment.colour &&
  [garment.fabric.hex, garment.fabric.secondHex ?? garment.fabric.hex].every(
    (hex) => apart(hex, surface.hex) >= 20 && (surface.second === surface.hex || apart(hex, surface.second) >= 15),
  );

/** A backdrop of `background` type the garment stands out on (other than `not`); undefined is white. */
function backdropFor(
  plan: Planner,
  garment: Garment,
  background: VisionBackground,
  not?: Backdrop,
): Backdrop | undefined {
  if (background === "white") return undefined;
  const fitting = BACKDROPS.filter((b) => b.background === background && b !== not && standsOut(garment, b));
  return plan.pick(fitting.length ? fitting : BACKDROPS.filter((b) => b !== not && standsOut(garment, b)));
}

function backgroundType(plan: Planner): VisionBackground {
  const r = plan.random();
  return r < 0.3 ? "white" : r < 0.54 ? "plain" : r < 0.8 ? "textured" : "patterned";
}

/** A shadow and uneven light, each on about half the photos that are not cut-outs. */
function stagingFor(plan: Planner, cutout: boolean, long: number): Staging {
  if (cutout) return {};
  const shadow = plan.chance(0.55)
    ? {
        dx: plan.between(0.004, 0.014) * long,
        dy: plan.between(0.006, 0.016) * long,
        blur: plan.between(0.008, 0.018) * long,
        opacity: plan.between(0.18, 0.32),
      }
    : undefined;
  const lighting: Lighting | undefined = plan.chance(0.5)
    ? { angle: plan.between(0, 360), strength: plan.between(0.03, 0.07) }
    : undefined;
  return { shadow, lighting };
}

/** The first photo of a garment. */
function firstShot(plan: Planner, garment: Garment, small: boolean, background = backgroundType(plan)): Shot {
  const [width, height] = plan.frame();
  const place = backdropFor(plan, garment, background);
  return {
    id: garment.id,
    garment,
    shot: "first",
    backdrop: place,
    window: plan.window(),
    width,
    height,
    fill: small ? plan.between(0.03, 0.09) : plan.between(0.25, 0.85),
    tilt: plan.between(-8, 8),
    mirror: plan.chance(0.5),
    position: [plan.random(), plan.random()],
    staging: stagingFor(plan, !place, Math.max(width, height)),
    crop: [0, 0, 0, 0],
    quality: Math.round(plan.between(72, 92)),
  };
}

/** The same garment again: another background, another scale, turned 2–5° more and cropped 2–5 %. */
function reshoot(plan: Planner, first: Shot): Shot {
  const background: VisionBackground = first.backdrop
    ? plan.chance(0.35)
      ? "white"
      : backgroundType(plan)
    : plan.pick(["plain", "textured", "patterned"] as const);
  const place = backdropFor(plan, first.garment, background, first.backdrop);
  const long = Math.min(1200, Math.round(Math.max(first.width, first.height) * plan.between(0.8, 1.2)));
  const aspect = first.width / first.height;
  const [width, height] = aspect >= 1 ? [long, Math.round(long / aspect)] : [Math.round(long * aspect), long];
  const grow = plan.chance(0.5) ? plan.between(1.12, 1.3) : plan.between(0.72, 0.88);
  const fill =
    first.fill < 0.25 ? Math.min(0.12, first.fill * grow) : Math.min(0.85, Math.max(0.25, first.fill * grow));
  const cut = plan.between(0.02, 0.05);
  const [cutX, cutY] = [Math.round(cut * width), Math.round(cut * height)];
  const [left, top] = [Math.round(cutX * plan.random()), Math.round(cutY * plan.random())];
  return {
    ...first,
    id: `${first.garment.id}-reshoot`,
    shot: "reshoot",
    backdrop: place,
    window: plan.window(),
    width,
    height,
    fill,
    tilt: first.tilt + plan.pick([-1, 1]) * plan.between(2, 5),
    position: [plan.random(), plan.random()],
    staging: stagingFor(plan, !place, Math.max(width, height)),
    crop: [left, top, cutX - left, cutY - top],
    quality: Math.round(plan.between(72, 92)),
  };
}

/** Another garment cut from the same pattern in another colour or cloth, shot like the first. */
function sameOutline(plan: Planner, first: Shot): Shot | undefined {
  const { garment } = first;
  const spec = KINDS[garment.kind]!;
  const otherColours = spec.colours.filter((c) => c !== garment.colour && c !== "denim");
  const otherPatterns = [...new Set(spec.patterns)].filter((p) => p !== garment.fabric.pattern && p !== "denim");
  const recolour = otherColours.length > 0 && (otherPatterns.length === 0 || plan.chance(0.7));
  if (!recolour && otherPatterns.length === 0) return undefined;
  const colour = recolour
    ? plan.pick(otherColours)
    : garment.colour === "denim"
      ? plan.pick(otherColours)
      : garment.colour;
  const pattern = recolour
    ? garment.fabric.pattern === "denim"
      ? "solid"
      : garment.fabric.pattern
    : plan.pick(otherPatterns);
  const twin = newGarment(plan, garment.kind, colour, pattern, garment);
  const onWhite = !first.backdrop;
  const place =
    onWhite || (first.backdrop && standsOut(twin, first.backdrop))
      ? first.backdrop
      : backdropFor(plan, twin, first.backdrop!.background);
  return {
    ...first,
    id: twin.id,
    garment: twin,
    outlineOf: garment.id,
    backdrop: place,
    window: plan.window(),
    fill: Math.min(0.85, first.fill * plan.between(0.95, 1.05)),
    tilt: first.tilt + plan.between(-2, 2),
    position: [first.position[0] + plan.between(-0.1, 0.1), first.position[1] + plan.between(-0.1, 0.1)].map((v) =>
      Math.min(1, Math.max(0, v)),
    ) as [number, number],
    staging: stagingFor(plan, !place, Math.max(first.width, first.height)),
    quality: Math.round(plan.between(72, 92)),
  };
}

/** Of `colours` (read from `start` round), the one the set has used least so far: every colour gets its share. */
function leastUsed(used: Map<VisionColour, number>, colours: VisionColour[], start: number): VisionColour {
  const order = colours.map((_, i) => colours[(start + i) % colours.length]!);
  return order.reduce((best, colour) => ((used.get(colour) ?? 0) < (used.get(best) ?? 0) ? colour : best));
}

/** Solid for about a third of the garments of a kind that also comes patterned, one of its patterns for the rest. */
function patternFor(plan: Planner, patterns: VisionPattern[]): VisionPattern {
  const patterned = patterns.filter((p) => p !== "solid");
  return patterned.length === 0 || (patterns.includes("solid") && plan.chance(0.35))
    ? patterns[0]!
    : plan.pick(patterned);
}

/**
 * Every garment photo, planned: GARMENTS_PER_KIND garments of each kind (more of a few), each in the
 * kind's colour the set has used least (leastUsed), solid or patterned (patternFor); a re-shoot of every
 * fourth garment and a same-outline twin of every fourth (offset by two).
 */
function planGarments(plan: Planner): Shot[] {
  const firsts: Shot[] = [];
  const used = new Map<VisionColour, number>();
  for (const [kind, spec] of Object.entries(KINDS)) {
    const start = Math.floor(plan.random() * spec.colours.length);
    const count = GARMENTS_PER_KIND + (EXTRA_GARMENTS[kind] ?? 0);
    for (let n = 0; n < count; n++) {
      // The first tee and the first sneaker are white: the issue asks for both, and they are hard on white.
      const colour = n === 0 && (kind === "tee" || kind === "sneaker") ? "white" : leastUsed(used, spec.colours, start);
      used.set(colour, (used.get(colour) ?? 0) + 1);
      const pattern = colour === "white" && n === 0 ? spec.patterns[0]! : patternFor(plan, spec.patterns);
      const small = (spec.canBeSmall ?? false) && n % 2 === 1;
      firsts.push(
        firstShot(
          plan,
          newGarment(plan, kind, colour, pattern),
          small,
          n === 0 && kind === "tee" ? "white" : undefined,
        ),
      );
    }
  }
  const extra: Shot[] = [];
  firsts.forEach((first, i) => {
    if (i % 4 === 1) extra.push(reshoot(plan, first));
    if (i % 4 === 3) {
      const twin = sameOutline(plan, first);
      if (twin) extra.push(twin);
    }
  });
  return [...firsts, ...extra];
}

/**
 * Fits the garment's box, turned, to `shot.fill` of the frame's area (but never wider or taller than
 * 90 % of the frame: a belt's box cannot cover a quarter of it), and places it.
 */
function placementOf(shot: Shot, k: number): Placement {
  const spec = KINDS[shot.garment.kind]!;
  const { x0, y0, x1, y1 } = spec.shapes[shot.garment.shapeIndex]!.box;
  const [w, h] = [(x1 - x0) * shot.garment.stretch[0], (y1 - y0) * shot.garment.stretch[1]];
  const [cos, sin] = [Math.abs(Math.cos((shot.tilt * Math.PI) / 180)), Math.abs(Math.sin((shot.tilt * Math.PI) / 180))];
  const [turnedW, turnedH] = [w * cos + h * sin, w * sin + h * cos];
  const scale = Math.min(
    Math.sqrt((shot.fill * shot.width * shot.height) / (turnedW * turnedH)),
    (0.9 * shot.width) / turnedW,
    (0.9 * shot.height) / turnedH,
  );
  // Keep the garment 5 % inside the frame, so a re-shoot's crop of up to 5 % never cuts into it.
  const room = (side: number, size: number) => Math.max(0, side * 0.9 - size);
  const cx = shot.width * 0.05 + turnedW * scale * 0.5 + room(shot.width, turnedW * scale) * shot.position[0];
  const cy = shot.height * 0.05 + turnedH * scale * 0.5 + room(shot.height, turnedH * scale) * shot.position[1];
  const [stretchX, stretchY] = shot.garment.stretch;
  return { cx: cx * k, cy: cy * k, scale: scale * k, stretchX, stretchY, tilt: shot.tilt, mirror: shot.mirror };
}

const scaledStaging = (staging: Staging, k: number): Staging => ({
  lighting: staging.lighting,
  shadow: staging.shadow && {
    dx: staging.shadow.dx * k,
    dy: staging.shadow.dy * k,
    blur: staging.shadow.blur * k,
    opacity: staging.shadow.opacity,
  },
});

/** The share of a mask's pixels that are garment (a 1-channel raw mask, 255 = garment), scaled by `scale²`. */
function maskedShare(mask: Buffer, area: number, scale: number): number {
  let sum = 0;
  for (let i = 0; i < mask.length; i++) sum += mask[i]!;
  return sum / 255 / (scale * scale) / area;
}

/** The photo's pixels before any crop: the surface, the garment's shadow, the garment (drawn over its own region only), the room's light. */
async function drawShot(shot: Shot, k: number, seedOf: (name: string) => number, at: Placement) {
  const [width, height] = [Math.round(shot.width * k), Math.round(shot.height * k)];
  const spec = KINDS[shot.garment.kind]!;
  const { shapeIndex, fabric, colour } = shot.garment;
  const staging = scaledStaging(shot.staging, k);
  const background = shot.backdrop
    ? await surfaceWindow({ ...shot.backdrop, seed: seedOf(shot.backdrop.name) }, width, height, shot.window, k)
    : { data: Buffer.alloc(width * height * 3, 255), width, height };
  const overlays: OverlayOptions[] = [];
  if (staging.shadow) {
    const shadow = await garmentShadow(width, height, spec, shapeIndex, at, staging.shadow);
    const { left, top, width: w, height: h } = shadow.region;
    overlays.push({ input: shadow.rgba, raw: { width: w, height: h, channels: 4 }, left, top });
  }
  const region = regionOf(spec.shapes[shapeIndex]!, at, width, height);
  const layer = await withFibres(garmentLayerSvg(region, spec, shapeIndex, fabric, colour, at));
  overlays.push({ ...layer, left: region.left, top: region.top });
  const drawn = await fromRaw(background).composite(overlays).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (staging.lighting) applyLighting(drawn.data, width, height, drawn.info.channels, staging.lighting);
  return drawn;
}

/**
 * Draws a planned garment photo, crops it, and measures the garment's share of it on its mask (a
 * cut-out's, sent with it, at full size; a quarter-size one for the others).
 */
async function renderShot(shot: Shot, k: number, seedOf: (name: string) => number): Promise<GarmentPhoto> {
  const [width, height] = [Math.round(shot.width * k), Math.round(shot.height * k)];
  const spec = KINDS[shot.garment.kind]!;
  const { shapeIndex, fabric, colour } = shot.garment;
  const at = placementOf(shot, k);
  const drawn = await drawShot(shot, k, seedOf, at);
  const cutout = !shot.backdrop;
  const maskScale = cutout ? 1 : 0.25;
  const maskRaw = await sharp(
    Buffer.from(garmentMaskSvg({ left: 0, top: 0, width, height }, spec, shapeIndex, at, { scale: maskScale })),
  )
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Edge pixels the mask rounds to background can hold a trace of the garment: a cut-out is pure white there.
  if (cutout) for (let i = 0; i < maskRaw.length; i++) if (maskRaw[i] === 0) drawn.data.fill(255, i * 3, i * 3 + 3);
  const [left, top, right, bottom] = shot.crop.map((v) => Math.round(v * k)) as [number, number, number, number];
  const kept = { left, top, width: width - left - right, height: height - top - bottom };
  const photo = sharp(drawn.data, { raw: drawn.info }).extract(kept);
  const coverage = maskedShare(maskRaw, kept.width * kept.height, maskScale);
  const mask = cutout
    ? await sharp(maskRaw, { raw: { width, height, channels: 1 } })
        .extract(kept)
        .toColourspace("b-w")
        .png()
        .toBuffer()
    : undefined;
  return {
    id: shot.id,
    garmentId: shot.garment.id,
    shot: shot.shot,
    ...(shot.outlineOf ? { outlineOf: shot.outlineOf } : {}),
    kind: shot.garment.kind,
    category: spec.category,
    colour,
    ...(shot.garment.secondary ? { secondary: shot.garment.secondary } : {}),
    ...(spec.trim ? { trim: spec.trim } : {}),
    pattern: fabric.pattern,
    background: shot.backdrop?.background ?? "white",
    backgroundColour: shot.backdrop?.colour ?? "white",
    small: coverage < 0.08,
    cutout,
    image: cutout
      ? await photo.png({ compressionLevel: 3 }).toBuffer()
      : await photo.jpeg({ quality: shot.quality }).toBuffer(),
    ...(mask ? { mask } : {}),
  };
}

/** One person photo, as planned. */
type PersonShot = {
  id: string;
  outfit: Outfit;
  looks: Looks;
  wall: (typeof WALLS)[number];
  room: Omit<Room, "floorLine">;
  framing: "full" | "knees";
  width: number;
  height: number;
  /** full: the person's height against the frame's; knees: the box's y at the frame's foot */
  size: number;
  /** fraction of the sideways room the person stands at */
  across: number;
  /** full: where the feet are, as a fraction of the height; knees: the margin over the head */
  feet: number;
  /** how far up the wall's foot is, as a fraction of the person's height */
  floorUp: number;
  quality: number;
};

/** A colour of `kind` that stands apart (ΔE ≥ 18) from everything in `taken` (the other pieces, the wall, the skin). */
function colourApart(plan: Planner, kind: string, taken: string[]): VisionColour {
  const fitting = KINDS[kind]!.colours.filter((c) => taken.every((hex) => apart(COLOUR_HEX[c], hex) >= 18));
  return plan.pick(fitting.length ? fitting : KINDS[kind]!.colours);
}

/** What one person wears: a dress or a top and bottoms, maybe an open outer layer, and shoes (full length). */
function outfitFor(plan: Planner, full: boolean, taken: string[]): Outfit {
  const regions: RegionName[] = plan.chance(0.3) ? ["dress"] : ["top", "bottom"];
  if (plan.chance(0.4)) regions.push("outer");
  if (full) regions.push("shoes");
  const outfit: Outfit = {};
  for (const region of regions) {
    const kind = plan.pick(WORN_KINDS[region]);
    const colour = colourApart(plan, kind, taken);
    const pattern: VisionPattern = colour === "denim" || kind === "jeans" ? "denim" : "solid";
    const piece = newGarment(plan, kind, colour, pattern);
    outfit[region] = { kind, colour: piece.colour, fabric: piece.fabric };
    taken.push(piece.fabric.hex);
  }
  return outfit;
}

function planPeople(plan: Planner): PersonShot[] {
  return Array.from({ length: PEOPLE }, (_, n) => {
    const framing = n % 3 === 2 ? "knees" : "full";
    const wall = WALLS[n % WALLS.length]!;
    const looks = looksOf(plan.random);
    const floor = plan.pick(FLOORS);
    const wallColours = [surfaceNamed(plan, wall.surface).hex, surfaceNamed(plan, wall.surface).second].filter(Boolean);
    const outfit = outfitFor(plan, framing === "full", [...wallColours, looks.skin, looks.hair]);
    const [width, height] = plan.pick([
      [600, 800],
      [750, 1000],
      [900, 1200],
      [720, 960],
      [800, 1000],
      [1200, 900],
      [1000, 1000],
    ] as const);
    return {
      id: `person-${String(n + 1).padStart(2, "0")}`,
      outfit,
      looks,
      wall,
      room: {
        wall: surfaceNamed(plan, wall.surface),
        wallWindow: { ...plan.window(), turned: wall.turned ?? false },
        floor: surfaceNamed(plan, floor),
        floorWindow: { ...plan.window(), turned: false },
        lighting: plan.chance(0.6) ? { angle: plan.between(0, 360), strength: plan.between(0.03, 0.07) } : undefined,
      },
      framing,
      width,
      height,
      size: framing === "full" ? plan.between(0.78, 0.9) : plan.between(690, 770),
      across: plan.random(),
      feet: framing === "full" ? plan.between(0.935, 0.975) : plan.between(0.03, 0.07),
      floorUp: plan.between(0.05, 0.12),
      quality: Math.round(plan.between(74, 92)),
    } satisfies PersonShot;
  });
}

const regionsOf = (outfit: Outfit): PersonPhoto["regions"] =>
  Object.fromEntries(
    Object.entries(outfit).map(([region, piece]) => [
      region,
      { kind: piece.kind, category: categoryOfKind(piece.kind), colour: piece.colour },
    ]),
  );

/** Draws a planned person photo: the stance from the framing, the floor line from the stance. */
async function renderPerson(shot: PersonShot, k: number): Promise<PersonPhoto> {
  const [width, height] = [Math.round(shot.width * k), Math.round(shot.height * k)];
  // The box runs from y = -26 (a bun) to 1000 (the soles).
  const scale = shot.framing === "full" ? (shot.size * height) / 1026 : (height * (1 - shot.feet)) / (shot.size + 26);
  const dy = shot.framing === "full" ? shot.feet * height - 1000 * scale : shot.feet * height + 26 * scale;
  const dx = 160 * scale + Math.max(0, width - 320 * scale) * (0.3 + 0.4 * shot.across);
  const floorLine = shot.framing === "full" ? dy + 1000 * scale - shot.floorUp * 1026 * scale : height;
  const room: Room = { ...shot.room, floorLine, scale: k };
  const { image, body } = await personPhoto(
    shot.id,
    shot.outfit,
    shot.looks,
    room,
    { scale, dx, dy },
    width,
    height,
    shot.quality,
  );
  return { id: shot.id, person: true, background: shot.wall.name, regions: regionsOf(shot.outfit), image, body };
}

/** Where a 3 % crop of a person photo starts: the share of the cut taken off the left and the top. */
type CropShot = { of: string; left: number; top: number };

/** A 3 % crop of a person photo (split between the sides as planned), its body box moved to match. */
async function cropPerson(photo: PersonPhoto, cut: CropShot): Promise<PersonPhoto> {
  const { width, height } = await sharp(photo.image).metadata();
  const [cutX, cutY] = [Math.round(width! * 0.03), Math.round(height! * 0.03)];
  const [left, top] = [Math.round(cutX * cut.left), Math.round(cutY * cut.top)];
  const [w, h] = [width! - cutX, height! - cutY];
  const image = await sharp(photo.image).extract({ left, top, width: w, height: h }).jpeg({ quality: 88 }).toBuffer();
  const clip = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
  const b = photo.body!;
  const body = {
    left: clip((b.left * width! - left) / w),
    top: clip((b.top * height! - top) / h),
    right: clip((b.right * width! - left) / w),
    bottom: clip((b.bottom * height! - top) / h),
  };
  return { ...photo, id: `${photo.id}-crop`, croppedFrom: photo.id, image, body };
}

/** The crops: CROPPED_PEOPLE of the person photos (full length and at the knees), each cut its own way. */
const planCrops = (plan: Planner, people: PersonShot[]): CropShot[] =>
  people
    .filter((_, n) => n % 3 !== 1)
    .slice(0, CROPPED_PEOPLE)
    .map((shot) => ({ of: shot.id, left: plan.random(), top: plan.random() }));

/** The region a garment on a hanger stands for. */
const HUNG_REGION: Partial<Record<VisionCategory, RegionName>> = { tops: "top", dresses: "dress", outerwear: "outer" };
const HUNG_KINDS = ["shirt", "a-line", "coat", "tee", "blazer"];
const EMPTY_WALLS = 3;

/** A photo with no one in it, as planned: a bare wall, or a garment on a hanger against it. */
type EmptyRoomShot = {
  id: string;
  wall: (typeof WALLS)[number];
  room: Omit<Room, "floorLine">;
  /** where the wall meets the floor, as a share of the height */
  floorLine: number;
  hung?: { kind: string; garment: Garment; cx: number; tilt: number };
  quality: number;
};

/** Photos with no one in them: EMPTY_WALLS bare walls, then a garment of each HUNG_KINDS on a hanger. */
function planEmptyRooms(plan: Planner): EmptyRoomShot[] {
  return Array.from({ length: EMPTY_WALLS + HUNG_KINDS.length }, (_, n) => {
    const wall = WALLS[(n * 3) % WALLS.length]!;
    const floorLine = plan.between(0.72, 0.86);
    const room: EmptyRoomShot["room"] = {
      wall: surfaceNamed(plan, wall.surface),
      wallWindow: { ...plan.window(), turned: wall.turned ?? false },
      floor: surfaceNamed(plan, plan.pick(FLOORS)),
      floorWindow: { ...plan.window(), turned: false },
      lighting: plan.chance(0.5) ? { angle: plan.between(0, 360), strength: plan.between(0.03, 0.07) } : undefined,
    };
    const quality = Math.round(plan.between(76, 90));
    if (n < EMPTY_WALLS) return { id: `wall-${n + 1}`, wall, room, floorLine, quality };
    const kind = HUNG_KINDS[n - EMPTY_WALLS]!;
    const garment = newGarment(plan, kind, colourApart(plan, kind, [room.wall.hex]), "solid");
    return {
      id: `hanger-${kind}`,
      wall,
      room,
      floorLine,
      hung: { kind, garment, cx: plan.between(0.42, 0.58), tilt: plan.between(-2, 2) },
      quality,
    };
  });
}

/** Draws a planned photo with no one in it (750 × 1000 px at full scale; the wall's foot is a share of the height). */
async function renderEmptyRoom(shot: EmptyRoomShot, k: number): Promise<PersonPhoto> {
  const [width, height] = [Math.round(750 * k), Math.round(1000 * k)];
  const room: Room = { ...shot.room, scale: k, floorLine: height * shot.floorLine };
  const photo = { id: shot.id, person: false, background: shot.wall.name };
  if (!shot.hung) return { ...photo, regions: {}, image: await emptyRoomPhoto(room, width, height, shot.quality) };
  const { kind, garment } = shot.hung;
  const { box } = KINDS[kind]!.shapes[0]!;
  const scale = Math.min((height * 0.6) / (box.y1 - box.y0), (width * 0.8) / (box.x1 - box.x0));
  const at: Placement = {
    cx: width * shot.hung.cx,
    cy: height * 0.46,
    scale,
    stretchX: 1,
    stretchY: 1,
    tilt: shot.hung.tilt,
    mirror: false,
  };
  const category = KINDS[kind]!.category;
  return {
    ...photo,
    regions: { [HUNG_REGION[category]!]: { kind, category, colour: garment.colour } },
    image: await hangerPhoto(kind, garment.fabric, garment.colour, room, at, width, height, shot.quality),
  };
}

/** Runs `tasks` at most `limit` at a time (sharp renders off the main thread: two cores stay busy). */
async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/**
 * The vision set for `seed`: every choice is drawn from one seeded generator before anything is
 * drawn, so a seed always draws the same set (byte for byte), and `only` draws a part of it.
 */
export async function visionSet(seed = 31, options: VisionSetOptions = {}): Promise<VisionSet> {
  const k = options.scale === "small" ? 0.5 : 1;
  const plan = new Planner(seeded(seed));
  // Every surface's seed first: rendering runs in parallel and must not draw from the generator.
  for (const b of BACKDROPS) plan.seedOf(b.name);
  for (const name of Object.keys(ROOM_SURFACES)) plan.seedOf(name);
  const shots = planGarments(plan);
  const people = planPeople(plan);
  const emptyRooms = planEmptyRooms(plan);
  const crops = planCrops(plan, people);
  const wanted = (id: string) => !options.only || options.only.includes(id);
  const cropWanted = (crop: CropShot) => wanted(`${crop.of}-crop`);
  const seedOf = (name: string) => plan.seedOf(name);
  try {
    const garments = await inPool(
      shots.filter((shot) => wanted(shot.id)).map((shot) => () => renderShot(shot, k, seedOf)),
      3,
    );
    // A wanted crop needs its person photo drawn, wanted or not.
    const dressed = await inPool(
      people
        .filter((shot) => wanted(shot.id) || crops.some((crop) => crop.of === shot.id && cropWanted(crop)))
        .map((shot) => () => renderPerson(shot, k)),
      3,
    );
    const empty = await inPool(
      emptyRooms.filter((shot) => wanted(shot.id)).map((shot) => () => renderEmptyRoom(shot, k)),
      3,
    );
    const cropped = await Promise.all(
      crops.filter(cropWanted).map((crop) =>
        cropPerson(
          dressed.find((photo) => photo.id === crop.of)!,
          crop,
        ),
      ),
    );
    return { garments, people: [...dressed.filter((photo) => wanted(photo.id)), ...empty, ...cropped] };
  } finally {
    clearSurfaces();
  }
}

/** Counts for the README: per category and background, kinds, pairs, people and crops. */
export function describeVisionSet(set: VisionSet): Record<string, number | string> {
  const count = <T>(items: T[], key: (item: T) => string) =>
    Object.entries(
      items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {}),
    )
      .map(([name, n]) => `${name} ${n}`)
      .join(", ");
  const { garments, people } = set;
  return {
    "garment photos": garments.length,
    kinds: new Set(garments.map((g) => g.kind)).size,
    "per category": count(garments, (g) => g.category),
    "per background": count(garments, (g) => g.background),
    "per pattern": count(garments, (g) => g.pattern),
    colours: new Set(garments.map((g) => g.colour)).size,
    "cut-outs (with a mask)": garments.filter((g) => g.cutout).length,
    "small (< 8 % of the photo)": garments.filter((g) => g.small).length,
    "re-shoot pairs": garments.filter((g) => g.shot === "reshoot").length,
    "same-outline pairs": garments.filter((g) => g.outlineOf).length,
    "person photos": people.filter((p) => p.person && !p.croppedFrom).length,
    "cropped at the knees": people.filter((p) => p.person && !p.croppedFrom && !p.regions.shoes).length,
    "no-person photos": people.filter((p) => !p.person).length,
    "3 % crops": people.filter((p) => p.croppedFrom).length,
  };
}
