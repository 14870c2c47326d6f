import type { Slot } from "../outfit-rules";
import type { ColourProfile, Swatch } from "./colors";
import type { ItemProfile, LookProfile } from "./profile";
import { bestSimilarity } from "./similarity";

/** A part of the look (its top, bottoms or shoes) that nothing in the closet reproduces. */
export type SlotGap = { category: "tops" | "bottoms" | "shoes"; colour: Swatch; closest?: ItemProfile };

/** Colour similarity below which a closet item does not stand in for a part of the look. */
export const COVERED = 0.5;

const PARTS: readonly { region: "upper" | "lower" | "feet"; category: SlotGap["category"]; slots: readonly Slot[] }[] =
  [
    { region: "upper", category: "tops", slots: ["top", "one-piece"] },
    { region: "lower", category: "bottoms", slots: ["bottom", "one-piece"] },
    { region: "feet", category: "shoes", slots: ["shoes"] },
  ];

/** The closet's parts that can stand in for a region of the look (a top for the upper body, and so on). */
export function regionFor(slot: Slot, look: ColourProfile): ColourProfile | undefined {
  const regions = look.regions;
  if (!regions) return undefined;
  if (slot === "top" || slot === "outerwear") return regions.upper;
  if (slot === "bottom") return regions.lower;
  if (slot === "shoes") return regions.feet;
  return undefined;
}

/**
 * For a head-to-toe inspiration photo: each worn part whose main colour no closet item of that kind
 * comes close to. Photos that are not a standing figure have no regions, hence no slot gaps.
 */
export function slotGaps(look: LookProfile, closet: readonly ItemProfile[]): SlotGap[] {
  const regions = look.colours.regions;
  if (!regions) return [];
  const gaps: SlotGap[] = [];
  for (const part of PARTS) {
    const colour = regions[part.region]?.swatches[0];
    if (!colour) continue;
    const candidates = closet
      .filter((item) => part.slots.includes(item.slot))
      .map((item) => ({ item, similarity: bestSimilarity(colour.lab, item.colours.swatches) }))
      .sort((a, b) => b.similarity - a.similarity || a.item.id - b.item.id);
    const best = candidates[0];
    if (!best || best.similarity < COVERED)
      gaps.push({ category: part.category, colour, ...(best ? { closest: best.item } : {}) });
  }
  return gaps;
}
