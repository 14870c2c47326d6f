/**
 * An item's details (PATCH /api/closet/{id}, the item page, bulk actions): each message names the
 * field and, for a bound, the bound, so the form and a REST client both learn what to fix.
 */
export const ITEM_MESSAGES = {
  tooLong: (field: string, max: number) => `The ${field} can be at most ${max.toLocaleString("en-US")} characters.`,
  invalidColor: "Please choose colours from the list (e.g. black, navy, light blue).",
  tooManyColors: (max: number) => `An item can have at most ${max} colours.`,
  invalidSeason: "Please choose seasons from: all-season, spring, summer, fall, winter.",
  seasonsExclusive: "Please choose all-season or single seasons, not both.",
  invalidStatus: "The status must be active, laundry or archived.",
  invalidKind: (category: string, kinds: readonly string[]) =>
    `For ${category}, the kind must be auto or one of: ${kinds.join(", ")}.`,
  invalidWarmth: "Warmth must be auto or a whole number from 0 (summer-weight) to 4 (very warm).",
  invalidFormality: "Formality must be auto or a whole number from 0 (athletic) to 4 (formal).",
  invalidRainReady: "Rain-ready must be auto, true or false.",
  invalidActivities: (activities: readonly string[]) =>
    `Activities must be auto or a list from: ${activities.join(", ")}.`,
  invalidFacts: "facts must be an object with kind, warmth, rainReady, formality or activities.",
  invalidPrice: (max: number) =>
    `The price must be a number from 0 to ${max.toLocaleString("en-US")}, with at most 2 decimals.`,
  invalidCurrency: "The currency must be a 3-letter ISO 4217 code, e.g. USD or EUR.",
  invalidDate: "The purchase date must be a real date (YYYY-MM-DD), not in the future.",
  invalidFavorite: "favorite must be true or false.",
  emptyTag: "A tag needs at least 1 character.",
  tagTooLong: (max: number) => `A tag can be at most ${max} characters.`,
  tooManyTags: (max: number) => `An item can have at most ${max} tags.`,
  noChanges: "Nothing to change: send at least one field.",
  unknownField: (field: string) => `${field} cannot be changed.`,
  invalidSort: "The sort must be newest, oldest, name, price, most-worn, least-worn or last-worn.",
  invalidStatusFilter: "The status must be current, active, laundry, archived or all.",
  searchTooLong: (max: number) => `The search can be at most ${max} characters.`,
  bulkIds: (max: number) => `Choose between 1 and ${max} items (a list of item ids).`,
  bulkAction: "The action must be delete, archive, restore, set-category, add-tag, remove-tag or set-status.",
  bulkValue: (action: string, what: string) => `${action} needs a value: ${what}.`,
} as const;
