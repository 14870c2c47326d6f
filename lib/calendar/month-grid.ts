/**
 * The calendar's month grid, as plain data: weeks from Monday to Sunday covering one month, with the
 * days of the months either side filling the first and last week. Dates are calendar days
 * ("YYYY-MM-DD"), never instants, so the grid is the same in every time zone. Pure: the server shell
 * and the client island both build it.
 */

/** A calendar month, "YYYY-MM". */
export type MonthKey = string;
/** A calendar day, "YYYY-MM-DD". */
export type DayKey = string;

export type GridDay = { date: DayKey; day: number; inMonth: boolean };

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "YYYY-MM(-DD)" → [year, month 1–12, day 1–31 (1 for a month)]; callers pass checked keys. */
function partsOf(key: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = key.split("-").map(Number);
  return [year, month, day];
}

/** Day keys are built from UTC parts of a UTC midnight, so no local offset moves them. */
const dayKeyOfUtc = (date: Date): DayKey =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Today as the person's own clock says it (the wear log's dates are local days, not UTC). */
export function localDayKey(now: Date = new Date()): DayKey {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const monthOfDay = (day: DayKey): MonthKey => day.slice(0, 7);

export function isMonthKey(value: unknown): value is MonthKey {
  return typeof value === "string" && MONTH_PATTERN.test(value);
}

export function isDayKey(value: unknown): value is DayKey {
  if (typeof value !== "string") return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = partsOf(value);
  return dayKeyOfUtc(new Date(Date.UTC(year, month - 1, day))) === value;
}

function monthStart(month: MonthKey): Date {
  const [year, monthNumber] = partsOf(month);
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}

/** The month `delta` months after `month` (negative: before). */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const start = monthStart(month);
  start.setUTCMonth(start.getUTCMonth() + delta);
  return dayKeyOfUtc(start).slice(0, 7);
}

/** The day `delta` days after `day`. */
export function shiftDay(day: DayKey, delta: number): DayKey {
  const [year, month, date] = partsOf(day);
  return dayKeyOfUtc(new Date(Date.UTC(year, month - 1, date + delta)));
}

export function daysInMonth(month: MonthKey): number {
  const start = monthStart(month);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
}

/** Monday-first weekday index (0 = Monday … 6 = Sunday). */
const mondayIndex = (date: Date) => (date.getUTCDay() + 6) % 7;

/** The weeks (4 to 6 of them, Monday first) that show `month` whole. */
export function monthGrid(month: MonthKey): GridDay[][] {
  const start = monthStart(month);
  const first = new Date(start);
  first.setUTCDate(1 - mondayIndex(start));
  const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  const end = new Date(last);
  end.setUTCDate(last.getUTCDate() + (6 - mondayIndex(last)));

  const weeks: GridDay[][] = [];
  for (const cursor = new Date(first); cursor <= end; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    if (mondayIndex(cursor) === 0) weeks.push([]);
    weeks.at(-1)?.push({
      date: dayKeyOfUtc(cursor),
      day: cursor.getUTCDate(),
      inMonth: cursor.getUTCMonth() === start.getUTCMonth(),
    });
  }
  return weeks;
}

/** The first and last day of the grid (what to ask GET /api/wears?from&to for). */
export function gridRange(month: MonthKey): { from: DayKey; to: DayKey } {
  const days = monthGrid(month).flat();
  return { from: days[0]?.date ?? `${month}-01`, to: days.at(-1)?.date ?? `${month}-01` };
}

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

/** "november 2026" (lowercase, the app's voice). */
export function monthLabel(month: MonthKey): string {
  const [year, monthNumber] = partsOf(month);
  return `${MONTH_NAMES[monthNumber - 1] ?? ""} ${year}`;
}

/**
 * A day's words apart: a grid cell shows only `date` and says the rest to screen readers around it,
 * so its name ("wednesday 25 november") holds the number it shows (issue #41).
 */
export function dayLabelParts(day: DayKey): { weekday: string; date: number; month: string } {
  const [year, month, date] = partsOf(day);
  const weekday = WEEKDAYS[mondayIndex(new Date(Date.UTC(year, month - 1, date)))] ?? "";
  return { weekday, date, month: MONTH_NAMES[month - 1] ?? "" };
}

/** "wednesday 25 november" for a cell's label. */
export function dayLabel(day: DayKey): string {
  const { weekday, date, month } = dayLabelParts(day);
  return `${weekday} ${date} ${month}`;
}

/** "nov" for chart axes. */
export function shortMonthLabel(month: MonthKey): string {
  return (MONTH_NAMES[partsOf(month)[1] - 1] ?? "").slice(0, 3);
}

/**
 * Where an arrow key (or Home/End, PageUp/PageDown) moves focus in the grid, as a day. Moving past
 * the month's edge is allowed: the screen then shows that day's month.
 */
export function dayAfterKey(day: DayKey, key: string): DayKey | null {
  const [year, month, date] = partsOf(day);
  const weekday = mondayIndex(new Date(Date.UTC(year, month - 1, date)));
  switch (key) {
    case "ArrowLeft":
      return shiftDay(day, -1);
    case "ArrowRight":
      return shiftDay(day, 1);
    case "ArrowUp":
      return shiftDay(day, -7);
    case "ArrowDown":
      return shiftDay(day, 7);
    case "Home":
      return shiftDay(day, -weekday);
    case "End":
      return shiftDay(day, 6 - weekday);
    case "PageUp":
    case "PageDown": {
      const target = shiftMonth(monthOfDay(day), key === "PageUp" ? -1 : 1);
      return `${target}-${pad(Math.min(date, daysInMonth(target)))}`;
    }
    default:
      return null;
  }
}
