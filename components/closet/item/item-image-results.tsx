"use client";

import { Button } from "@/components/ui/button";
import type { ModelSize } from "@/lib/background-removal/config";
import { ITEM_IMAGE_TEXT as TEXT } from "@/lib/messages/item-image";

/** The running tool's line and bar: a share of the model download, or a pulse while it works. */
export function ImageToolsProgress({ line, percent }: { line: string; percent: number | null }) {
  return (
    <div className="grid gap-2" data-testid="image-tools-progress">
      <p className="text-sm text-muted-foreground">{line}</p>
      <div
        role="progressbar"
        aria-label={line}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent === null ? undefined : Math.round(percent * 100)}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent === null
              ? "h-full w-1/3 animate-pulse rounded-full bg-accent"
              : "h-full rounded-full bg-accent transition-[width] duration-300"
          }
          style={percent === null ? undefined : { width: `${Math.round(percent * 100)}%` }}
        />
      </div>
    </div>
  );
}

/**
 * A new cut-out (from "try the large model"), shown before anything is saved: "keep" saves it,
 * "discard" drops it. Titled by `model`, the size that really made it.
 */
export function CutoutResult({
  url,
  model,
  onKeep,
  onDiscard,
}: {
  url: string;
  model: ModelSize;
  onKeep(): void;
  onDiscard(): void;
}) {
  const title = TEXT.resultTitle(model);
  return (
    <figure
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
      data-testid="cutout-result"
      data-model={model}
    >
      <figcaption className="grid gap-1">
        <span className="text-sm font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{TEXT.resultHint}</span>
      </figcaption>
      {/* Not Photo (stored files): an object URL of a cut-out not yet saved, revoked when the phase moves on. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, never optimised */}
      <img src={url} alt={title} className="mx-auto max-h-72 w-auto rounded-md bg-white object-contain" />
      <div className="flex gap-2">
        <Button size="sm" onClick={onKeep}>
          {TEXT.keep}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          {TEXT.discard}
        </Button>
      </div>
    </figure>
  );
}
