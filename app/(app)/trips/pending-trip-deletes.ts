"use client";

import { createPendingDeletes } from "@/components/ui/pending-deletes";
import { sendJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { PENDING_DELETES_KEYS } from "@/lib/ui/pending-deletes";

/**
 * "delete trip" with undo (issue #41), as the closet's and the gallery's deletes offer it. The
 * server keeps no deleted trip to restore, so the delete waits out the undo window in this
 * browser (components/ui/pending-deletes.ts) and is sent when it ends; until then the trip is
 * hidden from the trips screens.
 */
const tripDeletes = createPendingDeletes({
  storageKey: PENDING_DELETES_KEYS.trips,
  send: async (id) => void (await sendJson("DELETE", `/api/trips/${id}`)),
  text: {
    deleted: TRIP_TEXT.deleted,
    failed: TRIP_TEXT.deleteFailed,
    undoFailed: TRIP_TEXT.undoFailed,
    undoGone: TRIP_TEXT.undoGone,
    restored: TRIP_TEXT.restored,
    undo: TRIP_TEXT.undo,
    undoFor: TRIP_TEXT.undoDelete,
  },
});

/** Whether the trip's delete still waits (undo can keep it) rather than was sent. */
export const tripDeleteWaits = tripDeletes.waits;
/** "undo": the delete had not been sent, so dropping it keeps the trip as it was. */
export const undoTripDelete = tripDeletes.undo;
/** "delete trip": hidden at once, deleted when the undo window ends unless undone. */
export const deleteTripLater = tripDeletes.deleteLater;
/** The trips hidden from the screens, kept current (a reload's waiting deletes are taken up). */
export const useHiddenTrips = tripDeletes.useHidden;
