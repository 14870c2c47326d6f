/** The wear log's calendar screen (issue #28, /calendar), with its planned days (issue #43). */
import { PLAN_LIMITS } from "@/lib/constants";
import { PLAN_TEXT } from "./plans";
import { plural } from "./plural";

const wornOnDay = (count: number) => (count === 0 ? "nothing logged" : `${count} piece${count === 1 ? "" : "s"} worn`);

/** How many looks a day holds, planned, worn as planned, or planned and gone by unworn. */
export type DayPlanCounts = { planned: number; worn: number; missed: number };
const NO_PLANS: DayPlanCounts = { planned: 0, worn: 0, missed: 0 };

/**
 * What a day cell says of its plans. A missed plan says "not worn": it is never a wear, so it never
 * joins the pieces worn.
 */
const plansOnDay = ({ planned, worn, missed }: DayPlanCounts) =>
  [
    planned > 0 ? plural(planned, { one: "# look planned", other: "# looks planned" }) : null,
    worn > 0 ? plural(worn, { one: "# look worn as planned", other: "# looks worn as planned" }) : null,
    missed > 0 ? plural(missed, { one: "# planned look not worn", other: "# planned looks not worn" }) : null,
  ].filter((part) => part !== null);

/** What a cell says after the day: the pieces worn ("nothing logged" only when no plan is said either), then the plans. */
function saidOfDay(count: number, plans: DayPlanCounts = NO_PLANS): string {
  const planned = plansOnDay(plans);
  return [...(count > 0 || planned.length === 0 ? [wornOnDay(count)] : []), ...planned].join(", ");
}

export const CALENDAR_TEXT = {
  title: "calendar",
  intro: `what you wore and what you plan, day by day. pick a day to log a piece, or to plan a look up to ${PLAN_LIMITS.daysAhead} days ahead.`,
  previousMonth: "previous month",
  nextMonth: "next month",
  today: "today",
  loading: "loading your month...",
  failed: "couldn't load your month",
  emptyMonth:
    "nothing logged this month yet. press 'wore this today' on an outfit or a piece, or pick a day to log one.",
  /**
   * A day cell's name: the day, then what was worn, then its plans (the cell shows the day's number;
   * the rest is said). A day with plans and nothing worn leaves out "nothing logged":
   * "tuesday 1 december, 1 look planned".
   */
  dayCell: (label: string, count: number, plans?: DayPlanCounts) => `${label}, ${saidOfDay(count, plans)}`,
  dayCellWorn: wornOnDay,
  /** What follows the day in a cell's name: `dayCell` without the day. */
  dayCellSaid: saidOfDay,
  dayTitle: (label: string) => `worn on ${label}`,
  nothingThatDay: "nothing logged for this day.",
  addPieces: "log pieces for this day",
  addSelected: (count: number) => `log ${count} piece${count === 1 ? "" : "s"}`,
  removeWearNamed: (what: string) => `remove ${what}`,
  /** A day past the plans' reach: it can be seen, not planned yet. */
  tooFarAhead: `plans reach ${PLAN_LIMITS.daysAhead} days ahead: this day is further away.`,
  loggedOn: (label: string) => `logged for ${label}`,
  cancel: "cancel",

  // Plans on the calendar (issue #43). The words shared with Today and the outfits are PLAN_TEXT's.
  plansFailed: "couldn't load your plans",
  /** The day panel's list of plans. */
  plansTitle: "planned looks",
  noPlans: "nothing planned for this day yet.",
  planOutfit: "plan a saved outfit",
  chooseOutfit: "choose an outfit",
  planOutfitSubmit: "plan it",
  noSavedOutfits: "no saved outfits yet: save one on the outfits screen to plan it here.",
  savedOutfitsLink: "your saved outfits",
  planPieces: "plan pieces for this day",
  planSelected: (count: number) => plural(count, { one: "plan # piece", other: "plan # pieces" }),
  dayFull: `this day has ${PLAN_LIMITS.perDay} plans, the most a day holds: remove one to plan another.`,
  /** 'wore as planned' named by its plan (a day may hold three): the visible words first (label-in-name). */
  woreAsPlannedNamed: (what: string) => `${PLAN_TEXT.woreAsPlanned}: ${what}`,
  /** The desktop strip of saved outfits beside the grid. */
  savedStripTitle: "saved outfits",
  savedStripHint: "drag one onto a day, or press 'plan for a day' and choose it with the arrow keys.",
  planForADayNamed: (name: string) => `${PLAN_TEXT.planForADay}: ${name}`,
  /** Said (aria-live) while a saved outfit waits for its day. */
  pickPrompt: (name: string) => `choose a day for ${name}: arrow keys move, enter plans it, escape cancels.`,
  pickOutOfRange: (first: string, last: string) => `choose a day from ${first} to ${last}.`,
  pickCancelled: "planning cancelled.",
} as const;
