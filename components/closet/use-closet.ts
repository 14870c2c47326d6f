"use client";

import { useOncePerId } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError } from "@/lib/api-client";
import { closetListFilters, type ClosetView, DEFAULT_VIEW } from "@/lib/closet/closet-view";
import { CLOSET_KEY, type ClosetListFilters } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { TOAST } from "@/lib/messages/toasts";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { refreshCloset, toastWithUndo } from "./closet-actions";

export { refreshCloset };

/**
 * The closet grid: pages of 20 in the view's order, the next one fetched with the server's cursor.
 * While another search or filter loads, the previous results stay on screen (dimmed by the grid)
 * instead of a skeleton flashing at every pause in typing.
 */
export function useClosetPages(filters: ClosetListFilters) {
  return useInfiniteQuery({ ...closetQueries.pages(filters), placeholderData: keepPreviousData });
}

/** Items whose styleTags include any of `tags` (the tag page); the server compares in lower case. */
export function useClosetByTags(tags: readonly string[]) {
  return useQuery({ ...closetQueries.byTags(tags), enabled: tags.length > 0 });
}

export function useCategoryCounts() {
  return useQuery(closetQueries.categoryCounts());
}

/**
 * How many archived pieces there are, for the archived view's heading (the category counts leave
 * archived pieces out): the archived list without search or filters, which is the grid's own query
 * (no second request) until something narrows the view. `more` while further pages are unread.
 * Nothing outside the archived view.
 */
export function useArchivedCount(view: ClosetView): { count: number; more: boolean } | undefined {
  const archived = view.status === "archived";
  const pages = useInfiniteQuery({
    ...closetQueries.pages(closetListFilters({ ...DEFAULT_VIEW, sort: view.sort, status: "archived" })),
    enabled: archived,
  });
  if (!archived || !pages.data) return undefined;
  return { count: pages.data.pages.reduce((sum, page) => sum + page.items.length, 0), more: pages.hasNextPage };
}

export async function deleteClosetItem(id: number): Promise<void> {
  await apiRequest("DELETE", `${CLOSET_KEY}/${id}`);
}

const DELETE_KEY = ["delete-closet-item"] as const;

/** Ids of the items whose delete is under way, so each card can show its own progress. */
export function usePendingDeletes(): Set<number> {
  const ids = useMutationState({
    filters: { mutationKey: DELETE_KEY, status: "pending" },
    select: (mutation) => mutation.state.variables as number,
  });
  return new Set(ids);
}

/**
 * DELETE /api/closet/{id} with SPEC §8's toasts, then fresh lists and counts. The success toast
 * offers undo: the server keeps a deleted item for DELETE_UNDO_WINDOW_MS, and bulk restore brings it back.
 * `remove(id, options?)` sends one DELETE per item at a time: a double click on a bin sends one.
 */
export function useDeleteClosetItem() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: DELETE_KEY,
    mutationFn: deleteClosetItem,
    onSuccess: async (_answer, id) => {
      await Promise.all([toastWithUndo(queryClient, [id], TOAST.closetDeleteSuccess), refreshCloset(queryClient)]);
    },
    onError: (error) =>
      toast({ ...TOAST.closetDeleteFailure, description: describeError(error), variant: "destructive" }),
  });
  return { ...mutation, remove: useOncePerId(mutation.mutateAsync) };
}
