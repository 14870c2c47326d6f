/** The wear log's screens (issue #28): "wore this today", the calendar, build your own, insights. */
export const WEAR_TEXT = {
  woreToday: "wore this today",
  /** The visible words first, then what (axe's label-in-name: the name holds the visible text). */
  woreTodayNamed: (name: string) => `wore this today: ${name}`,
  logged: "logged for today",
  alreadyLogged: "already logged for today",
  loggedDescription: (name: string) => `${name} is on your calendar.`,
  removed: "wear removed",
  /** Removing a wear from a calendar day (issue #41): said with undo, which logs it again. */
  removedDescription: (name: string, day: string) => `${name} is off ${day}.`,
  restored: "wear back on your calendar",
  restoredDescription: (name: string, day: string) => `${name} is on ${day} again.`,
  restoreFailed: "couldn't bring this wear back",
  logFailed: "couldn't log this wear",
  undoFailed: "couldn't remove this wear",
  wears: "wears",
  lastWorn: "last worn",
  costPerWear: "cost per wear",
  never: "never",
  noPrice: "add a price to see it",
  wearCount: (count: number) => `${count} wear${count === 1 ? "" : "s"}`,
} as const;

/** The wear log (issue #28): POST/GET/DELETE /api/wears. Each message names the field it is about. */
export const WEAR_MESSAGES = {
  invalidItemIds: (max: number) => `itemIds must list 1 to ${max} of your closet items (item ids).`,
  duplicateItems: "itemIds lists the same item twice.",
  invalidOutfitId: "outfitId must be the id of one of your outfits.",
  nothingWorn: "Send itemIds or outfitId: what was worn.",
  invalidDate: (field: string) => `${field} must be a real day written YYYY-MM-DD.`,
  futureDate: (field: string) => `${field} can't be in the future.`,
  rangeOrder: "to must be on or after from.",
  rangeTooLong: (max: number) => `from and to can be at most ${max} days apart.`,
  rangeRequired: (field: string) => `${field} is required (YYYY-MM-DD).`,
  outfitEmpty: "That outfit has no pieces left in your closet: log the pieces you wore instead.",
  unknownField: (field: string) => `${field} is not part of a wear.`,
  notFound: "That wear was not found.",
  invalidCleanout: "cleanout must be keep, maybe, donate, sell or null.",
} as const;
