/**
 * Inputs of the trip calls as zod schemas, shared by the route handlers and the new-trip form, so a
 * rule and its message cannot drift; and the answer shapes. No server code: client islands import it.
 */
import { SEASONS } from "@/lib/constants";
import { noControlCharacters } from "@/lib/forms/plain-text";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { z } from "zod";
import { type Occasion, TRIP_ACTIVITIES, type TripActivity } from "./packer/activities";

export { type Occasion, TRIP_ACTIVITIES, type TripActivity };

export const TRIP_LIMITS = { maxDays: 30, nameMax: 80, placeMax: 120 } as const;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isTripDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01";
}
const dayWith = (message: string) => z.string({ error: message }).refine(isTripDay, message);
/** A day the API alone takes (a swap's, a day's activity), named by its key. */
const day = (field: string) => dayWith(TRIP_MESSAGES.invalidDate(field));
export const tripDayCount = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

const unknownKeys = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? TRIP_MESSAGES.unknownField(String(issue.keys?.[0])) : undefined,
};

/** "48.85, 2.35": a place given by its coordinates rather than a name to look up. */
const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** A destination to resolve: a city name for the geocoder, or coordinates (with an optional name). */
export type TripPlaceInput = { name: string } | { latitude: number; longitude: number; name?: string };

const inRange = (place: { latitude: number; longitude: number }) =>
  Math.abs(place.latitude) <= 90 && Math.abs(place.longitude) <= 180;

/** The place as typed: "48.85, 2.35" is coordinates, other text a city name; empty is no place. */
function placeOfText(text: string): TripPlaceInput | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const match = COORDINATES.exec(trimmed);
  return match ? { latitude: Number(match[1]), longitude: Number(match[2]) } : { name: trimmed };
}

/**
 * `place`: free text as the form sends it ("Lisbon", "-33.9, 18.4"), or `{name}` / `{latitude,
 * longitude, name?}` as PATCH /api/account/settings takes it. Resolved by the server (a city through
 * the geocoder, as Today's place is); coordinates out of range answer 400 here.
 */
const placeInput = z
  .union(
    [
      z
        .string()
        .max(TRIP_LIMITS.placeMax, TRIP_MESSAGES.invalidPlace(TRIP_LIMITS.placeMax))
        .check(noControlCharacters()),
      z.strictObject({
        name: z.string().trim().min(1).max(TRIP_LIMITS.placeMax).check(noControlCharacters()).optional(),
        latitude: z.number().optional(),
        longitude: z.number().optional(),
      }),
    ],
    { error: TRIP_MESSAGES.invalidPlace(TRIP_LIMITS.placeMax) },
  )
  .transform((value, ctx): TripPlaceInput | undefined => {
    const place: Partial<TripPlaceInput & { latitude: number; longitude: number }> | undefined =
      typeof value === "string" ? placeOfText(value) : value;
    if (!place) return undefined;
    if (
      (place.latitude === undefined) !== (place.longitude === undefined) ||
      (!place.name && place.latitude === undefined)
    ) {
      ctx.addIssue({ code: "custom", message: TRIP_MESSAGES.placeNeedsBoth });
      return z.NEVER;
    }
    if (place.latitude === undefined) return { name: place.name! };
    const coordinates = { latitude: place.latitude, longitude: place.longitude! };
    if (!inRange(coordinates)) {
      ctx.addIssue({ code: "custom", message: TRIP_MESSAGES.placeOutOfRange });
      return z.NEVER;
    }
    return { ...coordinates, ...(place.name ? { name: place.name } : {}) };
  });

const activitiesMessage = TRIP_MESSAGES.invalidActivities(TRIP_ACTIVITIES.join(", "));
/** The trip's own fields, shared by POST and PATCH so both check them alike. */
const tripFields = {
  name: z
    .string({ error: TRIP_MESSAGES.invalidName(TRIP_LIMITS.nameMax) })
    .trim()
    .min(1, TRIP_MESSAGES.invalidName(TRIP_LIMITS.nameMax))
    .max(TRIP_LIMITS.nameMax, TRIP_MESSAGES.invalidName(TRIP_LIMITS.nameMax))
    .check(noControlCharacters()),
  // The form's fields: their messages name them by the form's labels ("first day", "last day").
  startDate: dayWith(TRIP_MESSAGES.invalidTripDay("startDate")),
  endDate: dayWith(TRIP_MESSAGES.invalidTripDay("endDate")),
  activities: z
    .array(z.enum(TRIP_ACTIVITIES, { error: activitiesMessage }), { error: activitiesMessage })
    .max(TRIP_ACTIVITIES.length, activitiesMessage)
    .transform((list) => [...new Set(list)]),
};

/** Why a trip's dates are refused (end before start, longer than 30 days), or null. */
export function tripDatesProblem(startDate: string, endDate: string): string | null {
  if (!isTripDay(startDate) || !isTripDay(endDate)) return null;
  if (endDate < startDate) return TRIP_MESSAGES.endBeforeStart;
  if (tripDayCount(startDate, endDate) > TRIP_LIMITS.maxDays) return TRIP_MESSAGES.tooLong(TRIP_LIMITS.maxDays);
  return null;
}
/** The dates' refusal under endDate, when both are given. */
function checkDates(trip: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (trip.startDate === undefined || trip.endDate === undefined) return;
  const problem = tripDatesProblem(trip.startDate, trip.endDate);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["endDate"] });
}

