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
