import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { tripNotFound } from "@/lib/errors";
import type { Occasion, PackedDay, PackerItem, TripActivity } from "./packer";
import { type TripDayWeather, tripDayWeatherSchema, type TripItemView, type TripPlace, type TripView } from "./schemas";

/**
 * A trip's row as kept, and how it is read: its days (with the weather each was packed for), its
 * place, the closet the packer takes, and the answer the routes give. Every query names the owner.
 */

export type TripRow = {
  id: number;
  name: string;
  startDate: Date;
  endDate: Date;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  activities: string[];
  items: number[];
  days: unknown;
  gaps: string[];
  checked: number[];
  createdAt: Date;
};

/** A day as kept in the days column: `assigned` when the owner chose its activity, `weather` what it was packed for. */
export type StoredDay = PackedDay & { assigned?: true; weather?: TripDayWeather };

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The days column, read defensively: a day's weather that does not parse (an old archive) is left out. */
export function storedDays(row: Pick<TripRow, "days">): StoredDay[] {
  return (row.days as StoredDay[]).map(({ weather, assigned, ...day }) => {
    const parsed = weather === undefined ? null : tripDayWeatherSchema.safeParse(weather);
    return {
      ...day,
      items: day.items ?? [],
      ...(assigned === true ? { assigned: true as const } : {}),
      ...(parsed?.success ? { weather: parsed.data } : {}),
    };
  });
}

/** The days the owner chose an activity for, by date. */
export const assignedOf = (days: readonly StoredDay[]) =>
  new Map<string, Occasion>(days.filter((day) => day.assigned).map((day) => [day.date, day.occasion]));

export function placeOf(row: Pick<TripRow, "place" | "latitude" | "longitude">): TripPlace | null {
  if (!row.place) return null;
  return { name: row.place, latitude: row.latitude, longitude: row.longitude };
}

/** The owner's pieces the packer may use (laundry and archived included: the packer leaves them home). */
export async function packerCloset(owner: Owner): Promise<(PackerItem & { id: number; category: string })[]> {
  const db = await getDb();
  const rows = await db.clothingItem.findMany({
    where: ownerWhere(owner),
    select: {
      id: true,
      category: true,
      styleTags: true,
      status: true,
      cleanout: true,
      name: true,
      material: true,
      seasons: true,
      userTags: true,
      factOverrides: true,
    },
    orderBy: { id: "asc" },
  });
  // The garment facts (lib/style/facts.ts) decide what suits each day's activity, season and weather.
  return rows.map(({ name, material, seasons, userTags, factOverrides, ...row }) => ({
    ...row,
    garment: { category: row.category, name, material, styleTags: row.styleTags, userTags, seasons, factOverrides },
  }));
}

/** The owner's pieces by id, as the trip page shows them (pieces deleted since are simply absent). */
export async function itemViews(owner: Owner, ids: readonly number[]): Promise<Map<number, TripItemView>> {
  const db = await getDb();
  const pieces = await db.clothingItem.findMany({
    where: { id: { in: [...new Set(ids)] }, ...ownerWhere(owner) },
    select: { id: true, name: true, category: true, imageUrl: true, thumbnailUrl: true },
  });
  return new Map<number, TripItemView>(pieces.map((piece) => [piece.id, piece]));
}

export async function tripView(owner: Owner, row: TripRow): Promise<TripView> {
  const days = storedDays(row);
  const byId = await itemViews(owner, [...row.items, ...days.flatMap((d) => d.items)]);
  const present = (list: number[]) => list.map((id) => byId.get(id)).filter((piece) => piece !== undefined);
  const checked = new Set(row.checked);
  const items = present(row.items);
  return {
    id: row.id,
    name: row.name,
    dates: { start: dayOf(row.startDate), end: dayOf(row.endDate) },
    place: placeOf(row),
    activities: row.activities as TripActivity[],
    items,
    days: days.map((d) => ({
      date: d.date,
      occasion: d.occasion,
      assigned: d.assigned === true,
      items: present(d.items),
      weather: d.weather ?? null,
    })),
    checklist: items.map((item) => ({ itemId: item.id, checked: checked.has(item.id) })),
    gaps: row.gaps,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findRow(owner: Owner, id: number): Promise<TripRow> {
  const db = await getDb();
  const row = await db.trip.findFirst({ where: { id, ...ownerWhere(owner) } });
  if (!row) throw tripNotFound();
  return row;
}
