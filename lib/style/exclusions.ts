/**
 * What an outfit request leaves out (issue #39 §6: the chat's "anything but streetwear", "no black",
 * "without the coat"): which pieces an exclusion rules out, and how a sentence names it. Client-safe
 * and pure; lib/style/outfit-rules.ts holds every provider's outfits to it.
 */
import type { OutfitExclusions } from "@/lib/ai/types";
import { factsOf } from "./facts";
import { garmentFactsOf, type StoredGarment } from "./item-facts";

/** The parts of a piece an exclusion reads; `name` and `material` only sharpen its kind. */
export type ExcludableItem = {
  category: string;
  styleTags: readonly string[];
  name?: string | null;
  material?: string | null;
  /** the stored item (name, material, overrides), when the caller loaded it */
  garment?: StoredGarment;
};

/** True when the exclusions leave nothing out (absent, or every list empty). */
export const excludesNothing = (exclude: OutfitExclusions | undefined): boolean =>
  !exclude ||
  ![exclude.themes, exclude.colours, exclude.categories, exclude.kinds].some((list) => list && list.length > 0);

/**
 * Whether `exclude` rules the piece out: it carries an excluded theme or colour tag, is in an excluded
 * category, or is of an excluded kind. The kind is the one lib/style/facts.ts works out from the
 * category, name, material and tags (the category's default kind when nothing names one: an unnamed
 * shoe is "sneakers", as the item page shows it), so "no heels" finds the heels the piece's words name.
 */
export function excludedBy(exclude: OutfitExclusions | undefined, item: ExcludableItem): boolean {
  if (excludesNothing(exclude)) return false;
  const tags = new Set(item.styleTags.map((tag) => tag.trim().toLowerCase()));
  if (exclude!.themes?.some((theme) => tags.has(theme))) return true;
  if (exclude!.colours?.some((colour) => tags.has(colour))) return true;
  const category = item.category.trim().toLowerCase();
  if (exclude!.categories?.includes(category)) return true;
  if (!exclude!.kinds?.length) return false;
  const facts = item.garment
    ? garmentFactsOf(item.garment)
    : factsOf({ category, name: item.name, material: item.material, styleTags: item.styleTags });
  // Only a kind something names is excluded: "no sneakers" does not take every unnamed shoe away.
  return facts.sources.kind !== "category" && exclude!.kinds.includes(facts.kind);
}

/** A kind or category as a sentence names many of it: "heels", "skirts", "dresses", "outerwear". */
function plural(word: string): string {
  if (word === "outerwear" || word.endsWith("s")) return word.endsWith("ss") ? `${word}es` : word;
  if (word === "scarf") return "scarves";
  return /(sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`;
}

/**
 * The exclusions as words for a sentence: "without black", "without streetwear pieces, black or navy",
 * "without outerwear or heels". Empty when nothing is left out.
 */
export function exclusionPhrase(exclude: OutfitExclusions | undefined): string {
  if (excludesNothing(exclude)) return "";
  const words = [
    ...(exclude!.themes ?? []).map((theme) => `${theme} pieces`),
    ...(exclude!.colours ?? []),
    ...(exclude!.categories ?? []).map(plural),
    ...(exclude!.kinds ?? []).map(plural),
  ];
  const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} or ${words.at(-1)!}`;
  return `without ${list}`;
}
