import type { Slot } from "@/lib/style/outfit-rules";
import { BASE_SLOTS, type Piece, type TripProblem } from "./problem";

/**
 * Swapping one piece of a packed day for another (issue #39 §5): the day is judged as the packer
 * judged it when it dressed the day, so a swap never undoes what the activity, the season or the
 * weather asked of it. Pure; lib/trips/swaps.ts reads the trip and the closet around it.
 */

/** What makes two days' outfits the same: their top and bottom, or their dress or suit. */
function baseKey(problem: TripProblem, outfit: readonly number[]): string {
  const slotOf = (id: number) => problem.pieceById.get(id)?.slot;
  return outfit
    .filter((id) => BASE_SLOTS.includes(slotOf(id) ?? "other"))
    .sort((a, b) => a - b)
    .join("+");
}

/**
 * Whether day `day` may wear `outfit`: every piece clean and allowed that day (its activity at the
 * day's level, its season, its weather), the activity's need still met where the closet could meet
 * it, a layer when the day wants one, SPEC §5's rules for the day's pieces, and a base no other day wears.
 */
export function dayAccepts(problem: TripProblem, days: readonly (readonly number[])[], day: number, outfit: number[]) {
  const kind = problem.kinds[day]!;
  const pieces = outfit.map((id) => problem.pieceById.get(id));
  if (pieces.some((piece) => piece === undefined)) return false;
  const worn = pieces as Piece[];
  if (!worn.every((piece) => problem.allowedOn(day, piece))) return false;
  const shoes = worn.filter((piece) => piece.slot === "shoes");
  if (!shoes.every((shoe) => problem.shoeFits(kind, shoe, problem.shoeLevel[day]!))) return false;
  const base = worn.filter((piece) => BASE_SLOTS.includes(piece.slot));
  if (!problem.baseFits(kind, base, problem.baseLevel[day]!)) return false;
  if (problem.layerWanted[day] && !worn.some((piece) => piece.slot === "outerwear")) return false;
  if (problem.rulesFor(day).check({ items: outfit }).length > 0) return false;
  const key = baseKey(problem, outfit);
  return days.every((other, index) => index === day || other.length === 0 || baseKey(problem, other) !== key);
}

/**
 * The clean pieces of `from`'s slot that may take its place on day `day`: pieces already packed
 * first (nothing more to carry), then the ones the day's activity likes best, then by id.
 */
export function swapOptions(
  problem: TripProblem,
  days: readonly (readonly number[])[],
  day: number,
  from: { id: number; slot: Slot },
  packed: ReadonlySet<number>,
): Piece[] {
  const outfit = days[day]!;
  const kind = problem.kinds[day]!;
  return problem.pieces
    .filter((piece) => piece.slot === from.slot && !outfit.includes(piece.id))
    .filter((piece) =>
      dayAccepts(
        problem,
        days,
        day,
        outfit.map((id) => (id === from.id ? piece.id : id)),
      ),
    )
    .sort(
      (a, b) =>
        Number(packed.has(b.id)) - Number(packed.has(a.id)) ||
        problem.preference(kind, b) - problem.preference(kind, a) ||
        a.id - b.id,
    );
}
