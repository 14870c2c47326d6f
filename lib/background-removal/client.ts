/**
 * Browser-only API for in-browser background removal (SPEC §4 closet upload entry, §5 configuration).
 * All work happens in one shared Web Worker; these functions only post messages, so the page stays
 * responsive. They never throw: a failure resolves with the original file and the reason, which the
 * caller uploads as it is (SPEC: "If removal fails, the original file is uploaded").
 * See README.md in this folder for the events and an example.
 */
import { BACKGROUND_REMOVAL_DEFAULTS, type Device, type ModelSize, type ResolvedModel } from "./config";
import type { BackgroundRemovalEvent, RemovalTimings, WorkerRequest, WorkerResponse } from "./protocol";

export type RemoveBackgroundOptions = {
  /** SPEC §5 size; default "medium" (isnet_fp16). "large" falls back to the largest installed model. */
  model?: ModelSize;
  /** Default "cpu" (WebAssembly). "gpu" uses WebGPU when the browser offers it, else the CPU. */
  device?: Device;
  /** Longest edge of the result in pixels; larger photos are scaled down first. Default 2048. */
  maxDimension?: number;
  /** Encoder quality handed to the PNG encoder; default 0.8 (SPEC §5). */
  quality?: number;
  /** Model choice, download progress (bytes per resource) and inference stages of this request. */
  onEvent?: (event: BackgroundRemovalEvent) => void;
  /** Aborting resolves at once with `{ ok: false, reason: "cancelled" }`. */
  signal?: AbortSignal;
  /** Also answer the cut-out's mask (`mask` in the result), for the mask brush; default false (one PNG encode less). */
  mask?: boolean;
};

export type RemoveBackgroundResult =
  /**
   * `file`: PNG on white, same name as the original, type image/png. `mask`, when asked for: an
   * opaque grayscale PNG at the same size (white = garment), which lib/background-removal/mask.ts reads.
   */
  | {
      ok: true;
      file: File;
      mask: Blob | null;
      model: ResolvedModel;
      timings: RemovalTimings;
      /** Share of pixels the mask kept (alpha ≥ 0.5), 0–1. */
      coverage: number;
      /** Share of the kept pixels in specks apart from the piece (./speckle.ts), 0–1. */
      specks: number;
      width: number;
      height: number;
    }
  /**
   * `file`: the original, untouched. `cause`: "download" when the model, its runtime or the worker
   * could not be fetched (offline, a dropped connection), "cancelled" when aborted, else "failed".
   */
  | { ok: false; file: File; reason: string; cause: RemovalFailureCause };

export type RemovalFailureCause = "download" | "cancelled" | "failed";

export type PreloadResult = { ok: true; model: ResolvedModel; timings: RemovalTimings } | { ok: false; reason: string };

type Settled = Extract<WorkerResponse, { type: "done" | "failed" }>;
type Pending = {
  worker: Worker;
  onEvent?: (event: BackgroundRemovalEvent) => void;
  settle: (response: Settled) => void;
};
type OutgoingRequest = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/** True when this browser has what the worker needs (module workers, OffscreenCanvas, WebAssembly). */
export function isBackgroundRemovalSupported(): boolean {
  return (
    typeof Worker !== "undefined" &&
    typeof OffscreenCanvas !== "undefined" &&
    typeof createImageBitmap === "function" &&
    typeof WebAssembly === "object"
  );
}

/** Offline: a worker that could not start (its script never came) failed to download, not to run. */
const offline = () => typeof navigator !== "undefined" && navigator.onLine === false;

function retire(target: Worker, reason: string) {
  if (worker === target) worker = null;
  target.terminate();
  const cause = reason !== "cancelled" && offline() ? ({ cause: "download" } as const) : {};
  for (const [id, entry] of pending)
    if (entry.worker === target) entry.settle({ type: "failed", id, reason, fatal: true, ...cause });
}

function getWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "background-removal" });
  created.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
    const entry = pending.get(data.id);
    if (!entry) return; // cancelled or already failed
    if (data.type === "event") return entry.onEvent?.(data.event);
    entry.settle(data);
    if (data.type === "failed" && data.fatal) retire(created, data.reason);
  };
  created.onerror = (event) => retire(created, event.message || "The background-removal worker stopped.");
  worker = created;
  return created;
}

function send(
  request: OutgoingRequest,
  onEvent: Pending["onEvent"],
  signal: AbortSignal | undefined,
): Promise<Settled> {
  const id = nextId++;
  return new Promise((resolve) => {
    const cancel = () => {
      pending.get(id)?.worker.postMessage({ type: "cancel", id } satisfies WorkerRequest);
      settle({ type: "failed", id, reason: "cancelled", fatal: false });
    };
    const settle = (response: Settled) => {
      pending.delete(id);
      signal?.removeEventListener("abort", cancel);
      resolve(response);
    };
    if (signal?.aborted) return resolve({ type: "failed", id, reason: "cancelled", fatal: false });
    let target: Worker;
    try {
      target = getWorker();
    } catch (error) {
      return resolve({
        type: "failed",
        id,
        reason: error instanceof Error ? error.message : String(error),
        fatal: true,
      });
    }
    pending.set(id, { worker: target, onEvent, settle });
    signal?.addEventListener("abort", cancel, { once: true });
    target.postMessage({ ...request, id } as WorkerRequest);
  });
}

/**
 * Removes the background of one photo and flattens it onto white. Resolves with a PNG `File` that
 * keeps `file.name`, or with the original file and the reason when removal is impossible or fails.
 * Several calls may run at once; the worker takes them in order.
 */
export async function removeBackgroundFromFile(
  file: File,
  options: RemoveBackgroundOptions = {},
): Promise<RemoveBackgroundResult> {
  if (!isBackgroundRemovalSupported())
    return { ok: false, file, reason: "Background removal is not supported in this browser.", cause: "failed" };
  const response = await send(
    {
      type: "remove",
      file,
      model: options.model ?? BACKGROUND_REMOVAL_DEFAULTS.model,
      device: options.device ?? BACKGROUND_REMOVAL_DEFAULTS.device,
      maxDimension: options.maxDimension ?? BACKGROUND_REMOVAL_DEFAULTS.maxDimension,
      quality: options.quality ?? BACKGROUND_REMOVAL_DEFAULTS.output.quality,
      mask: options.mask ?? false,
    },
    options.onEvent,
    options.signal,
  );
  if (response.type === "failed")
    return {
      ok: false,
      file,
      reason: response.reason,
      cause: response.reason === "cancelled" ? "cancelled" : (response.cause ?? "failed"),
    };
  if (!response.png) return { ok: false, file, reason: "The worker returned no image.", cause: "failed" };
  return {
    ok: true,
    file: new File([response.png], file.name, { type: "image/png" }),
    mask: response.mask,
    model: response.model,
    timings: response.timings,
    coverage: response.coverage ?? 1,
    specks: response.specks ?? 0,
    width: response.size?.width ?? 0,
    height: response.size?.height ?? 0,
  };
}

/**
 * Downloads (first time) or reads from the cache (later) the model and runtime and starts the session,
 * so the first photo does not wait for it. Progress arrives as "download" events.
 */
export async function preloadBackgroundRemoval(
  options: Pick<RemoveBackgroundOptions, "model" | "device" | "onEvent" | "signal"> = {},
): Promise<PreloadResult> {
  if (!isBackgroundRemovalSupported())
    return { ok: false, reason: "Background removal is not supported in this browser." };
  const model = options.model ?? BACKGROUND_REMOVAL_DEFAULTS.model;
  const response = await send(
    { type: "preload", model, device: options.device ?? BACKGROUND_REMOVAL_DEFAULTS.device },
    options.onEvent,
    options.signal,
  );
  return response.type === "done"
    ? { ok: true, model: response.model, timings: response.timings }
    : { ok: false, reason: response.reason };
}

/** Stops the worker and frees the model's memory (the upload queue calls it once idle for a while). Pending calls fail. */
export function disposeBackgroundRemoval(): void {
  if (worker) retire(worker, "cancelled");
}
