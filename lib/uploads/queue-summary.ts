/**
 * What the header shows of the upload queue (issue #25): the empty state and the summary its
 * indicator and the leave warning read. Apart from the reducer (./queue) so that the header, which
 * every page loads, does not carry the queue's whole state machine.
 */
import { QUEUE_LABEL } from "@/lib/messages/uploads";
import type { QueueEntry, QueueState } from "./queue";

export const initialQueueState: QueueState = { entries: [], model: { download: null, resolved: null } };

/**
 * A busy entry whose patience is spent (lib/uploads/busy-retry.ts): it shows "try again" and keeps
 * the photo. Here, not in ./queue, so the entry cards can ask without loading the reducer.
 */
export const waitsForRetry = (entry: QueueEntry) => entry.step === "busy" && entry.retryAt === null;

/** Entries still at work or waiting for the person. */
export const isActive = (entry: QueueEntry) => entry.step !== "done" && entry.step !== "failed";

/**
 * Entries that wait for the person, not for the machine (issue #41): a cut-out to review, or a busy
 * wait whose patience is spent. The header says they need you, not that they are processing.
 */
export const needsPerson = (entry: QueueEntry) => entry.step === "review" || waitsForRetry(entry);

/**
 * Entries whose photo is not stored yet and could still be: leaving the site would lose them.
 * A failed entry that cannot be retried (the server refused the file) has nothing to lose.
 */
export const isUnsaved = (entry: QueueEntry) =>
  entry.id === null && entry.step !== "done" && !(entry.step === "failed" && !entry.retryable);

export type QueueSummary = {
  /** Entries the machine is working on. */
  processing: number;
  /** Entries waiting for the person's choice (needsPerson). */
  needsYou: number;
  unsaved: number;
  href: "/closet-upload" | "/inspiration-upload";
};

/** What the header indicator and the leave warning need. */
export function summarize(entries: readonly QueueEntry[]): QueueSummary {
  const active = entries.filter(isActive);
  const onlyInspiration = active.length > 0 && active.every((entry) => entry.kind === "inspiration");
  const needsYou = active.filter(needsPerson).length;
  return {
    processing: active.length - needsYou,
    needsYou,
    unsaved: entries.filter(isUnsaved).length,
    href: onlyInspiration ? "/inspiration-upload" : "/closet-upload",
  };
}

/** "3 photos processing", "1 photo needs you", "1 photo processing, 2 need you" (lib/messages/uploads.ts). */
export const queueLabel = ({ processing, needsYou }: Pick<QueueSummary, "processing" | "needsYou">) =>
  QUEUE_LABEL.summary(processing, needsYou);
