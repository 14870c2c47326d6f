import { suitsSeason } from "@/lib/ai/vocabulary";
import type { Season } from "@/lib/constants";
import type { GarmentFacts } from "./facts";

/**
 * Whether a piece may be worn in a season (issue #39): the item's own seasons field wins over any
 * guess (a tank marked "summer" sits out the other seasons); without it, the season words of its
 * tags (neighbouring seasons borrow from each other) and the season its warmth suggests (shorts and
 * sandals sit out winter, a puffer sits out summer) must both allow it.
 */
export function pieceSuitsSeason(
  season: Season,
  item: { styleTags: readonly string[]; facts?: Pick<GarmentFacts, "seasons" | "seasonsOwned"> },
): boolean {
  if (season === "all-season") return true;
  const facts = item.facts;
  if (facts?.seasonsOwned) return facts.seasons.includes(season);
  if (!suitsSeason(season, item.styleTags)) return false;
  return !facts || facts.seasons.length === 0 || facts.seasons.includes(season);
}
