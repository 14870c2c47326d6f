/**
 * The plans' REST contract without zod (issue #43): view shapes, the URL and small pure helpers.
 * Client islands import this module; the zod schemas (./schemas.ts, which re-exports it) stay on
 * the server.
 */
import type { WearItemView } from "@/lib/wears/contract";

export const PLANS_KEY = "/api/plans";

/**
 * A warning on a plan, a sentence built from the facts that decided it:
 * - `laundry`: a planned piece is in the laundry (or `archived`: put away) now;
 * - `weather`: the day's forecast is known and a piece breaks the stylist's weather rules while the
 *   closet has one that would not (rain and open shoes, cold and a light piece, heat and a warm one);
 * - `repeat`: a piece is also planned within three days;
 * - `gone`: pieces planned were deleted from the closet since.
 * `itemId` names the piece (absent for `gone`).
 */
export type PlanWarningKind = "laundry" | "archived" | "weather" | "repeat" | "gone";
export type PlanWarning = { kind: PlanWarningKind; itemId?: number; text: string };

/**
 * A planned look: its day ("YYYY-MM-DD", the owner's own), the saved outfit it came from (null for
 * picked pieces, or when the outfit was deleted since) and that outfit's name, its pieces still in
 * the closet, the owner's note, and `free` when the pieces do not make an outfit by the outfit rules
 * (a top and a bottom, or a dress) and the owner chose them anyway. `wearId`: the wear logged by
 * "wore as planned" (null while not worn: a past plan without one was not worn and is never counted).
 */
export type PlanView = {
  id: number;
  date: string;
  outfitId: number | null;
  outfitName: string | null;
  items: WearItemView[];
  note: string | null;
  free: boolean;
  wearId: number | null;
  warnings: PlanWarning[];
};

/** POST /api/plans: pieces, or a saved outfit (its pieces), or both (a variation of the outfit). */
export type PlanRequest = { date: string; itemIds?: number[]; outfitId?: number; note?: string };
/** PATCH /api/plans/{id}: move it to another day, change its pieces or note (null clears the note). */
export type PlanPatch = { date?: string; itemIds?: number[]; outfitId?: number | null; note?: string | null };

/** A plan's state on the owner's day `today`: worn, still to come (today included), or missed. */
export function planState(plan: Pick<PlanView, "date" | "wearId">, today: string): "worn" | "planned" | "missed" {
  if (plan.wearId !== null) return "worn";
  return plan.date >= today ? "planned" : "missed";
}

/** The plans on each day, in the order they were made. */
export function plansByDay(plans: readonly PlanView[] | undefined): Map<string, PlanView[]> {
  const days = new Map<string, PlanView[]>();
  for (const plan of plans ?? []) days.set(plan.date, [...(days.get(plan.date) ?? []), plan]);
  return days;
}
