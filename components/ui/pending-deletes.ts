"use client";

import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError } from "@/lib/api-client";
import { UNDO_TOAST_MS } from "@/lib/constants";
import {
  duePendingDeletes,
  parsePendingDeletes,
  type PendingDelete,
  withoutPendingDelete,
  withPendingDelete,
} from "@/lib/ui/pending-deletes";
import { createElement, useEffect, useSyncExternalStore } from "react";

/** What a kind of row's delete says. */
export type PendingDeleteText = {
  deleted: string;
  failed: string;
  undoFailed: string;
  undoGone: string;
  restored: string;
  undo: string;
  undoFor: (name: string) => string;
};

/**
 * "delete" with undo for rows the server keeps no trash of (trips, checks before buying): the delete
 * waits out the undo window in this browser (lib/ui/pending-deletes.ts says why in storage), the row
 * already hidden from the screens, and is sent when it ends; "undo" drops it before anything was
 * sent. One store per kind of row (`storageKey`), one timer per page sending whatever falls due.
 * Long because it is one closure: the store's state (listeners, timer, what was toasted, sent or
 * deleted here) belongs to its kind of row, and each function below shares it.
 */
export function createPendingDeletes({
  storageKey,
  send: sendDelete,
  text,
}: {
  storageKey: string;
  send: (id: number) => Promise<void>;
  text: PendingDeleteText;
}) {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Rows whose undo toast this page load has shown: coming back to the screen does not show it twice. */
  const toasted = new Set<number>();
  /** Deletes sent and not yet answered, so a second look at the list does not send one twice. */
  const sending = new Set<number>();
  /** Rows this page deleted: the list the server rendered before may still name them. */
  const deletedHere = new Set<number>();
  let memoryCopy: string | null = null;

  function readRaw(): string | null {
    try {
      return window.localStorage.getItem(storageKey) ?? memoryCopy;
    } catch {
      return memoryCopy; // blocked storage: the delete still waits, in this page only
    }
  }

  const readPending = () => parsePendingDeletes(readRaw());

  function writePending(list: readonly PendingDelete[]): void {
    memoryCopy = list.length > 0 ? JSON.stringify(list) : null;
    try {
      if (memoryCopy) window.localStorage.setItem(storageKey, memoryCopy);
      else window.localStorage.removeItem(storageKey);
    } catch {
      // quota or blocked storage: the memory copy holds it for this page
    }
    for (const listener of listeners) listener();
  }

  let snapshotKey: string | undefined;
  let snapshot: ReadonlySet<number> = new Set();
  /** The rows to leave off the screens: waiting to be deleted, or deleted by this page. */
  function hidden(): ReadonlySet<number> {
    const raw = readRaw();
    const key = `${raw}|${[...deletedHere].join(",")}`;
    if (key !== snapshotKey) {
      snapshotKey = key;
      snapshot = new Set([...parsePendingDeletes(raw).map((pending) => pending.id), ...deletedHere]);
    }
    return snapshot;
  }
  const NOTHING_HIDDEN: ReadonlySet<number> = new Set();

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab deleted or undid one.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) listener();
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
    const { due, nextInMs } = duePendingDeletes(readPending(), Date.now());
    for (const pending of due) void send(pending);
    if (nextInMs !== null) timer = setTimeout(sendDue, nextInMs);
  }

  async function send(pending: PendingDelete): Promise<void> {
    if (sending.has(pending.id)) return;
    sending.add(pending.id);
    try {
      await sendDelete(pending.id);
      deletedHere.add(pending.id);
    } catch (error) {
      // Already gone (another tab sent it first) is what was asked for.
      if (error instanceof ApiError && error.status === 404) deletedHere.add(pending.id);
      else toast({ title: text.failed, description: describeError(error), variant: "destructive" });
    } finally {
      sending.delete(pending.id);
      // Either way it no longer waits: deleted, or shown again with the failure said.
      writePending(withoutPendingDelete(readPending(), pending.id));
    }
  }

  /** Whether the row's delete still waits (undo can keep it) rather than was sent. */
  function waits(id: number): boolean {
    return readPending().some((entry) => entry.id === id) && !sending.has(id);
  }

  /** "undo": the delete had not been sent, so dropping it keeps the row as it was. */
  function undo(id: number): void {
    if (!waits(id)) {
      toast({ title: text.undoFailed, description: text.undoGone, variant: "destructive" });
      return;
    }
    writePending(withoutPendingDelete(readPending(), id));
    sendDue();
    toast({ title: text.restored });
  }

  /** The undo toast, for the time left in the window (less than UNDO_TOAST_MS after a reload). */
  async function showUndoToast(pending: PendingDelete): Promise<void> {
    if (toasted.has(pending.id)) return;
    toasted.add(pending.id);
    // Radix's toast action loads with the toast list, not with the screen (as the closet's undo does).
    const { ToastAction } = await import("@/components/ui/toast");
    toast({
      title: text.deleted,
      description: pending.name,
      duration: Math.max(0, pending.at - Date.now()),
      action: createElement(
        ToastAction,
        { altText: text.undoFor(pending.name), onClick: () => undo(pending.id) },
        text.undo,
      ),
    });
  }

  /** "delete": hidden at once, deleted when the undo window ends unless undone. */
  function deleteLater(row: { id: number; name: string }): void {
    const pending = { id: row.id, name: row.name, at: Date.now() + UNDO_TOAST_MS };
    writePending(withPendingDelete(readPending(), pending));
    void showUndoToast(pending);
    sendDue();
  }

  /**
   * The rows hidden from the screens, kept current. Mounting it takes up what a reload left: due
   * deletes are sent, waiting ones get their undo toast again. The server render hides nothing (it
   * cannot read this browser's storage); the first client render after hydration does.
   */
  function useHidden(): ReadonlySet<number> {
    useEffect(() => {
      const { waiting } = duePendingDeletes(readPending(), Date.now());
      for (const pending of waiting) void showUndoToast(pending);
      sendDue();
    }, []);
    return useSyncExternalStore(subscribe, hidden, () => NOTHING_HIDDEN);
  }

  return { deleteLater, undo, waits, useHidden };
}
