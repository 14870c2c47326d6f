"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { BusyWaitRetry } from "@/components/uploads/busy-wait";
import { useModelInstalled } from "@/components/uploads/installed-models";
import { describeError } from "@/lib/api-client";
import { CATEGORIES, type Category } from "@/lib/constants";
import { TOAST } from "@/lib/messages/toasts";
import { CATEGORY_PHRASE, categoryQuestion, REVIEW_CHOICES, REVIEW_TEXT } from "@/lib/messages/upload-review";
import { BACKGROUND_KEPT_TEXT, BUSY_WAIT_TEXT } from "@/lib/messages/uploads";
import type { QueueEntry, ReviewChoice, UploadStep } from "@/lib/uploads/queue";
import { waitsForRetry } from "@/lib/uploads/queue-summary";
import { Check, LoaderCircle, RotateCw } from "lucide-react";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { ClosetItemCard } from "./closet-item-card";
import { SuggestionNote } from "./item/item-actions";
import { SimilarItemsNotice } from "./similar-items-notice";

/** The entry's step in SPEC §4's words (data-status), which the e2e specs and styles read. */
export const ENTRY_STATUS: Record<UploadStep, string> = {
  waiting: "removing",
  removing: "removing",
  review: "review",
  uploading: "uploading",
  busy: "busy",
  analyzing: "analyzing",
  done: "analyzed",
  failed: "error",
};

export const DETECTING = "detecting…";

// The picture tools (and the background-removal client they use) load only when opened.
const EntryPictureTools = dynamic(
  () => import("@/components/uploads/entry-picture-tools").then((module) => module.EntryPictureTools),
  { ssr: false, loading: () => <LoaderCircle aria-hidden className="size-4 animate-spin" /> },
);

/**
 * After the upload, the item page's picture tools on the entry itself (issue #25): "use the
 * original photo", "try the large model" and the mask brush (on the queue's own mask, issue #41),
 * each replacing the stored picture.
 */
function PictureTools({ entry, onReplaced }: { entry: QueueEntry; onReplaced: (imageUrl: string) => void }) {
  const [open, setOpen] = useState(false);
  if (entry.id === null) return null;
  return (
    <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium underline underline-offset-2 hover:text-accent">
        fix the picture
      </summary>
      {open ? (
        <div className="mt-2">
          <EntryPictureTools
            entryKey={entry.key}
            itemId={entry.id}
            originalUrl={entry.originalImageUrl}
            onReplaced={(saved) => onReplaced(saved.imageUrl)}
          />
        </div>
      ) : null}
    </details>
  );
}

function StatusChip({ entry }: { entry: QueueEntry }) {
  const busy = (label: string) => (
    <Badge variant="neutral" className="bg-surface/95 shadow-soft backdrop-blur">
      <LoaderCircle aria-hidden className="animate-spin" />
      {label}
    </Badge>
  );
  switch (entry.step) {
    case "waiting":
      return busy("waiting");
    case "removing":
      return busy("removing background");
    case "review":
      return (
        <Badge variant="neutral" className="bg-surface/95 shadow-soft">
          check the cut-out
        </Badge>
      );
    case "uploading":
      return busy("uploading");
    case "busy":
      return waitsForRetry(entry) ? (
        <Badge variant="neutral" className="bg-surface/95 shadow-soft">
          {BUSY_WAIT_TEXT.stalled}
        </Badge>
      ) : (
        busy(BUSY_WAIT_TEXT.waiting)
      );
    case "analyzing":
      return busy("analyzing");
    case "done":
      return (
        <Badge variant="success" className="bg-surface/95 shadow-soft">
          <Check aria-hidden />
          analyzed
        </Badge>
      );
    case "failed":
      return (
        <Badge variant="destructive" className="shadow-soft">
          error
        </Badge>
      );
  }
}

/**
 * The entry's own category: before the upload the person's choice or "detect"; after it the stored
 * category, which a change PATCHes. A native select: light, and the phone's own picker.
 */
