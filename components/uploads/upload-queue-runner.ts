/**
 * The effect runner of the upload queue (issue #25): it feeds events to the pure reducer
 * (lib/uploads/queue.ts), keeps the result in the tab's queue store (lib/uploads/queue-store.ts) and
 * does the work each entry's step asks for: intake, background removal in the worker, upload,
 * analysis, and the wait after a busy answer (how long is the reducer's call: lib/uploads/busy-retry.ts).
 * It lives at module level, so moving between screens never drops an entry. Screens reach it through
 * components/uploads/upload-queue.ts, which loads it with the first photo; UploadQueueProvider (in the
 * app layout) only hands over the query client (components/uploads/queue-connection.ts), so screens
 * that upload nothing never load it.
 *
 * The removal client (and its worker) load on the first closet photo, not with the layout. The
 * worker is kept across screens and disposed once nothing needed it for WORKER_IDLE_MS: the model
 * holds a few hundred MB, which a phone wants back, and reloading it from Cache Storage costs ~2 s.
 */
import { refreshCloset } from "@/components/closet/closet-actions";
import { dismissToast, toast } from "@/components/ui/use-toast";
import { readAskEveryPhoto } from "@/components/uploads/ask-every-photo";
import { intakePhoto } from "@/components/uploads/intake-photo";
import { looksLikePhoto } from "@/components/uploads/prepare-photo";
import { queueQueryClient } from "@/components/uploads/queue-connection";
import { ApiError, apiRequest, describeError, sendJson } from "@/lib/api-client";
import type { ModelSize } from "@/lib/background-removal/config";
import type { ClosetAnalysis, ClosetItemView, ClosetUploadResult } from "@/lib/closet/contract";
import type { Category } from "@/lib/constants";
import { INSPIRATION_KEY, type InspirationAnalysis, type InspirationView } from "@/lib/inspiration/contract";
import { TOAST } from "@/lib/messages/toasts";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import {
  type FailedStep,
  needsWorker,
  type QueueEntry,
  type QueueEvent,
  queueReducer,
  type ReviewChoice,
  type UploadKind,
} from "@/lib/uploads/queue";
import { getQueueState, setQueueState } from "@/lib/uploads/queue-store";
import { summarize } from "@/lib/uploads/queue-summary";
import { inspirationUploadToast } from "@/lib/uploads/upload-notices";

const WORKER_IDLE_MS = 120_000;

/** `mask`: the cut-out's mask, sent with it so the server reads the garment's true outline (issue #46). */
type Blobs = { original: File; prepared?: File; cutout?: File; mask?: Blob; removal?: AbortController };

const blobs = new Map<string, Blobs>();
/** The step each entry's job in flight serves; one job per entry at a time. */
const running = new Map<string, string>();
const objectUrls = new Map<string, Set<string>>();
/** The "Upload failed" toast each entry raised: closed once its retry is under way or it is gone (issue #41). */
const failureToasts = new Map<string, string>();
let counter = 0;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
let removalClient: Promise<typeof import("@/lib/background-removal/client")> | null = null;

const loadRemoval = () => (removalClient ??= import("@/lib/background-removal/client"));

export function dispatchQueue(event: QueueEvent): void {
  const before = getQueueState();
  const after = queueReducer(before, event);
  if (after === before) return;
  setQueueState(after);
  if (event.type === "retried" || event.type === "removed" || event.type === "uploaded") closeFailureToast(event.key);
  if (event.type === "uploaded") announceUpload(event.key);
  pump();
}

function closeFailureToast(key: string): void {
  const id = failureToasts.get(key);
  if (id === undefined) return;
  failureToasts.delete(key);
  dismissToast(id);
}

/** The inspiration toast, said from the entry's state after the upload: tagging has usually begun by then. */
function announceUpload(key: string): void {
  const entry = entryOf(key);
  if (entry?.kind === "inspiration") toast(inspirationUploadToast(entry));
}

const entryOf = (key: string) => getQueueState().entries.find((entry) => entry.key === key);

