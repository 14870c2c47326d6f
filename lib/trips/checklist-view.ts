import { TRIP_TEXT } from "@/lib/messages/trips";
import { isRainy } from "@/lib/style/climate";
import { assignOccasions } from "./packer/activities";
import type { Occasion, TripDayWeather, TripItemView, TripView } from "./schemas";

/** The trip page's pure part: what a piece is called, the packing list's ticks, each day's weather and plan. */

/** A piece by its name, or by its category when it has none. */
export const pieceName = (item: TripItemView) => item.name ?? item.category;

/** The ids of the pieces already ticked, as the server last saved them. */
export const tickedIds = (trip: Pick<TripView, "checklist">): Set<number> =>
  new Set(trip.checklist.filter((entry) => entry.checked).map((entry) => entry.itemId));

/** The ticks with `itemId` flipped; the set given stays as it was (it is the roll-back). */
export function toggledTick(ticked: ReadonlySet<number>, itemId: number): Set<number> {
  const after = new Set(ticked);
  if (after.has(itemId)) after.delete(itemId);
  else after.add(itemId);
  return after;
}

/** How many pieces of the list are ticked (ticks of pieces no longer listed do not count). */
export const packedOf = (items: readonly TripItemView[], ticked: ReadonlySet<number>) =>
  items.filter((item) => ticked.has(item.id)).length;

/** A day's weather as the page says it: the forecast ("Paris: 3–8 °C, rain likely"), or the season and why. */
export function dayWeatherText(weather: TripDayWeather | null): string | null {
  if (!weather) return null;
  if (weather.source === "season") return TRIP_TEXT.season[weather.reason](weather.season);
  return TRIP_TEXT.forecast(weather.place, weather.morningC, weather.maxC, isRainy(weather));
}

/** What each day is for when the owner has not chosen: the trip's activities spread over its days. */
export const plannedOccasions = (trip: Pick<TripView, "days" | "activities">): Occasion[] =>
  assignOccasions(trip.days.length, trip.activities);
