"use client";

import { toast } from "@/components/ui/use-toast";
import { preparePhotos } from "@/components/uploads/prepare-photo";
import { ApiError, describeError, sendJson } from "@/lib/api-client";
import { disposeBackgroundRemoval, removeBackgroundFromFile } from "@/lib/background-removal/client";
import type { ModelSize, ResolvedModel } from "@/lib/background-removal/config";
import type { BackgroundRemovalEvent } from "@/lib/background-removal/protocol";
import type {
  ClosetAnalysis,
  ClosetItemView,
  ClosetSuggestion,
  ClosetUploadResult,
  SimilarItem,
} from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import type { Category } from "@/lib/constants";
import { TOAST } from "@/lib/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { deleteClosetItem, refreshCloset } from "./use-closet";

/** SPEC §4 closet upload entry: removing background → uploading → uploaded → analyzing → analyzed, or error. */
export type UploadStatus = "removing" | "uploading" | "uploaded" | "analyzing" | "analyzed" | "error";

export type UploadEntry = {
  key: string;
  /** The server's id once uploaded (SPEC: null until then). */
  id: number | null;
  file: File;
  previewUrl: string;
  status: UploadStatus;
  tags: string[];
  category: Category;
  /** While removing: waiting for the worker, or at work on this photo. */
  removalStarted: boolean;
  /** False when removal failed and the original photo was uploaded instead. */
  backgroundRemoved: boolean | null;
  error: string | null;
  failedStep: "upload" | "analysis" | null;
  /** Whether trying again can help: not when the server refused the file itself (4xx). */
  retryable: boolean;
  /** Active items the upload looks like (the server's near-duplicates); empty until uploaded. */
  similarItems: SimilarItem[];
  /** What the owner's corrections of a similar-looking item suggest (the analysis's answer), until applied or dismissed. */
  suggestion: ClosetSuggestion | null;
};

export type ModelState = {
  /** Bytes of model and runtime fetched from the network so far (first use only); null when not downloading. */
  download: { loaded: number; total: number } | null;
  resolved: ResolvedModel | null;
};

let counter = 0;

/** Network failures, timeouts, rate limits and server errors can pass on a second try; a refused file cannot. */
const canRetry = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * The upload screen's queue. Each dropped photo becomes an entry that runs on its own: background
 * removal in the worker (which takes photos one at a time), then the upload, then the analysis,
 * which starts by itself. Deleting an entry with an id deletes the item on the server; without one
 * it only leaves the screen (and an upload still in flight is deleted once it lands).
 */
