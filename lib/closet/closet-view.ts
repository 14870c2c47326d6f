/**
 * What the closet grid shows, read from and written to its URL (`/closet?q=&category=&status=&color=&
 * season=&sort=`), so a reload, a shared link and the back button all land on the same view. The
 * server page and the client island read the URL with the same function. No zod: the island imports it.
 */
import { COLOUR_TAGS, type ColourName } from "@/lib/ai/vocabulary";
import {
  CLOSET_SORTS,
  type ClosetSort,
  ITEM_LIMITS,
  type Season,
  SEASONS,
  STATUS_FILTERS,
  type StatusFilter,
} from "@/lib/constants";
import { type ClosetFilter, type ClosetListFilters, isCategory } from "./contract";

export type ClosetView = {
  q: string;
  category: ClosetFilter;
  status: StatusFilter;
  color: ColourName | null;
  season: Season | null;
  sort: ClosetSort;
};

export const DEFAULT_VIEW: ClosetView = {
  q: "",
  category: "all",
  status: "current",
  color: null,
  season: null,
  sort: "newest",
};

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | undefined =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

type ParamSource = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function read(source: ParamSource, name: string): string | null {
  if (typeof source.get === "function") return (source as { get(name: string): string | null }).get(name);
  const value = (source as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The view a URL asks for; anything unknown (a stale or hand-edited link) falls back to the default. */
export function parseClosetView(source: ParamSource): ClosetView {
  const category = read(source, "category") ?? "";
  return {
    q: (read(source, "q") ?? "").trim().slice(0, ITEM_LIMITS.search),
    category: isCategory(category) ? category : DEFAULT_VIEW.category,
    status: oneOf(STATUS_FILTERS, read(source, "status")) ?? DEFAULT_VIEW.status,
    color: oneOf(COLOUR_TAGS, read(source, "color")) ?? null,
    season: oneOf(SEASONS, read(source, "season")) ?? null,
    sort: oneOf(CLOSET_SORTS, read(source, "sort")) ?? DEFAULT_VIEW.sort,
  };
}

/** The URL query of a view, defaults left out (so plain /closet stays plain), in a stable order. */
export function closetViewQuery(view: ClosetView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.category !== "all") params.set("category", view.category);
  if (view.status !== DEFAULT_VIEW.status) params.set("status", view.status);
  if (view.color) params.set("color", view.color);
  if (view.season) params.set("season", view.season);
  if (view.sort !== DEFAULT_VIEW.sort) params.set("sort", view.sort);
  return params.toString();
}

export const closetViewHref = (view: ClosetView) => {
  const query = closetViewQuery(view);
  return query ? `/closet?${query}` : "/closet";
};

/** GET /api/closet's filters for a view (closetQueries.pages leaves the server's defaults out of the key). */
export function closetListFilters(view: ClosetView): ClosetListFilters {
  return {
    q: view.q,
    status: view.status,
    color: view.color ?? undefined,
    season: view.season ?? undefined,
    sort: view.sort,
    category: view.category,
  };
}

/** Whether anything narrows the list beyond a category tab (search, colour, season). */
export const isNarrowed = (view: ClosetView) => Boolean(view.q || view.color || view.season);
