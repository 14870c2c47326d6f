/**
 * The wear log's and insights' React Query options and calls (issue #28): key (also the URL, SPEC
 * §9), fetcher and data type in one place for the server pages that prefill the cache and the
 * client islands that read it. No hooks, no zod, no server code: both sides import it.
 */
import { apiRequest, sendJson } from "@/lib/api-client";
import { getQueryFn } from "@/lib/query-client";
import { queryOptions } from "@tanstack/react-query";
import { INSIGHTS_KEY, localDay, WEARS_KEY, type Insights, type WearView } from "./contract";

/** POST /api/wears: "wore this" (today in the browser's time zone unless `date` says otherwise). */
export function logWear(body: { itemIds?: number[]; outfitId?: number; date?: string }): Promise<WearView> {
  return sendJson<WearView>("POST", WEARS_KEY, { ...body, date: body.date ?? localDay() });
}

/** DELETE /api/wears/{id}: the undo toast's action. */
export async function undoWear(id: number): Promise<void> {
  await apiRequest("DELETE", `${WEARS_KEY}/${id}`);
}

export const wearQueries = {
  /** The wears of the days from `from` to `to` (YYYY-MM-DD, both included, at most 366 days): a calendar month. */
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: [WEARS_KEY, { from, to }] as const,
      queryFn: getQueryFn<WearView[]>({ on401: "throw" }),
    }),
};

export const insightsQueries = {
  /** GET /api/insights, counted from the owner's own day. */
  all: (today: string) =>
    queryOptions({
      queryKey: [INSIGHTS_KEY, { today }] as const,
      queryFn: getQueryFn<Insights>({ on401: "throw" }),
    }),
};
