"use client";

import { SEASONS, STYLE_THEMES } from "@/lib/constants";
import type { OutfitFilters } from "@/lib/outfits/contract";
import { outfitScreenHref, type OutfitTab, outfitTabOf } from "@/lib/outfits/screen-url";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/** `?season=winter&styleTheme=boho`: the filters a URL asks for (anything unknown is no filter). */
export function parseOutfitFilters(params: { get(name: string): string | null }): OutfitFilters {
  const season = oneOf(SEASONS, params.get("season"));
  const styleTheme = oneOf(STYLE_THEMES, params.get("styleTheme"));
  return { ...(season ? { season } : {}), ...(styleTheme ? { styleTheme } : {}) };
}

/**
 * The outfit screen's season and style theme, kept in the URL (beside the tab) as the closet keeps its view
 * (components/closet/use-closet-view.ts): reload, a shared link and Back (from another page) land on
 * the same filters. A change replaces the history entry through the browser's history API, which
 * Next's router follows without rendering the page on the server again.
 */
export function useOutfitFilters(): [OutfitFilters, (filters: OutfitFilters) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const filters = useMemo(() => parseOutfitFilters(searchParams), [searchParams]);
  const update = useCallback(
    (next: OutfitFilters) =>
      window.history.replaceState(
        null,
        "",
        outfitScreenHref(pathname, searchParams, { season: next.season, styleTheme: next.styleTheme }),
      ),
    [pathname, searchParams],
  );
  return [filters, update];
}

/**
 * The outfit screen's tab, kept in the URL as the filters are: `/outfit-creator?tab=saved` opened
 * afresh (a link, a reload, Back) shows the saved outfits, not the ideas.
 */
export function useOutfitTab(): [OutfitTab, (tab: OutfitTab) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const tab = outfitTabOf(searchParams);
  const update = useCallback(
    (next: OutfitTab) => window.history.replaceState(null, "", outfitScreenHref(pathname, searchParams, { tab: next })),
    [pathname, searchParams],
  );
  return [tab, update];
}
