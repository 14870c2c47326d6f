"use client";

import { inspirationLabel } from "@/components/inspiration/inspiration-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { AiLabel } from "@/components/uploads/ai-label";
import { BusyWaitRetry } from "@/components/uploads/busy-wait";
import { type DropZoneText, PhotoDropZone } from "@/components/uploads/photo-drop-zone";
import {
  addPhotos,
  preloadUploadQueue,
  reanalyzeInspiration,
  removeEntry,
  retryEntry,
} from "@/components/uploads/upload-queue";
import { usePastedImage } from "@/components/uploads/use-pasted-image";
import { useUploadQueue } from "@/components/uploads/use-upload-queue";
import { describeError } from "@/lib/api-client";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { TOAST } from "@/lib/messages/toasts";
import { BUSY_WAIT_TEXT } from "@/lib/messages/uploads";
import { cn } from "@/lib/ui/cn";
import type { QueueEntry } from "@/lib/uploads/queue";
import { waitsForRetry } from "@/lib/uploads/queue-summary";
import { ArrowRight, ImageOff, RotateCw, Search, Sparkles, Wand2 } from "lucide-react";
import Link from "next/link";
import { type ReactNode, useMemo, useState, useSyncExternalStore } from "react";

const DROP_TEXT: DropZoneText = {
  idle: INSPIRATION_TEXT.dropTitle,
  touch: "tap to choose inspiration photos",
  active: "drop them to upload",
  accept: "drop them to upload",
  reject: "only photos can be added",
  dialog: "choose photos...",
  busy: INSPIRATION_TEXT.uploading,
};

const noSubscription = () => () => undefined;

/** "⌘V" on Apple keyboards, "Ctrl+V" elsewhere; the server (and hydration) says "Ctrl+V". */
function usePasteShortcut(): string {
  return useSyncExternalStore(
    noSubscription,
    () => (/Mac|iPhone|iPad/.test(navigator.platform) ? "⌘V" : "Ctrl+V"),
    () => "Ctrl+V",
  );
}

/** The preview's status in the words the screen and its tests use. */
function previewStatus(entry: QueueEntry): "uploading" | "uploaded" | "analyzing" | "upload-failed" {
  if (entry.step === "failed") return entry.id === null ? "upload-failed" : "uploaded";
  // Busy for minutes, now waiting for "try again": a stored photo is uploaded (its tags can be asked for).
  if (waitsForRetry(entry)) return entry.id === null ? "uploading" : "uploaded";
  if (entry.step === "analyzing" || (entry.step === "busy" && entry.busyStep === "analysis")) return "analyzing";
  if (entry.step === "done") return "uploaded";
  return "uploading";
}

/**
 * /inspiration-upload (SPEC §2/§4, issue #25): outfit photos, dropped, chosen or pasted, several at
 * once, on the tab's upload queue (components/uploads/upload-queue-runner.ts): each is uploaded and
 * tagged by itself; 'get style tags' analyses the shown one again. The chosen photo takes the drop
 * zone's place; the zone stays, smaller, to add more. Then on to matching and missing pieces.
 */
export function InspirationUploadScreen({ aiLabel }: { aiLabel: string | null }) {
  const queue = useUploadQueue();
  const entries = useMemo(() => queue.entries.filter((entry) => entry.kind === "inspiration"), [queue.entries]);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  // The photo shown: the one picked among several, else the newest.
  const shown = entries.find((entry) => entry.key === chosenKey) ?? entries[0] ?? null;
  const shortcut = usePasteShortcut();
  // `onRefused`: the drop zone's line for files that are no photos; a pasted one gets a toast.
  const add = (files: File[], onRefused?: (message: string) => void) => {
    if (files.length === 0) return;
    void addPhotos("inspiration", files, { onRefused }).then(([first]) => {
      if (first) setChosenKey(first);
    });
  };
  usePastedImage((file) => add([file]), true);

  return (
    <section
      id="inspiration"
      aria-labelledby="inspiration-upload-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <h1 id="inspiration-upload-title" className="font-display text-title font-normal">
        {INSPIRATION_TEXT.uploadTitle}
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">{INSPIRATION_TEXT.uploadIntro}</p>
      <AiLabel label={aiLabel} className="mt-4" />

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-10">
        <div className="flex flex-col gap-4">
          {shown ? <ChosenPhoto entry={shown} /> : null}
          {entries.length > 1 ? <QueueStrip entries={entries} shown={shown} onShow={setChosenKey} /> : null}
          <PhotoDropZone
            onFiles={add}
            multiple
            onIntent={preloadUploadQueue}
            text={DROP_TEXT}
            label={shown ? "add more photos" : "choose photos"}
            inputLabel="inspiration photos"
            hint={`photos of whole outfits, several at once is fine. or paste a screenshot with ${shortcut}.`}
            testId="inspiration-drop-zone"
            className={shown ? "min-h-0 py-5 sm:min-h-0" : undefined}
          />
        </div>
        <TagsPanel entry={shown} />
      </div>
    </section>
  );
}

