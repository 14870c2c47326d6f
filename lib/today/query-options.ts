/**
 * Today's React Query options and calls (issue #29), for the server shell that prefills the cache
 * and the client island. No hooks, no zod, no server code.
 */
import { sendJson } from "@/lib/api-client";
import { getQueryFn } from "@/lib/api-client/query-client";
import { queryOptions } from "@tanstack/react-query";
import type { TodayView } from "./contract";

export const TODAY_KEY = "/api/today";

export const todayQueries = {
  /** GET /api/today?date=…: the looks of the owner's own day. */
  day: (date: string) =>
    queryOptions({ queryKey: [TODAY_KEY, { date }] as const, queryFn: getQueryFn<TodayView>({ on401: "throw" }) }),
};

/** POST /api/today/swap: "another look". */
export const swapLook = (lookId: string, date: string) =>
  sendJson<TodayView>("POST", `${TODAY_KEY}/swap`, { lookId, date });
