"use client";

import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError } from "@/lib/api-client";
import { CATEGORIES_KEY, CLOSET_KEY, type ClosetFilter } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { TOAST } from "@/lib/messages";
import {
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";

/** The closet grid: pages of 20, newest first, the next one fetched with the server's cursor. */
export function useClosetPages(filter: ClosetFilter) {
  return useInfiniteQuery(closetQueries.pages(filter));
}

/** Items whose styleTags include any of `tags` (the tag page); the server compares in lower case. */
export function useClosetByTags(tags: readonly string[]) {
  return useQuery({ ...closetQueries.byTags(tags), enabled: tags.length > 0 });
}

export function useCategoryCounts() {
  return useQuery(closetQueries.categoryCounts());
}

/** SPEC §4/§7: uploads and deletes refresh the lists and the counts. */
export function refreshCloset(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [CLOSET_KEY] }),
    queryClient.invalidateQueries({ queryKey: [CATEGORIES_KEY] }),
  ]);
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

/** DELETE /api/closet/{id} with SPEC §8's toasts, then fresh lists and counts. */
export function useDeleteClosetItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_KEY,
    mutationFn: deleteClosetItem,
    onSuccess: async () => {
      toast(TOAST.closetDeleteSuccess);
      await refreshCloset(queryClient);
    },
    onError: (error) =>
      toast({ ...TOAST.closetDeleteFailure, description: describeError(error), variant: "destructive" }),
  });
}
