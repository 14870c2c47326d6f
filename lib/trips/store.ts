import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { badRequest, tripNotFound } from "@/lib/errors";
import { rowIdFrom } from "@/lib/http/row-id";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { resolvePlace } from "@/lib/settings";
import { type Occasion, type PackedDay, type TripActivity, tripDates } from "./packer";
import { packSpec, type TripSpec } from "./plan";
import { assignedOf, dayOf, findRow, placeOf, type StoredDay, storedDays, type TripRow, tripView } from "./rows";
import {
  type TripCreateInput,
  tripDatesProblem,
  type TripPatchInput,
  type TripPlace,
  type TripPlaceInput,
  type TripSummary,
  type TripView,
} from "./schemas";
import { swappedDays } from "./swaps";

/**
 * Trips (issue #29, #39 §5). Every query names the owner in its own condition, so another owner's
 * trip finds nothing (404). The plan is packed when the trip is made or edited, and kept: ticks and
 * swaps change it, a later closet change does not (pieces deleted since drop out when it is read).
 */

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const placeColumns = (place: TripPlace | null) => ({
  place: place?.name ?? null,
  latitude: place?.latitude ?? null,
  longitude: place?.longitude ?? null,
});

/** POST /api/trips: resolves the place, packs from the owner's clean closet for each day's weather, keeps the plan. */
export async function createTrip(owner: Owner, input: TripCreateInput): Promise<TripView> {
  const place = input.place ? await resolvePlace(owner, input.place) : null;
  const packed = await packSpec(owner, { ...input, place, assigned: new Map() });
  const db = await getDb();
  const row = await db.trip.create({
    data: {
      name: input.name,
      startDate: dateOf(input.startDate),
      endDate: dateOf(input.endDate),
      ...placeColumns(place),
      activities: input.activities,
      ...packed,
      ...(owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId }),
    },
  });
  return tripView(owner, row);
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
    dates: { start: dayOf(row.startDate), end: dayOf(row.endDate) },
    place: placeOf(row),
    activities: row.activities as TripActivity[],
    days: (row.days as PackedDay[]).length,
    items: row.items.length,
    checked: row.checked.filter((id) => row.items.includes(id)).length,
  }));
}

export async function getTrip(owner: Owner, id: number): Promise<TripView> {
  return tripView(owner, await findRow(owner, id));
}

/** The place after an edit: kept when absent or when the name is the one kept (no second lookup), else resolved anew. */
async function editedPlace(
  owner: Owner,
  row: TripRow,
  input: TripPlaceInput | null | undefined,
): Promise<TripPlace | null> {
  const kept = placeOf(row);
  if (input === undefined) return kept;
  if (input === null) return null;
  const sameName = "latitude" in input ? false : kept?.name.toLowerCase() === input.name.trim().toLowerCase();
  if (sameName && kept?.latitude != null) return kept;
  return resolvePlace(owner, input);
}

/**
 * The trip as edited: its dates (checked together as POST checks them), place and activities, and
 * the days whose activity the owner chose, kept where their date is still in the trip. A day named
 * in `days` must be a day of the trip as edited.
 */
async function editedSpec(
  owner: Owner,
  row: TripRow,
  patch: TripPatchInput,
  days: readonly StoredDay[],
): Promise<TripSpec> {
  const startDate = patch.startDate ?? dayOf(row.startDate);
  const endDate = patch.endDate ?? dayOf(row.endDate);
  const problem = tripDatesProblem(startDate, endDate);
  if (problem) throw badRequest(problem);
  const dates = new Set(tripDates(startDate, endDate));
  const assigned = new Map<string, Occasion>([...assignedOf(days)].filter(([date]) => dates.has(date)));
  for (const { date, occasion } of patch.days ?? []) {
    if (!dates.has(date)) throw badRequest(TRIP_MESSAGES.dayNotInTrip(date));
    if (occasion === null) assigned.delete(date);
    else assigned.set(date, occasion);
  }
  return {
    startDate,
    endDate,
    place: await editedPlace(owner, row, patch.place),
    activities: patch.activities ?? (row.activities as TripActivity[]),
    assigned,
  };
}

const editsSpec = (patch: TripPatchInput) =>
  [patch.startDate, patch.endDate, patch.place, patch.activities, patch.days].some((value) => value !== undefined);

/**
 * Whether the edit changes what the trip is packed from. The edit form sends every field: saving
 * it with a new name alone must not repack (and so undo the owner's swaps).
 */
function specChanged(row: TripRow, days: readonly StoredDay[], spec: TripSpec): boolean {
  const place = placeOf(row);
  const samePlace =
    place?.name === spec.place?.name &&
    place?.latitude === spec.place?.latitude &&
    place?.longitude === spec.place?.longitude;
  // The activities' order is their turns over the days; the chosen days are a set.
  const chosen = (map: ReadonlyMap<string, Occasion>) =>
    [...map]
      .map(([date, occasion]) => `${date}:${occasion}`)
      .sort()
      .join();
  return !(
    spec.startDate === dayOf(row.startDate) &&
    spec.endDate === dayOf(row.endDate) &&
    samePlace &&
    spec.activities.join() === row.activities.join() &&
    chosen(spec.assigned) === chosen(assignedOf(days))
  );
}

/**
 * PATCH /api/trips/{id}, in order: the trip's fields and days' activities (a change of dates, place,
 * activities or days repacks, keeping the ticks of pieces still packed); a swap of one day's piece
 * (./swaps.ts); the ticks (ids outside the packing list answer 400).
 */
export async function updateTrip(owner: Owner, id: number, patch: TripPatchInput): Promise<TripView> {
  const row = await findRow(owner, id);
  let days = storedDays(row);
  let { items, gaps } = row;
  let edited: { startDate: string; endDate: string; place: TripPlace | null; activities: TripActivity[] } | null = null;
  if (editsSpec(patch)) {
    const spec = await editedSpec(owner, row, patch, days);
    if (specChanged(row, days, spec)) {
      ({ items, days, gaps } = await packSpec(owner, spec));
      edited = { ...spec, activities: [...spec.activities] };
    }
  }
  if (patch.swap) {
    days = await swappedDays(owner, days, edited ? edited.place : placeOf(row), patch.swap);
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
    data: {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(edited
        ? {
            startDate: dateOf(edited.startDate),
            endDate: dateOf(edited.endDate),
            ...placeColumns(edited.place),
            activities: edited.activities,
          }
        : {}),
      days,
      items,
      gaps,
      checked,
    },
  });
  if (!updated[0]) throw tripNotFound();
  return tripView(owner, updated[0]);
}

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