function trackUrl(key: string, blob: Blob): string {
  const url = URL.createObjectURL(blob);
  const urls = objectUrls.get(key) ?? new Set<string>();
  urls.add(url);
  objectUrls.set(key, urls);
  return url;
}

export type AddOptions = {
  category?: Category | null;
  model?: ModelSize;
  /**
   * Says why files were refused where the person chose them (the drop zone's own line, issue #41);
   * without it a toast says it. One message either way: nothing was uploaded, so no "Upload failed".
   */
  onRefused?: (message: string) => void;
};

/**
 * Adds photos to the queue; they start at once. Newest batch on top. A file whose first bytes are
 * not a photo's never becomes an entry: it is refused at once, by name, in plain words.
 */
export async function addPhotos(kind: UploadKind, files: readonly File[], options: AddOptions = {}): Promise<string[]> {
  const photos = await Promise.all(files.map(looksLikePhoto));
  const refused = files.filter((_, index) => !photos[index]);
  if (refused.length > 0) {
    const message = refused.map((file) => `${file.name || "That file"}: ${UPLOAD_ERRORS.notAPhoto}`).join(" ");
    if (options.onRefused) options.onRefused(message);
    else toast({ description: message, variant: "destructive" });
  }
  const fresh = files
    .filter((_, index) => photos[index])
    .map((file) => {
      const key = `${kind}-${++counter}`;
      blobs.set(key, { original: file });
      return {
        key,
        kind,
        fileName: file.name || "pasted-image.png",
        previewUrl: trackUrl(key, file),
        category: options.category ?? null,
        model: options.model,
      };
    });
  if (fresh.length > 0) dispatchQueue({ type: "added", entries: fresh });
  return fresh.map((entry) => entry.key);
}

export const retryEntry = (key: string) => dispatchQueue({ type: "retried", key });

/**
 * The photo as shot and the mask of its first cut-out, kept in this tab since removal (issue #41):
 * the entry's brush opens on them at once instead of cutting the photo out again. Null when removal
 * gave no mask (it failed, or the photo is not a closet one).
 */
export function heldCutout(key: string): { original: Blob; mask: Blob } | null {
  const held = blobs.get(key);
  if (!held?.mask) return null;
  return { original: held.prepared ?? held.original, mask: held.mask };
}
export const imageReplaced = (key: string, imageUrl: string) =>
  dispatchQueue({ type: "image-replaced", key, imageUrl });
export const reviewEntry = (key: string, choice: ReviewChoice) => dispatchQueue({ type: "reviewed", key, choice });
export const applyCategoryToAll = (category: Category | null) =>
  dispatchQueue({ type: "category-applied-to-all", category });

/**
 * Leaves the queue: an entry with an id deletes the item on the server first (and stays, throwing,
 * when that fails); without one it only leaves the queue (an upload still in flight is deleted once
 * it lands).
 */
export async function removeEntry(key: string): Promise<void> {
  const entry = entryOf(key);
  if (!entry) return;
  if (entry.id !== null) {
    await apiRequest("DELETE", `/api/${entry.kind}/${entry.id}`);
    void refreshLists(entry.kind);
  }
  blobs.get(key)?.removal?.abort();
  blobs.delete(key);
  dispatchQueue({ type: "removed", key });
  for (const url of objectUrls.get(key) ?? []) URL.revokeObjectURL(url);
  objectUrls.delete(key);
}

/** Before the upload the choice is kept for it; after, the item is PATCHed (reverted with a toast on failure). */
export async function changeCategory(key: string, category: Category | null): Promise<void> {
  const entry = entryOf(key);
  if (!entry) return;
  const previous = entry.category;
  const question = entry.categoryChoices;
  dispatchQueue({ type: "category-changed", key, category });
  // Answering an unsure detection's question with its own guess still saves it: the category
  // becomes the owner's (no later analysis replaces it), as choosing the other answer does.
  const answered = question.length > 0 && category !== null && question.includes(category);
  if (entry.id === null || category === null || (category === previous && !answered)) return;
  try {
    const saved = await sendJson<ClosetItemView>("PATCH", `/api/closet/${entry.id}`, { category });
    dispatchQueue({ type: "patched", key, category: saved.category as Category });
    void refreshLists("closet");
  } catch (error) {
    dispatchQueue({ type: "category-changed", key, category: previous });
    if (question.length > 0) dispatchQueue({ type: "category-question", key, choices: question });
    toast({ title: "category not changed", description: describeError(error), variant: "destructive" });
  }
}

