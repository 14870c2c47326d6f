"use client";

import { closetViewHref, parseClosetView, type ClosetView } from "@/lib/closet/closet-view";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

/**
 * The closet grid's view, kept in the URL: reload, a shared link and Back (from an item page) land
 * on the same search, filters and sort. Changes replace the history entry (typing a search would
 * otherwise leave one entry per pause) and keep the scroll position.
 */
export function useClosetView(): [ClosetView, (patch: Partial<ClosetView>) => void] {
  const router = useRouter();
  const searchParams = useSearchParams();
  const view = useMemo(() => parseClosetView(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<ClosetView>) => router.replace(closetViewHref({ ...view, ...patch }), { scroll: false }),
    [router, view],
  );
  return [view, update];
}
