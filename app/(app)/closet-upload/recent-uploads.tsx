"use client";

import { ClosetItemCard } from "@/components/closet/closet-item-card";
import { ClosetGridSkeleton } from "@/components/closet/closet-skeleton";
import { ENTRY_STATUS, UploadEntryCard } from "@/components/closet/upload-entry-card";
import { useDeleteClosetItem, usePendingDeletes } from "@/components/closet/use-closet";
import { ClosetGrid } from "@/components/ui/closet-grid";
import { LoadError } from "@/components/ui/load-error";
import {
  changeCategory,
  imageReplaced,
  removeEntry,
  retryEntry,
  reviewEntry,
  settleSuggestion,
} from "@/components/uploads/upload-queue";
import type { ClosetItemView } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import type { QueueEntry } from "@/lib/uploads/queue";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import type { Ref } from "react";

/**
 * 'recently added items': this visit's uploads first (each with its progress, retry and remove),
 * then the newest items already in the closet (server-rendered, so earlier visits' uploads show
 * after a reload). An upload that has landed is shown once, as its entry.
 */
export function RecentUploads({
  entries,
  headingRef,
}: {
  /** The queue's closet entries (they outlive this screen: components/uploads/upload-queue-runner.ts). */
  entries: readonly QueueEntry[];
  /** The screen scrolls to the heading when new entries would land below the fold. */
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const recent = useQuery(closetQueries.recent());
  const shownAsEntries = new Set(entries.flatMap((entry) => (entry.id === null ? [] : [entry.id])));
  const stored = (recent.data ?? []).filter((item) => !shownAsEntries.has(item.id));
  // The newest upload that looks like something owned, said once to screen readers (the notice itself is in its card).
  const lookalike = entries.find((entry) => entry.similarItems.length > 0 && entry.step !== "failed");

  const list =
    entries.length === 0 && recent.isPending ? (
      <ClosetGridSkeleton count={5} />
    ) : entries.length === 0 && recent.isError ? (
      <LoadError title={CLOSET_MESSAGES.loadFailed} error={recent.error} onRetry={() => void recent.refetch()} />
    ) : entries.length === 0 && stored.length === 0 ? (
      <p className="rounded-(--radius-card) border border-dashed border-input px-6 py-12 text-center text-muted-foreground">
        {CLOSET_MESSAGES.uploadEmpty}
      </p>
    ) : (
      // The upload queue is a polite live region: each entry's arrival and status (uploading,
      // analyzing, its tags, an error) is read out without taking the focus from the drop area.
      <RecentGrid entries={entries} stored={stored} />
    );

  return (
    <>
      <div className="mt-14 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 font-display text-heading font-normal focus:outline-none"
        >
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
      <p className="sr-only" aria-live="polite" data-testid="similar-announcement">
        {lookalike ? CLOSET_MESSAGES.looksLikeOwnedAnnouncement(lookalike.fileName) : ""}
      </p>
      <div className="mt-5">{list}</div>
    </>
  );
}

/** This visit's entries, then the closet's newest items that are not among them. */
function RecentGrid({ entries, stored }: { entries: readonly QueueEntry[]; stored: readonly ClosetItemView[] }) {
  const remove = useDeleteClosetItem();
  const deleting = usePendingDeletes();
  return (
    <ClosetGrid aria-label={CLOSET_MESSAGES.recentlyAdded} aria-live="polite">
      {entries.map((entry) => (
        <li
          key={entry.key}
          data-testid="upload-entry"
          data-status={ENTRY_STATUS[entry.step]}
          data-file-name={entry.fileName}
          data-coverage={entry.coverage ?? undefined}
          data-specks={entry.specks ?? undefined}
          // A cut-out to judge is shown large: two columns wide.
          className={entry.step === "review" ? "col-span-2" : undefined}
        >
          <UploadEntryCard
            entry={entry}
            onRetry={() => retryEntry(entry.key)}
            onRemove={() => removeEntry(entry.key)}
            onReview={(choice) => reviewEntry(entry.key, choice)}
            onCategory={(category) => void changeCategory(entry.key, category)}
            onSuggestion={(apply) => settleSuggestion(entry.key, apply)}
            onReplaced={(imageUrl) => imageReplaced(entry.key, imageUrl)}
          />
        </li>
      ))}
      {stored.map((item) => (
        <li key={item.id} data-testid="recent-item" data-item-id={item.id}>
          <ClosetItemCard
            imageUrl={item.thumbnailUrl}
            category={item.category}
            tags={item.styleTags}
            onDelete={() => remove.remove(item.id)}
            deleting={deleting.has(item.id)}
            className="h-full"
          />
        </li>
      ))}
    </ClosetGrid>
  );
}
