import "server-only";

import type { Hemisphere } from "@/lib/settings";
import { seasonOf } from "@/lib/today/season";
import { weatherFor } from "@/lib/today/weather";
import type { DayConditions } from "./packer";
import type { TripDayWeather, TripPlace } from "./schemas";

/**
 * Each day's weather for a trip (issue #39 §5). Open-Meteo forecasts 16 days from today: a day
 * within them takes the destination's forecast (Today's client, lib/today/weather.ts: 2 s timeout,
 * cached per hour, null on failure); any other day, or one whose forecast cannot be had, the
 * season at the destination (south of the equator, the southern hemisphere's). Without a place
 * with coordinates, the season where the owner lives (their hemisphere setting).
 */
export const FORECAST_DAYS = 16;
const DAY_MS = 86_400_000;

const shifted = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
/** Today in UTC, the forecast window's first day. */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** The hemisphere a place lies in; none: the owner's own. */
export const hemisphereAt = (place: TripPlace | null, home: Hemisphere): Hemisphere =>
  place?.latitude == null ? home : place.latitude < 0 ? "south" : "north";

export async function tripWeather(
  place: TripPlace | null,
  dates: readonly string[],
  home: Hemisphere,
  today = todayUtc(),
): Promise<TripDayWeather[]> {
  const hemisphere = hemisphereAt(place, home);
  const last = shifted(today, FORECAST_DAYS - 1);
  const located = place && place.latitude !== null && place.longitude !== null ? place : null;
  return Promise.all(
    dates.map(async (date): Promise<TripDayWeather> => {
      const season = seasonOf(date, hemisphere);
      if (!located) return { source: "season", season, reason: "no-place" };
      if (date < today) return { source: "season", season, reason: "past" };
      if (date > last) return { source: "season", season, reason: "beyond-forecast" };
      const forecast = await weatherFor(
        { name: located.name, latitude: located.latitude!, longitude: located.longitude! },
        date,
      );
      return forecast
        ? { source: "forecast", season, ...forecast }
        : { source: "season", season, reason: "unavailable" };
    }),
  );
}

/** What the packer holds a day to: its season, and its forecast when it has one. */
export function conditionsOf(weather: TripDayWeather): DayConditions {
  if (weather.source === "season") return { season: weather.season };
  const { place, morningC, maxC, rainMm, rainChance } = weather;
  return { season: weather.season, weather: { place, morningC, maxC, rainMm, rainChance } };
}
