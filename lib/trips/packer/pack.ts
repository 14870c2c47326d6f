import { TRIP_MESSAGES } from "@/lib/messages/trips";
import {
  ACTIVITY_RULES,
  assignOccasions,
  type Occasion,
  type PackerItem,
  type PackResult,
  type TripActivity,
} from "./activities";
import { greedyPack } from "./greedy";
import { createTripProblem, type ProblemOptions, type TripProblem } from "./problem";

export type PackOptions = ProblemOptions & {
  /** the owner's own activity for some days (by index); the others follow assignOccasions */
  assigned?: readonly (Occasion | null | undefined)[];
};

/** Packs for a trip: see the module comment in ./index.ts. */
export function packTrip(
  closet: readonly PackerItem[],
  dates: readonly string[],
  activities: readonly TripActivity[] = [],
  options: PackOptions = {},
): PackResult {
  const occasions = assignOccasions(dates.length, activities).map((spread, day) => options.assigned?.[day] ?? spread);
  const problem = createTripProblem(closet, occasions, options);
  // Two greedy runs, the smaller list wins: dresses are one piece each, so a ratio-greedy would pick
  // one a day; building from separates first lets tops × bottoms multiply.
  const result = [greedyPack(problem, false), greedyPack(problem, true)]
    .map((packed) => ({ packed, ...problem.plan(packed) }))
    .reduce((best, run) =>
      run.dressed > best.dressed || (run.dressed === best.dressed && run.packed.length < best.packed.length)
        ? run
        : best,
    );
  const used = new Set(result.days.flat());
  const items = [...used].sort((a, b) => a - b);
  return {
    items,
    days: dates.map((date, day) => ({ date, occasion: occasions[day]!, items: result.days[day]! })),
    gaps: gapsOf(problem, result.days, dates.length),
  };
}

/**
 * What the closet lacks for this trip, each said once: unmet needs, days nothing suits, weather it
 * cannot meet, too few outfits.
 */
function gapsOf(problem: TripProblem, days: readonly number[][], dayCount: number): string[] {
  const gaps: string[] = [];
  const seen = new Set<string>();
  const gap = (message: string) => {
    if (seen.has(message)) return;
    gaps.push(message);
    seen.add(message);
  };
  problem.occasions.forEach((occasion, day) => {
    const need = ACTIVITY_RULES[occasion].need;
    if (need && (need.on === "base" ? problem.baseLevel[day]! : problem.shoeLevel[day]!) > 0) gap(need.gap);
    // Levels (./problem.ts): 2 the activity set aside, 3 the season, 4 both.
    const base = problem.baseLevel[day]!;
    const shoes = problem.shoeLevel[day]!;
    if (base === 2 || base === 4) gap(TRIP_MESSAGES.gaps.nothingSuits(occasion));
    const season = problem.kinds[day]!.season;
    if (season && (base >= 3 || (problem.hasShoes && shoes >= 3))) gap(TRIP_MESSAGES.gaps.nothingForSeason(season));
    // No shoes that suit the day at all (sneakers for the wedding): packed what there is, and said.
    const shoesGap = ACTIVITY_RULES[occasion].shoesGap;
    if (shoesGap && problem.hasShoes && (shoes === 2 || shoes === 4)) gap(shoesGap);
  });
  for (const kind of new Set(problem.kinds))
    for (const weather of problem.verdict(kind).gaps) gap(TRIP_MESSAGES.gaps.weather[weather]);
  const undressed = days.filter((outfit) => outfit.length === 0).length;
  if (undressed > 0) gap(TRIP_MESSAGES.gaps.tooFewOutfits(dayCount - undressed, dayCount));
  return gaps;
}
