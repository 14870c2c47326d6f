import { plural } from "./plural";

/** The form's labels, which the trip form's messages name its fields by ("first day", not startDate). */
const LABELS = { startDate: "first day", endDate: "last day" } as const;

const dayCount = (n: number) => plural(n, { one: "# day", other: "# days" });

/**
 * The trip packer (issue #29): /api/trips and the /trips screens. Each message names its field: the
 * fields the new-trip form shows by the form's label (people read these under the field), the
 * API-only ones by their key.
 */
export const TRIP_MESSAGES = {
  invalidName: (max: number) => `name must be 1 to ${max} characters.`,
  invalidDate: (field: string) => `${field} must be a real day written YYYY-MM-DD.`,
  /** `field`: the date fields of the form, which are named by their labels. */
  invalidTripDay: (field: keyof typeof LABELS) => `the ${LABELS[field]} must be a real date (YYYY-MM-DD).`,
  endBeforeStart: `the ${LABELS.endDate} must be on or after the ${LABELS.startDate}.`,
  tooLong: (max: number) =>
    `a trip lasts at most ${max} days: move the ${LABELS.endDate} closer to the ${LABELS.startDate}.`,
  invalidPlace: (max: number) =>
    `place must be a city name or latitude, longitude (e.g. 48.85, 2.35), at most ${max} characters.`,
  placeNeedsBoth: "place needs both latitude and longitude, or a city name.",
  placeOutOfRange: "place: latitude must be between -90 and 90, and longitude between -180 and 180.",
  invalidActivities: (list: string) => `activities must come from: ${list}.`,
  invalidChecked: "checked must list item ids of the packing list.",
  invalidSwap: "swap must be {date, from, to}: a day of the trip and two item ids.",
  invalidSwapItem: "item must be the id of a piece in that day's outfit.",
  invalidDays: "days must list {date, occasion} for days of the trip.",
  invalidDayOccasion: (list: string) => `a day's occasion must be one of: ${list}, or null for the trip's spread.`,
  repeatedDay: "days names the same day twice.",
  dayNotInTrip: (date: string) => `${date} is not a day of this trip.`,
  emptyPatch: "nothing to change: send name, dates, place, activities, days, checked or swap.",
  swapNotAllowed:
    "That piece can't take the other's place that day: it must be packed-able, clean, of the same kind, and keep the day's outfit different from the others.",
  unknownField: (field: string) => `${field} is not part of a trip.`,
  notFound: "That trip was not found.",
  gaps: {
    wedding: "no formal piece for the wedding",
    office: "no smart or tailored piece for the office",
    hike: "no athletic footwear for the hike",
    gym: "no athletic piece for the gym",
    beach: "no sandals for the beach",
    weddingShoes: "no formal shoes for the wedding",
    nothingSuits: (occasion: string) => `nothing clean suits the ${occasion} day: packed what there is`,
    nothingForSeason: (season: string) => `nothing clean of yours is for ${season}: packed what there is`,
    tooFewOutfits: (dressed: number, days: number) =>
      dressed === 0
        ? `no outfits yet for ${dayCount(days)}: add or wash a top, bottom or dress`
        : `${plural(dressed, { one: "only # outfit", other: "only # different outfits" })} for ${dayCount(days)}: some days have none (add or wash a top, bottom or dress)`,
    /** a weather rule of lib/style/rules.ts nothing in the closet meets (lib/trips/packer/conditions.ts) */
    weather: {
      rainLayer: "no rain jacket for the rainy days",
      rainShoes: "no closed shoes for the rainy days: packed what there is",
      coldBase: "nothing warm enough for the cold days: packed lighter pieces",
      coldShoes: "no closed shoes for the cold days",
      coldLayer: "no coat or jacket for the cold days",
      freezingBase: "no warm top (a sweater or a hoodie) for the freezing days",
      hot: "nothing light enough for the hot days: packed warmer pieces",
    },
  },
} as const;

/** The /trips screens' words (issue #29), lowercase like the rest of the UI. */
export const TRIP_TEXT = {
  title: "trips",
  intro: "a short packing list that still gives every day its own outfit. clean clothes only.",
  empty: "no trips yet",
  emptyHelp: "plan one below: name, dates and what you'll be doing.",
  newTrip: "plan a trip",
  name: "name",
  startDate: LABELS.startDate,
  endDate: LABELS.endDate,
  activities: "activities",
  submit: "pack for it",
  submitting: "packing…",
  loading: "loading trips",
  dayCount,
  packedCount: (checked: number, items: number) => `${checked} of ${items} packed`,
  checklist: "packing list",
  days: "day by day",
  gaps: "what your closet is missing",
  noItems: "nothing to pack: add or wash a top and a bottom, or a dress.",
  noOutfit: "no outfit for this day",
  print: "print",
  delete: "delete trip",
  confirmDelete: "really delete?",
  back: "all trips",
  /** The delete was sent when the undo window ended and failed: the trip shows again. */
  deleteFailed: "couldn't delete the trip: it's back in your list.",
  /** Issue #41: said on /trips, where "delete trip" leads, with undo for the undo window. */
  deleted: "trip deleted",
  undo: "undo",
  undoDelete: (name: string) => `undo: keep the trip ${name}`,
  restored: "trip kept",
  undoFailed: "couldn't undo",
  undoGone: "the trip was already deleted.",
  /** The trip's page reached again (back) while its delete waits: the trip is not shown. */
  deletedHere: "you deleted this trip.",
  createFailed: "couldn't plan the trip: try again.",
  occasion: (occasion: string) => (occasion === "everyday" ? "any day" : occasion),
  place: "place",
  placeHint: "a city, or latitude, longitude (e.g. 48.85, 2.35). days within 16 days get its forecast.",
  edit: "edit trip",
  editTitle: "edit the trip",
  save: "save and repack",
  saving: "repacking…",
  cancel: "cancel",
  saved: "trip repacked",
  editFailed: "couldn't save the trip: try again.",
  dayActivity: (date: string) => `activity on ${date}`,
  dayPlan: (occasion: string) => `as planned (${occasion === "everyday" ? "any day" : occasion})`,
  dayFailed: "couldn't change that day: try again.",
  forecast: (place: string, morning: number, max: number, rainy: boolean) =>
    `${place}: ${morning}–${max} °C${rainy ? ", rain likely" : ""}`,
  season: {
    "beyond-forecast": (season: string) => `beyond the forecast: ${season} at the destination`,
    past: (season: string) => `a day gone by: ${season} at the destination`,
    unavailable: (season: string) => `no forecast right now: ${season} at the destination`,
    "no-place": (season: string) => `no place given: ${season} where you live`,
  },
  swap: "swap",
  swapLabel: (piece: string, date: string) => `swap ${piece} on ${date}`,
  swapTitle: (piece: string) => `swap the ${piece}`,
  swapIntro: (date: string) =>
    `pieces that suit ${date}'s activity and weather and keep it different from the other days. packed ones first.`,
  swapLoading: "finding pieces that fit…",
  swapNone: "nothing else in your closet fits this day.",
  swapPick: (piece: string) => `wear ${piece} instead`,
  swapPacked: "packed",
  swapped: "swapped",
  swapFailed: "couldn't swap that piece: try again.",
} as const;