/** POST /api/trips: `{name, startDate, endDate, place?, activities?}`; 1 to 30 days, end on or after start. */
export const tripCreateSchema = z
  .strictObject(
    {
      name: tripFields.name,
      startDate: tripFields.startDate,
      endDate: tripFields.endDate,
      place: placeInput.optional(),
      activities: tripFields.activities.optional().transform((list) => list ?? []),
    },
    unknownKeys,
  )
  .superRefine(checkDates);
export type TripCreateInput = z.output<typeof tripCreateSchema>;
/** What the form holds before parsing. */
export type TripCreateFields = z.input<typeof tripCreateSchema>;

const itemId = z.number().int().positive().max(2_147_483_647);

/** What a day is dressed for, as the owner may set it: an activity, "everyday", or null (back to the spread). */
export const DAY_OCCASIONS = [...TRIP_ACTIVITIES, "everyday"] as const;
const dayOccasion = z.strictObject(
  {
    date: day("days.date"),
    occasion: z.enum(DAY_OCCASIONS, { error: TRIP_MESSAGES.invalidDayOccasion(DAY_OCCASIONS.join(", ")) }).nullable(),
  },
  { error: TRIP_MESSAGES.invalidDays },
);

/**
 * PATCH /api/trips/{id}: the trip's fields as POST takes them (`place: null` removes the place),
 * which repack it keeping the ticks of pieces still packed; `days [{date, occasion}]` sets a day's
 * activity (null: back to the trip's spread), which repacks too; `checked` replaces the ticked
 * pieces (ids of the packing list); `swap {date, from, to}` puts closet item `to` in place of
 * `from` in that day's outfit. Applied in that order.
 */
export const tripPatchSchema = z
  .strictObject(
    {
      name: tripFields.name.optional(),
      startDate: tripFields.startDate.optional(),
      endDate: tripFields.endDate.optional(),
      place: placeInput.nullable().optional(),
      activities: tripFields.activities.optional(),
      days: z
        .array(dayOccasion, { error: TRIP_MESSAGES.invalidDays })
        .max(TRIP_LIMITS.maxDays, TRIP_MESSAGES.invalidDays)
        .refine((days) => new Set(days.map((d) => d.date)).size === days.length, TRIP_MESSAGES.repeatedDay)
        .optional(),
      checked: z
        .array(itemId, { error: TRIP_MESSAGES.invalidChecked })
        .max(500, TRIP_MESSAGES.invalidChecked)
        .optional(),
      swap: z
        .strictObject({ date: day("swap.date"), from: itemId, to: itemId }, { error: TRIP_MESSAGES.invalidSwap })
        .optional(),
    },
    unknownKeys,
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: TRIP_MESSAGES.emptyPatch })
  .superRefine(checkDates);
export type TripPatchInput = z.output<typeof tripPatchSchema>;
/** The edit form's fields before parsing. */
export type TripPatchFields = z.input<typeof tripPatchSchema>;

/** GET /api/trips/{id}/swaps?date=…&item=…: the pieces that could take that piece's place that day. */
export const tripSwapQuerySchema = z.object({
  date: day("date"),
  item: z.coerce.number({ error: TRIP_MESSAGES.invalidSwapItem }).pipe(itemId),
});
export type TripSwapQuery = z.output<typeof tripSwapQuerySchema>;

export type TripItemView = {
  id: number;
  name: string | null;
  category: string;
  imageUrl: string;
  thumbnailUrl: string;
};
/** The destination as resolved; a trip made before places were resolved has no coordinates. */
export type TripPlace = { name: string; latitude: number | null; longitude: number | null };
/**
 * What a day was packed for beside its activity: the destination's forecast, or the season (at the
 * destination, or where the owner lives without a place) and why there was no forecast. Null on
 * trips made before days carried it.
 */
export const tripDayWeatherSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("forecast"),
    season: z.enum(SEASONS),
    place: z.string().max(200),
    morningC: z.number(),
    maxC: z.number(),
    rainMm: z.number(),
    rainChance: z.number(),
  }),
  z.object({
    source: z.literal("season"),
    season: z.enum(SEASONS),
    reason: z.enum(["beyond-forecast", "past", "unavailable", "no-place"]),
  }),
]);
export type TripDayWeather = z.output<typeof tripDayWeatherSchema>;
export type TripDayView = {
  date: string;
  occasion: Occasion;
  /** true when the owner chose the day's activity (PATCH days), false when it follows the trip's spread */
  assigned: boolean;
  items: TripItemView[];
  weather: TripDayWeather | null;
};
export type TripView = {
  id: number;
  name: string;
  dates: { start: string; end: string };
  place: TripPlace | null;
  activities: TripActivity[];
  items: TripItemView[];
  days: TripDayView[];
  checklist: { itemId: number; checked: boolean }[];
  gaps: string[];
  createdAt: string;
};
export type TripSummary = Pick<TripView, "id" | "name" | "dates" | "place" | "activities"> & {
  days: number;
  items: number;
  checked: number;
};
/** GET /api/trips/{id}/swaps: the pieces that may take `item`'s place on `date`, best first. */
export type TripSwapOptions = { date: string; item: number; options: TripItemView[] };
