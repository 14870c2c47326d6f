/**
 * Inputs of the plan calls as zod schemas (issue #43), shared by the route handlers and the screens'
 * forms. The zod-free part (views, helpers) is ./contract.ts.
 */
import { PLAN_LIMITS } from "@/lib/constants";
import { PLAN_MESSAGES } from "@/lib/messages/plans";
import { isCalendarDay, latestToday, wearRangeQuerySchema } from "@/lib/wears/schemas";
import { z } from "zod";

const DAY_MS = 24 * 60 * 60_000;
/** The furthest time zone behind UTC (UTC-12): no one's "today" is earlier than this. */
const FURTHEST_BEHIND_MS = 12 * 60 * 60_000;

/** The earliest day that is still "today" somewhere on Earth now: an earlier one is past for everyone. */
export const earliestToday = (now = Date.now()) => new Date(now - FURTHEST_BEHIND_MS).toISOString().slice(0, 10);
/** The last day a plan may be for: 60 days after the latest "today" on Earth. */
export const latestPlanDay = (now = Date.now()) =>
  new Date(Date.parse(`${latestToday(now)}T00:00:00Z`) + PLAN_LIMITS.daysAhead * DAY_MS).toISOString().slice(0, 10);
/** `day` plus `days` days ("YYYY-MM-DD"). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A plan's day: today (in the owner's time zone, which the server bounds by the earliest and latest
 * "today" on Earth) up to 60 days ahead. Past days answer 400: past days are for wears.
 */
const planDaySchema = z
  .string({ error: PLAN_MESSAGES.invalidDate("date") })
  .refine(isCalendarDay, PLAN_MESSAGES.invalidDate("date"))
  .refine((day) => day >= earliestToday(), PLAN_MESSAGES.pastDate)
  .refine((day) => day <= latestPlanDay(), PLAN_MESSAGES.tooFarAhead);

const itemIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647), { error: PLAN_MESSAGES.invalidItemIds })
  .min(1, PLAN_MESSAGES.invalidItemIds)
  .max(PLAN_LIMITS.itemsPerPlan, PLAN_MESSAGES.invalidItemIds)
  .refine((ids) => new Set(ids).size === ids.length, PLAN_MESSAGES.duplicateItems);

const outfitIdSchema = z
  .number({ error: PLAN_MESSAGES.invalidOutfitId })
  .int(PLAN_MESSAGES.invalidOutfitId)
  .positive(PLAN_MESSAGES.invalidOutfitId)
  .max(2_147_483_647, PLAN_MESSAGES.invalidOutfitId);

/** A note is trimmed; an empty one is no note. */
const noteSchema = z
  .string({ error: PLAN_MESSAGES.invalidNote })
  .trim()
  .max(PLAN_LIMITS.noteMax, PLAN_MESSAGES.invalidNote)
  .transform((note) => note || null);

const unknownKeys = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "unrecognized_keys" ? PLAN_MESSAGES.unknownField(String(issue.keys[0])) : undefined,
};

/** POST /api/plans {date, itemIds? | outfitId?, note?}: at least one of itemIds and outfitId. */
export const planCreateSchema = z
  .strictObject(
    {
      date: planDaySchema,
      itemIds: itemIdsSchema.optional(),
      outfitId: outfitIdSchema.optional(),
      note: noteSchema.optional(),
    },
    unknownKeys,
  )
  .refine((body) => body.itemIds !== undefined || body.outfitId !== undefined, {
    message: PLAN_MESSAGES.nothingPlanned,
    path: ["itemIds"],
  });
export type PlanCreateInput = z.output<typeof planCreateSchema>;

/**
 * PATCH /api/plans/{id} {date?, itemIds?, outfitId?, note?}: moves the plan to another day, changes its
 * pieces (itemIds, or a saved outfit's pieces; outfitId null unlinks the outfit) or its note (null or
 * "" clears it). At least one field.
 */
export const planPatchSchema = z
  .strictObject(
    {
      date: planDaySchema.optional(),
      itemIds: itemIdsSchema.optional(),
      outfitId: outfitIdSchema.nullable().optional(),
      note: noteSchema.nullable().optional(),
    },
    unknownKeys,
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: PLAN_MESSAGES.emptyPatch });
export type PlanPatchInput = z.output<typeof planPatchSchema>;

/** GET /api/plans?from&to: both days included, as GET /api/wears (at most 366 days). */
export const planRangeQuerySchema = wearRangeQuerySchema;
export type PlanRange = z.output<typeof planRangeQuerySchema>;

/** POST /api/plans/{id}/wear {today?}: the owner's own day, which must be the plan's day. */
export const planWearSchema = z
  .strictObject({ today: z.string().refine(isCalendarDay, PLAN_MESSAGES.invalidToday).optional() }, unknownKeys)
  .optional()
  .transform((body) => body ?? {});
export type PlanWearInput = z.output<typeof planWearSchema>;

export * from "./contract";