/** Every photo of this visit as a small button: the shown one is pressed. */
function QueueStrip({
  entries,
  shown,
  onShow,
}: {
  entries: readonly QueueEntry[];
  shown: QueueEntry | null;
  onShow: (key: string) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="your photos">
      {entries.map((entry, i) => (
        <li key={entry.key} data-testid="inspiration-entry" data-status={previewStatus(entry)}>
          <button
            type="button"
            aria-pressed={entry.key === shown?.key}
            aria-label={entry.id !== null ? inspirationLabel(entry.id) : `photo ${entries.length - i}`}
            onClick={() => onShow(entry.key)}
            className={cn(
              "relative block size-16 overflow-hidden rounded-xl border-2 bg-muted",
              entry.key === shown?.key ? "border-accent" : "border-transparent",
            )}
          >
            {entry.step === "failed" && entry.id === null ? (
              <span className="flex size-full items-center justify-center text-destructive">
                <ImageOff aria-hidden className="size-5" />
              </span>
            ) : (
              // Not Photo: until the upload is stored the source is this browser's object URL, shown at once, not lazily.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={entry.imageUrl ?? entry.previewUrl} alt="" className="size-full object-cover" />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function ChosenPhoto({ entry }: { entry: QueueEntry }) {
  const status = previewStatus(entry);
  // A failed upload clears its preview: the photo is not in the gallery, and the card says so.
  const failed = status === "upload-failed";
  return (
    <figure
      className="overflow-hidden rounded-(--radius-card) border border-border bg-surface shadow-soft"
      data-testid="inspiration-preview"
      data-status={status}
    >
      <div className="relative aspect-[4/5] bg-muted">
        {failed ? (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff aria-hidden className="size-8" strokeWidth={1.5} />
          </div>
        ) : (
          // A local object URL or the server's copy: neither goes through the image optimizer.
          // Not Photo: until the upload is stored the source is this browser's object URL, shown at once, not lazily.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={entry.imageUrl ?? entry.previewUrl}
            alt={entry.id ? inspirationLabel(entry.id) : "the chosen photo"}
            className="size-full object-contain"
          />
        )}
        {status === "uploading" && !waitsForRetry(entry) ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/60 backdrop-blur-[2px]">
            <Spinner size="lg" label={entry.step === "busy" ? BUSY_WAIT_TEXT.waiting : INSPIRATION_TEXT.uploading} />
          </div>
        ) : null}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        {entry.step === "failed" && entry.id === null ? (
          <>
            <span className="text-destructive" data-testid="upload-error">
              {entry.error}
            </span>
            <span className="flex gap-2">
              {entry.retryable ? (
                <Button variant="secondary" size="sm" onClick={() => retryEntry(entry.key)}>
                  <RotateCw aria-hidden />
                  try again
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => void removeEntry(entry.key)}>
                remove
              </Button>
            </span>
          </>
        ) : waitsForRetry(entry) ? (
          <BusyWaitRetry entry={entry} onRetry={() => retryEntry(entry.key)} />
        ) : entry.id !== null ? (
          <span className="font-medium">{inspirationLabel(entry.id)}</span>
        ) : (
          <span className="text-muted-foreground">
            {entry.step === "busy" ? BUSY_WAIT_TEXT.waiting : INSPIRATION_TEXT.uploading}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

function TagsPanel({ entry }: { entry: QueueEntry | null }) {
  const [reanalyzing, setReanalyzing] = useState<string | null>(null);
  const id = entry?.id ?? null;
  const analyzing = entry !== null && (reanalyzing === entry.key || previewStatus(entry) === "analyzing");
  // 'get style tags' again: the shown photo's tags are replaced by the new answer.
  const analyze = async () => {
    if (!entry || id === null || analyzing) return;
    setReanalyzing(entry.key);
    try {
      await reanalyzeInspiration(entry.key);
      toast(TOAST.analysisSuccess);
    } catch (error) {
      toast({ ...TOAST.analysisFailure, description: describeError(error), variant: "destructive" });
    } finally {
      setReanalyzing(null);
    }
  };
  return (
    <Card className="gap-5 p-6" aria-busy={analyzing}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-heading font-normal">{INSPIRATION_TEXT.tagsPanelTitle}</h2>
        <Button variant="accent" onClick={() => void analyze()} disabled={id === null || analyzing}>
          {analyzing ? <Spinner size="sm" label={INSPIRATION_TEXT.analyzing} /> : <Wand2 aria-hidden />}
          {analyzing ? INSPIRATION_TEXT.analyzing : INSPIRATION_TEXT.getStyleTags}
        </Button>
      </div>
      <div aria-live="polite" data-testid="style-tags-panel">
        {!entry || id === null ? (
          <p className="text-muted-foreground">{INSPIRATION_TEXT.tagsBeforeUpload}</p>
        ) : analyzing ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">reading the colours, cuts and mood of this look...</p>
            <div className="flex flex-wrap gap-2">
              {[16, 20, 14, 24, 18].map((width, i) => (
                <Skeleton key={i} className="h-7 rounded-full" style={{ width: `${width * 4}px` }} />
              ))}
            </div>
          </div>
        ) : entry.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="style tags">
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="accent" className="px-3 py-1 text-sm">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col gap-1">
            <p>{INSPIRATION_TEXT.tagsAfterUpload}</p>
            <p className="text-sm text-muted-foreground">{INSPIRATION_TEXT.tagsOptional}</p>
          </div>
        )}
      </div>
      {id !== null ? (
        <nav aria-label="next steps" className="flex flex-col gap-2 border-t border-border pt-5">
          <NextStep
            href={`/inspiration/${id}/style-matching`}
            icon={<Sparkles aria-hidden className="size-4" />}
            label={INSPIRATION_TEXT.findMatching}
          />
          <NextStep
            href={`/inspiration/${id}/missing-pieces`}
            icon={<Search aria-hidden className="size-4" />}
            label={INSPIRATION_TEXT.identifyMissing}
          />
        </nav>
      ) : null}
    </Card>
  );
}

function NextStep({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  return (
    <Link
      href={href}
      className={cn(
        "group flex items-center gap-3 rounded-xl border border-border px-4 py-3 font-medium transition-colors hover:border-foreground/30 hover:bg-muted",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-accent-soft text-accent">{icon}</span>
      <span className="flex-1">{label}</span>
      <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