function EntryCategory({ entry, onChange }: { entry: QueueEntry; onChange: (category: Category | null) => void }) {
  const id = useId();
  const stored = entry.id !== null;
  return (
    <div className="flex items-center gap-2 text-xs">
      <label htmlFor={id} className="text-muted-foreground">
        category
      </label>
      <select
        id={id}
        aria-label={`category of ${entry.fileName}`}
        data-testid="entry-category"
        value={entry.category ?? "detect"}
        onChange={(event) => onChange(event.target.value === "detect" ? null : (event.target.value as Category))}
        className="h-8 min-w-0 flex-1 rounded-full border border-input bg-surface px-2 text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {stored ? null : <option value="detect">detect</option>}
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * An unsure detection's question (issue #46): "is it a top or shoes?", one button per choice. The
 * guess is already stored; a choice PATCHes the category like the select does, and ends the question.
 */
function CategoryQuestion({ entry, onChange }: { entry: QueueEntry; onChange: (category: Category) => void }) {
  const question = categoryQuestion(entry.categoryChoices);
  return (
    <div
      role="group"
      aria-label={question}
      className="flex flex-wrap items-center gap-1.5"
      data-testid="category-question"
    >
      <p className="text-xs text-muted-foreground">{question}</p>
      {entry.categoryChoices.map((choice) => (
        <Button key={choice} size="sm" variant="secondary" onClick={() => onChange(choice)}>
          {CATEGORY_PHRASE[choice]}
        </Button>
      ))}
    </div>
  );
}

/** A card is as narrow as a grid column: a choice's words wrap inside its button, never past the card (issue #41). */
const WRAPPING = "h-auto min-h-9 max-w-full py-1.5 text-left whitespace-normal";

/** The review's choices; "try the large model" only when this server has it and it has not run yet (issue #46). */
function ReviewPanel({ entry, onReview }: { entry: QueueEntry; onReview: (choice: ReviewChoice) => void }) {
  const largeInstalled = useModelInstalled("large");
  return (
    <div className="flex flex-col gap-2" data-testid="upload-review">
      <p className="text-sm leading-snug">
        {entry.reviewReason ? REVIEW_TEXT[entry.reviewReason] : REVIEW_TEXT.asked}{" "}
        <span className="text-muted-foreground">nothing is saved until you choose.</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="accent" className={WRAPPING} onClick={() => onReview("keep")}>
          {REVIEW_CHOICES.keep}
        </Button>
        <Button size="sm" variant="secondary" className={WRAPPING} onClick={() => onReview("original")}>
          {REVIEW_CHOICES.original}
        </Button>
        {largeInstalled && entry.model !== "large" ? (
          <Button size="sm" variant="secondary" className={WRAPPING} onClick={() => onReview("large")}>
            {REVIEW_CHOICES.large}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What the card says under its category: the review choices, the failure and its retry, the
 * suggestion and similar-items notices, or why the background was kept; nothing otherwise.
 */
function EntryStatus({
  entry,
  onRetry,
  onReview,
  onSuggestion,
}: {
  entry: QueueEntry;
  onRetry: () => void;
  onReview: (choice: ReviewChoice) => void;
  onSuggestion: (apply: boolean) => Promise<void>;
}) {
  const failed = entry.step === "failed";
  const notices = [
    entry.suggestion ? (
      <SuggestionNote
        key="suggestion"
        compact
        suggestion={entry.suggestion}
        onApply={() => void onSuggestion(true)}
        onDismiss={() => void onSuggestion(false)}
      />
    ) : null,
    entry.similarItems.length > 0 ? <SimilarItemsNotice key="similar" items={entry.similarItems} /> : null,
  ].filter(Boolean);

  return entry.step === "review" ? (
    <ReviewPanel entry={entry} onReview={onReview} />
  ) : waitsForRetry(entry) ? (
    <BusyWaitRetry entry={entry} onRetry={onRetry} />
  ) : failed ? (
    <div className="flex flex-col items-start gap-1.5">
      <p className="text-xs leading-snug text-destructive" data-testid="upload-error">
        {entry.error}
      </p>
      {/* Offline, the model failed too: the retry cuts the photo out first (issue #41). */}
      {entry.removalFailure === "download" && entry.id === null ? (
        <p className="text-xs leading-snug text-muted-foreground">{BACKGROUND_KEPT_TEXT.downloadRetry}</p>
      ) : null}
      {entry.retryable ? (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-1 text-xs font-medium underline underline-offset-2 hover:text-accent"
        >
          <RotateCw aria-hidden className="size-3" />
          {entry.failedStep === "analysis" ? "analyze again" : "try again"}
        </button>
      ) : null}
    </div>
  ) : notices.length > 0 ? (
    <div className="flex flex-col gap-2">{notices}</div>
  ) : entry.backgroundRemoved === false ? (
    <p className="text-xs leading-snug text-muted-foreground" data-testid="background-kept">
      {entry.reviewReason
        ? BACKGROUND_KEPT_TEXT.chosen
        : entry.removalFailure === "download"
          ? BACKGROUND_KEPT_TEXT.download
          : BACKGROUND_KEPT_TEXT.failed}
    </p>
  ) : null;
}

/**
 * One photo of the upload queue on the closet upload screen: its preview (the cut-out once there is
 * one), status chip, its own category, the review choices when the cut-out looks wrong, tags once
 * analysed, delete, retry after a failure, and a notice when it looks like something already owned.
 */
export function UploadEntryCard({
  entry,
  onRetry,
  onRemove,
  onReview,
  onCategory,
  onSuggestion,
  onReplaced,
}: {
  entry: QueueEntry;
  onRetry: () => void;
  onRemove: () => Promise<void>;
  onReview: (choice: ReviewChoice) => void;
  onCategory: (category: Category | null) => void;
  onSuggestion: (apply: boolean) => Promise<void>;
  onReplaced: (imageUrl: string) => void;
}) {
  const [deleting, setDeleting] = useState(false);

  // One delete at a time: a double click's second half lands before `deleting` disables the button.
  const remove = useOnceAtATime(async () => {
    setDeleting(true);
    try {
      await onRemove();
      if (entry.id !== null) toast(TOAST.closetDeleteSuccess);
    } catch (error) {
      setDeleting(false);
      toast({ ...TOAST.closetDeleteFailure, description: describeError(error), variant: "destructive" });
    }
  });

  const failed = entry.step === "failed";
  const refused = failed && !entry.retryable && entry.id === null;
  return (
    <ClosetItemCard
      imageUrl={
        entry.replacedImageUrl ?? (entry.cutoutUrl && entry.source === "cutout" ? entry.cutoutUrl : entry.previewUrl)
      }
      category={entry.category ?? DETECTING}
      tags={entry.tags}
      badge={<StatusChip entry={entry} />}
      footer={
        <div className="flex flex-col gap-2">
          {refused ? null : <EntryCategory entry={entry} onChange={onCategory} />}
          {entry.categoryChoices.length > 1 && entry.id !== null ? (
            <CategoryQuestion entry={entry} onChange={onCategory} />
          ) : null}
          <EntryStatus entry={entry} onRetry={onRetry} onReview={onReview} onSuggestion={onSuggestion} />
          {failed ? null : <PictureTools entry={entry} onReplaced={onReplaced} />}
        </div>
      }
      onDelete={remove}
      deleting={deleting}
      eager
      className="h-full"
    />
  );
}
