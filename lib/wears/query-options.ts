/**
 * The wear log's and insights' React Query options and client calls (issue #28's REST contract):
 * key (also the URL, SPEC §9), fetcher and data type in one place, for the server shells that prefill
 * the cache and the client islands that read it. No hooks, no zod, no server code.
 */
import { apiRequest, sendJson } from "@/lib/api-client";
import type { DayKey } from "@/lib/calendar/month-grid";
import { getQueryFn } from "@/lib/query-client";
import { queryOptions } from "@tanstack/react-query";

export const WEARS_KEY = "/api/wears";
export const INSIGHTS_KEY = "/api/insights";

/** One piece of a wear, with what a small photo needs. */
export type WearItemView = { id: number; thumbnailUrl: string; category: string; name?: string | null };

/** POST /api/wears's answer and GET /api/wears's rows: a calendar day and what was worn that day. */
export type WearView = { id: number; date: DayKey; outfitId?: number | null; items: WearItemView[] };

export type WearRequest = { itemIds?: number[]; outfitId?: number; date?: DayKey };

/** An item as the insights list it: its small photo and how much it has been worn. */
export type InsightItem = {
  id: number;
  name: string | null;
  category: string;
  thumbnailUrl: string;
  wearCount: number;
  lastWornAt: string | null;
  costPerWear?: number | null;
  currency?: string;
  price?: number | null;
  /** the cleanout choice stored for it, if any */
  cleanout?: CleanoutChoice | null;
};

export const CLEANOUT_CHOICES = ["keep", "maybe", "donate", "sell", "archive"] as const;
export type CleanoutChoice = (typeof CLEANOUT_CHOICES)[number];

export type Insights = {
  totals: { items: number; wears: number; value: number; currency?: string };
  mostWorn: InsightItem[];
  leastWorn: InsightItem[];
  unworn: InsightItem[];
  costPerWear: { best: InsightItem[]; worst: InsightItem[] };
  categoryBalance: { category: string; items: number; wears: number }[];
  wearsByMonth: { month: string; wears: number }[];
};

/** POST /api/wears: the client sends its own local day (the server's "today" may be another day). */
export function logWear(request: WearRequest): Promise<WearView> {
  return sendJson<WearView>("POST", WEARS_KEY, request);
}

/** DELETE /api/wears/{id}: the undo, and removing a wear from a calendar day. */
export async function deleteWear(id: number): Promise<void> {
  await apiRequest("DELETE", `${WEARS_KEY}/${id}`);
}

/** The cleanout choice for one unworn item; "archive" also archives it (the item status). */
export async function chooseCleanout(itemId: number, choice: CleanoutChoice | null): Promise<void> {
  await apiRequest("PUT", `/api/closet/${itemId}/cleanout`, { choice });
}

export const wearQueries = {
  /** The wears from `from` to `to`, both included (a month grid's range). */
  range: (from: DayKey, to: DayKey) =>
    queryOptions({ queryKey: [WEARS_KEY, { from, to }] as const, queryFn: getQueryFn<WearView[]>({ on401: "throw" }) }),

  insights: () =>
    queryOptions({ queryKey: [INSIGHTS_KEY] as const, queryFn: getQueryFn<Insights>({ on401: "throw" }) }),
};
