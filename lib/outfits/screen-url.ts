/**
 * The outfit screen's URL: `?tab=saved` (or `build`) opens that tab, `?season=&styleTheme=` set the
 * ideas' filters. Each part is written without dropping the others, so choosing a filter keeps the
 * tab and changing the tab keeps the filters. Pure, for the client island and its tests.
 */
export const OUTFIT_TABS = ["ideas", "saved", "build"] as const;
export type OutfitTab = (typeof OUTFIT_TABS)[number];
export const DEFAULT_OUTFIT_TAB: OutfitTab = "ideas";

/** The tab a URL asks for; none, or one we don't have, is the ideas. */
export function outfitTabOf(params: { get(name: string): string | null }): OutfitTab {
  const tab = params.get("tab");
  return (OUTFIT_TABS as readonly string[]).includes(tab ?? "") ? (tab as OutfitTab) : DEFAULT_OUTFIT_TAB;
}

/**
 * `pathname` with `params` changed by `patch` (undefined or the default removes a key), in the order
 * tab, season, styleTheme, so the same screen always has the same URL.
 */
export function outfitScreenHref(
  pathname: string,
  params: { get(name: string): string | null },
  patch: Partial<Record<"tab" | "season" | "styleTheme", string | undefined>>,
): string {
  const next = new URLSearchParams();
  for (const key of ["tab", "season", "styleTheme"] as const) {
    const value = key in patch ? patch[key] : params.get(key);
    if (value && !(key === "tab" && value === DEFAULT_OUTFIT_TAB)) next.set(key, value);
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
