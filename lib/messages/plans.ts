/** Plans (issue #43): the calls' messages and the warnings' sentences. */
import { PLAN_LIMITS } from "@/lib/constants";

/** POST/GET/PATCH/DELETE /api/plans. Each message names the field it is about. */
export const PLAN_MESSAGES = {
  invalidItemIds: `itemIds must list 1 to ${PLAN_LIMITS.itemsPerPlan} of your closet items (item ids).`,
  duplicateItems: "itemIds lists the same item twice.",
  invalidOutfitId: "outfitId must be the id of one of your outfits.",
  nothingPlanned: "Send itemIds or outfitId: what you plan to wear.",
  invalidDate: (field: string) => `${field} must be a real day written YYYY-MM-DD.`,
  pastDate: "date is in the past: past days are for wears (POST /api/wears).",
  tooFarAhead: `date can be at most ${PLAN_LIMITS.daysAhead} days ahead.`,
  invalidNote: `note must be text of at most ${PLAN_LIMITS.noteMax} characters.`,
  dayFull: (date: string) => `${date} already has ${PLAN_LIMITS.perDay} plans: remove one first.`,
  outfitEmpty: "That outfit has no pieces left in your closet: plan the pieces instead.",
  unknownField: (field: string) => `${field} is not part of a plan.`,
  emptyPatch: "Send date, itemIds, outfitId or note: what to change.",
  notFound: "That plan was not found.",
  nothingLeft: "None of this plan's pieces is in your closet any more.",
  notItsDay: (date: string) => `This plan is for ${date}: it can be worn on its day only.`,
  invalidToday: "today must be a real day written YYYY-MM-DD.",
} as const;

/**
 * "is" or "are" for a piece's name: "the navy suit is", "the navy chinos are", "the black bottoms
 * are", "the red dress is" (a last word ending in one s is a plural: jeans, shorts, sandals, boots).
 */
export const isOrAre = (piece: string) => (/[^s]s$/i.test(piece.trim()) ? "are" : "is");

/**
 * The warnings (issue #43), each a true sentence built from the facts that decided it: the piece, the
 * day, the forecast. `day` is the weekday ("thursday"); `piece` is how the stylist names a piece.
 */
export const PLAN_WARNINGS = {
  laundry: (piece: string) => `${piece} ${isOrAre(piece)} in the laundry`,
  archived: (piece: string) => `${piece} ${isOrAre(piece)} put away`,
  rain: (day: string, piece: string) => `rain on ${day}: ${piece}?`,
  cold: (day: string, celsius: number, piece: string) => `${celsius} °C on ${day}: ${piece}?`,
  hot: (day: string, celsius: number, piece: string) => `${celsius} °C on ${day}: ${piece}?`,
  repeat: (piece: string, otherDay: string) => `${piece} ${isOrAre(piece)} planned for ${otherDay} too`,
  gone: (count: number) => `${count} piece${count === 1 ? "" : "s"} of this plan left your closet`,
} as const;

/** The plans' words on the screens (issue #43), shared by Today, the calendar and the outfit screens. */
export const PLAN_TEXT = {
  planThis: "plan this",
  planForTomorrow: "plan for tomorrow",
  planForADay: "plan for a day",
  planned: "planned",
  plannedFor: (day: string) => `planned for ${day}`,
  plannedDescription: (what: string, day: string) => `${what} is on your calendar for ${day}.`,
  planFailed: "couldn't plan this",
  woreAsPlanned: "wore as planned",
  loggedAsPlanned: "logged as planned",
  alreadyLoggedAsPlanned: "already logged for today",
  wearFailed: "couldn't log this plan",
  removePlan: "remove plan",
  removePlanNamed: (what: string) => `remove plan: ${what}`,
  planRemoved: "plan removed",
  planRemovedDescription: (what: string, day: string) => `${what} is off ${day}.`,
  removeFailed: "couldn't remove this plan",
  planBack: "plan back on your calendar",
  /** A past plan that was not worn: it fades and is never a wear. */
  missed: "not worn",
  worn: "worn as planned",
  /** A plan whose pieces make no outfit by the outfit rules: the owner's own pick. */
  free: "your own pick",
  piecesPlanned: (count: number) => `${count} piece${count === 1 ? "" : "s"} planned`,
  /** The look a plan came from, when it has no saved outfit's name. */
  plannedLook: "planned look",
  warnings: "worth a look",
} as const;

/** "plan for a day" (issue #43) on saved outfits and in build your own: the dialog's own words. */
export const PLAN_DAY_TEXT = {
  /** The visible words first, then what (axe's label-in-name). */
  buttonNamed: (name: string) => `plan for a day: ${name}`,
  description: (name: string) => `${name}: pick a day from today to ${PLAN_LIMITS.daysAhead} days ahead.`,
  dayLabel: "day",
  cancel: "cancel",
  /** what a plan of picked pieces is called when the outfit has no name yet */
  thisLook: "this look",
} as const;
