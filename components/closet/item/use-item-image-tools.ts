"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import { removeBackgroundFromFile } from "@/lib/background-removal/client";
import { BACKGROUND_REMOVAL_DEFAULTS, type ModelSize, type ResolvedModel } from "@/lib/background-removal/config";
import type { BackgroundRemovalEvent } from "@/lib/background-removal/protocol";
import { CLOSET_KEY, type ClosetItemView } from "@/lib/closet/contract";
import { ITEM_IMAGE_TEXT as TEXT } from "@/lib/messages/item-image";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { settleItem } from "./item-cache";

export type ImageToolsPhase =
  | { kind: "idle" }
  | { kind: "busy"; line: string; percent: number | null }
  /** A new cut-out waiting for "keep"; `model` is the size the worker really ran, not the one asked for. */
  | { kind: "cutout"; file: File; url: string; model: ModelSize }
  | { kind: "editing"; original: Blob; mask: Blob };

/**
 * A finished cut-out as the phase that shows it, named by the size the worker used: asked for "large"
 * on a server without it, the worker runs medium, and the title must say medium (issue #46).
 */
export function cutoutPhase(result: { file: File; model: ResolvedModel }): ImageToolsPhase {
  return { kind: "cutout", file: result.file, url: URL.createObjectURL(result.file), model: result.model.used };
}

/** The original photo of the item, as the owner-only route serves it. */
async function fetchOriginal(url: string, signal: AbortSignal): Promise<File> {
  const response = await fetch(url, { credentials: "include", cache: "no-store", signal });
  if (!response.ok) throw new Error(TEXT.fetchFailed);
  const blob = await response.blob();
  return new File([blob], `original.${blob.type === "image/webp" ? "webp" : "jpg"}`, { type: blob.type });
}

/** The removal worker's progress as the busy line: the model download, then the work itself. */
function progressPhase(event: BackgroundRemovalEvent): ImageToolsPhase | null {
  if (event.type === "download" && !event.fromCache && event.overall.total > 0)
    return {
      kind: "busy",
      line: TEXT.downloading(Math.round((event.overall.loaded / event.overall.total) * 100)),
      percent: event.overall.loaded / event.overall.total,
    };
  if (event.type === "inference") return { kind: "busy", line: TEXT.working, percent: null };
  return null;
}

/** The saved picture goes to PUT /api/closet/{id}/image, then into every cached copy of the item. */
function useReplaceImage(itemId: number, onReplaced?: (saved: ClosetItemView) => void) {
  const queryClient = useQueryClient();
  return async (file: File): Promise<void> => {
    const form = new FormData();
    form.set("image", file, file.name);
    const saved = await sendJson<ClosetItemView>("PUT", `${CLOSET_KEY}/${itemId}/image`, form);
    await settleItem(queryClient, saved);
    onReplaced?.(saved);
    toast(TEXT.toasts.replaced);
  };
}

/**
 * One tool run at a time (a new one aborts the last) and what it shows: its phase, the error and the
 * model-fallback notice. A new cut-out's object URL is revoked when the phase moves on.
 */
function useToolRun() {
  const [phase, setPhase] = useState<ImageToolsPhase>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(
    () => () => {
      if (phase.kind === "cutout") URL.revokeObjectURL(phase.url);
    },
    [phase],
  );

  const start = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    setError(null);
    setNotice(null);
    return controller.current.signal;
  };

  const onEvent = (event: BackgroundRemovalEvent) => {
    if (event.type === "model" && event.fallback) setNotice(TEXT.fallback(event.requested, event.used));
    else {
      const next = progressPhase(event);
      if (next) setPhase(next);
    }
  };

  const idle = () => setPhase({ kind: "idle" });
  const fail = (reason: unknown) => {
    idle();
    setError(describeError(reason));
  };

  return { phase, setPhase, error, notice, start, onEvent, idle, fail };
}

/**
 * The picture tools' actions: use the original, try the large model (then keep it), and edit the
 * cut-out with the mask brush (then save it). A failed save also says so in a toast.
 */
export function useItemImageTools(itemId: number, originalUrl: string, onReplaced?: (saved: ClosetItemView) => void) {
  const { phase, setPhase, error, notice, start, onEvent, idle, fail } = useToolRun();
  const replace = useReplaceImage(itemId, onReplaced);

  const failSaving = (reason: unknown) => {
    fail(reason);
    toast({ ...TEXT.toasts.replaceFailure, description: describeError(reason), variant: "destructive" });
  };

  async function applyOriginal() {
    const signal = start();
    setPhase({ kind: "busy", line: TEXT.saving, percent: null });
    try {
      await replace(await fetchOriginal(originalUrl, signal));
      idle();
    } catch (reason) {
      if (!signal.aborted) failSaving(reason);
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
    setPhase(cutoutPhase(done.result));
  }

  async function editCutout() {
    const done = await cutOut(BACKGROUND_REMOVAL_DEFAULTS.model, true);
    if (!done) return;
    if (!done.result.mask) return fail(new Error(TEXT.removalFailed("no mask came back")));
    setPhase({ kind: "editing", original: done.original, mask: done.result.mask });
  }

  async function keepCutout(file: File) {
    setPhase({ kind: "busy", line: TEXT.saving, percent: null });
    try {
      await replace(file);
      idle();
    } catch (reason) {
      failSaving(reason);
    }
  }

  /** The mask brush's save: a rejection keeps the brush open with its reason. */
  async function saveEdited(file: File) {
    await replace(file);
    idle();
  }

  return { phase, error, notice, applyOriginal, tryLarge, editCutout, keepCutout, saveEdited, close: idle };
}
