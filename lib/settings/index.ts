import "server-only";

import { type Owner, ownerKey, ownerWhere } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { placeLookupFailed, placeNotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { enforceRateLimit } from "@/lib/rate-limit";
import { z } from "zod";
import { type Hemisphere, type Place, placeSchema, type SettingsPatch, type SettingsView } from "./schemas";

export * from "./schemas";

const DEFAULTS: SettingsView = { hemisphere: "north", place: null };
const GEOCODE_TIMEOUT_MS = 2_000;

/** GET /api/account/settings: the owner's settings, the defaults until they change one. */
export async function getSettings(owner: Owner): Promise<SettingsView> {
  const db = await getDb();
  const row = await db.ownerSetting.findFirst({ where: ownerWhere(owner), select: { hemisphere: true, place: true } });
  if (!row) return DEFAULTS;
  const place = placeSchema.safeParse(row.place);
  return { hemisphere: row.hemisphere === "south" ? "south" : "north", place: place.success ? place.data : null };
}

/**
 * PATCH /api/account/settings: a city name is resolved through Open-Meteo's geocoding (first match);
 * coordinates are kept as given. An unknown name answers 400, an unreachable geocoder 503.
 */
export async function updateSettings(owner: Owner, patch: SettingsPatch): Promise<SettingsView> {
  const data: { hemisphere?: Hemisphere; place?: Place | null } = {};
  if (patch.hemisphere) data.hemisphere = patch.hemisphere;
  if (patch.place === null) data.place = null;
  else if (patch.place) data.place = await resolvePlace(owner, patch.place);
  const db = await getDb();
  const where = ownerWhere(owner);
  const json = (place: Place | null | undefined) =>
    place === null ? { place: Prisma.DbNull } : place ? { place } : {};
  // One row per owner, made on first write (the unique owner column makes a race answer the same row).
  await db.ownerSetting.upsert({
    where: "userId" in where ? { userId: where.userId } : { guestId: where.guestId },
    create: { ...where, hemisphere: data.hemisphere ?? "north", ...(data.place ? { place: data.place } : {}) },
    update: { ...(data.hemisphere ? { hemisphere: data.hemisphere } : {}), ...json(data.place) },
  });
  return getSettings(owner);
}

/**
 * A place as typed, resolved: a city name through Open-Meteo's geocoding (first match), coordinates
 * kept as given (named "lat, lon" without a name). An unknown name answers 400, an unreachable
 * geocoder 503. Today's place and a trip's destination (lib/trips) are resolved alike.
 */
export async function resolvePlace(
  owner: Owner,
  place: { name?: string; latitude?: number; longitude?: number },
): Promise<Place> {
  const { name, latitude, longitude } = place;
  if (latitude !== undefined && longitude !== undefined)
    return { name: name ?? `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`, latitude, longitude };
  return geocode(owner, name!);
}

/**
 * Geocoding answers, by lower-case name, shared by every owner: a city's coordinates do not change,
 * and an owner retyping a place (or many owners naming the same city) should not each cost the
 * outside service a call. Unknown names are kept too, for less time: the geocoder may learn them.
 */
const GEOCODE_CACHE = { maxEntries: 1_000, foundMs: 24 * 3_600_000, notFoundMs: 3_600_000 };
const geocodeCache = new Map<string, { at: number; place: Place | null }>();

/**
 * Lookups that leave the server, per owner: enough for a person correcting a typo a few times, not
 * for a script that turns settings changes into a flood of calls to Open-Meteo (issue #40: 60 changes
 * in 1.8 s made 60 calls). Answers from the cache do not count.
 */
export const GEOCODE_LIMIT = { bucket: "geocode:owner", limit: 10, windowSeconds: 60 } as const;

/** Tests start each case with an empty cache. */
export const clearGeocodeCache = () => geocodeCache.clear();

async function geocode(owner: Owner, name: string, now = Date.now()): Promise<Place> {
  const key = name.trim().toLowerCase();
  const hit = geocodeCache.get(key);
  if (hit && now - hit.at < (hit.place ? GEOCODE_CACHE.foundMs : GEOCODE_CACHE.notFoundMs)) {
    if (!hit.place) throw placeNotFound(name);
    return hit.place;
  }
  await enforceRateLimit({ ...GEOCODE_LIMIT, key: ownerKey(owner) });
  const place = await lookUp(name);
  if (geocodeCache.size >= GEOCODE_CACHE.maxEntries) geocodeCache.delete(geocodeCache.keys().next().value!);
  geocodeCache.set(key, { at: now, place });
  if (!place) throw placeNotFound(name);
  return place;
}

const geocodeAnswer = z.object({
  results: z
    .array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number(), country: z.string().optional() }))
    .optional(),
});

/** The geocoder's first match, or null when it knows no such place; a failed lookup throws (503). */
async function lookUp(name: string): Promise<Place | null> {
  const url = new URL(env().GEOCODING_URL);
  url.searchParams.set("name", name);
  url.searchParams.set("count", "1");
  url.searchParams.set("format", "json");
  let answer: z.output<typeof geocodeAnswer>;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`geocoding answered ${response.status}`);
    answer = geocodeAnswer.parse(await response.json());
  } catch {
    throw placeLookupFailed();
  }
  const first = answer.results?.[0];
  if (!first) return null;
  return {
    name: first.country ? `${first.name}, ${first.country}` : first.name,
    latitude: first.latitude,
    longitude: first.longitude,
  };
}

/** The owner's swaps of Today's looks for one day: {date, swaps: [n, n, n]}; other days count as none. */
export async function readTodaySwaps(owner: Owner, date: string): Promise<number[]> {
  const db = await getDb();
  const row = await db.ownerSetting.findFirst({ where: ownerWhere(owner), select: { todaySwaps: true } });
  const parsed = z.object({ date: z.string(), swaps: z.array(z.number().int().min(0)) }).safeParse(row?.todaySwaps);
  return parsed.success && parsed.data.date === date ? parsed.data.swaps : [];
}

export async function writeTodaySwaps(owner: Owner, date: string, swaps: number[]): Promise<void> {
  const db = await getDb();
  const where = ownerWhere(owner);
  const todaySwaps = { date, swaps };
  await db.ownerSetting.upsert({
    where: "userId" in where ? { userId: where.userId } : { guestId: where.guestId },
    create: { ...where, todaySwaps },
    update: { todaySwaps },
  });
}
