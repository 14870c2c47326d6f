/**
 * The closet's React Query options: key (also the URL, SPEC §9), fetcher and data type, in one place
 * for the server pages that prefill the cache and the client hooks that read it. No hooks, no zod,
 * no server code: both sides import it.
 */
import { apiRequest, jsonBody } from "@/lib/api-client";
import { getQueryFn, urlFromQueryKey } from "@/lib/api-client/query-client";
import { CLOSET_PAGE_SIZE, RECENT_ITEMS_LIMIT } from "@/lib/constants";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  CATEGORIES_KEY,
  type CategoryCounts,
  CLOSET_KEY,
  type ClosetFilter,
  type ClosetItemView,
  type ClosetListFilters,
  type ClosetPage,
  NEXT_CURSOR_HEADER,
} from "./contract";

/** GET /api/closet's query for these filters, in the URL's order, without the server's defaults. */
function listParams({ q, status, color, season, sort, category }: ClosetListFilters) {
  return {
    q: q?.trim() || undefined,
    status: status === "current" ? undefined : status,
    color: color || undefined,
    season,
    sort: sort === "newest" ? undefined : sort,
    category: category === "all" ? undefined : category,
    limit: CLOSET_PAGE_SIZE,
  };
}

export const closetQueries = {
  /**
   * The closet grid: pages of CLOSET_PAGE_SIZE matching `filters` (a category tab alone, as before, or
   * search, status, colour, season and sort), the next one fetched with the server's cursor. Defaults
   * are left out of the key, so `{}` and `{status: "current", sort: "newest"}` share one cache entry.
   */
  pages: (filters: ClosetListFilters | ClosetFilter) =>
    infiniteQueryOptions({
      queryKey: [CLOSET_KEY, listParams(typeof filters === "string" ? { category: filters } : filters)] as const,
      initialPageParam: null as string | null,
      queryFn: async ({ queryKey, pageParam, signal }): Promise<ClosetPage> => {
        const url = urlFromQueryKey(pageParam ? [...queryKey, { cursor: pageParam }] : queryKey);
        const response = await apiRequest("GET", url, undefined, { signal });
        return {
          items: await jsonBody<ClosetItemView[]>(response),
          nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
        };
      },
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  /** Items whose styleTags include any of `tags` (the tag page); the server compares in lower case. */
  byTags: (tags: readonly string[]) =>
    queryOptions({
      queryKey: [CLOSET_KEY, { tags: tags.join(",") }] as const,
      queryFn: getQueryFn<ClosetItemView[]>({ on401: "throw" }),
    }),

  /** GET /api/closet/{id}: one item with every field, any status (the item page). */
  item: (id: number) =>
    queryOptions({ queryKey: [CLOSET_KEY, id] as const, queryFn: getQueryFn<ClosetItemView>({ on401: "throw" }) }),

  /** The upload screen's 'recently added items': the newest items, one short list (no paging). */
  recent: () =>
    queryOptions({
      queryKey: [CLOSET_KEY, { limit: RECENT_ITEMS_LIMIT }] as const,
      queryFn: getQueryFn<ClosetItemView[]>({ on401: "throw" }),
    }),

  /** GET /api/categories: a count per category plus 'all'. */
  categoryCounts: () =>
    queryOptions({ queryKey: [CATEGORIES_KEY] as const, queryFn: getQueryFn<CategoryCounts>({ on401: "throw" }) }),
};
