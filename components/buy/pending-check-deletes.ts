"use client";

import { createPendingDeletes } from "@/components/ui/pending-deletes";
import { deleteBuyCheck } from "@/lib/buy-checks/query-options";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { PENDING_DELETES_KEYS } from "@/lib/ui/pending-deletes";

/**
 * "delete" on a check, with undo, as the trips' delete does it: the server keeps no deleted check to
 * restore, so the delete waits out the undo window in this browser (components/ui/pending-deletes.ts),
 * the check already hidden, and is sent when the window ends.
 */
const checkDeletes = createPendingDeletes({
  storageKey: PENDING_DELETES_KEYS.buyChecks,
  send: deleteBuyCheck,
  text: BUY_SCREEN_TEXT.delete,
});

/** "delete": hidden at once, deleted when the undo window ends unless undone. */
export const deleteCheckLater = checkDeletes.deleteLater;
/** The checks to leave off the wishlist, kept current (a reload's waiting deletes are taken up). */
export const useHiddenChecks = checkDeletes.useHidden;
