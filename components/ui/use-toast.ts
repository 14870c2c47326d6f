"use client";

import { TOASTS } from "@/lib/constants";
import { type ReactElement, type ReactNode, useSyncExternalStore } from "react";

/**
 * The toast store of SPEC §9: one toast at a time (a new one replaces the current), and a
 * dismissed toast stays in the store, closed, for 1,000,000 ms before it is removed. Timing,
 * swipe and the F8 hotkey live on the <Toaster>. Call `toast()` from anywhere, including
 * outside React (mutation callbacks); `useToast()` subscribes a component to the list.
 */
export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the Toaster default is 5000. */
  duration?: number;
  action?: ReactElement;
};

export type ToastEntry = ToastInput & { id: string; open: boolean };

type Listener = () => void;

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
const EMPTY: ToastEntry[] = [];

function setToasts(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((entry) => entry.id !== id));
    }, TOASTS.removeDelayMs),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string) {
  for (const entry of toasts) if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  setToasts(toasts.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

function updateToast(id: string, patch: ToastInput) {
  setToasts(toasts.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOASTS.limit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) => updateToast(id, patch),
  };
}

/** The store outside React (tests, non-component code); components use `useToast()`. */
export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const list = useSyncExternalStore(
    subscribeToToasts,
    () => toasts,
    () => EMPTY,
  );
  return { toasts: list, toast, dismiss: dismissToast };
}