/** Applies a learned suggestion (category, tags, colours) with PATCH, or dismisses it. */
export async function settleSuggestion(key: string, apply: boolean): Promise<void> {
  const entry = entryOf(key);
  const suggestion = entry?.suggestion;
  if (!entry || !apply || !suggestion || entry.id === null)
    return dispatchQueue({ type: "patched", key, suggestion: null });
  try {
    const saved = await sendJson<ClosetItemView>("PATCH", `/api/closet/${entry.id}`, {
      category: suggestion.category,
      styleTags: [...new Set([...entry.tags, ...suggestion.styleTags])],
      ...(suggestion.colors.length ? { colors: suggestion.colors } : {}),
    });
    dispatchQueue({
      type: "patched",
      key,
      category: saved.category as Category,
      tags: saved.styleTags,
      suggestion: null,
    });
    void refreshLists("closet");
  } catch (error) {
    toast({ ...TOAST.suggestionFailure, description: describeError(error), variant: "destructive" });
  }
}

/** "get style tags" again on an uploaded inspiration photo: its tags are replaced by the new answer. */
export async function reanalyzeInspiration(key: string): Promise<void> {
  const entry = entryOf(key);
  if (!entry || entry.id === null) return;
  const { styleTags } = await sendJson<InspirationAnalysis>("POST", `/api/inspiration/${entry.id}/analyze`);
  dispatchQueue({ type: "patched", key, tags: styleTags });
  void refreshLists("inspiration");
}

function refreshLists(kind: UploadKind): Promise<unknown> | undefined {
  const queryClient = queueQueryClient();
  if (!queryClient) return undefined;
  return kind === "closet"
    ? refreshCloset(queryClient)
    : queryClient.invalidateQueries({ queryKey: [INSPIRATION_KEY] });
}

/** Network failures, timeouts, rate limits and server errors can pass on a second try; a refused file cannot. */
const canRetry = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/** 503 or 429 with Retry-After means "busy, come back": wait (jittered: a burst's retries spread), don't fail. */
function busyOrFailed(entry: QueueEntry, step: FailedStep, error: unknown): QueueEvent {
  if (error instanceof ApiError && (error.status === 503 || error.status === 429) && error.retryAfter !== null)
    return { type: "busy", key: entry.key, at: Date.now(), retryAfter: error.retryAfter, random: Math.random() };
  const message = describeError(error);
  if (step === "upload") {
    closeFailureToast(entry.key);
    failureToasts.set(entry.key, toast({ ...TOAST.uploadFailure, description: message, variant: "destructive" }).id);
  } else if (step === "analysis") toast({ ...TOAST.analysisFailure, description: message });
  return { type: "failed", key: entry.key, step, message, retryable: canRetry(error) };
}

/** Starts the job each entry's step needs, unless one is in flight; reschedules the worker's disposal. */
function pump(): void {
  const { entries } = getQueueState();
  for (const entry of entries) {
    if (running.has(entry.key)) continue;
    const job = jobFor(entry);
    if (!job) continue;
    running.set(entry.key, entry.step);
    void job()
      .catch((error: unknown): QueueEvent | null => ({
        type: "failed",
        key: entry.key,
        step: entry.step === "analyzing" ? "analysis" : entry.step === "uploading" ? "upload" : "intake",
        message: describeError(error),
        retryable: true,
      }))
      .then((event) => {
        running.delete(entry.key);
        if (event) dispatchQueue(event);
        else pump();
      });
  }
  scheduleDisposal(entries.some(needsWorker));
  syncLeaveWarning();
}

