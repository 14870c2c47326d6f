"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import { type BulkResult, CATEGORIES_KEY, CLOSET_KEY } from "@/lib/closet/contract";
import { type BulkAction, UNDO_TOAST_MS } from "@/lib/constants";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import type { QueryClient } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";

/** SPEC §4/§7: uploads, deletes and bulk changes refresh the lists and the counts. */
export function refreshCloset(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [CLOSET_KEY] }),
    queryClient.invalidateQueries({ queryKey: [CATEGORIES_KEY] }),
  ]);
}

export type BulkRequest = { ids: number[]; action: BulkAction; value?: string };

/** POST /api/closet/bulk: one transaction on the server; the answer counts what changed and what was not ours. */
export function runBulk(request: BulkRequest): Promise<BulkResult> {
  return sendJson<BulkResult>("POST", `${CLOSET_KEY}/bulk`, request);
}

/** "…; 1 item couldn't be changed: …" when the server ignored some ids (deleted elsewhere, or gone). */
export function ignoredNote(result: BulkResult): string | undefined {
  return result.ignored > 0 ? CLOSET_GRID_TEXT.ignored(result.ignored) : undefined;
}

/**
 * A toast that says what happened and offers undo for UNDO_TOAST_MS: undo is bulk `restore` of the
 * same ids, which brings deleted items back (within the server's undo window) and archived ones to
 * the closet. Radix's toast action loads with the toast list, not with the closet page.
 */
export async function toastWithUndo(
  queryClient: QueryClient,
  ids: number[],
  message: { title: ReactNode; description?: ReactNode },
): Promise<void> {
  const { ToastAction } = await import("@/components/ui/toast");
  const undo = async () => {
    try {
      const result = await runBulk({ ids, action: "restore" });
      await refreshCloset(queryClient);
      if (result.updated === 0) {
        toast({ ...CLOSET_GRID_TEXT.undoFailure, description: CLOSET_GRID_TEXT.undoGone, variant: "destructive" });
      } else {
        toast({ title: CLOSET_GRID_TEXT.done.restore(result.updated), description: ignoredNote(result) });
      }
    } catch (error) {
      toast({ ...CLOSET_GRID_TEXT.undoFailure, description: describeError(error), variant: "destructive" });
    }
  };
  toast({
    ...message,
    duration: UNDO_TOAST_MS,
    action: createElement(
      ToastAction,
      { altText: `${CLOSET_GRID_TEXT.undo}: ${CLOSET_GRID_TEXT.restore}`, onClick: () => void undo() },
      CLOSET_GRID_TEXT.undo,
    ),
  });
}
