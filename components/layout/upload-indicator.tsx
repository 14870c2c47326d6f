"use client";

import { getQueueState, getServerQueueState, subscribeQueue } from "@/lib/uploads/queue-store";
import { queueLabel, summarize } from "@/lib/uploads/queue-summary";
import { LoaderCircle } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";

/**
 * "3 photos processing" in the header while the upload queue works (issue #25), or "2 photos need
 * you" for those waiting for a review or a "try again" (issue #41), linking back to the
 * queue: the inspiration uploader when only inspiration photos are in it, else the closet's. The
 * wrapper is a polite live region that is always there, so the count is read out as it changes.
 * It reads the queue store only: the queue's runner is not part of this island. Empty, it takes no
 * room, so the header's tight widths (e2e/public-pages.spec.ts) are unchanged.
 */
export function UploadIndicator() {
  const { entries } = useSyncExternalStore(subscribeQueue, getQueueState, getServerQueueState);
  const summary = summarize(entries);
  const { processing, href } = summary;
  const shown = processing + summary.needsYou;
  const label = queueLabel(summary);
  return (
    <div aria-live="polite" className="flex items-center">
      {shown > 0 ? (
        <Link
          href={href}
          data-testid="upload-indicator"
          className="mr-2 inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {/* The spinner only while something is at work: photos that need the person are not. */}
          {processing > 0 ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          ) : null}
          {/* A phone's bar has room for the count; the words are still the link's name. */}
          <span className="sr-only sm:not-sr-only">{label}</span>
          <span aria-hidden className="sm:hidden">
            {shown}
          </span>
        </Link>
      ) : null}
    </div>
  );
}