function jobFor(entry: QueueEntry): (() => Promise<QueueEvent | null>) | null {
  switch (entry.step) {
    case "waiting":
    case "removing":
      return () => (entry.kind === "closet" ? prepareAndRemove(entry) : prepare(entry));
    case "uploading":
      return () => (entry.kind === "closet" ? uploadCloset(entry) : uploadInspiration(entry));
    case "analyzing":
      return () => analyze(entry);
    case "busy": {
      const retryAt = entry.retryAt;
      // Null: the patience is spent; the entry waits, photo kept, for the person's "try again".
      if (retryAt === null) return null;
      return async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, retryAt - Date.now())));
        return { type: "slot-free", key: entry.key };
      };
    }
    default:
      return null;
  }
}

async function intake(entry: QueueEntry): Promise<File | QueueEvent> {
  const held = blobs.get(entry.key);
  if (!held) return { type: "failed", key: entry.key, step: "intake", message: "The photo is gone.", retryable: false };
  if (held.prepared) return held.prepared;
  const result = await intakePhoto(held.original);
  if (!result.ok) return { type: "failed", key: entry.key, step: "intake", message: result.message, retryable: false };
  held.prepared = result.file;
  return result.file;
}

async function prepare(entry: QueueEntry): Promise<QueueEvent> {
  const prepared = await intake(entry);
  return prepared instanceof File ? { type: "prepared", key: entry.key } : prepared;
}

/** The removal client's chunk; offline before it was ever loaded it cannot come, and the next try fetches it again. */
async function removalModule() {
  try {
    return await loadRemoval();
  } catch {
    removalClient = null;
    return null;
  }
}

async function prepareAndRemove(entry: QueueEntry): Promise<QueueEvent | null> {
  const prepared = await intake(entry);
  if (!(prepared instanceof File)) return prepared;
  const removal = await removalModule();
  if (!removal) return { type: "removal-finished", key: entry.key, ok: false, failure: "download" };
  const { removeBackgroundFromFile } = removal;
  const held = blobs.get(entry.key);
  if (!held) return null;
  const controller = new AbortController();
  held.removal = controller;
  let started = false;
  const result = await removeBackgroundFromFile(prepared, {
    model: entry.model,
    mask: true,
    signal: controller.signal,
    onEvent: (event) => {
      if (!started) {
        started = true;
        dispatchQueue({ type: "removal-started", key: entry.key });
      }
      if (event.type === "model") dispatchQueue({ type: "model-status", status: { resolved: event } });
      else if (event.type === "download") {
        const current = getQueueState().model.download;
        dispatchQueue({
          type: "model-status",
          status: { download: event.fromCache && !current ? null : event.overall },
        });
      } else if (getQueueState().model.download) dispatchQueue({ type: "model-status", status: { download: null } });
    },
  });
  held.removal = undefined;
  if (getQueueState().model.download) dispatchQueue({ type: "model-status", status: { download: null } });
  if (!result.ok && result.cause === "cancelled") {
    // Removed from the queue (nothing to do), or the worker was stopped under it: the pump starts it again.
    return null;
  }
  if (!result.ok)
    return {
      type: "removal-finished",
      key: entry.key,
      ok: false,
      failure: result.cause === "download" ? "download" : "failed",
    };
  held.cutout = result.file;
  held.mask = result.mask ?? undefined;
  return {
    type: "removal-finished",
    key: entry.key,
    ok: true,
    cutoutUrl: trackUrl(entry.key, result.file),
    coverage: result.coverage,
    specks: result.specks,
    width: result.width,
    height: result.height,
    askEveryPhoto: readAskEveryPhoto(),
  };
}

function uploadFile(entry: QueueEntry): File | null {
  const held = blobs.get(entry.key);
  if (!held) return null;
  if (entry.source === "cutout" && held.cutout) return held.cutout;
  return held.prepared ?? held.original;
}

