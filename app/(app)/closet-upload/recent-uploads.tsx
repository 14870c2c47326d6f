"use client";

import { UploadEntryCard } from "@/components/closet/upload-entry-card";
import type { UploadEntry } from "@/components/closet/use-closet-uploads";
import { ClosetGrid } from "@/components/ui/closet-grid";
import { CLOSET_MESSAGES } from "@/lib/messages";
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import type { Ref } from "react";

/** 'recently added items': this visit's uploads, each with its progress, retry and remove. */
export function RecentUploads({
  entries,
  headingRef,
  onRetry,
  onRemove,
}: {
  entries: readonly UploadEntry[];
  /** The screen scrolls to the heading when new entries would land below the fold. */
  headingRef: Ref<HTMLHeadingElement>;
  onRetry: (entry: UploadEntry) => void;
  onRemove: (entry: UploadEntry) => Promise<void>;
}) {
  return (
    <>
      <div className="mt-14 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 ref={headingRef} className="scroll-mt-24 font-display text-heading font-normal">
          {CLOSET_MESSAGES.recentlyAdded}
        </h2>
        <Link
          href="/closet"
          className="group inline-flex items-center gap-1.5 text-sm font-medium underline decoration-border underline-offset-4 hover:decoration-foreground"
        >
          {CLOSET_MESSAGES.viewFullCloset}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
      <div className="mt-5">
        {entries.length === 0 ? (
          <p className="rounded-(--radius-card) border border-dashed border-input px-6 py-12 text-center text-muted-foreground">
            {CLOSET_MESSAGES.uploadEmpty}
          </p>
        ) : (
          <ClosetGrid aria-label={CLOSET_MESSAGES.recentlyAdded}>
            {entries.map((entry) => (
              <li
                key={entry.key}
                data-testid="upload-entry"
                data-status={entry.status}
                data-file-name={entry.file.name}
              >
                <UploadEntryCard entry={entry} onRetry={() => onRetry(entry)} onRemove={() => onRemove(entry)} />
              </li>
            ))}
          </ClosetGrid>
        )}
      </div>
    </>
  );
}
