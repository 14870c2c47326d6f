"use client";

import { toastUndoable } from "@/components/ui/undo-toast";
import { useOncePerId } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError, sendJson } from "@/lib/api-client";
import {
  INSPIRATION_KEY,
  type InspirationAnalysis,
  type InspirationFilter,
  type InspirationSavedState,
  type InspirationView,
} from "@/lib/inspiration/contract";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { TOAST } from "@/lib/messages/toasts";
import { type QueryClient, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
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

const SAVE_KEY = ["set-inspiration-saved"] as const;
const DELETE_KEY = ["delete-inspiration"] as const;
const ANALYZE_KEY = ["analyze-inspiration"] as const;
/**
 * The gallery lists by their exact keys: the AI answers about one image share INSPIRATION_KEY as
 * their prefix, but they are not lists of images and must not be mapped over as if they were.
 */
const LIST_KEYS = (["all", "saved"] as const).map((filter) => inspirationQueries.list(filter).queryKey);
type Snapshot = (readonly [(typeof LIST_KEYS)[number], InspirationView[] | undefined])[];

function snapshotLists(queryClient: QueryClient): Snapshot {
  return LIST_KEYS.map((queryKey) => [queryKey, queryClient.getQueryData(queryKey)] as const);
}
function restoreLists(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [queryKey, images] of snapshot ?? []) queryClient.setQueryData(queryKey, images);
}
function updateLists(queryClient: QueryClient, update: (images: InspirationView[]) => InspirationView[]) {
  for (const queryKey of LIST_KEYS) queryClient.setQueryData(queryKey, (images) => (images ? update(images) : images));
}

/** Ids with a mutation of this kind under way, so each card shows (and disables) its own. */
function usePending(mutationKey: readonly string[]): Set<number> {
  const ids = useMutationState({
    filters: { mutationKey, status: "pending" },
    select: (mutation) => {
      const variables = mutation.state.variables as number | { id: number };
      return typeof variables === "number" ? variables : variables.id;
    },
  });
  return new Set(ids);
}
export const usePendingSaves = () => usePending(SAVE_KEY);
export const usePendingAnalyses = () => usePending(ANALYZE_KEY);

type SaveRequest = { id: number; saved: boolean };

/**
 * POST /api/inspiration/{id}/save {saved}: sets the state the button asked for (PUT-like, so a double
 * click or a retried request cannot undo itself). The card shows the new state at once; the lists
 * are then fetched again (SPEC §4), and a failure puts the old state back with a toast.
 */
export function useSetInspirationSaved() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: ({ id, saved }: SaveRequest) =>
      sendJson<InspirationSavedState>("POST", `/api/inspiration/${id}/save`, { saved }),
    onMutate: async ({ id, saved }) => {
      await Promise.all(LIST_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));
      const previous = snapshotLists(queryClient);
      updateLists(queryClient, (images) =>
        images.map((image) => (image.id === id ? { ...image, isSaved: saved } : image)),
      );
      return { previous };
    },
    onError: (error, _request, context) => {
      restoreLists(queryClient, context?.previous);
      toast({ title: "error", description: describeError(error), variant: "destructive" });
    },
    onSettled: () => refreshInspiration(queryClient),
  });
  return { ...mutation, save: useOncePerId(mutation.mutateAsync) };
}

/** POST /api/inspiration/{id}/restore: "undo" of a delete, within the server's undo window. */
async function undoDelete(queryClient: QueryClient, id: number) {
  try {
    await sendJson<InspirationView>("POST", `/api/inspiration/${id}/restore`);
    toast({ title: INSPIRATION_TEXT.restored });
  } catch (error) {
    toast({ title: INSPIRATION_TEXT.undoFailure, description: describeError(error), variant: "destructive" });
  } finally {
    await refreshInspiration(queryClient);
  }
}

/**
 * DELETE /api/inspiration/{id}: the card leaves at once; SPEC §8's toast then offers "undo" (the
 * server keeps the image and its files for the undo window); a failure brings the card back with
 * SPEC §8's failure toast. Fresh lists afterwards.
 */
export function useDeleteInspiration() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: DELETE_KEY,
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/inspiration/${id}`);
    },
    onMutate: async (id) => {
      await Promise.all(LIST_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));
      const previous = snapshotLists(queryClient);
      updateLists(queryClient, (images) => images.filter((image) => image.id !== id));
      return { previous };
    },
    onSuccess: (_answer, id) => toastUndoable(TOAST.inspirationDeleteSuccess, () => undoDelete(queryClient, id)),
    onError: (_error, _id, context) => {
      restoreLists(queryClient, context?.previous);
      toast({ ...TOAST.inspirationDeleteFailure, variant: "destructive" });
    },
    onSettled: () => refreshInspiration(queryClient),
  });
  return { ...mutation, remove: useOncePerId(mutation.mutateAsync) };
}

/**
 * 'analyze for tags' on a gallery card: POST /api/inspiration/{id}/analyze in place (the card shows
 * a skeleton meanwhile), then the tags on the card and SPEC §8's 'Analysis complete', or 'Analysis
 * failed' with the reason. The lists are fetched again after a success (SPEC §4).
 */
export function useAnalyzeInspiration() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ANALYZE_KEY,
    mutationFn: (id: number) => sendJson<InspirationAnalysis>("POST", `/api/inspiration/${id}/analyze`),
    onSuccess: async ({ styleTags }, id) => {
      updateLists(queryClient, (images) => images.map((image) => (image.id === id ? { ...image, styleTags } : image)));
      toast(TOAST.analysisSuccess);
      await refreshInspiration(queryClient);
    },
    onError: (error) => toast({ ...TOAST.analysisFailure, description: describeError(error), variant: "destructive" }),
  });
  return { ...mutation, analyze: useOncePerId(mutation.mutateAsync) };
}
