import type { Slot } from "@/lib/style/outfit-rules";
import type { ColourProfile, Swatch } from "./colors";
import type { ItemProfile, LookProfile } from "./profile";
import { bestSimilarity } from "./similarity";

/** A part of the look (its top, bottoms, dress or shoes) that nothing in the closet reproduces. */
export type SlotGap = {
  category: "tops" | "bottoms" | "dresses" | "shoes" | "outerwear";
  colour: Swatch;
  closest?: ItemProfile;
};

/** Colour similarity below which a closet item does not stand in for a part of the look. */
export const COVERED = 0.5;
/** A colour needs this share of an item before the item "comes in" that colour (a trim or a print does not). */
const MAIN_COLOUR_SHARE = 0.25;

type Part = { region: "upper" | "lower" | "feet" | "outer"; category: SlotGap["category"]; slots: readonly Slot[] };
const OUTER: Part = { region: "outer", category: "outerwear", slots: ["outerwear"] };
const SEPARATES: readonly Part[] = [
  { region: "upper", category: "tops", slots: ["top", "one-piece"] },
  { region: "lower", category: "bottoms", slots: ["bottom", "one-piece"] },
  { region: "feet", category: "shoes", slots: ["shoes"] },
  OUTER,
];
// A dress is one piece: only a dress (or suit) stands in for it, never a top plus a skirt.
const ONE_PIECE: readonly Part[] = [
  { region: "upper", category: "dresses", slots: ["one-piece"] },
  { region: "feet", category: "shoes", slots: ["shoes"] },
  OUTER,
];

/** The look's parts: top, bottoms and shoes, or a dress and shoes; shoes only when the photo shows them. */
export const partsOf = (look: LookProfile): readonly Part[] => (look.colours.regions?.onePiece ? ONE_PIECE : SEPARATES);

/**
 * The worn piece of the look a closet item is compared with: pieces are compared within their
 * category (a top with the top worn, a coat with the outer layer, a dress with the dress), never
 * with another kind of piece. Undefined when the look shows nothing of the item's kind.
 */
export function regionFor(slot: Slot, look: ColourProfile): ColourProfile | undefined {
  const regions = look.regions;
  if (!regions) return undefined;
  if (slot === "top") return regions.onePiece ? undefined : regions.upper;
  if (slot === "bottom") return regions.onePiece ? undefined : regions.lower;
  if (slot === "one-piece") return regions.onePiece ? regions.upper : undefined;
  if (slot === "outerwear") return regions.outer;
  if (slot === "shoes") return regions.feet;
  return undefined;
}

/**
 * Whether an item comes in this colour: one of its main colours has the same name (two "grey"s can be
 * far apart in shade, but the owner calls both grey), or is close to it.
 */
export function comesIn(item: ItemProfile, colour: Swatch): boolean {
  const main = item.colours.swatches.filter((s, i) => i === 0 || s.share >= MAIN_COLOUR_SHARE);
  return main.some((s) => s.name === colour.name) || bestSimilarity(colour.lab, item.colours.swatches) >= COVERED;
}

/**
 * For a head-to-toe inspiration photo: each worn part whose main colour no closet item of that kind
 * comes in, and that none of the look's `matched` items stands in for (a piece that matched is never
 * missing). Photos without a person have no regions, hence no slot gaps.
 */
export function slotGaps(
  look: LookProfile,
  closet: readonly ItemProfile[],
  matched: readonly ItemProfile[] = [],
): SlotGap[] {
  const regions = look.colours.regions;
  if (!regions) return [];
  const gaps: SlotGap[] = [];
  for (const part of partsOf(look)) {
    const colour = regions[part.region]?.swatches[0];
    if (!colour) continue;
    if (matched.some((item) => part.slots.includes(item.slot) && regionFor(item.slot, look.colours))) continue;
    const candidates = closet
      .filter((item) => part.slots.includes(item.slot))
      .map((item) => ({ item, similarity: bestSimilarity(colour.lab, item.colours.swatches) }))
      .sort((a, b) => b.similarity - a.similarity || a.item.id - b.item.id);
    if (candidates.some(({ item }) => comesIn(item, colour))) continue;
    const best = candidates[0];
    gaps.push({ category: part.category, colour, ...(best ? { closest: best.item } : {}) });
  }
  return gaps;
}
