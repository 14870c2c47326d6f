"use client";

import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { useOnceAtATime } from "@/components/ui/use-once";
import { describeError } from "@/lib/api-client";
import type { ClosetSuggestion } from "@/lib/closet/contract";
import type { ItemStatus } from "@/lib/constants";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { cn } from "@/lib/ui/cn";
import { Archive, ArchiveRestore, Sparkles, Trash2 } from "lucide-react";
import type { useAnalyzeItem, useDeleteItem } from "./use-item-actions";

type ActionsProps = {
  status: ItemStatus;
  analyze: ReturnType<typeof useAnalyzeItem>;
  remove: ReturnType<typeof useDeleteItem>;
  /** Re-analysis waits for a save under way, so the tags it merges with are the saved ones. */
  saving: boolean;
  onStatus: (status: ItemStatus) => void;
};

/** Re-analyze, archive (or restore), delete; a failed analysis says so and offers a retry. */
export function ItemActions({ status, analyze, remove, saving, onStatus }: ActionsProps) {
  // The buttons disable themselves a render late: both halves of a double click would land.
  const runAnalyze = useOnceAtATime(() => analyze.mutateAsync());
  const runRemove = useOnceAtATime(() => remove.mutateAsync());
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => runAnalyze()} disabled={analyze.isPending || saving}>
          {analyze.isPending ? null : <Sparkles aria-hidden />}
          <BusyLabel busy={analyze.isPending} busyLabel={ITEM_TEXT.analyzing}>
            {analyze.isError ? ITEM_TEXT.retry : ITEM_TEXT.reanalyze}
          </BusyLabel>
        </Button>
        {status === "archived" ? (
          <Button variant="secondary" size="sm" onClick={() => onStatus("active")}>
            <ArchiveRestore aria-hidden />
            {ITEM_TEXT.unarchive}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => onStatus("archived")}>
            <Archive aria-hidden />
            {ITEM_TEXT.archive}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive-soft"
          onClick={() => runRemove()}
          disabled={remove.isPending || remove.isSuccess}
        >
          {remove.isPending ? null : <Trash2 aria-hidden />}
          <BusyLabel busy={remove.isPending} busyLabel={ITEM_TEXT.deleting}>
            {ITEM_TEXT.delete}
          </BusyLabel>
        </Button>
      </div>
      {analyze.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {ITEM_TEXT.analysisFailed(describeError(analyze.error))}
        </p>
      ) : null}
    </div>
  );
}

type SuggestionProps = {
  suggestion: ClosetSuggestion;
  onApply: () => void;
  onDismiss: () => void;
  /** The small version under an upload's card. */
  compact?: boolean;
};

/** "looks like your <category>: apply?": what the owner's corrections of a similar item suggest. */
export function SuggestionNote({ suggestion, onApply, onDismiss, compact }: SuggestionProps) {
  return (
    <div
      role="status"
      data-testid="suggestion-note"
      className={cn(
        "grid rounded-2xl border border-accent/30 bg-accent-soft",
        compact ? "gap-2 rounded-md p-2 text-xs" : "gap-3 p-4",
      )}
    >
      <div className="grid gap-1">
        <p className={cn("font-medium", compact ? "text-xs" : "text-sm")}>
          {ITEM_TEXT.suggestion(suggestion.category)}
        </p>
        <p className={cn("text-muted-foreground", compact ? "text-xs" : "text-sm")}>
          {ITEM_TEXT.suggestionDetail(suggestion.category, suggestion.styleTags)}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onApply}>
          {ITEM_TEXT.apply}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {ITEM_TEXT.dismiss}
        </Button>
      </div>
    </div>
  );
}
