/**
 * The wear log's and insights' React Query options and client calls (issue #28): key (also the URL,
 * SPEC §9), fetcher and data type in one place, for the server shells that prefill the cache and
 * the client islands that read it. No hooks, no zod, no server code. (The cleanout choice, whose
 * request goes through its zod schema, is ./cleanout-client.ts: only /insights loads it.)
 */
import { apiRequest, jsonBody } from "@/lib/api-client";
import { getQueryFn } from "@/lib/api-client/query-client";
import type { DayKey } from "@/lib/calendar/month-grid";
import { CLOSET_KEY } from "@/lib/closet/contract";
import { CLEANOUT_CHOICES } from "@/lib/constants";
import { queryOptions } from "@tanstack/react-query";
import { type Insights, INSIGHTS_KEY, WEARS_KEY, type WearView } from "./contract";

export type { CleanoutNext, CleanoutView, InsightItem, Insights, WearItemView, WearView } from "./contract";
export { INSIGHTS_KEY, WEARS_KEY };

export type WearRequest = { itemIds?: number[]; outfitId?: number; date?: DayKey };

/** The cleanout queue's buttons: the stored choices, and "archive", which is the item's status instead. */
export const CLEANOUT_OPTIONS = [...CLEANOUT_CHOICES, "archive"] as const;
export type CleanoutOption = (typeof CLEANOUT_OPTIONS)[number];

/**
 * POST /api/wears: the client sends its own local day (the server's "today" is UTC's). `created` is
 * false when that wear was already logged (200 with the existing one): undoing it would remove the
 * earlier log, so callers offer no undo then.
 */
export async function logWear(request: WearRequest): Promise<{ wear: WearView; created: boolean }> {
  const response = await apiRequest("POST", WEARS_KEY, request);
  return { wear: await jsonBody<WearView>(response), created: response.status === 201 };
}

/** DELETE /api/wears/{id} (204): the undo, and removing a wear from a calendar day. */
export async function deleteWear(id: number): Promise<void> {
  await apiRequest("DELETE", `${WEARS_KEY}/${id}`);
}

/** PATCH /api/closet/{id} {status}: "archive" in the cleanout queue, and its undo. */
export async function setItemArchived(itemId: number, archived: boolean): Promise<void> {
  await apiRequest("PATCH", `${CLOSET_KEY}/${itemId}`, { status: archived ? "archived" : "active" });
}

export const wearQueries = {
  /** The wears from `from` to `to`, both included (a month grid's range). */
  range: (from: DayKey, to: DayKey) =>
    queryOptions({ queryKey: [WEARS_KEY, { from, to }] as const, queryFn: getQueryFn<WearView[]>({ on401: "throw" }) }),

  /** GET /api/insights, counted from the server's today (the shell's and the island's agree). */
  insights: () =>
    queryOptions({ queryKey: [INSIGHTS_KEY] as const, queryFn: getQueryFn<Insights>({ on401: "throw" }) }),
};
