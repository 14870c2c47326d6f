"use client";

import { Badge } from "@/components/ui/badge";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { TOAST } from "@/lib/messages";
import { Check, LoaderCircle, RotateCw } from "lucide-react";
import { useState } from "react";
import { ClosetItemCard } from "./closet-item-card";
import { SuggestionNote } from "./item/item-actions";
import { SimilarItemsNotice } from "./similar-items-notice";
import type { UploadEntry } from "./use-closet-uploads";

function StatusChip({ entry }: { entry: UploadEntry }) {
  const busy = (label: string) => (
    <Badge variant="neutral" className="bg-surface/95 shadow-soft backdrop-blur">
      <LoaderCircle aria-hidden className="animate-spin" />
      {label}
    </Badge>
  );
  switch (entry.status) {
    case "removing":
      return busy(entry.removalStarted ? "removing background" : "waiting");
    case "uploading":
      return busy("uploading");
    case "uploaded":
      return (
        <Badge variant="success" className="bg-surface/95 shadow-soft">
          uploaded
        </Badge>
      );
    case "analyzing":
      return busy("analyzing");
    case "analyzed":
      return (
        <Badge variant="success" className="bg-surface/95 shadow-soft">
          <Check aria-hidden />
          analyzed
        </Badge>
      );
    case "error":
      return (
        <Badge variant="destructive" className="shadow-soft">
          error
        </Badge>
      );
  }
}

/**
 * One dropped photo on the upload screen: its preview, status chip, tags once analysed, delete, and
 * a notice with links when it looks like something already in the closet.
 */
export function UploadEntryCard({
  entry,
  onRetry,
  onRemove,
  onSuggestion,
}: {
  entry: UploadEntry;
  onRetry: () => void;
  onRemove: () => Promise<void>;
  onSuggestion: (apply: boolean) => Promise<void>;
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

  const footer =
    notices.length > 0 && entry.status !== "error" ? (
      <div className="flex flex-col gap-2">{notices}</div>
    ) : entry.status === "error" ? (
      <div className="flex flex-col items-start gap-1.5">
        <p className="text-xs leading-snug text-destructive" data-testid="upload-error">
          {entry.error}
        </p>
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
    ) : entry.backgroundRemoved === false ? (
      <p className="text-xs leading-snug text-muted-foreground">
        background kept: it couldn&apos;t be removed in this browser.
      </p>
    ) : null;

  return (
    <ClosetItemCard
      imageUrl={entry.previewUrl}
      category={entry.category}
      tags={entry.tags}
      badge={<StatusChip entry={entry} />}
      footer={footer}
      onDelete={remove}
      deleting={deleting}
      eager
      className="h-full"
    />
  );
}
