/**
 * Which of an outfit's pieces its card shows: OUTFIT_PREVIEW_IMAGES tiles, the rest counted as "+N".
 * The pieces the card's text relies on come first: a reason that says "warm enough with the layer on
 * top" must not have that layer among the pieces left out. Pure, for the client card and its tests.
 */
import { OUTFIT_PREVIEW_IMAGES } from "@/lib/constants";

/** Words by which an outfit's description leans on its layer (the engines call outerwear "the layer"). */
const LAYER_WORDS = /\b(layers?|layered|coat|jacket)\b/i;

/** Whether the description leans on a piece: its layer, when the text speaks of one. */
const reliedOn = (description: string) => {
  const speaksOfLayer = LAYER_WORDS.test(description);
  return (item: { category: string }) => speaksOfLayer && item.category === "outerwear";
};

/**
 * The pieces to draw, in the outfit's order; how many are left for "+N"; and the tile that carries
 * that count (`countOn`, an index into `shown`). Pieces the description relies on are always drawn
 * (as many as there are tiles) and never carry the count; the other tiles go to the outfit's first
 * pieces, as before.
 */
export function outfitPreview<T extends { category: string }>(
  items: readonly T[],
  description: string,
  tiles: number = OUTFIT_PREVIEW_IMAGES,
): { shown: T[]; more: number; countOn: number } {
  if (items.length <= tiles) return { shown: [...items], more: 0, countOn: -1 };
  const isRelied = reliedOn(description);
  const relied = items.filter(isRelied).slice(0, tiles);
  const rest = items.filter((item) => !relied.includes(item)).slice(0, tiles - relied.length);
  const chosen = new Set<T>([...relied, ...rest]);
  const shown = items.filter((item) => chosen.has(item));
  const free = shown.findLastIndex((item) => !relied.includes(item));
  return { shown, more: items.length - chosen.size, countOn: free >= 0 ? free : shown.length - 1 };
}
