/**
 * What the upload queue says about an entry once a step is over (issue #41): a message is a claim,
 * so it is read from the entry's state after the step, not written ahead of it.
 */
import { INSPIRATION_UPLOAD_TOAST } from "@/lib/messages/inspiration";
import type { QueueEntry } from "./queue";

/** Whether the entry's tagging has begun (or is over): the queue starts it by itself after the upload. */
export const taggingStarted = (entry: QueueEntry) =>
  entry.step === "analyzing" || entry.step === "done" || (entry.step === "busy" && entry.busyStep === "analysis");

/** The inspiration upload's toast for the entry as it stands right after its upload. */
export function inspirationUploadToast(entry: QueueEntry): { title: string; description: string } {
  return {
    title: INSPIRATION_UPLOAD_TOAST.title,
    description: taggingStarted(entry) ? INSPIRATION_UPLOAD_TOAST.underway : INSPIRATION_UPLOAD_TOAST.notStarted,
  };
}
