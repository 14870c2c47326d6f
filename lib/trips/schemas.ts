/**
 * Inputs of the trip calls as zod schemas, shared by the route handlers and the new-trip form, so a
 * rule and its message cannot drift; and the answer shapes. No server code: client islands import it.
 */
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { z } from "zod";
import { type Occasion, TRIP_ACTIVITIES, type TripActivity } from "./packer";

export { type Occasion, TRIP_ACTIVITIES, type TripActivity };

export const TRIP_LIMITS = { maxDays: 30, nameMax: 80, placeMax: 120 } as const;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isTripDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01";
}
const day = (field: string) =>
  z.string({ error: TRIP_MESSAGES.invalidDate(field) }).refine(isTripDay, TRIP_MESSAGES.invalidDate(field));
export const tripDayCount = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

const unknownKeys = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? TRIP_MESSAGES.unknownField(String(issue.keys?.[0])) : undefined,
};

/** POST /api/trips: `{name, startDate, endDate, place?, activities?}`; 1 to 30 days, end on or after start. */
export const tripCreateSchema = z
  .strictObject(
    {
      name: z
        .string({ error: TRIP_MESSAGES.invalidName(TRIP_LIMITS.nameMax) })
        .trim()
        .min(1, TRIP_MESSAGES.invalidName(TRIP_LIMITS.nameMax))
        .max(TRIP_LIMITS.nameMax, TRIP_MESSAGES.invalidName(TRIP_LIMITS.nameMax)),
      startDate: day("startDate"),
      endDate: day("endDate"),
      place: z
        .string({ error: TRIP_MESSAGES.invalidPlace(TRIP_LIMITS.placeMax) })
        .trim()
        .max(TRIP_LIMITS.placeMax, TRIP_MESSAGES.invalidPlace(TRIP_LIMITS.placeMax))
        .optional()
        .transform((value) => value || undefined),
      activities: z
        .array(z.enum(TRIP_ACTIVITIES, { error: TRIP_MESSAGES.invalidActivities(TRIP_ACTIVITIES.join(", ")) }), {
          error: TRIP_MESSAGES.invalidActivities(TRIP_ACTIVITIES.join(", ")),
        })
        .max(TRIP_ACTIVITIES.length, TRIP_MESSAGES.invalidActivities(TRIP_ACTIVITIES.join(", ")))
        .optional()
        .transform((list) => [...new Set(list ?? [])]),
    },
    unknownKeys,
  )
  .refine((trip) => !isTripDay(trip.startDate) || !isTripDay(trip.endDate) || trip.endDate >= trip.startDate, {
    message: TRIP_MESSAGES.endBeforeStart,
    path: ["endDate"],
  })
  .refine(
    (trip) =>
      !isTripDay(trip.startDate) ||
      !isTripDay(trip.endDate) ||
      tripDayCount(trip.startDate, trip.endDate) <= TRIP_LIMITS.maxDays,
    { message: TRIP_MESSAGES.tooLong(TRIP_LIMITS.maxDays), path: ["endDate"] },
  );
export type TripCreateInput = z.output<typeof tripCreateSchema>;
/** What the form holds before parsing. */
export type TripCreateFields = z.input<typeof tripCreateSchema>;

const itemId = z.number().int().positive().max(2_147_483_647);

/**
 * PATCH /api/trips/{id}: `checked` replaces the ticked pieces (ids of the packing list);
 * `swap {date, from, to}` puts closet item `to` in place of `from` in that day's outfit.
 */
export const tripPatchSchema = z
  .strictObject(
    {
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
  .refine((patch) => patch.checked !== undefined || patch.swap !== undefined, {
    message: TRIP_MESSAGES.invalidChecked,
    path: ["checked"],
  });
export type TripPatchInput = z.output<typeof tripPatchSchema>;

export type TripItemView = {
  id: number;
  name: string | null;
  category: string;
  imageUrl: string;
  thumbnailUrl: string;
};
export type TripDayView = { date: string; occasion: Occasion; items: TripItemView[] };
export type TripView = {
  id: number;
  name: string;
  dates: { start: string; end: string };
  place: string | null;
  activities: TripActivity[];
  /** weather is optional and not filled in yet (the forecast client belongs to Today, issue #29 item 2). */
  weather?: unknown;
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
