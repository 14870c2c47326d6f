/**
 * What a re-analysis stores, given what the owner already did to the item. Pure, so the rules are
 * unit-tested on their own: the route (./analyze.ts) reads the row, calls this, and writes the result.
 */
import { COLOUR_TAGS, isVocabularyTag } from "@/lib/ai/vocabulary";
import { ITEM_LIMITS, SEASONS } from "@/lib/constants";
import { exclusiveSeasons } from "./seasons";

export type TagState = {
  styleTags: readonly string[];
  /** tags the owner added (vocabulary words or their own) */
  userTags: readonly string[];
  /** tags the owner removed */
  removedTags: readonly string[];
  colors: readonly string[];
  seasons: readonly string[];
};

export type Reanalysed = { styleTags: string[]; colors: string[]; seasons: string[] };

const colourNames = new Set<string>(COLOUR_TAGS);
const seasonNames = new Set<string>(SEASONS);
const unique = (tags: readonly string[]) => [...new Set(tags)];

/**
 * The new tags: the analysis's vocabulary tags minus those the owner removed, then the owner's own
 * (every tag they added, and any non-vocabulary tag already on the item, which only the owner can
 * have put there). The analysis's order comes first so the cards keep leading with colour and kind;
 * at ITEM_LIMITS.tagsPerItem the analysis's extra words give way, never the owner's.
 *
 * Colours and seasons are filled from the analysis only while the item has none: once the owner (or
 * an earlier analysis) set them, they are the owner's to change.
 */
export function mergeAnalysis(current: TagState, analysed: readonly string[]): Reanalysed {
  const removed = new Set(current.removedTags);
  const fromAnalysis = unique(analysed.filter((tag) => isVocabularyTag(tag) && !removed.has(tag)));
  const own = unique([...current.userTags, ...current.styleTags.filter((tag) => !isVocabularyTag(tag))]).filter(
    (tag) => !removed.has(tag),
  );
  const ownSet = new Set(own);
  let room = Math.max(0, ITEM_LIMITS.tagsPerItem - own.length);
  const lead = fromAnalysis.filter((tag) => ownSet.has(tag) || room-- > 0);
  const styleTags = unique([...lead, ...own]).slice(0, ITEM_LIMITS.tagsPerItem);

  const prefill = (names: Set<string>, limit: number) => fromAnalysis.filter((tag) => names.has(tag)).slice(0, limit);
  return {
    styleTags,
    colors: current.colors.length > 0 ? [...current.colors] : prefill(colourNames, ITEM_LIMITS.colors),
    seasons: current.seasons.length > 0 ? [...current.seasons] : exclusiveSeasons(prefill(seasonNames, SEASONS.length)),
  };
}
