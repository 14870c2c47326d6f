/**
 * What an upload entry's card says about its background (issue #41, points 4 and 26): the true
 * reason it was kept, and why a speckled cut-out waits.
 */
import { REVIEW_TEXT } from "@/lib/messages/upload-review";
import { BACKGROUND_KEPT_TEXT } from "@/lib/messages/uploads";
import { type QueueEntry, type QueueEvent, queueReducer } from "@/lib/uploads/queue";
import { initialQueueState } from "@/lib/uploads/queue-summary";
import { describe, expect, it } from "vitest";
import { entryCardHtml } from "../support/upload-card";

function entryAfter(events: QueueEvent[]): QueueEntry {
  const added: QueueEvent = {
    type: "added",
    entries: [{ key: "c1", kind: "closet", fileName: "tee.jpg", previewUrl: "blob:tee" }],
  };
  return [added, ...events].reduce(queueReducer, initialQueueState).entries[0]!;
}

const card = entryCardHtml;

const stored: QueueEvent[] = [
  { type: "uploaded", key: "c1", id: 3 },
  { type: "analysis-done", key: "c1", tags: ["casual"] },
];

describe("an upload entry's background note", () => {
  it("says the model couldn't be downloaded when that is why the background was kept", () => {
    const html = card(entryAfter([{ type: "removal-finished", key: "c1", ok: false, failure: "download" }, ...stored]));
    expect(html).toContain(BACKGROUND_KEPT_TEXT.download);
    expect(html).not.toContain(BACKGROUND_KEPT_TEXT.failed);
  });

  it("says this browser couldn't remove it only when removal itself failed", () => {
    const html = card(entryAfter([{ type: "removal-finished", key: "c1", ok: false }, ...stored]));
    expect(html).toContain(BACKGROUND_KEPT_TEXT.failed);
  });

  it("offline, a failed upload says the retry cuts the photo out first", () => {
    const html = card(
      entryAfter([
        { type: "removal-finished", key: "c1", ok: false, failure: "download" },
        { type: "failed", key: "c1", step: "upload", message: "Unable to connect.", retryable: true },
      ]),
    );
    expect(html).toContain(BACKGROUND_KEPT_TEXT.downloadRetry);
    expect(html).toContain("try again");
  });

  it("a speckled cut-out says why it waits, and saves nothing until the person chooses", () => {
    const html = card(
      entryAfter([
        { type: "removal-finished", key: "c1", ok: true, coverage: 0.34, specks: 0.24, width: 900, height: 1200 },
      ]),
    );
    expect(html).toContain(REVIEW_TEXT.speckled);
    expect(html).toContain("nothing is saved until you choose.");
  });
});
