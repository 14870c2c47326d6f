import { WEAR_LIMITS } from "@/lib/constants";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "keep for 1 month", "keep for 3 months", "keep for a year": a keep period named as the person chose it. */
const keepPeriod = (months: number) => (months === 12 ? "a year" : plural(months, "month"));

/** The wear log's insights screen (issues #28, #41, /insights). */
export const INSIGHTS_TEXT = {
  title: "insights",
  intro: "which pieces earn their keep, and which could go.",
  items: "pieces",
  wears: "wears",
  value: "closet value",
  noPrices: "no prices yet",
  wearsByMonth: "wears per month",
  wearsByMonthSummary: (total: number) => `${plural(total, "wear")} in the last 12 months`,
  categoryBalance: "category balance",
  categoryBalanceSummary: (scale: number) => `pieces and wears per category, on one scale from 0 to ${scale}`,
  month: "month",
  category: "category",
  chartData: "show the numbers",
  mostWorn: "most worn",
  leastWorn: "least worn",
  cleanout: "cleanout queue",
  cleanoutIntro: `pieces unworn for ${WEAR_LIMITS.unwornDays} days, and new pieces still unworn after ${WEAR_LIMITS.unwornGraceDays}. decide what stays.`,
  cleanoutEmpty: "nothing to clear out right now.",
  /** When the queue is empty: the next piece to join, when, and by which rule. */
  cleanoutNext: {
    new: (name: string, day: string) =>
      `${name} joins on ${day}, ${WEAR_LIMITS.unwornGraceDays} days after it was added, if it's still unworn.`,
    worn: (name: string, day: string) =>
      `${name} joins on ${day}, ${WEAR_LIMITS.unwornDays} days after its last wear, unless you wear it again.`,
    kept: (name: string, day: string) => `${name} comes back on ${day}, when its keep ends, if it's still unworn.`,
  },
  showingOf: (shown: number, total: number) => `the ${shown} longest unworn of ${total}.`,
  /** Under a piece back in the queue after its keep ended. */
  keptUntil: (day: string) => `kept until ${day}: back for another look.`,
  keepFor: (months: number) => `keep for ${keepPeriod(months)}`,
  keepPeriod,
  keepPeriodLabel: "keep for how long",
  /** Toasts of the queue's choices: what happened and what happens next. */
  kept: (months: number, day: string) =>
    `kept for ${keepPeriod(months)}. it comes back on ${day} if it's still unworn.`,
  maybe: "marked 'maybe': it stays in the queue.",
  movedToLeaving: (choice: "donate" | "sell") => `moved to leaving, to ${choice}.`,
  archived: "piece archived",
  choiceFailed: "couldn't save your choice",
  choiceFor: (name: string) => `cleanout choice for ${name}`,
  choiceHint: "arrow keys move between the choices; space or enter chooses.",
  bestValue: "best cost per wear",
  worstValue: "worst cost per wear",
  /** With prices in more than one currency, each currency has its own lists. */
  inCurrency: (title: string, currency: string) => `${title} in ${currency}`,
  perWear: "a wear",
  leaving: "leaving",
  leavingIntro: (count: number) =>
    `${plural(count, "piece")} you chose to donate or sell. they stay out of outfits until you bring them back.`,
  leavingEmpty: "nothing is leaving. pieces you mark donate or sell in the queue wait here.",
  leavingAs: (choice: "donate" | "sell") => `to ${choice}`,
  bringBack: "bring back",
  bringBackNamed: (name: string) => `bring back ${name}`,
  broughtBack: (name: string) => `${name} is back in your closet.`,
  failed: "couldn't load your insights",
  noItemsTitle: "no clothes yet",
  noItemsDescription: "add pieces to your closet and log what you wear to see insights here.",
  noWears: "no wears logged yet. press 'wore this today' on an outfit or a piece, and this fills in.",
} as const;

/** PUT /api/closet/{id}/cleanout's own refusals (issue #41). */
export const CLEANOUT_MESSAGES = {
  invalidKeepMonths: "keepMonths must be 1, 3, 6 or 12.",
  keepNeedsMonths: "keepMonths is required with keep: say how long to keep the piece.",
  monthsOnlyWithKeep: "keepMonths goes with keep only.",
  unknownField: (field: string) => `${field} is not part of a cleanout choice.`,
} as const;
