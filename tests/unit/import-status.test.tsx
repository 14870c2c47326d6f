/**
 * The account page's restore status (issue #40 point 10): the upload's percentage, then the photos
 * done out of the archive's, and a plain "waiting for a free slot" when the server's queue is full.
 */
import { ImportStatus } from "@/app/(app)/account/import-form";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const status = (phase: Parameters<typeof ImportStatus>[0]["phase"]) =>
  renderToStaticMarkup(<ImportStatus phase={phase} />).replaceAll("&#x27;", "'");

describe("ImportStatus", () => {
  it("while uploading, shows the percentage sent", () => {
    const html = status({ kind: "uploading", percent: 42 });
    expect(html).toContain('<progress class="h-2 w-full max-w-60" max="100" value="42" aria-label="uploading... 42%">');
    expect(html).toContain(">uploading... 42%</p>");
  });

  it("once the server reports, shows the photos done out of the archive's", () => {
    const html = status({ kind: "processing", photos: { done: 3, total: 40, waiting: false } });
    expect(html).toContain('max="40" value="3"');
    expect(html).toContain(">restoring: 3 of 40 photos processed...</p>");
  });

  it("says when the next photo waits for a free slot", () => {
    const html = status({ kind: "processing", photos: { done: 3, total: 40, waiting: true } });
    expect(html).toContain(">restoring: photo 4 of 40 is waiting for a free slot (the server is busy)...</p>");
  });

  it("before the first report, says the photos are being processed, with no bar that would claim a count", () => {
    const html = status({ kind: "processing", photos: null });
    expect(html).not.toContain("<progress");
    expect(html).toContain(`>${IMPORT_TEXT.processing}</p>`);
  });

  it("idle, keeps an empty live region so the first update is announced", () => {
    expect(status({ kind: "idle" })).toContain(
      '<p role="status" class="text-sm text-muted-foreground" data-testid="import-progress"></p>',
    );
  });
});
