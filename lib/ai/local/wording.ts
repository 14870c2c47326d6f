import type { ItemProfile } from "./profile";
import { STYLE_TAGS } from "../vocabulary";

/** Small pieces of English shared by the local analyzer's notes, missing pieces and outfit copy. */

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const NOUN_BY_CATEGORY: Record<string, string> = {
  tops: "top",
  bottoms: "bottoms",
  outerwear: "layer",
  shoes: "shoes",
  accessories: "accessory",
  dresses: "dress",
  suits: "suit",
  other: "piece",
};
export const nounFor = (category: string) => NOUN_BY_CATEGORY[category] ?? "piece";

/** "the navy top", "the cream bottoms": how a stylist points at one of your pieces. */
export function describeItem(item: ItemProfile): string {
  const colour = item.colours.swatches[0]?.name;
  return `the ${colour ? `${colour} ` : ""}${nounFor(item.category)}`;
}

const styleTags = new Set<string>(STYLE_TAGS);
/** The first style word among the tags, or `fallback`. */
export const styleOf = (tags: readonly string[], fallback = "classic") =>
  tags.find((tag) => styleTags.has(tag)) ?? fallback;

export const percent = (share: number) => `${Math.round(share * 100)}%`;
