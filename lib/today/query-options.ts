/**
 * Today's React Query options and calls (issue #29), for the server shell that prefills the cache
 * and the client island. No hooks, no zod, no server code.
 */
import { sendJson } from "@/lib/api-client";
import { getQueryFn } from "@/lib/api-client/query-client";
import { queryOptions } from "@tanstack/react-query";
import { TODAY_KEY, type TodayDay, todayKeys, type TodayView } from "./contract";

export { TODAY_KEY, todayKeys };

export const todayQueries = {
  /**
   * GET /api/today?date=…: the looks of the owner's own day; with `day` "tomorrow"
   * (`?date=…&day=tomorrow`, issue #43), the looks of the day after it, with that day's forecast.
   */
  day: (date: string, day: TodayDay = "today") =>
    queryOptions({ queryKey: todayKeys.day(date, day), queryFn: getQueryFn<TodayView>({ on401: "throw" }) }),
};

/** POST /api/today/swap: "another look". */
export const swapLook = (lookId: string, date: string) =>
  sendJson<TodayView>("POST", `${TODAY_KEY}/swap`, { lookId, date });