async function uploadCloset(entry: QueueEntry): Promise<QueueEvent | null> {
  const file = uploadFile(entry);
  if (!file) return null;
  const form = new FormData();
  // Only the person's own choice is sent; without one the server detects (or applies its default).
  if (entry.category) form.set("category", entry.category);
  form.set("image", file, file.name);
  const held = blobs.get(entry.key);
  if (file === held?.cutout && held.mask) form.set("mask", held.mask, "mask.png");
  // The photo as shot (already shrunk by the intake) goes too, even when it is the picture itself:
  // the picture tools start from it, so "try the large model" and the brush work later (issue #25).
  const original = held?.prepared ?? held?.original;
  if (original) form.set("original", original, original.name);
  let created: ClosetUploadResult;
  try {
    created = await sendJson<ClosetUploadResult>("POST", "/api/closet", form);
  } catch (error) {
    return entryOf(entry.key) ? busyOrFailed(entry, "upload", error) : null;
  }
  void refreshLists("closet");
  if (!entryOf(entry.key)) {
    // Removed while the upload was in flight: it must not stay in the closet.
    void apiRequest("DELETE", `/api/closet/${created.id}`).then(
      () => refreshLists("closet"),
      () => undefined,
    );
    return null;
  }
  return {
    type: "uploaded",
    key: entry.key,
    id: created.id,
    imageUrl: created.imageUrl,
    originalImageUrl: created.originalImageUrl,
    category: created.category as Category,
    similarItems: created.similarItems,
    categoryChoices: created.categoryChoices,
  };
}

async function uploadInspiration(entry: QueueEntry): Promise<QueueEvent | null> {
  const file = uploadFile(entry);
  if (!file) return null;
  const form = new FormData();
  form.set("image", file, file.name || "pasted-image.png");
  let created: InspirationView;
  try {
    created = await sendJson<InspirationView>("POST", "/api/inspiration", form);
  } catch (error) {
    return entryOf(entry.key) ? busyOrFailed(entry, "upload", error) : null;
  }
  void refreshLists("inspiration");
  if (!entryOf(entry.key)) {
    void apiRequest("DELETE", `/api/inspiration/${created.id}`).then(
      () => refreshLists("inspiration"),
      () => undefined,
    );
    return null;
  }
  return { type: "uploaded", key: entry.key, id: created.id, imageUrl: created.imageUrl };
}

async function analyze(entry: QueueEntry): Promise<QueueEvent | null> {
  if (entry.id === null) return null;
  try {
    if (entry.kind === "closet") {
      const analysis = await sendJson<ClosetAnalysis>("POST", `/api/closet/${entry.id}/analyze`);
      void refreshLists("closet");
      return {
        type: "analysis-done",
        key: entry.key,
        tags: analysis.styleTags,
        category: (analysis.category as Category | undefined) ?? null,
        suggestion: analysis.suggestion,
      };
    }
    const { styleTags } = await sendJson<InspirationAnalysis>("POST", `/api/inspiration/${entry.id}/analyze`);
    void refreshLists("inspiration");
    return { type: "analysis-done", key: entry.key, tags: styleTags };
  } catch (error) {
    return entryOf(entry.key) ? busyOrFailed(entry, "analysis", error) : null;
  }
}

function scheduleDisposal(needed: boolean): void {
  if (needed) {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    return;
  }
  if (idleTimer || !removalClient) return;
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (getQueueState().entries.some(needsWorker)) return;
    void removalClient?.then((client) => client.disposeBackgroundRemoval());
  }, WORKER_IDLE_MS);
}

// Closing or reloading the tab would lose the photos not stored yet: ask first.
const warnOnLeave = (event: BeforeUnloadEvent) => event.preventDefault();
let warning = false;
function syncLeaveWarning(): void {
  if (typeof window === "undefined") return;
  const unsaved = summarize(getQueueState().entries).unsaved > 0;
  if (unsaved === warning) return;
  warning = unsaved;
  if (unsaved) window.addEventListener("beforeunload", warnOnLeave);
  else window.removeEventListener("beforeunload", warnOnLeave);
}
