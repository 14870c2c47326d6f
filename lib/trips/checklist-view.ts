import type { TripItemView, TripView } from "./schemas";

/** The trip page's pure part: what a piece is called and the packing list's ticks. */

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
