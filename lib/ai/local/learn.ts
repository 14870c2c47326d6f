import { CATEGORY_ASK_BELOW } from "@/lib/vision/category";
import type { ColourProfile } from "@/lib/vision/cluster";
import { deltaE } from "@/lib/vision/lab";
import { shapeDistance } from "@/lib/vision/shape";
import { COLOUR_TAGS, type ColourName, GARMENT_TAGS, isVocabularyTag, TONE_TAGS } from "../vocabulary";
import { CATEGORY_TAGS, namedColours, toneTags } from "./tags";

/**
 * Learning from the owner's corrections: a new piece that looks like one the owner corrected (same
 * silhouette, near colours) is offered that item's corrected category and style tags. Nearest
 * neighbours over the features the colour analysis already computes; no model, nothing trained.
 */

/** An item the owner corrected, with the colour analysis of its photo. */
export type Correction = {
  id: number;
  category: string;
  styleTags: readonly string[];
  /** the owner's colours (the item's `colors` field) */
  colors: readonly string[];
  colours: ColourProfile;
};

export type LearnedSuggestion = { category: string; styleTags: string[]; colors: ColourName[]; fromItemId: number };

export const LEARNING = {
  /**
   * Farther than this, a corrected item is not "similar-looking". Measured with `npm run bench --
   * learning` over three seeded sets of 40 (seeds 24, 7, 99): the nearest correction of the same kind
   * of piece lay at most 0.25–0.33 away (median 0.14–0.17), of another kind at least 0.41–0.49.
   */
  threshold: 0.35,
  /**
   * ΔE (CIELAB) per unit of distance. Colour mostly ranks pieces of one shape (navy vs black trousers
   * add ≈ 0.03, red vs navy ≈ 0.1): the owner's label is about the kind of piece, its colours are its own.
   */
  colourScale: 800,
  /**
   * A correction overrides a confident reading of the piece's own silhouette only this near (see
   * learnedCategory): nearer than the threshold, so a correction fixes look-alikes of the piece the
   * owner corrected without breaking pieces the silhouette already reads right.
   */
  override: 0.12,
  /** Neighbours that vote on the category. */
  neighbours: 3,
  /** Tags in a suggestion, at most. */
  tags: 12,
} as const;

/**
 * Share-weighted nearest-swatch ΔE, both ways and averaged: 0 for the same palette, about 20 for
 * navy against black, 60+ for different hues. A small accent colour moves it only by its share.
 */
export function colourDistance(a: ColourProfile, b: ColourProfile): number {
  const oneWay = (from: ColourProfile, to: ColourProfile) =>
    from.swatches.reduce((sum, s) => sum + s.share * Math.min(...to.swatches.map((t) => deltaE(s.lab, t.lab))), 0);
  if (a.swatches.length === 0 || b.swatches.length === 0) return Infinity;
  return (oneWay(a, b) + oneWay(b, a)) / 2;
}

/** Silhouette distance plus scaled colour distance; undefined when either was not read from pixels. */
export function lookDistance(a: ColourProfile, b: ColourProfile): number | undefined {
  if (!a.shape || !b.shape) return undefined;
  return shapeDistance(a.shape, b.shape) + colourDistance(a, b) / LEARNING.colourScale;
}

/** The corrected items within the threshold, nearest first, at most LEARNING.neighbours. */
export function nearestCorrections(
  target: ColourProfile,
  corrections: readonly Correction[],
): { item: Correction; distance: number }[] {
  return corrections
    .flatMap((item) => {
      const distance = lookDistance(target, item.colours);
      return distance !== undefined && distance <= LEARNING.threshold ? [{ item, distance }] : [];
    })
    .sort((p, q) => p.distance - q.distance || p.item.id - q.item.id)
    .slice(0, LEARNING.neighbours);
}

/** The neighbours' category vote: nearer counts more. */
function vote(near: readonly { item: Correction; distance: number }[]): string {
  const votes = new Map<string, number>();
  for (const { item, distance } of near)
    votes.set(item.category, (votes.get(item.category) ?? 0) + 1 / (distance + 0.05));
  return [...votes.entries()].sort((p, q) => q[1] - p[1])[0]![0];
}

/**
 * The category an upload takes from the owner's corrections, or null to keep its own reading:
 * within the threshold, the neighbours' vote wins when it agrees with the reading, when the reading
 * is unsure (its `stability`, else its `confidence`, under CATEGORY_ASK_BELOW) or when there is no
 * reading; against a sure reading only when the nearest correction is within LEARNING.override. Learning then never
 * turns a right reading wrong on the bench's held-out set (`npm run bench -- vision`).
 */
export function learnedCategory(
  target: ColourProfile,
  corrections: readonly Correction[],
  detected?: { category: string; confidence: number; stability?: number },
): string | null {
  const near = nearestCorrections(target, corrections);
  if (near.length === 0) return null;
  const category = vote(near);
  const unsure = detected && (detected.stability ?? detected.confidence) < CATEGORY_ASK_BELOW;
  if (!detected || category === detected.category || unsure) return category;
  return near[0]!.distance <= LEARNING.override ? category : null;
}

const colourSet = new Set<string>(COLOUR_TAGS);
/** Tags that describe this photo's pixels or follow from the category: never copied from a neighbour. */
const OWN_FACTS = new Set<string>([...COLOUR_TAGS, ...TONE_TAGS, ...GARMENT_TAGS]);

/**
 * The suggestion for a piece from its nearest corrected neighbours, or null when none is near enough.
 * The neighbours vote on the category (nearer counts more); the nearest one of that category gives
 * its taught tags (style, material, formality, season, pattern: the owner's judgement of the kind of
 * piece), while colours, tones and garment words come from this piece itself. Its colours are the
 * neighbour's only when the owner replaced every colour the analyzer read there and this photo reads
 * exactly as that one did (the analyzer misreads such photos alike, e.g. a cut-out on a rug).
 */
export function suggestFromCorrections(
  target: ColourProfile,
  corrections: readonly Correction[],
): LearnedSuggestion | null {
  const near = nearestCorrections(target, corrections);
  if (near.length === 0) return null;
  const category = vote(near);
  const source = near.find(({ item }) => item.category === category)!.item;

  const colors = coloursFor(target, source);
  const taught = source.styleTags.filter((tag) => isVocabularyTag(tag) && !OWN_FACTS.has(tag));
  const tags = [
    colors[0],
    ...(CATEGORY_TAGS[category] ?? []),
    ...taught,
    ...colors.slice(1),
    ...toneTags(target, "clothing"),
  ].filter((tag): tag is string => Boolean(tag));
  return { category, styleTags: [...new Set(tags)].slice(0, LEARNING.tags), colors, fromItemId: source.id };
}

function coloursFor(target: ColourProfile, source: Correction): ColourName[] {
  const own = namedColours(target);
  const read = namedColours(source.colours);
  const told = source.colors.filter((c): c is ColourName => colourSet.has(c));
  const misread = told.length > 0 && read.every((c) => !told.includes(c));
  const readsAlike = own.length === read.length && own.every((c) => read.includes(c));
  return misread && readsAlike ? told : own;
}
