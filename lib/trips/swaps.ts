import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { badRequest } from "@/lib/errors";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { slotOf } from "@/lib/style/outfit-rules";
import { dayAccepts, swapOptions } from "./packer";
import { keptProblem } from "./plan";
import { findRow, itemViews, placeOf, type StoredDay, storedDays } from "./rows";
import type { TripPlace, TripSwapOptions, TripSwapQuery } from "./schemas";

/**
 * Swaps on a packed day (issue #39 §5): which pieces may take a piece's place, and the swap itself,
 * both judged by the packer's own rules for that day (lib/trips/packer/swap.ts): the same slot,
 * the day's activity, season and weather, SPEC §5's rules, and a base no other day wears.
 */

const swapRefused = () => badRequest(TRIP_MESSAGES.swapNotAllowed);

/** The day of `date` and the slot of its piece `item`, or a 400 naming what is wrong. */
function dayAndPiece(days: readonly StoredDay[], date: string, item: number) {
  const day = days.findIndex((d) => d.date === date);
  if (day < 0) throw badRequest(TRIP_MESSAGES.dayNotInTrip(date));
  if (!days[day]!.items.includes(item)) throw badRequest(TRIP_MESSAGES.invalidSwapItem);
  return day;
}

/** GET /api/trips/{id}/swaps?date&item: the pieces that may take `item`'s place that day, best first. */
export async function listSwapOptions(owner: Owner, id: number, query: TripSwapQuery): Promise<TripSwapOptions> {
  const row = await findRow(owner, id);
  const days = storedDays(row);
  const day = dayAndPiece(days, query.date, query.item);
  const { problem, closet } = await keptProblem(owner, days, placeOf(row));
  const from = closet.find((piece) => piece.id === query.item);
  if (!from) return { date: query.date, item: query.item, options: [] };
  const options = swapOptions(
    problem,
    days.map((d) => d.items),
    day,
    { id: from.id, slot: slotOf(from.category) },
    new Set(row.items),
  );
  const views = await itemViews(
    owner,
    options.map((piece) => piece.id),
  );
  return {
    date: query.date,
    item: query.item,
    options: options.map((piece) => views.get(piece.id)).filter((view) => view !== undefined),
  };
}

/** The days after swapping `from` for `to` on `date`, or a 400 when the day may not wear it. */
export async function swappedDays(
  owner: Owner,
  days: readonly StoredDay[],
  place: TripPlace | null,
  swap: { date: string; from: number; to: number },
): Promise<StoredDay[]> {
  const day = days.findIndex((d) => d.date === swap.date);
  const target = days[day];
  if (!target || !target.items.includes(swap.from) || target.items.includes(swap.to)) throw swapRefused();
  const { problem, closet } = await keptProblem(owner, days, place);
  const from = closet.find((piece) => piece.id === swap.from);
  const to = problem.pieceById.get(swap.to);
  if (!to || (from && slotOf(from.category) !== to.slot)) throw swapRefused();
  const outfit = target.items.map((item) => (item === swap.from ? swap.to : item));
  if (
    !dayAccepts(
      problem,
      days.map((d) => d.items),
      day,
      outfit,
    )
  )
    throw swapRefused();
  return days.map((d, index) => (index === day ? { ...d, items: outfit } : d));
}
