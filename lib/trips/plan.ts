import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { getSettings } from "@/lib/settings";
import { seasonOf } from "@/lib/today/season";
import { createTripProblem, type Occasion, packTrip, type TripActivity, tripDates } from "./packer";
import { packerCloset, type StoredDay } from "./rows";
import type { TripPlace } from "./schemas";
import { conditionsOf, hemisphereAt, tripWeather } from "./weather";

/** What a trip is packed from: its dates, destination, activities and the days whose activity the owner chose. */
export type TripSpec = {
  startDate: string;
  endDate: string;
  place: TripPlace | null;
  activities: readonly TripActivity[];
  assigned: ReadonlyMap<string, Occasion>;
};

/**
 * Packs a trip (issue #39 §5): each day's weather (./weather.ts), then the packer over the owner's
 * closet, each day held to its activity, season and weather. Answers what the row keeps.
 */
export async function packSpec(owner: Owner, spec: TripSpec) {
  const dates = tripDates(spec.startDate, spec.endDate);
  const { hemisphere } = await getSettings(owner);
  const weather = await tripWeather(spec.place, dates, hemisphere);
  const packed = packTrip(await packerCloset(owner), dates, spec.activities, {
    days: weather.map(conditionsOf),
    assigned: dates.map((date) => spec.assigned.get(date)),
  });
  const days: StoredDay[] = packed.days.map((day, index) => ({
    ...day,
    ...(spec.assigned.has(day.date) ? { assigned: true as const } : {}),
    weather: weather[index]!,
  }));
  return { items: packed.items, days, gaps: packed.gaps };
}

/**
 * The packing problem of a trip as kept, for swaps: the owner's closet now and each day as it was
 * packed (its activity and weather; a day kept before days carried weather, its season where the
 * trip was going, or where the owner lives).
 */
export async function keptProblem(owner: Owner, days: readonly StoredDay[], place: TripPlace | null) {
  const closet = await packerCloset(owner);
  const { hemisphere } = await getSettings(owner);
  const conditions = days.map((day) =>
    day.weather ? conditionsOf(day.weather) : { season: seasonOf(day.date, hemisphereAt(place, hemisphere)) },
  );
  const problem = createTripProblem(
    closet,
    days.map((day) => day.occasion),
    { days: conditions },
  );
  return { problem, closet };
}
