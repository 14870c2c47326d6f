"use client";

import { refreshCloset } from "@/components/closet/use-closet";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError, sendJson } from "@/lib/api-client";
import {
  type BulkResult,
  CATEGORIES_KEY,
  CLOSET_KEY,
  type ClosetAnalysis,
  type ClosetItemView,
} from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { UNDO_TOAST_MS } from "@/lib/constants";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { TOAST } from "@/lib/messages/toasts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { createElement } from "react";

/** Re-analysis: the answer carries the tags, colours and seasons now stored; the rest of the item is as it was. */
export function useAnalyzeItem(id: number, onAnswer: (answer: ClosetAnalysis, item: ClosetItemView) => void) {
  const queryClient = useQueryClient();
  const itemKey = closetQueries.item(id).queryKey;
  return useMutation({
    mutationFn: () => sendJson<ClosetAnalysis>("POST", `${CLOSET_KEY}/${id}/analyze`),
    onSuccess: async (answer) => {
      const before = queryClient.getQueryData(itemKey);
      if (!before) return;
      const item = {
        ...before,
        styleTags: answer.styleTags,
        colors: answer.colors,
        seasons: answer.seasons,
      };
      queryClient.setQueryData(itemKey, item);
      onAnswer(answer, item);
      toast(ITEM_TEXT.toasts.analysisSuccess);
      await queryClient.invalidateQueries({ queryKey: [CLOSET_KEY], predicate: (query) => query.queryKey[1] !== id });
    },
    // The button's retry and the message by it say the rest; the toast carries the server's reason.
    onError: (error) =>
      toast({ ...ITEM_TEXT.toasts.analysisFailure, description: describeError(error), variant: "destructive" }),
  });
}

/** POST /api/closet/bulk restore: brings deleted items back within the undo window. */
async function restoreItems(ids: number[]): Promise<BulkResult> {
  return sendJson<BulkResult>("POST", `${CLOSET_KEY}/bulk`, { ids, action: "restore" });
}

/**
 * Delete, then back to the closet with a toast offering undo for UNDO_TOAST_MS. Undo restores the
 * item (the server keeps it for the undo window) and offers to open it again.
 */
export function useDeleteItem(id: number) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${CLOSET_KEY}/${id}`),
    onSuccess: async () => {
      router.replace("/closet");
      // Radix's toast action loads with the toast list, not with this page.
      const { ToastAction } = await import("@/components/ui/toast");
      const undo = () =>
        restoreItems([id]).then(
          async (result) => {
            if (result.updated === 0) {
              toast({ ...ITEM_TEXT.toasts.restoreFailure, description: ITEM_TEXT.restoreGone, variant: "destructive" });
              return;
            }
            await refreshCloset(queryClient);
            toast({
              ...ITEM_TEXT.toasts.restored,
              action: createElement(
                ToastAction,
                { altText: ITEM_TEXT.open, onClick: () => router.push(`/closet/${id}`) },
                ITEM_TEXT.open,
              ),
            });
          },
          (error: unknown) =>
            toast({ ...ITEM_TEXT.toasts.restoreFailure, description: describeError(error), variant: "destructive" }),
        );
      toast({
        ...TOAST.closetDeleteSuccess,
        duration: UNDO_TOAST_MS,
        action: createElement(ToastAction, { altText: ITEM_TEXT.undo, onClick: () => void undo() }, ITEM_TEXT.undo),
      });
      // The lists and counts, not this item's own query: the page may still be on screen, and a
      // restore brings the item back exactly as it is cached.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [CLOSET_KEY], predicate: (query) => query.queryKey[1] !== id }),
        queryClient.invalidateQueries({ queryKey: [CATEGORIES_KEY] }),
      ]);
    },
    onError: (error) =>
      toast({ ...TOAST.closetDeleteFailure, description: describeError(error), variant: "destructive" }),
  });
}
