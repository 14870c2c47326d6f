/// <reference lib="webworker" />
/**
 * Dedicated worker running @imgly/background-removal, so decoding, inference (ONNX on WebAssembly,
 * multi-threaded when the page is cross-origin isolated) and PNG encoding never block the page.
 * Requests run one at a time; the model session stays loaded for the worker's life.
 */
import { preload, removeBackground, type Config } from "@imgly/background-removal";
import { createCachedFetch } from "./cached-fetch";
import { compositeOnWhite, fitWithin, maskCoverage } from "./composite";
import {
  BG_REMOVAL_CACHE_NAME,
  BG_REMOVAL_PUBLIC_PATH,
  modelKey,
  resolveModel,
  type Device,
  type ModelId,
} from "./config";
import { alphaToMask, maskToGrayRgba } from "./mask";
import {
  INFERENCE_STAGES,
  type BackgroundRemovalEvent,
  type InferenceStage,
  type WorkerRequest,
  type WorkerResponse,
} from "./protocol";
import { loadResourceMap, runtimeKeys, type ResourceMap } from "./resources";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const publicPath = new URL(BG_REMOVAL_PUBLIC_PATH, scope.location.origin).href;
const post = (message: WorkerResponse) => scope.postMessage(message);

let current = 0; // the request the library's progress callback reports for
const cancelled = new Set<number>();
const loadedConfigs = new Set<string>();
let download: { keys: string[]; loaded: Map<string, number>; fromNetwork: Set<string>; total: number } | null = null;
let urlToKey = new Map<string, string>();

const cached = createCachedFetch({
  prefix: publicPath,
  cacheName: BG_REMOVAL_CACHE_NAME,
  uncached: (url) => url.endsWith("/resources.json"),
  onFetched: ({ url, fromCache }) => {
    const key = urlToKey.get(url);
    if (key && !fromCache) download?.fromNetwork.add(key);
  },
});
scope.fetch = cached.fetch;

const emit = (event: BackgroundRemovalEvent) => post({ type: "event", id: current, event });
const stage = (name: InferenceStage) =>
  emit({ type: "inference", stage: name, step: INFERENCE_STAGES.indexOf(name), steps: INFERENCE_STAGES.length });

function onLibraryProgress(what: string, loaded: number, total: number) {
  if (what.startsWith("fetch:") && download) {
    const key = what.slice("fetch:".length);
    download.loaded.set(key, loaded);
    const overallLoaded = [...download.loaded.values()].reduce((sum, bytes) => sum + bytes, 0);
    emit({
      type: "download",
      key,
      loaded,
      total,
      fromCache: !download.fromNetwork.has(key),
      overall: { loaded: overallLoaded, total: download.total },
    });
  } else if (what === "compute:inference") stage("inference");
  else if (what === "compute:mask") stage("mask");
}

// One config object per model and device: the library memoizes its session by this config's JSON.
// Its own output is raw RGBA, which is flattened onto white and encoded once here.
const libraryConfig = (model: ModelId, device: Device): Config => ({
  publicPath,
  model,
  device,
  output: { format: "image/x-rgba8", quality: 0.8 },
  progress: onLibraryProgress,
});

async function ensureLoaded(map: ResourceMap, model: ModelId, device: Device): Promise<void> {
  const config = libraryConfig(model, device);
  const memoKey = JSON.stringify(config);
  if (loadedConfigs.has(memoKey)) return;
  const keys = [modelKey(model), ...(await runtimeKeys(device))];
  download = {
    keys,
    loaded: new Map(),
    fromNetwork: new Set(),
    total: keys.reduce((sum, key) => sum + (map[key]?.size ?? 0), 0),
  };
  await preload(config);
  loadedConfigs.add(memoKey);
  download = null;
  // The next page load must find everything stored, so the load only counts as done once it is.
  await cached.flush();
  void cached.prune(new Set(urlToKey.keys()));
}

async function decode(file: Blob, maxDimension: number): Promise<{ width: number; height: number; rgba: Blob }> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, maxDimension);
  const context = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("OffscreenCanvas 2D is not available.");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height).data;
  return { width, height, rgba: new Blob([pixels], { type: `image/x-rgba8;width=${width};height=${height}` }) };
}

async function encodeOnWhite(
  rgba: Blob,
  width: number,
  height: number,
  quality: number,
  withMask: boolean,
): Promise<{ png: Blob; coverage: number; mask: Blob | null }> {
  const pixels = new Uint8ClampedArray(await rgba.arrayBuffer());
  const coverage = maskCoverage(pixels); // before compositing, which makes every pixel opaque
  // Read before compositing too: the mask brush (issue #25) edits it.
  const mask = withMask ? maskToGrayRgba(alphaToMask(pixels)) : null;
  stage("composite");
  compositeOnWhite(pixels);
  stage("encode");
  const png = await encodePng(pixels, width, height, quality);
  return { png, coverage, mask: mask ? await encodePng(mask, width, height, 1) : null };
}

function encodePng(pixels: Uint8ClampedArray<ArrayBuffer>, width: number, height: number, quality: number) {
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext("2d")!.putImageData(new ImageData(pixels, width, height), 0, 0);
  return canvas.convertToBlob({ type: "image/png", quality });
}

async function handle(request: Exclude<WorkerRequest, { type: "cancel" }>) {
  if (cancelled.delete(request.id)) return post({ type: "failed", id: request.id, reason: "cancelled", fatal: false });
  current = request.id;
  const started = performance.now();
  let mark = started;
  const lap = () => -mark + (mark = performance.now());
  let loading = false;
  try {
    const map = await loadResourceMap(publicPath);
    urlToKey = map.urlToKey;
    const model = resolveModel(request.model, Object.keys(map.entries));
    emit({ type: "model", ...model });
    const timings = {
      loadMs: 0,
      decodeMs: 0,
      inferenceMs: 0,
      encodeMs: 0,
      threaded: scope.crossOriginIsolated && navigator.hardwareConcurrency > 1,
    };
    // Decoding first: a file that is no image fails at once, without loading the model for it.
    let input: Awaited<ReturnType<typeof decode>> | null = null;
    if (request.type === "remove") {
      stage("decode");
      input = await decode(request.file, request.maxDimension);
      timings.decodeMs = lap();
    }
    loading = true;
    await ensureLoaded(map.entries, model.id, request.device);
    loading = false;
    timings.loadMs = lap();
    if (!input || request.type !== "remove")
      return post({
        type: "done",
        id: request.id,
        png: null,
        mask: null,
        model,
        timings: { ...timings, totalMs: performance.now() - started },
      });
    const rgba = await removeBackground(input.rgba, libraryConfig(model.id, request.device));
    timings.inferenceMs = lap();
    const { png, coverage, mask } = await encodeOnWhite(rgba, input.width, input.height, request.quality, request.mask);
    timings.encodeMs = lap();
    const size = { width: input.width, height: input.height };
    post({
      type: "done",
      id: request.id,
      png,
      mask,
      coverage,
      size,
      model,
      timings: { ...timings, totalMs: performance.now() - started },
    });
  } catch (error) {
    // The library caches a failed load for good, so a worker whose load failed is useless.
    post({
      type: "failed",
      id: request.id,
      reason: error instanceof Error ? error.message : String(error),
      fatal: loading,
    });
  }
}

let queue = Promise.resolve();
scope.onmessage = ({ data }: MessageEvent<WorkerRequest>) => {
  if (data.type === "cancel") cancelled.add(data.id);
  else queue = queue.then(() => handle(data));
};