export function useClosetUploads(model: ModelSize) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [modelState, setModelState] = useState<ModelState>({ download: null, resolved: null });
  const removed = useRef(new Set<string>());
  const aborts = useRef(new Map<string, AbortController>());
  const prepared = useRef(new Map<string, File>()); // what was (or will be) uploaded, for a retry
  const previews = useRef(new Set<string>());

  const update = useCallback((key: string, patch: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  }, []);

  const analyze = useCallback(
    async (key: string, id: number) => {
      update(key, { status: "analyzing", error: null, failedStep: null });
      try {
        const { styleTags, suggestion } = await sendJson<ClosetAnalysis>("POST", `/api/closet/${id}/analyze`);
        if (removed.current.has(key)) return;
        update(key, { status: "analyzed", tags: styleTags, suggestion });
        void refreshCloset(queryClient);
      } catch (error) {
        if (removed.current.has(key)) return;
        const message = describeError(error);
        update(key, { status: "error", error: message, failedStep: "analysis", retryable: canRetry(error) });
        toast({ ...TOAST.analysisFailure, description: message });
      }
    },
    [queryClient, update],
  );

  const upload = useCallback(
    async (key: string, file: File, category: Category) => {
      update(key, { status: "uploading", error: null, failedStep: null });
      let created: ClosetUploadResult;
      try {
        const form = new FormData();
        form.set("category", category);
        form.set("image", file, file.name);
        created = await sendJson<ClosetUploadResult>("POST", "/api/closet", form);
      } catch (error) {
        if (removed.current.has(key)) return;
        const message = describeError(error);
        update(key, { status: "error", error: message, failedStep: "upload", retryable: canRetry(error) });
        toast({ ...TOAST.uploadFailure, description: message, variant: "destructive" });
        return;
      }
      void refreshCloset(queryClient);
      if (removed.current.has(key)) {
        // Deleted from the screen while the upload was in flight: it must not stay in the closet.
        void deleteClosetItem(created.id).then(
          () => refreshCloset(queryClient),
          () => undefined,
        );
        return;
      }
      update(key, { status: "uploaded", id: created.id, similarItems: created.similarItems });
      await analyze(key, created.id);
    },
    [analyze, queryClient, update],
  );

  const onRemovalEvent = useCallback(
    (key: string, event: BackgroundRemovalEvent) => {
      update(key, { removalStarted: true });
      if (event.type === "model") setModelState((state) => ({ ...state, resolved: event }));
      else if (event.type === "download") {
        setModelState((state) => ({ ...state, download: event.fromCache && !state.download ? null : event.overall }));
      } else setModelState((state) => (state.download ? { ...state, download: null } : state));
    },
    [update],
  );

  const run = useCallback(
    async (entry: UploadEntry) => {
      const controller = new AbortController();
      aborts.current.set(entry.key, controller);
      const result = await removeBackgroundFromFile(entry.file, {
        model,
        signal: controller.signal,
        onEvent: (event) => onRemovalEvent(entry.key, event),
      });
      aborts.current.delete(entry.key);
      setModelState((state) => (state.download ? { ...state, download: null } : state));
      // Removed from the screen, or the screen closed (which stops the worker): nothing to upload.
      if (removed.current.has(entry.key) || (!result.ok && result.reason === "cancelled")) return;
      if (result.ok) {
        const previewUrl = URL.createObjectURL(result.file);
        previews.current.add(previewUrl);
        update(entry.key, { previewUrl, backgroundRemoved: true });
      } else {
        update(entry.key, { backgroundRemoved: false });
      }
      prepared.current.set(entry.key, result.file);
      await upload(entry.key, result.file, entry.category);
    },
    [model, onRemovalEvent, update, upload],
  );

  const enqueue = useCallback(
    (files: readonly File[], category: Category) => {
      const fresh = files.map((file): UploadEntry => {
        const previewUrl = URL.createObjectURL(file);
        previews.current.add(previewUrl);
        return {
          key: `upload-${++counter}`,
          id: null,
          file,
          previewUrl,
          status: "removing",
          tags: [],
          category,
          removalStarted: false,
          backgroundRemoved: null,
          error: null,
          failedStep: null,
          retryable: false,
          similarItems: [],
          suggestion: null,
        };
      });
      // Newest batch on top, each batch in the order it was chosen.
      setEntries((current) => [...fresh, ...current]);
      for (const entry of fresh) void run(entry);
    },
    [run],
  );

  /** Every added photo is checked (and a HEIC decoded) in the browser first; a refused file never becomes an entry. */
  const addFiles = useCallback(
    (files: readonly File[], category: Category) => {
      void preparePhotos(files).then(({ files: photos, refusals }) => {
        if (refusals.length > 0)
          toast({ ...TOAST.uploadFailure, description: refusals.join(" "), variant: "destructive" });
        if (photos.length > 0) enqueue(photos, category);
      });
    },
    [enqueue],
  );

  const retry = useCallback(
    (entry: UploadEntry) => {
      if (entry.failedStep === "analysis" && entry.id !== null) void analyze(entry.key, entry.id);
      else if (entry.failedStep === "upload")
        void upload(entry.key, prepared.current.get(entry.key) ?? entry.file, entry.category);
    },
    [analyze, upload],
  );

  /**
   * Applies a learned suggestion (category, its tags added to the item's, colours) with PATCH, or
   * dismisses it. The entry shows the stored answer; a failure keeps the suggestion and says why.
   */
  const settleSuggestion = useCallback(
    async (entry: UploadEntry, apply: boolean) => {
      const suggestion = entry.suggestion;
      if (!apply || !suggestion || entry.id === null) return update(entry.key, { suggestion: null });
      try {
        const saved = await sendJson<ClosetItemView>("PATCH", `/api/closet/${entry.id}`, {
          category: suggestion.category,
          styleTags: [...new Set([...entry.tags, ...suggestion.styleTags])],
          ...(suggestion.colors.length ? { colors: suggestion.colors } : {}),
        });
        update(entry.key, { category: saved.category as Category, tags: saved.styleTags, suggestion: null });
        void refreshCloset(queryClient);
      } catch (error) {
        toast({ ...TOAST.suggestionFailure, description: describeError(error), variant: "destructive" });
      }
    },
    [queryClient, update],
  );

  /** Returns once the entry is gone from the screen; throws (entry kept) when the server delete fails. */
  const remove = useCallback(
    async (entry: UploadEntry) => {
      if (entry.id !== null) {
        const id = entry.id;
        await deleteClosetItem(id);
        // Gone from the server's recent list at once, or it would show there until the refetch lands.
        queryClient.setQueryData(closetQueries.recent().queryKey, (items) => items?.filter((item) => item.id !== id));
        void refreshCloset(queryClient);
      }
      removed.current.add(entry.key);
      aborts.current.get(entry.key)?.abort();
      prepared.current.delete(entry.key);
      setEntries((current) => current.filter((item) => item.key !== entry.key));
    },
    [queryClient],
  );

  // Closing or reloading the tab mid-way would lose the photos still being prepared or sent: ask first.
  const busy = entries.some((entry) => entry.status === "removing" || entry.status === "uploading");
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [busy]);

  useEffect(() => {
    const urls = previews.current;
    return () => {
      // Leaving the screen: free the model's memory and the previews.
      disposeBackgroundRemoval();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  return { entries, modelState, addFiles, retry, remove, settleSuggestion };
}
