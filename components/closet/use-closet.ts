"use client";

import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError } from "@/lib/api-client";
import {
  CATEGORIES_KEY,
  CLOSET_KEY,
  closetByTagsKey,
  closetPagesKey,
  NEXT_CURSOR_HEADER,
  type CategoryCounts,
  type ClosetItemView,
} from "@/lib/closet/contract";
import { CLOSET_PAGE_SIZE, type Category } from "@/lib/constants";
import { TOAST } from "@/lib/messages";
import { urlFromQueryKey } from "@/lib/query-client";
import {
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";

export type ClosetFilter = Category | "all";
type ClosetPage = { items: ClosetItemView[]; nextCursor: string | null };

/** The closet grid: pages of 20, newest first, the next one fetched with the server's cursor. */
export function useClosetPages(filter: ClosetFilter) {
  return useInfiniteQuery({
    queryKey: closetPagesKey(filter, CLOSET_PAGE_SIZE),
    initialPageParam: null as string | null,
    queryFn: async ({ queryKey, pageParam, signal }): Promise<ClosetPage> => {
      const url = urlFromQueryKey(pageParam ? [...queryKey, { cursor: pageParam }] : queryKey);
      const response = await apiRequest("GET", url, undefined, { signal });
      return {
        items: (await response.json()) as ClosetItemView[],
        nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Items whose styleTags include any of `tags` (the tag page); the server compares in lower case. */
export function useClosetByTags(tags: readonly string[]) {
  return useQuery<ClosetItemView[]>({ queryKey: closetByTagsKey(tags), enabled: tags.length > 0 });
}

export function useCategoryCounts() {
  return useQuery<CategoryCounts>({ queryKey: [CATEGORIES_KEY] });
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
