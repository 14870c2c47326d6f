import { CATEGORIES, type Category, type Season, SEASONS, STYLE_THEMES, type StyleTheme } from "@/lib/constants";

/**
 * The fixed tag vocabulary both providers speak. Anthropic is held to it by a JSON-schema enum and the
 * local analyzer only ever emits words from it, so matching and the outfit rules can reason about tags
 * without guessing at synonyms.
 */
export const STYLE_TAGS = [
  "minimalist",
  "streetwear",
  "old-money",
  "boho",
  "preppy",
  "edgy",
  "romantic",
  "chill",
  "classic",
  "sporty",
] as const;

/** Colour names, also the local analyzer's palette (lib/ai/local/palette.ts names each of these). */
export const COLOUR_TAGS = [
  "black",
  "white",
  "grey",
  "charcoal",
  "navy",
  "denim",
  "blue",
  "light blue",
  "teal",
  "green",
  "olive",
  "khaki",
  "beige",
  "camel",
  "brown",
  "red",
  "burgundy",
  "pink",
  "purple",
  "lavender",
  "yellow",
  "mustard",
  "orange",
  "rust",
  "cream",
] as const;
export type ColourName = (typeof COLOUR_TAGS)[number];

export const TONE_TAGS = ["neutral", "earth tones", "pastel", "bold", "monochrome", "dark", "light"] as const;
export const PATTERN_TAGS = [
  "solid",
  "striped",
  "checked",
  "plaid",
  "dotted",
  "floral",
  "polka dot",
  "printed",
  "graphic",
  "animal print",
  "colour block",
  "textured",
] as const;
export const MATERIAL_TAGS = [
  "cotton",
  "denim",
  "wool",
  "cashmere",
  "knit",
  "leather",
  "suede",
  "silk",
  "satin",
  "linen",
  "lace",
  "corduroy",
  "fleece",
  "tweed",
  "velvet",
] as const;
export const FORMALITY_TAGS = ["casual", "smart casual", "business", "formal", "athletic"] as const;
export const SEASON_TAGS = SEASONS;
/** What kind of piece it is; derived from the closet category by the local analyzer. */
export const GARMENT_TAGS = [
  "top",
  "bottoms",
  "outerwear",
  "layering",
  "footwear",
  "accessory",
  "dress",
  "one-piece",
  "tailored",
] as const;

export const TAG_VOCABULARY: readonly string[] = [
  ...new Set([
    ...STYLE_TAGS,
    ...COLOUR_TAGS,
    ...TONE_TAGS,
    ...PATTERN_TAGS,
    ...MATERIAL_TAGS,
    ...FORMALITY_TAGS,
    ...SEASON_TAGS,
    ...GARMENT_TAGS,
    // "denim" is a colour and a material: one tag.
  ]),
];
const vocabulary = new Set(TAG_VOCABULARY);
export const isVocabularyTag = (tag: string) => vocabulary.has(tag);

export const TAGS_PER_IMAGE = { min: 3, max: 8 } as const;

/** Tags that make an item a good fit for a style theme; the local solver ranks by them. */
export const THEME_TAGS: Record<StyleTheme, readonly string[]> = {
  chill: ["chill", "casual", "knit", "cotton", "fleece", "denim", "neutral", "sporty"],
  "old-money": [
    "old-money",
    "classic",
    "preppy",
    "tailored",
    "wool",
    "cashmere",
    "cream",
    "navy",
    "camel",
    "beige",
    "smart casual",
  ],
  streetwear: ["streetwear", "graphic", "sporty", "denim", "bold", "black", "colour block", "casual"],
  minimalist: ["minimalist", "monochrome", "neutral", "solid", "black", "white", "grey", "classic"],
  boho: ["boho", "earth tones", "floral", "linen", "suede", "rust", "camel", "mustard", "lace"],
  preppy: ["preppy", "classic", "striped", "plaid", "navy", "smart casual", "cotton", "old-money"],
  edgy: ["edgy", "leather", "black", "dark", "streetwear", "animal print"],
  romantic: ["romantic", "pastel", "floral", "lace", "silk", "satin", "pink", "lavender", "cream"],
};

/**
 * Style pairs that do not sit in one outfit. An item explicitly tagged with a style that clashes with
 * the requested theme (and not also with the theme itself) may not appear in that theme's outfits.
 */
const CLASHES: ReadonlyArray<readonly [string, string]> = [
  ["old-money", "streetwear"],
  ["old-money", "sporty"],
  ["old-money", "edgy"],
  ["minimalist", "boho"],
  ["preppy", "edgy"],
  ["romantic", "sporty"],
];

export function clashesWithTheme(theme: StyleTheme, tags: readonly string[]): string | undefined {
  if (tags.includes(theme)) return undefined;
  for (const [a, b] of CLASHES) {
    if (a === theme && tags.includes(b)) return b;
    if (b === theme && tags.includes(a)) return a;
  }
  return undefined;
}

const SEASON_ORDER = ["spring", "summer", "fall", "winter"] as const;

/**
 * An item suits a season unless it is tagged only for the opposite one (a winter-only coat in summer).
 * Neighbouring seasons are fine: the in-between months borrow from both sides. Untagged items suit any.
 */
export function suitsSeason(season: Season, tags: readonly string[]): boolean {
  if (season === "all-season") return true;
  const own = SEASON_ORDER.filter((s) => tags.includes(s));
  if (own.length === 0 || tags.includes("all-season")) return true;
  const index = SEASON_ORDER.indexOf(season);
  const opposite = SEASON_ORDER[(index + 2) % 4]!;
  return own.some((s) => s !== opposite);
}

export const isStyleTheme = (value: unknown): value is StyleTheme =>
  (STYLE_THEMES as readonly unknown[]).includes(value);
export const isSeason = (value: unknown): value is Season => (SEASONS as readonly unknown[]).includes(value);

/**
 * One of the 8 closet categories (any case, spaces trimmed), else undefined. A stored category can be
 * anything an imported archive carried, so only this ever reaches a prompt, never the stored text.
 */
export function knownCategory(value: unknown): Category | undefined {
  if (typeof value !== "string") return undefined;
  const category = value.trim().toLowerCase();
  return (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : undefined;
}
