/**
 * The cleanout queue's client call (issue #41). Apart from ./query-options.ts because it carries the
 * request's zod schema: only /insights loads it, not every screen that logs a wear.
 */
import { apiRequest, jsonBody } from "@/lib/api-client";
import { localDayKey } from "@/lib/calendar/month-grid";
import { CLOSET_KEY } from "@/lib/closet/contract";
import type { CleanoutChoice } from "@/lib/constants";
import { cleanoutRequestSchema, DEFAULT_KEEP_MONTHS, type KeepMonths } from "./cleanout-schema";
import type { CleanoutView } from "./contract";

/**
 * PUT /api/closet/{id}/cleanout: stores (or, with null, clears) the cleanout choice; "keep" with the
 * months the person chose, from their own local day. The body is built by the schema the route
 * checks it with, so the queue cannot send what the server refuses.
 */
export async function chooseCleanout(
  itemId: number,
  choice: CleanoutChoice | null,
  keepMonths: KeepMonths = DEFAULT_KEEP_MONTHS,
): Promise<CleanoutView> {
  const body = cleanoutRequestSchema.parse({
    choice,
    ...(choice === "keep" && { keepMonths }),
    today: localDayKey(),
  });
  return jsonBody<CleanoutView>(await apiRequest("PUT", `${CLOSET_KEY}/${itemId}/cleanout`, body));
}
