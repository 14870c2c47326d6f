"use client";

import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError, sendJson } from "@/lib/api-client";
import { TOAST } from "@/lib/messages";
import {
  OUTFIT_SUGGESTIONS_KEY,
  OUTFITS_KEY,
  type OutfitFilters,
  type OutfitSavedState,
  type OutfitView,
} from "@/lib/outfits/contract";
import { askForIdeas, outfitQueries } from "@/lib/outfits/query-options";
import { useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/** SPEC §5: the closet lacks a top or a bottom to wear. The server says so, and why, with a 422 (before any AI call). */
export const isClosetIncomplete = (error: unknown) =>
  error instanceof ApiError && error.code === "outfits_need_top_and_bottom";
/** The season/theme filter leaves nothing to build from: a 422 whose message names the filter. */
const isFilteredOut = (error: unknown) => error instanceof ApiError && error.code === "outfits_filtered_out";

/**
 * Outfit ideas for the current filters (POST /api/outfits/suggestions), cached 5 minutes per
 * filters and never retried (SPEC §9). An answer that cannot be used (an AI failure, or no outfit
 * at all) gives SPEC §8's toast; an incomplete closet does not: the screen says what to add.
 */
export function useOutfitIdeas(filters: OutfitFilters, enabled: boolean) {
  const query = useQuery({ ...outfitQueries.suggestions(filters), enabled });
  const unusable = (query.isError && !isClosetIncomplete(query.error)) || (query.isSuccess && query.data.length === 0);
  const answeredAt = query.isError ? query.errorUpdatedAt : query.dataUpdatedAt;
  useEffect(() => {
    if (!unusable) return;
    toast(
      isFilteredOut(query.error)
        ? { title: describeError(query.error), variant: "destructive" }
        : { ...TOAST.unparseableOutfits, variant: "destructive" },
    );
  }, [unusable, answeredAt, query.error]);
  return query;
}

const NEW_IDEAS_KEY = ["new-outfit-ideas"] as const;

/** 'new ideas': asks the AI again on purpose (`fresh`), and the answer replaces the cached one for these filters. */
export function useNewIdeas(filters: OutfitFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: NEW_IDEAS_KEY,
    mutationFn: () => askForIdeas({ ...filters, fresh: true }),
    onSuccess: (outfits) => {
      queryClient.setQueryData(outfitQueries.suggestions(filters).queryKey, outfits);
      if (outfits.length === 0) toast({ ...TOAST.unparseableOutfits, variant: "destructive" });
    },
    onError: (error) =>
      toast(
        isClosetIncomplete(error) || isFilteredOut(error)
          ? { title: describeError(error), variant: "destructive" }
          : { ...TOAST.unparseableOutfits, variant: "destructive" },
      ),
  });
}

/** The owner's saved outfits, most recently saved first (GET /api/outfits?saved=true; in the first HTML). */
export function useSavedOutfits() {
  return useQuery(outfitQueries.saved());
}

export function refreshSavedOutfits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [OUTFITS_KEY] });
}

const SAVE_KEY = ["toggle-outfit-saved"] as const;

/** Ids whose save toggle is under way. */
export function usePendingOutfitSaves(): Set<number> {
  const saving = useMutationState({
    filters: { mutationKey: SAVE_KEY, status: "pending" },
    select: (mutation) => mutation.state.variables as number,
  });
  return new Set(saving);
}

type Snapshot = [readonly unknown[], OutfitView[] | undefined][];

/**
 * POST /api/outfits/{id}/save: every card showing the outfit flips at once; SPEC §8's 'saved'
 * toast when it became saved; a failure puts the old state back. The saved list is then fetched again.
 */
export function useToggleOutfitSaved() {
  const queryClient = useQueryClient();
  const lists = [{ queryKey: [OUTFIT_SUGGESTIONS_KEY] }, { queryKey: [OUTFITS_KEY] }];
  const flip = (id: number, isSaved?: boolean) => {
    for (const filter of lists) {
      queryClient.setQueriesData<OutfitView[]>(filter, (outfits) =>
        outfits?.map((outfit) => (outfit.id === id ? { ...outfit, isSaved: isSaved ?? !outfit.isSaved } : outfit)),
      );
    }
  };
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: (id: number) => sendJson<OutfitSavedState>("POST", `/api/outfits/${id}/save`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: [OUTFITS_KEY] });
      const previous: Snapshot = lists.flatMap((filter) => queryClient.getQueriesData<OutfitView[]>(filter));
      flip(id);
      return { previous };
    },
    onSuccess: ({ id, isSaved }) => {
      flip(id, isSaved);
      if (isSaved) toast(TOAST.outfitSaved);
    },
    onError: (error, _id, context) => {
      for (const [key, outfits] of context?.previous ?? []) queryClient.setQueryData(key, outfits);
      toast({ title: "error", description: describeError(error), variant: "destructive" });
    },
    onSettled: () => refreshSavedOutfits(queryClient),
  });
}
