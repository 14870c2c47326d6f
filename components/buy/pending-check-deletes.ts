"use client";

import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError } from "@/lib/api-client";
import { deleteBuyCheck } from "@/lib/buy-checks/query-options";
import { UNDO_TOAST_MS } from "@/lib/constants";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
// Trips' pending deletes are plain {id, name, at} lists, nothing trip-specific: the same helpers serve checks.
import {
  duePendingTripDeletes as dueDeletes,
  parsePendingTripDeletes as parsePending,
  type PendingTripDelete as PendingDelete,
  withoutPendingTripDelete as without,
  withPendingTripDelete as withPending,
} from "@/lib/trips/pending-deletes";
import { createElement, useEffect, useSyncExternalStore } from "react";

/**
 * "delete" on a check, with undo, as the trips' delete does it (app/(app)/trips/pending-trip-deletes.ts):
 * the server keeps no deleted check to restore, so the delete waits out the undo window in this
 * browser, the check already hidden, and is sent when the window ends; "undo" drops it before
 * anything was sent. It waits in localStorage, so a reload during the window loses neither the
 * delete nor its undo, and one whose window ended while no /buy page was open is sent on the next visit.
 */
const STORAGE_KEY = "pendingBuyCheckDeletes";
const TEXT = BUY_SCREEN_TEXT.delete;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;
/** Checks whose undo toast this page load has shown. */
const toasted = new Set<number>();
/** Deletes sent and not yet answered, so nothing is sent twice. */
const sending = new Set<number>();
/** Checks this page deleted: the list the server rendered before may still name them. */
const deletedHere = new Set<number>();
let memoryCopy: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? memoryCopy;
  } catch {
    return memoryCopy; // blocked storage: the delete still waits, in this page only
  }
}

function writePending(list: readonly PendingDelete[]): void {
  memoryCopy = list.length > 0 ? JSON.stringify(list) : null;
  try {
    if (memoryCopy) window.localStorage.setItem(STORAGE_KEY, memoryCopy);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // quota or blocked storage: the memory copy holds it for this page
  }
  for (const listener of listeners) listener();
}

const readPending = () => parsePending(readRaw());

let snapshotKey: string | undefined;
let snapshot: ReadonlySet<number> = new Set();
function hiddenChecks(): ReadonlySet<number> {
  const raw = readRaw();
  const key = `${raw}|${[...deletedHere].join(",")}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = new Set([...parsePending(raw).map((pending) => pending.id), ...deletedHere]);
  }
  return snapshot;
}
const NOTHING_HIDDEN: ReadonlySet<number> = new Set();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab deleted or undid a check.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function sendDue(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const { due, nextInMs } = dueDeletes(readPending(), Date.now());
  for (const pending of due) void send(pending);
  if (nextInMs !== null) timer = setTimeout(sendDue, nextInMs);
}

async function send(pending: PendingDelete): Promise<void> {
  if (sending.has(pending.id)) return;
  sending.add(pending.id);
  try {
    await deleteBuyCheck(pending.id);
    deletedHere.add(pending.id);
  } catch (error) {
    // Already gone (another tab sent it first) is what was asked for.
    if (error instanceof ApiError && error.status === 404) deletedHere.add(pending.id);
    else toast({ title: TEXT.failed, description: describeError(error), variant: "destructive" });
  } finally {
    sending.delete(pending.id);
    // Either way it no longer waits: deleted, or shown again with the failure said.
    writePending(without(readPending(), pending.id));
  }
}

function undoDelete(id: number): void {
  if (!readPending().some((entry) => entry.id === id) || sending.has(id)) {
    toast({ title: TEXT.undoFailed, description: TEXT.undoGone, variant: "destructive" });
    return;
  }
  writePending(without(readPending(), id));
  sendDue();
  toast({ title: TEXT.restored });
}

/** The undo toast, for the time left in the window (less than UNDO_TOAST_MS after a reload). */
async function showUndoToast(pending: PendingDelete): Promise<void> {
  if (toasted.has(pending.id)) return;
  toasted.add(pending.id);
  // Radix's toast action loads with the toast list, not with the screen.
  const { ToastAction } = await import("@/components/ui/toast");
  toast({
    title: TEXT.deleted,
    description: pending.name,
    duration: Math.max(0, pending.at - Date.now()),
    action: createElement(
      ToastAction,
      { altText: TEXT.undoFor(pending.name), onClick: () => undoDelete(pending.id) },
      TEXT.undo,
    ),
  });
}

/** "delete": hidden at once, deleted when the undo window ends unless undone. */
export function deleteCheckLater(check: { id: number; name: string }): void {
  const pending = { id: check.id, name: check.name, at: Date.now() + UNDO_TOAST_MS };
  writePending(withPending(readPending(), pending));
  void showUndoToast(pending);
  sendDue();
}

/**
 * The checks to leave off the wishlist, kept current. Mounting it takes up what a reload left: due
 * deletes are sent, waiting ones get their undo toast again. The server render hides nothing (it
 * cannot read this browser's storage); the first client render after hydration does.
 */
export function useHiddenChecks(): ReadonlySet<number> {
  useEffect(() => {
    const { waiting } = dueDeletes(readPending(), Date.now());
    for (const pending of waiting) void showUndoToast(pending);
    sendDue();
  }, []);
  return useSyncExternalStore(subscribe, hiddenChecks, () => NOTHING_HIDDEN);
}
