"use client";

import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError, sendJson } from "@/lib/api-client";
import { INSPIRATION_KEY, type InspirationFilter, type InspirationSavedState } from "@/lib/inspiration/contract";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { TOAST } from "@/lib/messages";
import { useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/** The gallery: every image, or only the saved ones. SPEC §8's toast when it cannot load. */
export function useInspirationList(filter: InspirationFilter) {
  const query = useQuery(inspirationQueries.list(filter));
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast({ ...TOAST.inspirationLoadFailure, variant: "destructive" });
  }, [failed]);
  return query;
}

/** SPEC §4: after a save, a delete or an analysis the inspiration lists are fetched again. */
export function refreshInspiration(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [INSPIRATION_KEY] });
}

const SAVE_KEY = ["toggle-inspiration-saved"] as const;
/**
 * The gallery lists by their exact keys: the AI answers about one image share INSPIRATION_KEY as
 * their prefix, but they are not lists of images and must not be mapped over as if they were.
 */
const LIST_KEYS = (["all", "saved"] as const).map((filter) => inspirationQueries.list(filter).queryKey);
const DELETE_KEY = ["delete-inspiration"] as const;

/** Ids whose delete is under way, so each card shows its own progress (a save shows its new state at once). */
export function usePendingDeletes(): Set<number> {
  const ids = useMutationState({
    filters: { mutationKey: DELETE_KEY, status: "pending" },
    select: (mutation) => mutation.state.variables as number,
  });
  return new Set(ids);
}

/**
 * POST /api/inspiration/{id}/save. The card shows the new state at once; the lists are then
 * fetched again (SPEC §4), and a failure puts the old state back with a toast.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: (id: number) => sendJson<InspirationSavedState>("POST", `/api/inspiration/${id}/save`),
    onMutate: async (id) => {
      await Promise.all(LIST_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));
      const previous = LIST_KEYS.map((queryKey) => [queryKey, queryClient.getQueryData(queryKey)] as const);
      for (const queryKey of LIST_KEYS) {
        queryClient.setQueryData(queryKey, (images) =>
          images?.map((image) => (image.id === id ? { ...image, isSaved: !image.isSaved } : image)),
        );
      }
      return { previous };
    },
    onError: (error, _id, context) => {
      for (const [queryKey, images] of context?.previous ?? []) queryClient.setQueryData(queryKey, images);
      toast({ title: "error", description: describeError(error), variant: "destructive" });
    },
    onSettled: () => refreshInspiration(queryClient),
  });
}

/** DELETE /api/inspiration/{id} with SPEC §8's toasts, then fresh lists. */
export function useDeleteInspiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_KEY,
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/inspiration/${id}`);
    },
    onSuccess: async () => {
      toast(TOAST.inspirationDeleteSuccess);
      await refreshInspiration(queryClient);
    },
    onError: () => toast({ ...TOAST.inspirationDeleteFailure, variant: "destructive" }),
  });
}
