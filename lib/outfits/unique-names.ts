/**
 * Outfit names that tell the cards of one set apart. The engine names an outfit by its colours and
 * occasion ("all-black everyday"), so two outfits of the same colours get the same name, and a person
 * cannot tell which card a toast or a saved list means. Within a set, outfits that share a name get
 * what distinguishes them: a piece only that outfit holds, named as the owner named it or by what it
 * is ("all-black everyday with the wool layer"). Pure: no server code, so it is tested on its own.
 */

import { nounFor } from "@/lib/ai/local/wording";

/** What a piece of an outfit is called by: the owner's name, or what the closet knows of it. */
export type NamingPiece = {
  id: number;
  category: string;
  name?: string | null;
  material?: string | null;
  styleTags?: readonly string[];
  colors?: readonly string[];
};

export type NamedOutfit = {
  name: string;
  items: readonly NamingPiece[];
  /** a name that must not change (a saved outfit the set reuses: its owner knows it by that name) */
  fixed?: boolean;
};

const nounOf = (piece: NamingPiece) => nounFor(piece.category);
/** Season words say when, not which: they never tell two pieces apart on a card. */
const SEASON_WORDS = new Set(["all-season", "spring", "summer", "fall", "winter"]);
const normal = (name: string) => name.trim().toLowerCase();

/**
 * The ways to point at a piece, most telling first: the owner's own name for it, then what it is
 * (the noun alone tells a layer from no layer), its material, a tag, a colour.
 */
function labelsOf(piece: NamingPiece): string[][] {
  const noun = nounOf(piece);
  const own = piece.name?.trim();
  return [
    own ? [own] : [],
    [noun],
    piece.material?.trim() ? [`${piece.material.trim().toLowerCase()} ${noun}`] : [],
    (piece.styleTags ?? []).filter((tag) => !SEASON_WORDS.has(tag)).map((tag) => `${tag} ${noun}`),
    (piece.colors ?? []).map((colour) => `${colour} ${noun}`),
  ];
}

const withLabel = (name: string, label: string) =>
  /^(the|my|a|an) /i.test(label) ? `${name} with ${label}` : `${name} with the ${label}`;

/**
 * The first label of one of the outfit's pieces that no other outfit of the group could claim (none
 * of their pieces goes by it), and that keeps the name within `max`; null when every piece is shared.
 */
function distinguishingLabel(outfit: NamedOutfit, others: readonly NamedOutfit[], max: number): string | null {
  const theirs = new Set(others.flatMap((other) => other.items.flatMap((piece) => labelsOf(piece).flat().map(normal))));
  const levels = outfit.items.map(labelsOf);
  for (let level = 0; level < 5; level++)
    for (const labels of levels)
      for (const label of labels[level] ?? [])
        if (!theirs.has(normal(label)) && withLabel(outfit.name, label).length <= max) return label;
  return null;
}

/**
 * Each outfit's name, unique within the set (case aside). Fixed names stay; among outfits that share
 * a name, each gets the piece that distinguishes it, one without such a piece keeps the plain name
 * if nobody holds it yet, and any left are numbered ("all-black everyday 2"): the last resort for
 * outfits whose pieces cannot be told apart by anything the closet knows.
 */
export function uniqueOutfitNames(outfits: readonly NamedOutfit[], max = 80): string[] {
  const names = outfits.map((outfit) => outfit.name);
  const groups = new Map<string, number[]>();
  outfits.forEach((outfit, index) =>
    groups.set(normal(outfit.name), [...(groups.get(normal(outfit.name)) ?? []), index]),
  );
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    let plainTaken = group.some((index) => outfits[index]!.fixed);
    for (const index of group) {
      const outfit = outfits[index]!;
      if (outfit.fixed) continue;
      const others = group.filter((other) => other !== index).map((other) => outfits[other]!);
      const label = distinguishingLabel(outfit, others, max);
      if (label) names[index] = withLabel(outfit.name, label);
      else if (!plainTaken) plainTaken = true;
      else names[index] = numbered(outfit.name, names, max);
    }
  }
  // A label can, rarely, make the name of an outfit outside the group: number the later one (never a fixed one).
  names.forEach((name, index) => {
    const clash = (other: string, at: number) =>
      at !== index && normal(other) === normal(name) && (at < index || outfits[at]!.fixed);
    if (!outfits[index]!.fixed && names.some(clash)) names[index] = numbered(name, names, max);
  });
  return names;
}

/** `name 2`, `name 3`…: the first not yet in `names`, cut to fit `max`. */
function numbered(name: string, names: readonly string[], max: number): string {
  const taken = new Set(names.map(normal));
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = `${name.slice(0, max - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(normal(candidate))) return candidate;
  }
}
