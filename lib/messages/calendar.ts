/** The wear log's calendar screen (issue #28, /calendar). */

const wornOnDay = (count: number) => (count === 0 ? "nothing logged" : `${count} piece${count === 1 ? "" : "s"} worn`);

export const CALENDAR_TEXT = {
  title: "calendar",
  intro: "what you wore, day by day. pick a day to see it, log a piece or remove one.",
  previousMonth: "previous month",
  nextMonth: "next month",
  today: "today",
  loading: "loading your month...",
  failed: "couldn't load your month",
  emptyMonth:
    "nothing logged this month yet. press 'wore this today' on an outfit or a piece, or pick a day to log one.",
  /** A day cell's name: the day, then what was worn (the cell shows the day's number; the rest is said). */
  dayCell: (label: string, count: number) => `${label}, ${wornOnDay(count)}`,
  dayCellWorn: wornOnDay,
  dayTitle: (label: string) => `worn on ${label}`,
  nothingThatDay: "nothing logged for this day.",
  addPieces: "log pieces for this day",
  addSelected: (count: number) => `log ${count} piece${count === 1 ? "" : "s"}`,
  removeWearNamed: (what: string) => `remove ${what}`,
  futureDay: "this day hasn't happened yet.",
  loggedOn: (label: string) => `logged for ${label}`,
  cancel: "cancel",
} as const;
