"use client";

import { type ClosetView, closetViewHref, parseClosetView } from "@/lib/closet/closet-view";
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

/**
 * The closet grid's view, kept in the URL: reload, a shared link and Back (from an item page) land
 * on the same search, filters and sort. A change replaces the history entry (typing a search would
 * otherwise leave one entry per pause) with the browser's own history API, which Next's router
 * follows (useSearchParams updates) without asking the server to render the page again: the list
 * comes from GET /api/closet through React Query, and the scroll position stays.
 */
export function useClosetView(): [ClosetView, (patch: Partial<ClosetView>) => void] {
  const searchParams = useSearchParams();
  const view = useMemo(() => parseClosetView(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<ClosetView>) => window.history.replaceState(null, "", closetViewHref({ ...view, ...patch })),
    [view],
  );
  return [view, update];
}
