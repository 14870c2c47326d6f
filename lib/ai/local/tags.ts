import { chroma } from "@/lib/vision/lab";
import { ACHROMATIC, EARTH_TONES, NEUTRALS, PASTELS } from "@/lib/vision/palette";
import type { PatternReading } from "@/lib/vision/pattern";
import type { TagContext } from "../types";
import type { ColourProfile } from "./colors";
import { normalizeTags } from "../schemas";
import { type ColourName, TAGS_PER_IMAGE } from "../vocabulary";

/**
 * Tags the closet category implies beyond its own name: "#top" on a top only repeats the category
 * shown beside it. Outerwear is a layer; a suit is tailored and formal whatever its colour.
 */
export const CATEGORY_TAGS: Record<string, readonly string[]> = {
  outerwear: ["layering"],
  suits: ["tailored", "formal"],
};

export type Tone = "neutral" | "earth tones" | "pastel" | "bold" | "monochrome" | "dark" | "light";

/** Tone words for the palette as a whole, strongest first. */
export function toneTags(profile: ColourProfile, kind: TagContext["kind"] = "inspiration"): Tone[] {
  const { swatches } = profile;
  const major = swatches.filter((s) => s.share >= 0.15);
  const shareOf = (test: (s: (typeof swatches)[number]) => boolean) =>
    swatches.filter(test).reduce((sum, s) => sum + s.share, 0);
  const tones: Tone[] = [];
  if (shareOf((s) => chroma(s.lab) >= 50) >= 0.3) tones.push("bold");
  const pale = (s: (typeof swatches)[number]) =>
    !NEUTRALS.has(s.name) && !EARTH_TONES.has(s.name) && s.lab[0] >= 72 && chroma(s.lab) <= 45;
  if (shareOf((s) => PASTELS.has(s.name) || pale(s)) >= 0.5) tones.push("pastel");
  if (shareOf((s) => EARTH_TONES.has(s.name)) >= 0.5) tones.push("earth tones");
  if (major.length > 0 && major.every((s) => NEUTRALS.has(s.name))) tones.push("neutral");
  // A single garment is nearly always one colour; "monochrome" only says something about a whole look.
  const oneColour =
    (swatches[0]?.share ?? 0) >= 0.8 || (major.length > 0 && major.every((s) => ACHROMATIC.has(s.name)));
  if (kind === "inspiration" && oneColour) tones.push("monochrome");
  if (profile.lightness < 35) tones.push("dark");
  else if (profile.lightness > 75) tones.push("light");
  return tones;
}

/** One style word the palette suggests; only a hint, which is why it follows the colour and tone tags. */
function styleGuess(tones: readonly Tone[], category: string | undefined, profile: ColourProfile): string {
  if (category === "suits") return "classic";
  // Plain: one colour worth naming. A dark plain piece is minimalist, not edgy: edginess is not in the pixels.
  const plain = tones.includes("monochrome") || namedColours(profile).length === 1;
  if (tones.includes("neutral") && plain && !tones.includes("earth tones")) return "minimalist";
  if (tones.includes("earth tones")) return "boho";
  if (tones.includes("pastel")) return "romantic";
  if (tones.includes("bold")) return "streetwear";
  if (tones.includes("dark")) return "edgy";
  if (tones.includes("neutral")) return "classic";
  return "chill";
}

function seasonGuess(tones: readonly Tone[], profile: ColourProfile): string {
  if (tones.includes("pastel")) return "spring";
  if (tones.includes("bold") && profile.lightness >= 50) return "summer";
  if (tones.includes("earth tones")) return "fall";
  if (tones.includes("dark") && !tones.includes("neutral")) return "winter";
  return "all-season";
}

/**
 * The colours worth naming: up to 3 with a real share of the cut-out (15% each), largest first. Less is
 * a trim, a buckle, or backdrop the cut-out kept; a tag for it misleads search and matching.
 */
export const COLOUR_TAG_SHARE = 0.15;
export const namedColours = (profile: ColourProfile): ColourName[] =>
  profile.swatches
    .filter((s, i) => i === 0 || s.share >= COLOUR_TAG_SHARE)
    .slice(0, 3)
    .map((s) => s.name);

/** The pattern's tag (none for a plain piece) and "denim" where its twill shows. */
const patternTags = (pattern: PatternReading | undefined) => [
  pattern && pattern.pattern !== "solid" ? pattern.pattern : "",
  pattern?.denim ? "denim" : "",
];

/**
 * 3–8 vocabulary tags: colours, what the piece is, its pattern (when read from the pixels), a style
 * hint, tones, a season and formality.
 */
export function tagsFromProfile(profile: ColourProfile, context: TagContext, pattern?: PatternReading): string[] {
  const category = context.kind === "clothing" ? context.category?.trim().toLowerCase() : undefined;
  const colours = namedColours(profile);
  const tones = toneTags(profile, context.kind);
  const style = styleGuess(tones, category, profile);
  const formality =
    category === "suits" ? "formal" : style === "classic" || style === "minimalist" ? "smart casual" : "casual";
  const ordered = [
    colours[0] ?? "neutral",
    ...(CATEGORY_TAGS[category ?? ""] ?? []),
    ...patternTags(pattern),
    style,
    tones[0] ?? "",
    colours[1] ?? "",
    seasonGuess(tones, profile),
    tones[1] ?? "",
    colours[2] ?? "",
    formality,
  ];
  const tags = normalizeTags(ordered);
  return tags.length >= TAGS_PER_IMAGE.min ? tags : normalizeTags([...tags, "classic", "all-season", "casual"]);
}
