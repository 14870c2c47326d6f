"use client";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import { removeBackgroundFromFile } from "@/lib/background-removal/client";
import { BACKGROUND_REMOVAL_DEFAULTS, type ModelSize } from "@/lib/background-removal/config";
import type { BackgroundRemovalEvent } from "@/lib/background-removal/protocol";
import { CLOSET_KEY, type ClosetItemView } from "@/lib/closet/contract";
import { ITEM_IMAGE_TEXT as TEXT } from "@/lib/messages/item-image";
import { useQueryClient } from "@tanstack/react-query";
import { ImageUp, Info, Scissors, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { settleItem } from "./item-cache";

// The brush loads only when it is opened.
const MaskEditor = dynamic(() => import("@/components/uploads/mask-editor").then((module) => module.MaskEditor), {
  ssr: false,
});

type Phase =
  | { kind: "idle" }
  | { kind: "busy"; line: string; percent: number | null }
  | { kind: "large"; file: File; url: string }
  | { kind: "editing"; original: Blob; mask: Blob };

/** The original photo of the item, as the owner-only route serves it. */
async function fetchOriginal(url: string, signal: AbortSignal): Promise<File> {
  const response = await fetch(url, { credentials: "include", cache: "no-store", signal });
  if (!response.ok) throw new Error(TEXT.fetchFailed);
  const blob = await response.blob();
  return new File([blob], `original.${blob.type === "image/webp" ? "webp" : "jpg"}`, { type: blob.type });
}

/**
 * The item page's picture tools (issue #25), for items that kept their photo as shot: "use the
 * original photo" (it becomes the picture), "try the large model" (a new cut-out in the browser,
 * shown first; "keep" saves it) and "edit the cut-out" (the mask brush on a fresh cut-out). Nothing
 * on the server changes until the person saves; each save is PUT /api/closet/{id}/image. Older
 * items without an original get a line saying why the tools are missing.
 */
export function ItemImageTools({
  item,
  onReplaced,
}: {
  item: Pick<ClosetItemView, "id" | "originalImageUrl">;
  /** Called with the saved item after each replacement (the upload queue's entry shows the new picture). */
  onReplaced?: (saved: ClosetItemView) => void;
}) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(
    () => () => {
      if (phase.kind === "large") URL.revokeObjectURL(phase.url);
    },
    [phase],
  );

  if (!item.originalImageUrl) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="no-original">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {TEXT.noOriginal}
      </p>
    );
  }
  const originalUrl = item.originalImageUrl;
  const busy = phase.kind === "busy";

  const start = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    setError(null);
    setNotice(null);
    return controller.current.signal;
  };

  const onEvent = (event: BackgroundRemovalEvent) => {
    if (event.type === "model" && event.fallback) setNotice(TEXT.fallback(event.requested, event.used));
    else if (event.type === "download" && !event.fromCache && event.overall.total > 0)
      setPhase({
        kind: "busy",
        line: TEXT.downloading(Math.round((event.overall.loaded / event.overall.total) * 100)),
        percent: event.overall.loaded / event.overall.total,
      });
    else if (event.type === "inference") setPhase({ kind: "busy", line: TEXT.working, percent: null });
  };

  async function replace(file: File): Promise<void> {
    const form = new FormData();
    form.set("image", file, file.name);
    const saved = await sendJson<ClosetItemView>("PUT", `${CLOSET_KEY}/${item.id}/image`, form);
    await settleItem(queryClient, saved);
    onReplaced?.(saved);
    toast(TEXT.toasts.replaced);
  }

  const fail = (reason: unknown) => {
    setPhase({ kind: "idle" });
    setError(describeError(reason));
  };

  async function applyOriginal() {
    const signal = start();
    setPhase({ kind: "busy", line: TEXT.saving, percent: null });
    try {
      await replace(await fetchOriginal(originalUrl, signal));
      setPhase({ kind: "idle" });
    } catch (reason) {
      if (!signal.aborted) {
        fail(reason);
        toast({ ...TEXT.toasts.replaceFailure, description: describeError(reason), variant: "destructive" });
      }
    }
  }

  /** A fresh cut-out of the original in the browser; null (with the reason shown) when it failed. */
  async function cutOut(model: ModelSize, mask: boolean) {
    const signal = start();
    setPhase({ kind: "busy", line: TEXT.loadingOriginal, percent: null });
    let original: File;
    try {
      original = await fetchOriginal(originalUrl, signal);
    } catch (reason) {
      if (!signal.aborted) fail(reason);
      return null;
    }
    setPhase({ kind: "busy", line: TEXT.working, percent: null });
    const result = await removeBackgroundFromFile(original, { model, mask, signal, onEvent });
    if (signal.aborted) return null;
    if (!result.ok) {
      fail(new Error(TEXT.removalFailed(result.reason)));
      return null;
    }
    return { original, result };
  }

  async function tryLarge() {
    const done = await cutOut("large", false);
    if (!done) return;
    setPhase({ kind: "large", file: done.result.file, url: URL.createObjectURL(done.result.file) });
  }

  async function editCutout() {
    const done = await cutOut(BACKGROUND_REMOVAL_DEFAULTS.model, true);
    if (!done) return;
    if (!done.result.mask) return fail(new Error(TEXT.removalFailed("no mask came back")));
    setPhase({ kind: "editing", original: done.original, mask: done.result.mask });
  }

  async function keepLarge(file: File) {
    setPhase({ kind: "busy", line: TEXT.saving, percent: null });
    try {
      await replace(file);
      setPhase({ kind: "idle" });
    } catch (reason) {
      fail(reason);
      toast({ ...TEXT.toasts.replaceFailure, description: describeError(reason), variant: "destructive" });
    }
  }

  return (
    <section aria-label={TEXT.title} className="grid gap-3" data-testid="item-image-tools">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void applyOriginal()} disabled={busy}>
          <ImageUp aria-hidden />
          {TEXT.useOriginal}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void tryLarge()} disabled={busy}>
          <Sparkles aria-hidden />
          {TEXT.tryLarge}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void editCutout()} disabled={busy}>
          <Scissors aria-hidden />
          {TEXT.editCutout}
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {phase.kind === "busy" ? (
          <div className="grid gap-2" data-testid="image-tools-progress">
            <p className="text-sm text-muted-foreground">{phase.line}</p>
            <div
              role="progressbar"
              aria-label={phase.line}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={phase.percent === null ? undefined : Math.round(phase.percent * 100)}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={
                  phase.percent === null
                    ? "h-full w-1/3 animate-pulse rounded-full bg-accent"
                    : "h-full rounded-full bg-accent transition-[width] duration-300"
                }
                style={phase.percent === null ? undefined : { width: `${Math.round(phase.percent * 100)}%` }}
              />
            </div>
          </div>
        ) : null}
        {notice ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="model-fallback">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {notice}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {phase.kind === "large" ? (
        <figure className="grid gap-3 rounded-2xl border border-border bg-surface p-4" data-testid="large-result">
          <figcaption className="grid gap-1">
            <span className="text-sm font-medium">{TEXT.largeResultTitle}</span>
            <span className="text-sm text-muted-foreground">{TEXT.largeResultHint}</span>
          </figcaption>
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, never optimised */}
          <img
            src={phase.url}
            alt={TEXT.largeResultAlt}
            className="mx-auto max-h-72 w-auto rounded-md bg-white object-contain"
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void keepLarge(phase.file)}>
              {TEXT.keep}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPhase({ kind: "idle" })}>
              {TEXT.discard}
            </Button>
          </div>
        </figure>
      ) : null}
      {phase.kind === "editing" ? (
        <MaskEditor
          original={phase.original}
          mask={phase.mask}
          fileName={`item-${item.id}.png`}
          onCancel={() => setPhase({ kind: "idle" })}
          onSave={async (file) => {
            await replace(file);
            setPhase({ kind: "idle" });
          }}
        />
      ) : null}
    </section>
  );
}
