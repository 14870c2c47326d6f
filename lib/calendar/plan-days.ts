import { PLAN_LIMITS } from "@/lib/constants";
import type { DayPlanCounts } from "@/lib/messages/calendar";
import { PLAN_TEXT } from "@/lib/messages/plans";
import { type PlanRequest, planState, type PlanView } from "@/lib/plans/contract";
import { type DayKey, shiftDay } from "./month-grid";

/**
 * The calendar's plans (issue #43), the pure part: which days take a plan, what a day cell says of
 * its plans, what a plan is called, and the body that puts a removed plan back. `today` is always the
 * person's own day (the browser's), never the server's.
 */

/**
 * Where a day stands for plans: gone (`past`: wears only, its plans worn or missed), `today` (worn
 * and planned alike), `ahead` (up to 60 days: plans only) or `beyond` (too far to plan yet).
 */
export type DayStage = "past" | "today" | "ahead" | "beyond";

/** The last day a plan may be for: 60 days after the person's today (the server allows as much). */
export const lastPlanDay = (today: DayKey): DayKey => shiftDay(today, PLAN_LIMITS.daysAhead);

export function dayStage(day: DayKey, today: DayKey): DayStage {
  if (day < today) return "past";
  if (day === today) return "today";
  return day <= lastPlanDay(today) ? "ahead" : "beyond";
}

/** Today up to 60 days ahead: the days a plan may be made for (dropped on, picked, or added in the panel). */
export const isPlannable = (day: DayKey, today: DayKey) => day >= today && day <= lastPlanDay(today);

/** A day holds at most 3 plans; the panel hides its add actions once it is full. */
export const hasRoomForPlan = (plans: readonly PlanView[]) => plans.length < PLAN_LIMITS.perDay;

/** A day's plans by state, for its cell: a missed plan is counted apart, and never as a wear. */
export function planCounts(plans: readonly PlanView[], today: DayKey): DayPlanCounts {
  const counts = { planned: 0, worn: 0, missed: 0 };
  for (const plan of plans) counts[planState(plan, today)]++;
  return counts;
}

/** The one mark a day cell shows for its plans: one still to come wins, then one worn, then missed. */
export function cellPlanMark(counts: DayPlanCounts): keyof DayPlanCounts | null {
  if (counts.planned > 0) return "planned";
  if (counts.worn > 0) return "worn";
  return counts.missed > 0 ? "missed" : null;
}

/** A plan's pieces by name (or category), in order: its row's second line. */
export const planPieces = (plan: Pick<PlanView, "items">) =>
  plan.items.map((item) => item.name ?? item.category).join(", ");

/** A plan's heading: its saved outfit's name, or "planned look". */
export const planTitle = (plan: Pick<PlanView, "outfitName">) => plan.outfitName ?? PLAN_TEXT.plannedLook;

/** What toasts and button names call a plan: its outfit's name, else its pieces, else "planned look". */
export const planWhat = (plan: Pick<PlanView, "outfitName" | "items">) =>
  plan.outfitName ?? (planPieces(plan) || PLAN_TEXT.plannedLook);

/**
 * The undo of a removal: POST /api/plans with the plan's day, pieces, outfit and note, so the plan
 * comes back as it was (a new id). Null when nothing is left to plan (its pieces left the closet and
 * it had no outfit).
 */
export function restoreRequest(plan: PlanView): PlanRequest | null {
  const itemIds = [...new Set(plan.items.map((item) => item.id))];
  if (itemIds.length === 0 && plan.outfitId === null) return null;
  return {
    date: plan.date,
    ...(itemIds.length > 0 ? { itemIds } : {}),
    ...(plan.outfitId !== null ? { outfitId: plan.outfitId } : {}),
    ...(plan.note ? { note: plan.note } : {}),
  };
}

/**
 * A saved outfit dragged onto a day carries its id under this type (the strip sets it on dragstart),
 * so a drop of anything else (a link, some text) plans nothing.
 */
export const OUTFIT_DRAG_TYPE = "application/x-stylematch-outfit";

/** The outfit id a drop carries, or null when it carries none. */
export function outfitIdOfDrop(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
