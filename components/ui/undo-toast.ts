"use client";

import { toast } from "@/components/ui/use-toast";
import { UNDO_TOAST_MS } from "@/lib/constants";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { createElement, type ReactNode } from "react";

/**
 * A toast that says what happened and offers "undo" for UNDO_TOAST_MS, as the closet's deletes do
 * (components/closet/closet-actions.ts): `onUndo` asks the server to bring the thing back within
 * its undo window (DELETE_UNDO_WINDOW_MS) and says how that went. Radix's toast action loads with
 * the toast list, not with the screen.
 */
export async function toastUndoable(
  message: { title: ReactNode; description?: ReactNode },
  onUndo: () => void | Promise<void>,
): Promise<void> {
  const { ToastAction } = await import("@/components/ui/toast");
  toast({
    ...message,
    duration: UNDO_TOAST_MS,
    action: createElement(
      ToastAction,
      { altText: `${CLOSET_GRID_TEXT.undo}: ${CLOSET_GRID_TEXT.restore}`, onClick: () => void onUndo() },
      CLOSET_GRID_TEXT.undo,
    ),
  });
}
