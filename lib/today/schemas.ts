import { isCalendarDay, latestToday } from "@/lib/wears/schemas";
import { z } from "zod";
import { dayInZone, isTimeZone } from "./day";

/** Today's three roles (issue #29), in the order the screen shows them. */
export const LOOK_ROLES = ["safe", "rediscover", "stretch"] as const;
export type LookRole = (typeof LOOK_ROLES)[number];

/**
 * GET /api/today?date=YYYY-MM-DD or ?tz=Area/City: the owner's own day. A date more than 14 hours
 * ahead of UTC (no time zone is) or an unreal one answers 400; neither given: today in UTC.
 */
export const todayQuerySchema = z.object({
  date: z
    .string()
    .refine(isCalendarDay, { message: "date must be a real day, YYYY-MM-DD" })
    .refine((day) => day <= latestToday(), { message: "date can't be in the future" })
    .optional(),
  tz: z.string().max(64).refine(isTimeZone, { message: "tz must be a time zone such as Europe/Paris" }).optional(),
  /** "tomorrow" (issue #43): the looks of the day after the owner's day, with that day's forecast */
  day: z.enum(["today", "tomorrow"], { message: "day must be today or tomorrow" }).optional(),
});
export type TodayQuery = z.output<typeof todayQuerySchema>;

/** POST /api/today/swap {lookId, date?}: the look to replace, on the owner's day (as GET). */
export const todaySwapSchema = z
  .object({
    lookId: z.string().min(1).max(200),
    date: todayQuerySchema.shape.date,
    tz: todayQuerySchema.shape.tz,
  })
  .strict();
export type TodaySwap = z.output<typeof todaySwapSchema>;

/**
 * The owner's day: the date sent, else today in the time zone sent, else today in UTC; with
 * `day: "tomorrow"`, the day after it.
 */
export function dayOf(query: { date?: string; tz?: string; day?: "today" | "tomorrow" }, now = Date.now()): string {
  const day = query.date ?? dayInZone(query.tz, now);
  return query.day === "tomorrow"
    ? new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    : day;
}
