import type { WearView } from "@/lib/wears/contract";
import { type DayKey, type MonthKey, monthOfDay } from "./month-grid";

/** The calendar screen's pure part: a range's wears sorted into days, and where the grid's tab stop starts. */

/** The wears of a range, by day. */
export function wearsByDay(wears: readonly WearView[] | undefined): Map<DayKey, WearView[]> {
  const days = new Map<DayKey, WearView[]>();
  for (const wear of wears ?? []) days.set(wear.date, [...(days.get(wear.date) ?? []), wear]);
  return days;
}

/** How many pieces a day's wears hold (a piece worn twice counts twice), for the day's label. */
export const piecesOf = (wears: readonly WearView[]) => wears.reduce((count, wear) => count + wear.items.length, 0);

/** The day holding the grid's one tab stop when `month` is shown: today in its own month, else the 1st. */
export const firstFocus = (month: MonthKey, today: DayKey): DayKey =>
  monthOfDay(today) === month ? today : `${month}-01`;

/**
 * What a day panel's keyboard focus waits for after an action (issue #41), so it never falls to the
 * page's <body>: a wear just logged (`show`), or the row after a wear just removed (`removed`, at
 * `index` in the list it was in).
 */
export type DayFocusIntent = { show: number } | { removed: number; index: number };

/**
 * Where the focus goes once the day's wears (`ids`, in the order shown) reflect the action: a wear's
 * row, "empty" (the day's "nothing logged" line) when the last one went, or null while the list
 * does not show the change yet (the logged wear not in it, the removed one still in it).
 */
export function dayFocusTarget(intent: DayFocusIntent, ids: readonly number[]): { wear: number } | "empty" | null {
  if ("show" in intent) return ids.includes(intent.show) ? { wear: intent.show } : null;
  if (ids.includes(intent.removed)) return null;
  const next = ids[Math.min(intent.index, ids.length - 1)];
  return next === undefined ? "empty" : { wear: next };
}
