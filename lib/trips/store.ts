import "server-only";

import { createOutfitRules, slotOf } from "@/lib/ai/outfit-rules";
import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { badRequest, tripNotFound } from "@/lib/errors";
import { rowIdFrom } from "@/lib/http/row-id";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { getSettings } from "@/lib/settings";
import { garmentFactsOf } from "@/lib/style/item-facts";
import { seasonOf } from "@/lib/today/season";
import { type PackedDay, packTrip, type TripActivity, tripDates } from "./packer";
import type { TripCreateInput, TripItemView, TripPatchInput, TripSummary, TripView } from "./schemas";

/**
 * Trips (issue #29). Every query names the owner in its own condition, so another owner's trip
 * finds nothing (404). The plan is packed once, when the trip is made, and kept: ticks and swaps
 * change it, a later closet change does not (pieces deleted since drop out when it is read).
 */

type TripRow = {
  id: number;
  name: string;
  startDate: Date;
  endDate: Date;
  place: string | null;
  activities: string[];
  items: number[];
  days: unknown;
  gaps: string[];
  checked: number[];
  createdAt: Date;
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The owner's pieces the packer may use (laundry and archived included: the packer leaves them home). */
async function packerCloset(owner: Owner) {
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
  // The garment facts (lib/style/facts.ts) decide what suits each day's activity and the season.
  return rows.map(({ name, material, seasons, userTags, factOverrides, ...row }) => ({
    ...row,
    garment: { category: row.category, name, material, styleTags: row.styleTags, userTags, seasons, factOverrides },
  }));
}

async function view(owner: Owner, row: TripRow): Promise<TripView> {
  const db = await getDb();
  const days = row.days as PackedDay[];
  const ids = [...new Set([...row.items, ...days.flatMap((d) => d.items)])];
  const pieces = await db.clothingItem.findMany({
    where: { id: { in: ids }, ...ownerWhere(owner) },
    select: { id: true, name: true, category: true, imageUrl: true, thumbnailUrl: true },
  });
  const byId = new Map<number, TripItemView>(pieces.map((piece) => [piece.id, piece]));
  const present = (list: number[]) => list.map((id) => byId.get(id)).filter((piece) => piece !== undefined);
  const checked = new Set(row.checked);
  const items = present(row.items);
  return {
    id: row.id,
    name: row.name,
    dates: { start: day(row.startDate), end: day(row.endDate) },
    place: row.place,
    activities: row.activities as TripActivity[],
    items,
    days: days.map((d) => ({ date: d.date, occasion: d.occasion, items: present(d.items) })),
    checklist: items.map((item) => ({ itemId: item.id, checked: checked.has(item.id) })),
    gaps: row.gaps,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findRow(owner: Owner, id: number): Promise<TripRow> {
  const db = await getDb();
  const row = await db.trip.findFirst({ where: { id, ...ownerWhere(owner) } });
  if (!row) throw tripNotFound();
  return row;
}

/** POST /api/trips: packs from the owner's clean closet and keeps the plan. */
export async function createTrip(owner: Owner, input: TripCreateInput): Promise<TripView> {
  const dates = tripDates(input.startDate, input.endDate);
  const { hemisphere } = await getSettings(owner);
  const season = seasonOf(input.startDate, hemisphere);
  const packed = packTrip(await packerCloset(owner), dates, input.activities, { season });
  const db = await getDb();
  const row = await db.trip.create({
    data: {
      name: input.name,
      startDate: new Date(`${input.startDate}T00:00:00Z`),
      endDate: new Date(`${input.endDate}T00:00:00Z`),
      place: input.place ?? null,
      activities: input.activities,
      items: packed.items,
      days: packed.days,
      gaps: packed.gaps,
      ...(owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId }),
    },
  });
  return view(owner, row);
}

/** GET /api/trips: the owner's trips, the latest start first. */
export async function listTrips(owner: Owner): Promise<TripSummary[]> {
  const db = await getDb();
  const rows = await db.trip.findMany({
    where: ownerWhere(owner),
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    dates: { start: day(row.startDate), end: day(row.endDate) },
    place: row.place,
    activities: row.activities as TripActivity[],
    days: (row.days as PackedDay[]).length,
    items: row.items.length,
    checked: row.checked.filter((id) => row.items.includes(id)).length,
  }));
}

export async function getTrip(owner: Owner, id: number): Promise<TripView> {
  return view(owner, await findRow(owner, id));
}

/**
 * PATCH /api/trips/{id}: ticks (ids outside the packing list answer 400), and/or a swap of one
 * day's piece for another clean piece of the same kind that keeps the day's outfit within the
 * rules, clear of the activity's avoided tags and different from every other day's.
 */
export async function updateTrip(owner: Owner, id: number, patch: TripPatchInput): Promise<TripView> {
  const row = await findRow(owner, id);
  let days = row.days as PackedDay[];
  let items = row.items;
  if (patch.swap) {
    const { date, from, to } = patch.swap;
    const target = days.find((d) => d.date === date);
    if (!target || !target.items.includes(from) || target.items.includes(to)) throw swapRefused();
    const closet = (await packerCloset(owner)).filter((item) => item.status === "active");
    const piece = closet.find((item) => item.id === to);
    const old = closet.find((item) => item.id === from);
    if (!piece || (old && slotOf(old.category) !== slotOf(piece.category))) throw swapRefused();
    // The new piece must suit the day's activity by its facts, as the packer's picks do.
    const judged = ["top", "bottom", "one-piece", "shoes", "outerwear"].includes(slotOf(piece.category));
    if (judged && !garmentFactsOf(piece.garment).activities.includes(target.occasion)) throw swapRefused();
    const rules = createOutfitRules(closet, {});
    const outfit = target.items.map((item) => (item === from ? to : item));
    if (rules.check({ items: outfit }).length > 0) throw swapRefused();
    const key = rules.baseKey({ items: outfit });
    if (days.some((d) => d !== target && rules.baseKey({ items: d.items }) === key)) throw swapRefused();
    days = days.map((d) => (d === target ? { ...d, items: outfit } : d));
    // The packing list is every piece some day wears, in id order.
    items = [...new Set(days.flatMap((d) => d.items))].sort((a, b) => a - b);
  }
  let checked = row.checked.filter((item) => items.includes(item));
  if (patch.checked) {
    if (patch.checked.some((item) => !items.includes(item))) throw badRequest(TRIP_MESSAGES.invalidChecked);
    checked = [...new Set(patch.checked)];
  }
  const db = await getDb();
  const updated = await db.trip.updateManyAndReturn({
    where: { id, ...ownerWhere(owner) },
    data: { days, items, checked },
  });
  if (!updated[0]) throw tripNotFound();
  return view(owner, updated[0]);
}

const swapRefused = () => badRequest(TRIP_MESSAGES.swapNotAllowed);

/** DELETE /api/trips/{id}; another owner's id deletes nothing (404). */
export async function removeTrip(owner: Owner, id: number): Promise<void> {
  const db = await getDb();
  const { count } = await db.trip.deleteMany({ where: { id, ...ownerWhere(owner) } });
  if (count === 0) throw tripNotFound();
}

/** A trip id from a URL segment; anything that cannot be an id answers 404 like a missing trip. */
export function parseTripId(value: string | string[] | undefined): number {
  const id = rowIdFrom(value);
  if (id === null) throw tripNotFound();
  return id;
}
