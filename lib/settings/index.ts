import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { placeLookupFailed, placeNotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
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
  else if (patch.place) data.place = await resolvePlace(patch.place);
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
export async function resolvePlace(place: { name?: string; latitude?: number; longitude?: number }): Promise<Place> {
  const { name, latitude, longitude } = place;
  if (latitude !== undefined && longitude !== undefined)
    return { name: name ?? `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`, latitude, longitude };
  return geocode(name!);
}

const geocodeAnswer = z.object({
  results: z
    .array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number(), country: z.string().optional() }))
    .optional(),
});

async function geocode(name: string): Promise<Place> {
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
  if (!first) throw placeNotFound(name);
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
