/**
 * The outfits' React Query options: key (also the URL, SPEC §9), fetcher and data type, in one place
 * for the server pages that prefill the cache and the client hooks that read it. No hooks, no zod,
 * no server code: both sides import it.
 */
import { sendJson } from "@/lib/api-client";
import { getQueryFn, outfitQueryOptions } from "@/lib/api-client/query-client";
import { queryOptions } from "@tanstack/react-query";
import {
  OUTFIT_SUGGESTIONS_KEY,
  type OutfitFilters,
  OUTFITS_KEY,
  type OutfitSuggestions,
  type OutfitView,
} from "./contract";

/** POST /api/outfits/suggestions; `fresh` ('new ideas') asks the AI again instead of answering from its cache. */
export async function askForIdeas(
  filters: OutfitFilters & { fresh?: boolean },
  signal?: AbortSignal,
): Promise<OutfitView[]> {
  return (await sendJson<OutfitSuggestions>("POST", OUTFIT_SUGGESTIONS_KEY, filters, { signal })).outfits;
}

/** 'new ideas' (POST with `fresh`): the cards, and the notice once every combination has been shown. */
export function askForNewIdeas(filters: OutfitFilters): Promise<OutfitSuggestions> {
  return sendJson<OutfitSuggestions>("POST", OUTFIT_SUGGESTIONS_KEY, { ...filters, fresh: true });
}

export const outfitQueries = {
  /** The owner's saved outfits, most recently saved first. */
  saved: () =>
    queryOptions({
      queryKey: [OUTFITS_KEY, { saved: "true" }] as const,
      queryFn: getQueryFn<OutfitView[]>({ on401: "throw" }),
    }),

  /**
   * Outfit ideas for the filters: a POST (each answer may cost an AI call), so the key names the
   * filters rather than a URL to GET; cached 5 minutes per filters and never retried (SPEC §9).
   */
  suggestions: (filters: OutfitFilters) =>
    queryOptions({
      queryKey: [
        OUTFIT_SUGGESTIONS_KEY,
        { season: filters.season ?? "", styleTheme: filters.styleTheme ?? "" },
      ] as const,
      queryFn: ({ signal }) => askForIdeas(filters, signal),
      ...outfitQueryOptions,
    }),
};
