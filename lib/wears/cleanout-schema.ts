/**
 * The cleanout queue's choice as a zod schema (issue #41), shared by the queue (client) and
 * PUT /api/closet/{id}/cleanout (server), so the rules and messages cannot drift. Client-safe.
 */
import { CLEANOUT_CHOICES } from "@/lib/constants";
import { CLEANOUT_MESSAGES } from "@/lib/messages/insights";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import { z } from "zod";
import { daySchema } from "./schemas";

/** How long "keep" takes a piece out of the queue, in months; the queue offers these by name. */
export const KEEP_MONTHS = [1, 3, 6, 12] as const;
export type KeepMonths = (typeof KEEP_MONTHS)[number];
export const DEFAULT_KEEP_MONTHS: KeepMonths = 3;

/** The stored choice (keep, maybe, donate, sell); null clears it. "archive" is the item's status instead. */
export const cleanoutSchema = z.enum(CLEANOUT_CHOICES, { error: WEAR_MESSAGES.invalidCleanout }).nullable();

/**
 * PUT /api/closet/{id}/cleanout: `{choice, keepMonths?, today?}`. "keep" needs `keepMonths` (the
 * period the person chose), and the piece may come back `keepMonths` after `today` (the owner's own
 * day, default today in UTC); donate and sell move it to the leaving list; null brings it back.
 */
export const cleanoutRequestSchema = z
  .strictObject(
    {
      choice: cleanoutSchema,
      keepMonths: z.literal(KEEP_MONTHS, { error: CLEANOUT_MESSAGES.invalidKeepMonths }).optional(),
      today: daySchema("today").optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? CLEANOUT_MESSAGES.unknownField(String(issue.keys[0])) : undefined,
    },
  )
  .superRefine((body, context) => {
    if (body.choice === "keep" && body.keepMonths === undefined)
      context.addIssue({ code: "custom", message: CLEANOUT_MESSAGES.keepNeedsMonths, path: ["keepMonths"] });
    if (body.choice !== "keep" && body.keepMonths !== undefined)
      context.addIssue({ code: "custom", message: CLEANOUT_MESSAGES.monthsOnlyWithKeep, path: ["keepMonths"] });
  });
export type CleanoutRequest = z.output<typeof cleanoutRequestSchema>;

/** "YYYY-MM-DD" `months` calendar months after `day`, clamped to the month's end (31 jan + 1 month → 28 feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, "0")}-${String(Math.min(date, last)).padStart(2, "0")}`;
}
