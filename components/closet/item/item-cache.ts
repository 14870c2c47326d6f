"use client";

import { CATEGORIES_KEY, CLOSET_KEY, type ClosetItemView, type ClosetPage } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";

/** What a closet query may hold: one item, a tag page's list, or the grid's pages. */
type ClosetData = ClosetItemView | ClosetItemView[] | InfiniteData<ClosetPage>;

/** Every closet query's data as it was, to put back when a change fails. */
export type ClosetSnapshot = Array<[QueryKey, unknown]>;

function replaceIn(data: unknown, next: ClosetItemView): unknown {
  if (!data || typeof data !== "object") return data;
  if (Array.isArray(data)) return data.map((item: ClosetItemView) => (item.id === next.id ? next : item));
  if ("pages" in data) {
    const infinite = data as InfiniteData<ClosetPage>;
    return {
      ...infinite,
      pages: infinite.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === next.id ? next : item)),
      })),
    };
  }
  return (data as ClosetItemView).id === next.id ? next : data;
}

/**
 * Shows `next` at once wherever the item is cached (its page, the grid's pages, tag lists) and
 * answers what was there before. The lists are refetched once the server has answered.
 */
export async function showItem(queryClient: QueryClient, next: ClosetItemView): Promise<ClosetSnapshot> {
  await queryClient.cancelQueries({ queryKey: [CLOSET_KEY] });
  const snapshot = queryClient.getQueriesData<ClosetData>({ queryKey: [CLOSET_KEY] });
  queryClient.setQueriesData<ClosetData>({ queryKey: [CLOSET_KEY] }, (data) => replaceIn(data, next) as ClosetData);
  return snapshot;
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: ClosetSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/**
 * After a change the server confirmed: the item as it answered, and fresh lists and counts (a new
 * status or category moves the item between them). The item's own query is left as answered.
 */
export function settleItem(queryClient: QueryClient, saved: ClosetItemView): Promise<unknown> {
  const itemKey = closetQueries.item(saved.id).queryKey;
  queryClient.setQueryData(itemKey, saved);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: [CLOSET_KEY],
      predicate: (query) => query.queryKey[1] !== saved.id,
    }),
    queryClient.invalidateQueries({ queryKey: [CATEGORIES_KEY] }),
  ]);
}
