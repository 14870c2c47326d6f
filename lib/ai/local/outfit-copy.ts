import { type Season, WEAR_LIMITS } from "@/lib/constants";
import { NEUTRALS } from "@/lib/vision/palette";
import type { ItemProfile } from "./profile";
import { seasonLine } from "./season-fit";
import { capitalise, describeItem, listOf } from "./wording";

/** Occasion per style: the name's last word and the occasion line. */
const OCCASIONS: Record<string, { word: string; occasion: string }> = {
  formal: { word: "evening", occasion: "Formal dinner or evening event" },
  "old-money": { word: "lunch", occasion: "Long lunch or a gallery afternoon" },
  preppy: { word: "office", occasion: "Office day or campus" },
  streetwear: { word: "city day", occasion: "City day with friends" },
  chill: { word: "weekend", occasion: "Weekend errands and coffee" },
  minimalist: { word: "everyday", occasion: "Workday into dinner" },
  boho: { word: "market day", occasion: "Market stroll or a festival" },
  edgy: { word: "night out", occasion: "Night out or a gig" },
  romantic: { word: "date", occasion: "Date night or brunch" },
  classic: { word: "classic", occasion: "Workday or dinner" },
  sporty: { word: "active day", occasion: "Active day or travel" },
};

export type OutfitCopy = { name: string; description: string; occasion: string };

export function outfitCopy(items: readonly ItemProfile[], style: string, season: Season | undefined): OutfitCopy {
  const formal = items.some((item) => item.tags.includes("formal") || item.category === "suits");
  const { word, occasion } = OCCASIONS[formal ? "formal" : style] ?? OCCASIONS.classic!;
  const base = items.filter((item) => item.slot === "top" || item.slot === "bottom" || item.slot === "one-piece");
  const colours = [
    ...new Set(base.map((item) => item.colours.swatches[0]?.name).filter((c): c is NonNullable<typeof c> => !!c)),
  ];
  const name =
    colours.length === 0
      ? `${style.replace("-", " ")} ${word}`
      : colours.length === 1
        ? `all-${colours[0]} ${word}`
        : `${colours[0]} & ${colours[1]} ${word}`;

  const rest = items.filter((item) => !base.includes(item));
  const opening =
    base.length === 1
      ? `Let ${describeItem(base[0]!)} do the work`
      : `Pair ${describeItem(base[0]!)} with ${listOf(base.slice(1).map(describeItem))}`;
  const finish = rest.length > 0 ? `, finished with ${listOf(rest.map(describeItem))}` : "";
  return {
    name,
    description: `${opening}${finish}. ${harmonyLine(items)}${seasonLine(items, season)}`,
    occasion,
  };
}

/** One sentence on why the colours work together. */
function harmonyLine(items: readonly ItemProfile[]): string {
  const names = [
    ...new Set(items.map((item) => item.colours.swatches[0]?.name).filter((c): c is NonNullable<typeof c> => !!c)),
  ];
  const accents = names.filter((name) => !NEUTRALS.has(name));
  if (names.length === 0) return "Simple pieces that sit well together.";
  if (accents.length === 0) return "All neutrals, so it's effortless to wear.";
  if (names.length === 1) return `Head-to-toe ${names[0]} looks deliberate and polished.`;
  if (accents.length === 1) return `${capitalise(accents[0]!)} is the one accent against calm neutrals.`;
  return `${capitalise(listOf(accents.slice(0, 2)))} give it some energy.`;
}

/**
 * The wear log's part of an outfit's reason (issue #28): a long-unworn piece it brings back, or that
 * none of its pieces was worn in the last days; null when the log changed nothing about it.
 */
export function wearLine(
  items: readonly ItemProfile[],
  worn: { recent: readonly number[]; rediscover: readonly number[] },
): string | null {
  const rediscovered = items.find((item) => worn.rediscover.includes(item.id));
  if (rediscovered) return `Rediscover ${describeItem(rediscovered)}: you haven't worn it in a while.`;
  if (worn.recent.length > 0 && !items.some((item) => worn.recent.includes(item.id)))
    return `Nothing here was worn in the last ${WEAR_LIMITS.recentDays} days.`;
  return null;
}
