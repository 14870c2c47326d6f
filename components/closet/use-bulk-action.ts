"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import type { BulkResult } from "@/lib/closet/contract";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BulkRequest, ignoredNote, refreshCloset, runBulk, toastWithUndo } from "./closet-actions";

const { done } = CLOSET_GRID_TEXT;

/** The toast title for what the server did; `updated` is its count, never the selection's size. */
function doneTitle({ action, value }: BulkRequest, updated: number): string {
  switch (action) {
    case "delete":
    case "archive":
    case "restore":
      return done[action](updated);
    case "set-category":
      return done["set-category"](updated, value ?? "");
    case "add-tag":
      return done["add-tag"](updated, value ?? "");
    case "set-status":
      return value === "laundry" ? done.laundry(updated) : done.active(updated);
    default:
      return done.restore(updated);
  }
}

/**
 * One bulk action on the selected items (POST /api/closet/bulk), then fresh lists and counts. Delete
 * and archive toast with undo (bulk restore of the same ids); the rest toast what changed.
 * `onDone` runs after a success (the screen leaves select mode).
 */
export function useBulkAction(onDone?: (request: BulkRequest, result: BulkResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulk,
    onSuccess: async (result, request) => {
      onDone?.(request, result);
      if (result.updated === 0) {
        toast({
          ...CLOSET_GRID_TEXT.bulkFailure,
          description: CLOSET_GRID_TEXT.nothingChanged,
          variant: "destructive",
        });
        await refreshCloset(queryClient);
        return;
      }
      const message = { title: doneTitle(request, result.updated), description: ignoredNote(result) };
      const undoable = request.action === "delete" || request.action === "archive";
      await Promise.all([
        undoable ? toastWithUndo(queryClient, request.ids, message) : toast(message),
        refreshCloset(queryClient),
      ]);
    },
    onError: (error) =>
      toast({ ...CLOSET_GRID_TEXT.bulkFailure, description: describeError(error), variant: "destructive" }),
  });
}
