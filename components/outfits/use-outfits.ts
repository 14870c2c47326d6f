"use client";

import { toastUndoable } from "@/components/ui/undo-toast";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError, getJson, sendJson } from "@/lib/api-client";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import { TOAST } from "@/lib/messages/toasts";
import {
  OUTFIT_SUGGESTIONS_KEY,
  type OutfitFilters,
  OUTFITS_KEY,
  type OutfitSavedState,
  type OutfitView,
} from "@/lib/outfits/contract";
import { askForNewIdeas, outfitQueries } from "@/lib/outfits/query-options";
import { type QueryClient, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/** SPEC §5: the closet lacks a top or a bottom to wear. The server says so, and why, with a 422 (before any AI call). */
export const isClosetIncomplete = (error: unknown) =>
  error instanceof ApiError && error.code === "outfits_need_top_and_bottom";
/**
 * The season/theme filter leaves nothing to build from: a 422 whose message names the filter and the
 * part it empties. The screen shows it as an empty state with that reason, not as a failed call.
 */
export const isFilteredOut = (error: unknown) => error instanceof ApiError && error.code === "outfits_filtered_out";

/**
 * Outfit ideas for the current filters (POST /api/outfits/suggestions), cached 5 minutes per
 * filters and never retried (SPEC §9). An answer that cannot be used (an AI failure, or no outfit
 * at all) gives SPEC §8's toast; an incomplete closet does not: the screen says what to add.
 */
export function useOutfitIdeas(filters: OutfitFilters, enabled: boolean) {
  const query = useQuery({ ...outfitQueries.suggestions(filters), enabled });
  const unusable =
    (query.isError && !isClosetIncomplete(query.error) && !isFilteredOut(query.error)) ||
    (query.isSuccess && query.data.length === 0);
  const answeredAt = query.isError ? query.errorUpdatedAt : query.dataUpdatedAt;
  useEffect(() => {
    if (!unusable) return;
    toast({ ...TOAST.unparseableOutfits, variant: "destructive" });
  }, [unusable, answeredAt]);
  useRefreshOnFocus(filters);
  return query;
}

/**
 * When the tab comes back (focus, or visible again), the ideas on screen are read again as they are
 * now (GET /api/outfits?ids=, no AI call): one saved in another tab shows as saved, one whose piece
 * was deleted there shows the note (and refuses to be saved or shared), one that is gone leaves.
 * The saved list is fetched again too.
 */
function useRefreshOnFocus(filters: OutfitFilters) {
  const queryClient = useQueryClient();
  const { queryKey } = outfitQueries.suggestions(filters);
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState !== "visible") return;
      void refreshSavedOutfits(queryClient);
      const shown = queryClient.getQueryData(queryKey);
      if (!shown?.length) return;
      try {
        const now = await getJson<OutfitView[]>(`${OUTFITS_KEY}?ids=${shown.map((outfit) => outfit.id).join(",")}`);
        queryClient.setQueryData(queryKey, (current) =>
          current && current.length > 0
            ? current.flatMap((outfit) => now.filter((fresh) => fresh.id === outfit.id))
            : current,
        );
      } catch {
        // Nothing to correct now: the next focus tries again, and a save or share is checked by the server.
      }
    };
    const onVisible = () => void refresh();
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
    // The key is rebuilt each render from the filters; the filters are what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, filters.season, filters.styleTheme]);
}

const NEW_IDEAS_KEY = ["new-outfit-ideas"] as const;

/**
 * 'new ideas': asks the AI again on purpose (`fresh`) for combinations not shown yet, and the answer
 * replaces the cached one for these filters. Its `notice` (every combination shown) is the screen's to show.
 */
export function useNewIdeas(filters: OutfitFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: NEW_IDEAS_KEY,
    mutationFn: () => askForNewIdeas(filters),
    onSuccess: ({ outfits }) => {
      queryClient.setQueryData(outfitQueries.suggestions(filters).queryKey, outfits);
      if (outfits.length === 0) toast({ ...TOAST.unparseableOutfits, variant: "destructive" });
    },
    // An incomplete closet or a filter that leaves nothing is shown by the screen as an empty state.
    onError: (error) => {
      if (!isClosetIncomplete(error) && !isFilteredOut(error))
        toast({ ...TOAST.unparseableOutfits, variant: "destructive" });
    },
  });
}

/** The owner's saved outfits, most recently saved first (GET /api/outfits?saved=true; in the first HTML). */
export function useSavedOutfits() {
  return useQuery(outfitQueries.saved());
}

export function refreshSavedOutfits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [OUTFITS_KEY] });
}

const SAVE_KEY = ["set-outfit-saved"] as const;
/** `undoable`: unsaving takes the outfit off the saved list, so the toast offers to put it back. */
type SaveRequest = { id: number; saved: boolean; undoable?: boolean };

/** Ids whose save is under way (the card's button is disabled meanwhile). */
export function usePendingOutfitSaves(): Set<number> {
  const saving = useMutationState({
    filters: { mutationKey: SAVE_KEY, status: "pending" },
    select: (mutation) => (mutation.state.variables as SaveRequest).id,
  });
  return new Set(saving);
}

type Snapshot = [readonly unknown[], OutfitView[] | undefined][];

/**
 * POST /api/outfits/{id}/save {saved}: sets the state the button showed the opposite of (PUT-like, so
 * a double click, or a retry of the request, ends in the state the person asked for). Every card
 * showing the outfit changes at once; SPEC §8's 'saved' toast when the server says it is saved; a
 * failure puts the old state back. A second press while one is under way is ignored (the button is
 * disabled too, but only from the next render on). The saved list is then fetched again.
 */
export function useSetOutfitSaved() {
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<number>());
  const lists = [{ queryKey: [OUTFIT_SUGGESTIONS_KEY] }, { queryKey: [OUTFITS_KEY] }];
  const set = (id: number, isSaved: boolean) => {
    for (const filter of lists) {
      queryClient.setQueriesData<OutfitView[]>(filter, (outfits) =>
        outfits?.map((outfit) => (outfit.id === id ? { ...outfit, isSaved } : outfit)),
      );
    }
  };
  const mutation = useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: ({ id, saved }: SaveRequest) =>
      sendJson<OutfitSavedState>("POST", `/api/outfits/${id}/save`, { saved }),
    onMutate: async ({ id, saved }) => {
      await queryClient.cancelQueries({ queryKey: [OUTFITS_KEY] });
      const previous: Snapshot = lists.flatMap((filter) => queryClient.getQueriesData<OutfitView[]>(filter));
      set(id, saved);
      return { previous };
    },
    onSuccess: ({ id, isSaved }, { undoable }) => {
      set(id, isSaved);
      if (isSaved) toast(TOAST.outfitSaved);
      else if (undoable) void toastUndoable({ title: OUTFIT_TEXT.unsaved }, () => save({ id, saved: true }));
    },
    onError: (error, _request, context) => {
      for (const [key, outfits] of context?.previous ?? []) queryClient.setQueryData(key, outfits);
      toast({ title: OUTFIT_TEXT.saveFailed, description: describeError(error), variant: "destructive" });
    },
    onSettled: (_answer, _error, { id }) => {
      inFlight.current.delete(id);
      return refreshSavedOutfits(queryClient);
    },
  });
  const { mutate } = mutation;
  function save(request: SaveRequest) {
    if (inFlight.current.has(request.id)) return;
    inFlight.current.add(request.id);
    mutate(request);
  }
  return { ...mutation, save };
}
