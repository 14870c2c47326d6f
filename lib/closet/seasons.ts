/**
 * An item's seasons: "all-season", or some of the single seasons, never both ("all-season, winter"
 * says two different things at once). The item form ticks them this way and PATCH /api/closet/{id}
 * refuses a list that mixes them; a list that comes from elsewhere (an analysis, an older export,
 * rows stored before the rule) is made exclusive with `exclusiveSeasons`. Pure: the form and the
 * schema share it.
 */
import type { Season } from "@/lib/constants";

export const ALL_SEASON: Season = "all-season";

/** Whether a list keeps "all-season" and the single seasons apart. */
export const seasonsAreExclusive = (seasons: readonly string[]) =>
  !seasons.includes(ALL_SEASON) || seasons.every((season) => season === ALL_SEASON);

/**
 * The list after one box is ticked or unticked: ticking "all-season" clears the single seasons, and
 * ticking a single season clears "all-season".
 */
export function withSeasonToggled(seasons: readonly string[], season: string, ticked: boolean): string[] {
  if (!ticked) return seasons.filter((other) => other !== season);
  if (season === ALL_SEASON) return [ALL_SEASON];
  return [...seasons.filter((other) => other !== ALL_SEASON && other !== season), season];
}

/**
 * A list that mixes "all-season" with single seasons, as "all-season" alone: the piece was already
 * offered in every season, so reading it so changes no suggestion. Other lists are kept as they are.
 */
export function exclusiveSeasons<S extends string>(seasons: readonly S[]): S[] {
  return seasonsAreExclusive(seasons) ? [...seasons] : [ALL_SEASON as S];
}
