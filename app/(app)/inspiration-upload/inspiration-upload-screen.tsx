"use client";

import { inspirationLabel } from "@/components/inspiration/inspiration-label";
import { useInspirationUpload, type InspirationUploadState } from "@/components/inspiration/use-inspiration-upload";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { AiLabel } from "@/components/uploads/ai-label";
import { PhotoDropZone, type DropZoneText } from "@/components/uploads/photo-drop-zone";
import { usePastedImage } from "@/components/uploads/use-pasted-image";
import { INSPIRATION_TEXT, TOAST } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { ArrowRight, RotateCw, Search, Sparkles, Wand2 } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore, type ReactNode } from "react";

const DROP_TEXT: DropZoneText = {
  idle: INSPIRATION_TEXT.dropTitle,
  touch: "tap to choose an inspiration photo",
  active: "drop it to upload",
  accept: "drop it to upload",
  reject: "only one photo can be added",
  dialog: "choose a photo...",
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

/**
 * /inspiration-upload (SPEC §2/§4): one outfit photo, dropped, chosen or pasted, uploaded at once;
 * 'get style tags' asks the AI for its style; then on to matching and missing pieces.
 */
export function InspirationUploadScreen({ aiLabel }: { aiLabel: string | null }) {
  const { state, upload, analyze, retry } = useInspirationUpload();
  const busy = state.status === "uploading";
  const shortcut = usePasteShortcut();
  usePastedImage(upload, !busy);

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
          <PhotoDropZone
            onFiles={([file]) => file && void upload(file)}
            onReject={(message) => toast({ ...TOAST.uploadFailure, description: message, variant: "destructive" })}
            multiple={false}
            busy={busy}
            text={DROP_TEXT}
            label="choose a photo"
            inputLabel="inspiration photo"
            hint={`one photo of a whole outfit. or paste a screenshot with ${shortcut}.`}
            testId="inspiration-drop-zone"
            className={state.previewUrl ? "min-h-36 sm:min-h-40" : undefined}
          />
          {state.previewUrl ? <ChosenPhoto state={state} onRetry={retry} /> : null}
        </div>
        <TagsPanel state={state} onAnalyze={() => void analyze()} />
      </div>
    </section>
  );
}

function ChosenPhoto({ state, onRetry }: { state: InspirationUploadState; onRetry: () => void }) {
  return (
    <figure
      className="overflow-hidden rounded-(--radius-card) border border-border bg-surface shadow-soft"
      data-testid="inspiration-preview"
      data-status={state.status}
    >
      <div className="relative aspect-[4/5] bg-muted">
        {/* A local object URL or the server's copy: neither goes through the image optimizer. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={state.imageUrl ?? state.previewUrl ?? undefined}
          alt={state.id ? inspirationLabel(state.id) : "the chosen photo"}
          className="size-full object-contain"
        />
        {state.status === "uploading" ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/60 backdrop-blur-[2px]">
            <Spinner size="lg" label={INSPIRATION_TEXT.uploading} />
          </div>
        ) : null}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        {state.status === "upload-failed" ? (
          <>
            <span className="text-destructive" data-testid="upload-error">
              {state.error}
            </span>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden />
              try again
            </Button>
          </>
        ) : state.id !== null ? (
          <span className="font-medium">{inspirationLabel(state.id)}</span>
        ) : (
          <span className="text-muted-foreground">{INSPIRATION_TEXT.uploading}</span>
        )}
      </figcaption>
    </figure>
  );
}

function TagsPanel({ state, onAnalyze }: { state: InspirationUploadState; onAnalyze: () => void }) {
  const analyzing = state.status === "analyzing";
  return (
    <Card className="gap-5 p-6" aria-busy={analyzing}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-heading font-normal">{INSPIRATION_TEXT.tagsPanelTitle}</h2>
        <Button variant="accent" onClick={onAnalyze} disabled={state.id === null || analyzing}>
          {analyzing ? <Spinner size="sm" label={INSPIRATION_TEXT.analyzing} /> : <Wand2 aria-hidden />}
          {analyzing ? INSPIRATION_TEXT.analyzing : INSPIRATION_TEXT.getStyleTags}
        </Button>
      </div>
      <div aria-live="polite" data-testid="style-tags-panel">
        {state.id === null ? (
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
        ) : state.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="style tags">
            {state.tags.map((tag) => (
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
      {state.id !== null ? (
        <nav aria-label="next steps" className="flex flex-col gap-2 border-t border-border pt-5">
          <NextStep
            href={`/inspiration/${state.id}/style-matching`}
            icon={<Sparkles aria-hidden className="size-4" />}
            label={INSPIRATION_TEXT.findMatching}
          />
          <NextStep
            href={`/inspiration/${state.id}/missing-pieces`}
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
