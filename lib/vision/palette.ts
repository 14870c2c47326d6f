import type { ColourName } from "@/lib/ai/vocabulary";
import { ciede2000 } from "./ciede2000";
import { type Lab, rgbToLab } from "./lab";

/**
 * Named colours with several prototypes each (shades a garment shows under light and shadow).
 * A colour takes the name of its nearest prototype; the hex values are what a shopper would call
 * that name, checked by eye against fabric swatches rather than derived from a standard.
 */
const PROTOTYPES: Record<ColourName, readonly string[]> = {
  black: ["#0a0a0a", "#1c1c1e", "#26262a"],
  white: ["#ffffff", "#f4f4f2", "#e9e9e7"],
  grey: ["#9a9a9a", "#6e6e70", "#c4c4c4", "#5c5c5e"],
  charcoal: ["#36454f", "#3a3b3e", "#333538", "#2f3136"],
  navy: ["#1b2a4a", "#14213d", "#26355e", "#0f1830"],
  blue: ["#2f5fb3", "#1f4fd1", "#3b6fd8", "#234a8c"],
  "light blue": ["#a9c8e8", "#8fb5e0", "#c5daf0"],
  denim: ["#4a6a8f", "#3b5a80", "#5f7fa5", "#2f4a6e", "#6d88a8"],
  teal: ["#0f7c7c", "#1f6f78", "#2a9d8f"],
  green: ["#2e7d32", "#3a9a4a", "#1f5f33", "#6abf69"],
  olive: ["#6b6b2a", "#5a5e2e", "#7d7a3a", "#4b5320"],
  khaki: ["#b8a77a", "#c3b091", "#a89968"],
  beige: ["#d9c9ad", "#e3d5b8", "#cbb89a"],
  camel: ["#c19a6b", "#b5834f", "#c8a27a"],
  brown: ["#6f4a2f", "#5a3a22", "#80552f", "#3e2a1c"],
  red: ["#c62828", "#d32f2f", "#e53935", "#b71c1c"],
  burgundy: ["#6d1a2a", "#800020", "#5c1424", "#7b2236"],
  pink: ["#f4a6c0", "#ec7fa6", "#f8c3d5", "#e05a8a"],
  purple: ["#6a3d9a", "#7b3fa0", "#4e2a84", "#8e44ad"],
  lavender: ["#c6b3e6", "#b8a2dc", "#d8cbef"],
  yellow: ["#f4d03f", "#f7dc4a", "#e8c619", "#fff176"],
  mustard: ["#d4a017", "#c9a227", "#b8901c"],
  orange: ["#f57c00", "#ef6c00", "#ff9800", "#f4802a"],
  rust: ["#b7410e", "#a0461f", "#8b3a1a"],
  cream: ["#f5eedc", "#f3ead2", "#efe6cf", "#faf3e3"],
};

const hex = (value: string): Lab =>
  rgbToLab(parseInt(value.slice(1, 3), 16), parseInt(value.slice(3, 5), 16), parseInt(value.slice(5, 7), 16));
const TABLE = Object.entries(PROTOTYPES).flatMap(([name, values]) =>
  values.map((value) => ({ name: name as ColourName, lab: hex(value) })),
);

/** The palette name nearest to a colour by CIEDE2000 (./ciede2000.ts), as people tell colours apart. */
export function nameColour(lab: Lab): ColourName {
  let best = TABLE[0]!;
  let bestDistance = Infinity;
  for (const entry of TABLE) {
    const distance = ciede2000(lab, entry.lab);
    if (distance < bestDistance) [best, bestDistance] = [entry, distance];
  }
  return best.name;
}

/** A colour's swatch on screen (the item page's colour picker): its first prototype. */
export const colourHex = (name: ColourName): string => PROTOTYPES[name][0]!;

/** A representative Lab value per name, used when all we know of an item is its colour tag. */
export const colourLab = (name: ColourName): Lab => hex(PROTOTYPES[name][0]!);

export const NEUTRALS: ReadonlySet<ColourName> = new Set([
  "black",
  "white",
  "grey",
  "charcoal",
  "navy",
  "denim",
  "beige",
  "cream",
  "khaki",
  "camel",
  "brown",
]);
export const EARTH_TONES: ReadonlySet<ColourName> = new Set([
  "brown",
  "olive",
  "khaki",
  "camel",
  "rust",
  "mustard",
  "beige",
]);
export const PASTELS: ReadonlySet<ColourName> = new Set(["light blue", "pink", "lavender"]);
export const ACHROMATIC: ReadonlySet<ColourName> = new Set(["black", "white", "grey", "charcoal"]);
