/**
 * Inspiration's React Query options: key (also the URL, SPEC §9), fetcher and data type, in one
 * place for the server pages that prefill the cache and the client hooks that read it. No hooks, no
 * zod, no server code: both sides import it.
 */
import { getQueryFn } from "@/lib/api-client/query-client";
import { queryOptions } from "@tanstack/react-query";
import {
  INSPIRATION_KEY,
  type InspirationFilter,
  type InspirationView,
  type MatchView,
  type MissingPiecesView,
} from "./contract";

export const inspirationQueries = {
  /** The gallery: every image, or only the saved ones, newest first. */
  list: (filter: InspirationFilter) =>
    queryOptions({
      queryKey: filter === "saved" ? ([INSPIRATION_KEY, { saved: "true" }] as const) : ([INSPIRATION_KEY] as const),
      queryFn: getQueryFn<InspirationView[]>({ on401: "throw" }),
    }),

  /** The match of one image with the closet. Asked again on each visit: the server's cache makes that free until the closet changes. */
  matching: (id: number) =>
    queryOptions({
      queryKey: [INSPIRATION_KEY, id, "matching"] as const,
      queryFn: getQueryFn<MatchView>({ on401: "throw" }),
      staleTime: 0,
    }),

  /** The pieces one image has that the closet lacks; asked again on each visit like the match. */
  missingPieces: (id: number) =>
    queryOptions({
      queryKey: [INSPIRATION_KEY, id, "missing-pieces"] as const,
      queryFn: getQueryFn<MissingPiecesView>({ on401: "throw" }),
      staleTime: 0,
    }),
};
