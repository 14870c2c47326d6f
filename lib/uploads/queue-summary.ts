/**
 * What the header shows of the upload queue (issue #25): the empty state and the summary its
 * indicator and the leave warning read. Apart from the reducer (./queue) so that the header, which
 * every page loads, does not carry the queue's whole state machine.
 */
import type { QueueEntry, QueueState } from "./queue";

export const initialQueueState: QueueState = { entries: [], model: { download: null, resolved: null } };

/**
 * A busy entry whose patience is spent (lib/uploads/busy-retry.ts): it shows "try again" and keeps
 * the photo. Here, not in ./queue, so the entry cards can ask without loading the reducer.
 */
export const waitsForRetry = (entry: QueueEntry) => entry.step === "busy" && entry.retryAt === null;

/** Entries still at work or waiting for the person (what the header counts as "processing"). */
export const isActive = (entry: QueueEntry) => entry.step !== "done" && entry.step !== "failed";

/**
 * Entries whose photo is not stored yet and could still be: leaving the site would lose them.
 * A failed entry that cannot be retried (the server refused the file) has nothing to lose.
 */
export const isUnsaved = (entry: QueueEntry) =>
  entry.id === null && entry.step !== "done" && !(entry.step === "failed" && !entry.retryable);

export type QueueSummary = { processing: number; unsaved: number; href: "/closet-upload" | "/inspiration-upload" };

/** What the header indicator and the leave warning need. */
export function summarize(entries: readonly QueueEntry[]): QueueSummary {
  const active = entries.filter(isActive);
  const onlyInspiration = active.length > 0 && active.every((entry) => entry.kind === "inspiration");
  return {
    processing: active.length,
    unsaved: entries.filter(isUnsaved).length,
    href: onlyInspiration ? "/inspiration-upload" : "/closet-upload",
  };
}

/** "1 photo processing", "3 photos processing". */
export const processingLabel = (count: number) => `${count} photo${count === 1 ? "" : "s"} processing`;
