/**
 * The one upload queue of the browser tab (issue #25): its state lives here, at module level, so it
 * outlives every screen; client-side navigation keeps it, a reload starts empty (and the page warns
 * before that while photos are unsaved). Only the effect runner writes it
 * (components/uploads/upload-queue-runner.ts); screens and the header indicator read it with
 * useSyncExternalStore. Kept free of the reducer so the header indicator stays tiny.
 */
import type { QueueState } from "./queue";
import { initialQueueState } from "./queue-summary";

let state: QueueState = initialQueueState;
const listeners = new Set<() => void>();

export const getQueueState = (): QueueState => state;

/** What the server renders: always the empty queue. */
export const getServerQueueState = (): QueueState => initialQueueState;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setQueueState(next: QueueState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}
