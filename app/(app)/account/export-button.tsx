"use client";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError } from "@/lib/api-client";
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from "@/lib/messages/account";
import { triggerDownload } from "@/lib/ui/download";
import { Download, LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";

const FALLBACK_NAME = "account-export.zip";

/**
 * Downloads GET /api/account/export. Fetched rather than followed as a link so the button can say
 * it is busy and how much has arrived (a large closet takes a while); the chunks become a Blob,
 * which the browser keeps out of the page's memory as it grows, and the download starts from it.
 */
export function ExportButton() {
  const [received, setReceived] = useState<number | null>(null);
  const busy = received !== null;
  // One download at a time: a double click lands before the disabled state renders.
  const inFlight = useRef(false);

  async function download() {
    if (inFlight.current) return;
    inFlight.current = true;
    setReceived(0);
    try {
      const response = await apiRequest("GET", "/api/account/export");
      const chunks: BlobPart[] = [];
      let total = 0;
      const reader = response.body?.getReader();
      for (;;) {
        const next = await reader?.read();
        if (!next || next.done) break;
        chunks.push(next.value);
        total += next.value.byteLength;
        setReceived(total);
      }
      save(new Blob(chunks, { type: "application/zip" }), filenameOf(response));
    } catch (error) {
      toast({ ...ACCOUNT_MESSAGES.exportFailure, description: describeError(error), variant: "destructive" });
    } finally {
      inFlight.current = false;
      setReceived(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="secondary" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
        {ACCOUNT_TEXT.exportButton}
      </Button>
      <p role="status" className="text-sm text-muted-foreground" data-testid="export-progress">
        {received === null
          ? ""
          : received === 0
            ? ACCOUNT_TEXT.exporting
            : ACCOUNT_TEXT.exportProgress((received / 1_000_000).toFixed(1))}
      </p>
    </div>
  );
}

function filenameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? FALLBACK_NAME;
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  triggerDownload(url, filename);
  // The download has taken the Blob by now; give the browser a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
