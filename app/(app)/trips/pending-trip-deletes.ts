"use client";

import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError, sendJson } from "@/lib/api-client";
import { UNDO_TOAST_MS } from "@/lib/constants";
import { TRIP_TEXT } from "@/lib/messages/trips";
import {
  duePendingTripDeletes,
  parsePendingTripDeletes,
  PENDING_TRIP_DELETES_KEY,
  type PendingTripDelete,
  withoutPendingTripDelete,
  withPendingTripDelete,
} from "@/lib/trips/pending-deletes";
import { createElement, useEffect, useSyncExternalStore } from "react";

/**
 * "delete trip" with undo (issue #41), as the closet's and the gallery's deletes offer it. The
 * server keeps no deleted trip to restore, so the delete waits out the undo window in this
 * browser (lib/trips/pending-deletes.ts says why in storage) and is sent when it ends; until then
 * the trip is hidden from the trips screens. One timer per page sends whatever falls due.
 */

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;
/** Trips whose undo toast this page load has shown: going back to /trips does not show it twice. */
const toasted = new Set<number>();
/** Deletes sent and not yet answered, so a second look at the list does not send one twice. */
const sending = new Set<number>();
/** Trips this page deleted: the list the server rendered before may still name them. */
const deletedHere = new Set<number>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage: the delete still waits, in this page only
  }
}

let memoryCopy: string | null = null;
function readRaw(): string | null {
  try {
    return storage()?.getItem(PENDING_TRIP_DELETES_KEY) ?? memoryCopy;
  } catch {
    return memoryCopy;
  }
}

function readPending(): PendingTripDelete[] {
  return parsePendingTripDeletes(readRaw());
}

function writePending(list: readonly PendingTripDelete[]): void {
  memoryCopy = list.length > 0 ? JSON.stringify(list) : null;
  try {
    if (memoryCopy) storage()?.setItem(PENDING_TRIP_DELETES_KEY, memoryCopy);
    else storage()?.removeItem(PENDING_TRIP_DELETES_KEY);
  } catch {
    // quota or blocked storage: the memory copy holds it for this page
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

let snapshotKey: string | undefined;
let snapshot: ReadonlySet<number> = new Set();
/** The trips to leave off the screens: waiting to be deleted, or deleted by this page. */
function hiddenTrips(): ReadonlySet<number> {
  const raw = readRaw();
  const key = `${raw}|${[...deletedHere].join(",")}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = new Set([...parsePendingTripDeletes(raw).map((pending) => pending.id), ...deletedHere]);
  }
  return snapshot;
}

const NOTHING_HIDDEN: ReadonlySet<number> = new Set();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab deleted or undid a trip.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PENDING_TRIP_DELETES_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Sends every delete that is due and sets the timer for the next one. */
function sendDue(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const { due, nextInMs } = duePendingTripDeletes(readPending(), Date.now());
  for (const pending of due) void send(pending);
  if (nextInMs !== null) timer = setTimeout(sendDue, nextInMs);
}

async function send(pending: PendingTripDelete): Promise<void> {
  if (sending.has(pending.id)) return;
  sending.add(pending.id);
  try {
    await sendJson("DELETE", `/api/trips/${pending.id}`);
    deletedHere.add(pending.id);
  } catch (error) {
    // Already gone (another tab sent it first) is what was asked for.
    if (error instanceof ApiError && error.status === 404) deletedHere.add(pending.id);
    else toast({ title: TRIP_TEXT.deleteFailed, description: describeError(error), variant: "destructive" });
  } finally {
    sending.delete(pending.id);
    // Either way it no longer waits: deleted, or shown again with the failure said.
    writePending(withoutPendingTripDelete(readPending(), pending.id));
  }
}

/** Whether the trip's delete still waits (undo can keep it) rather than was sent. */
export function tripDeleteWaits(id: number): boolean {
  return readPending().some((entry) => entry.id === id) && !sending.has(id);
}

/** "undo": the delete had not been sent, so dropping it keeps the trip as it was. */
export function undoTripDelete(id: number): void {
  if (!tripDeleteWaits(id)) {
    toast({ title: TRIP_TEXT.undoFailed, description: TRIP_TEXT.undoGone, variant: "destructive" });
    return;
  }
  writePending(withoutPendingTripDelete(readPending(), id));
  sendDue();
  toast({ title: TRIP_TEXT.restored });
}

/** The undo toast, for the time left in the window (less than UNDO_TOAST_MS after a reload). */
async function showUndoToast(pending: PendingTripDelete): Promise<void> {
  if (toasted.has(pending.id)) return;
  toasted.add(pending.id);
  // Radix's toast action loads with the toast list, not with the trip page (as the closet's undo does).
  const { ToastAction } = await import("@/components/ui/toast");
  toast({
    title: TRIP_TEXT.deleted,
    description: pending.name,
    duration: Math.max(0, pending.at - Date.now()),
    action: createElement(
      ToastAction,
      { altText: TRIP_TEXT.undoDelete(pending.name), onClick: () => undoTripDelete(pending.id) },
      TRIP_TEXT.undo,
    ),
  });
}

/** "delete trip": hidden at once, deleted when the undo window ends unless undone. */
export function deleteTripLater(trip: { id: number; name: string }): void {
  const pending = { id: trip.id, name: trip.name, at: Date.now() + UNDO_TOAST_MS };
  writePending(withPendingTripDelete(readPending(), pending));
  void showUndoToast(pending);
  sendDue();
}

/**
 * The trips hidden from the screens, kept current. Mounting it takes up what a reload left: due
 * deletes are sent, waiting ones get their undo toast again. The server render hides nothing (it
 * cannot read this browser's storage); the first client render after hydration does.
 */
export function useHiddenTrips(): ReadonlySet<number> {
  useEffect(() => {
    const { waiting } = duePendingTripDeletes(readPending(), Date.now());
    for (const pending of waiting) void showUndoToast(pending);
    sendDue();
  }, []);
  return useSyncExternalStore(subscribe, hiddenTrips, () => NOTHING_HIDDEN);
}
