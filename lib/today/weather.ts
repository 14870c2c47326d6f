import "server-only";

import { env } from "@/lib/config/env";
import type { Place } from "@/lib/settings/schemas";
import type { Weather } from "@/lib/style/climate";
import { z } from "zod";

export type { Weather } from "@/lib/style/climate";

const TIMEOUT_MS = 2_000;
const CACHE_MS = 60 * 60_000;
const CACHE_MAX = 500;

/** What the forecast service gave for a place and day: the weather, or "unavailable" (it failed or timed out). */
export type Forecast = Weather | "unavailable";

/** Per place (rounded to ~1 km) and day, per hour: Open-Meteo's forecast changes hourly at most. */
const cache = new Map<string, { at: number; forecast: Forecast }>();

const forecastSchema = z.object({
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: z.array(z.number().nullable()),
    temperature_2m_min: z.array(z.number().nullable()),
    precipitation_sum: z.array(z.number().nullable()).optional(),
    precipitation_probability_max: z.array(z.number().nullable()).optional(),
  }),
  hourly: z.object({ time: z.array(z.string()), temperature_2m: z.array(z.number().nullable()) }).optional(),
});

/**
 * Open-Meteo's forecast for `date` at `place`: null without a place (no weather asked for), and
 * "unavailable" offline, on an error or after 2 s, so Today can say so and go on without weather
 * (issue #29: never an error; issue #41: never silently). Failures are cached for the hour too, so
 * an unreachable service costs one 2 s wait an hour, not one per request.
 */
export async function forecastFor(place: Place | null, date: string, now = Date.now()): Promise<Forecast | null> {
  if (!place) return null;
  const key = `${env().WEATHER_URL}|${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}|${date}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.forecast;
  const forecast: Forecast = (await fetchWeather(place, date).catch(() => null)) ?? "unavailable";
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: now, forecast });
  return forecast;
}

/** The forecast's weather, or null for no place or no answer (trips, which fall back to the season). */
export async function weatherFor(place: Place | null, date: string, now = Date.now()): Promise<Weather | null> {
  const forecast = await forecastFor(place, date, now);
  return forecast === "unavailable" ? null : forecast;
}

/** Tests start each case with an empty cache. */
export const clearWeatherCache = () => cache.clear();

async function fetchWeather(place: Place, date: string): Promise<Weather | null> {
  const url = new URL(env().WEATHER_URL);
  url.searchParams.set("latitude", String(place.latitude));
  url.searchParams.set("longitude", String(place.longitude));
  url.searchParams.set(
    "daily",
    "temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max",
  );
  url.searchParams.set("hourly", "temperature_2m");
  url.searchParams.set("timezone", "auto");
  url.searchParams.set("start_date", date);
  url.searchParams.set("end_date", date);
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) return null;
  const { daily, hourly } = forecastSchema.parse(await response.json());
  const day = daily.time.indexOf(date);
  if (day < 0) return null;
  const max = daily.temperature_2m_max[day];
  const min = daily.temperature_2m_min[day];
  if (max == null || min == null) return null;
  // The morning is 8:00 local time when the hourly series has it, else the day's low.
  const eight = hourly?.time.indexOf(`${date}T08:00`) ?? -1;
  const morning = eight >= 0 ? (hourly!.temperature_2m[eight] ?? min) : min;
  return {
    place: place.name,
    morningC: Math.round(morning),
    maxC: Math.round(max),
    rainMm: daily.precipitation_sum?.[day] ?? 0,
    rainChance: daily.precipitation_probability_max?.[day] ?? 0,
  };
}

export { isCold, isHot, isRainy } from "@/lib/style/climate";
