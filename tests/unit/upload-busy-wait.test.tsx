/**
 * The visible state of a busy upload (issue #40, point 15): "waiting for a free slot" while the queue
 * tries again by itself; once the patience is spent, the photo stays with "try again", never an error.
 */
import { BUSY_WAIT_TEXT } from "@/lib/messages/uploads";
import { BUSY_RETRY } from "@/lib/uploads/busy-retry";
import { type QueueEntry, type QueueEvent, queueReducer } from "@/lib/uploads/queue";
import { initialQueueState } from "@/lib/uploads/queue-summary";
import { describe, expect, it } from "vitest";
import { entryCardHtml } from "../support/upload-card";

const busyAt = (at: number): QueueEvent => ({ type: "busy", key: "c1", at, retryAfter: 5, random: 0.5 });

function entryAfter(events: QueueEvent[]): QueueEntry {
  const start: QueueEvent[] = [
    { type: "added", entries: [{ key: "c1", kind: "closet", fileName: "coat.jpg", previewUrl: "blob:coat" }] },
    { type: "removal-finished", key: "c1", ok: false },
  ];
  return [...start, ...events].reduce(queueReducer, initialQueueState).entries[0]!;
}

const card = entryCardHtml;

describe("a busy upload entry", () => {
  it("says it is waiting for a free slot while the queue tries again by itself", () => {
    const html = card(entryAfter([busyAt(0)]));
    expect(html).toContain(BUSY_WAIT_TEXT.waiting);
    expect(html).not.toContain(BUSY_WAIT_TEXT.stalledNote);
    expect(html).not.toContain('data-testid="upload-error"');
  });

  it("after the patience keeps the photo and offers 'try again', with no error", () => {
    const html = card(entryAfter([busyAt(0), { type: "slot-free", key: "c1" }, busyAt(BUSY_RETRY.patienceMs)]));
    expect(html).toContain(BUSY_WAIT_TEXT.stalled);
    expect(html).toContain(BUSY_WAIT_TEXT.stalledNote);
    expect(html).toMatch(new RegExp(`<button[^>]*>.*${BUSY_WAIT_TEXT.retry}</button>`));
    expect(html).toContain('src="blob:coat"');
    expect(html).not.toContain('data-testid="upload-error"');
    expect(html).not.toContain(">error<");
  });
});
