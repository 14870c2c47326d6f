/**
 * Inputs of the wear-log calls as zod schemas, shared by the route handlers and the screens' forms,
 * so a rule and its message cannot drift. The zod-free part (views, keys) is ./contract.ts.
 */
import { WEAR_LIMITS } from "@/lib/constants";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import { z } from "zod";

const DAY_MS = 24 * 60 * 60_000;
/** The furthest time zone ahead of UTC (Kiribati, UTC+14): no one's "today" is later than this. */
const FURTHEST_AHEAD_MS = 14 * 60 * 60_000;

/** Whether `value` is a real calendar day written YYYY-MM-DD, from 1900 on. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900;
}

/** The latest day that is "today" somewhere on Earth now: a later one is in the future for everyone. */
export const latestToday = (now = Date.now()) => new Date(now + FURTHEST_AHEAD_MS).toISOString().slice(0, 10);
/** Today in UTC: the day a wear is logged on when the client sends none. */
export const utcToday = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** A day of the owner's own calendar ("YYYY-MM-DD"), not in the future; `field` names it in the message. */
export const daySchema = (field: string) =>
  z
    .string({ error: WEAR_MESSAGES.invalidDate(field) })
    .refine(isCalendarDay, WEAR_MESSAGES.invalidDate(field))
    .refine((value) => value <= latestToday(), WEAR_MESSAGES.futureDate(field));

const itemIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647), {
    error: WEAR_MESSAGES.invalidItemIds(WEAR_LIMITS.itemsPerWear),
  })
  .min(1, WEAR_MESSAGES.invalidItemIds(WEAR_LIMITS.itemsPerWear))
  .max(WEAR_LIMITS.itemsPerWear, WEAR_MESSAGES.invalidItemIds(WEAR_LIMITS.itemsPerWear))
  .refine((ids) => new Set(ids).size === ids.length, WEAR_MESSAGES.duplicateItems);

/**
 * POST /api/wears: `{itemIds?, outfitId?, date?}`, at least one of itemIds and outfitId. With an
 * outfit alone, its pieces are what was worn; with both, the listed pieces (a variation of the outfit).
 * `date` is the owner's own day (default: today in UTC; the screens always send the browser's day).
 */
export const wearCreateSchema = z
  .strictObject(
    {
      itemIds: itemIdsSchema.optional(),
      outfitId: z
        .number({ error: WEAR_MESSAGES.invalidOutfitId })
        .int(WEAR_MESSAGES.invalidOutfitId)
        .positive(WEAR_MESSAGES.invalidOutfitId)
        .max(2_147_483_647, WEAR_MESSAGES.invalidOutfitId)
        .optional(),
      date: daySchema("date").optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? WEAR_MESSAGES.unknownField(String(issue.keys[0])) : undefined,
    },
  )
  .refine((body) => body.itemIds !== undefined || body.outfitId !== undefined, {
    message: WEAR_MESSAGES.nothingWorn,
    path: ["itemIds"],
  });
export type WearCreateInput = z.output<typeof wearCreateSchema>;

const dayParam = (field: string) =>
  z
    .string({ error: WEAR_MESSAGES.rangeRequired(field) })
    .min(1, WEAR_MESSAGES.rangeRequired(field))
    .refine(isCalendarDay, WEAR_MESSAGES.invalidDate(field));

/** GET /api/wears?from=YYYY-MM-DD&to=YYYY-MM-DD: both days included, to ≥ from, at most 366 days. */
export const wearRangeQuerySchema = z
  .object({ from: dayParam("from"), to: dayParam("to") })
  .refine((range) => range.to >= range.from, { message: WEAR_MESSAGES.rangeOrder, path: ["to"] })
  .refine(
    (range) =>
      (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1 <=
      WEAR_LIMITS.rangeDays,
    { message: WEAR_MESSAGES.rangeTooLong(WEAR_LIMITS.rangeDays), path: ["to"] },
  );
export type WearRange = z.output<typeof wearRangeQuerySchema>;

/** GET /api/insights[?today=YYYY-MM-DD]: the owner's own day the windows are counted from (default today, UTC). */
export const insightsQuerySchema = z.object({
  today: z.preprocess((value) => (value === "" ? undefined : value), daySchema("today").optional()),
});
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

export * from "./contract";
