/// <reference lib="webworker" />
// The runtime's types are ambient declarations that its package.json "exports" does not point at.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import can reach them
/// <reference path="../../node_modules/onnxruntime-web/types.d.ts" />
/**
 * Dedicated worker running IS-Net on onnxruntime-web, so decoding, inference (ONNX on WebAssembly,
 * multi-threaded when the page is cross-origin isolated) and PNG encoding never block the page.
 * Requests run one at a time; a model's session stays loaded for the worker's life.
 *
 * Until the speed work of issue 25 the pipeline was @imgly/background-removal's, which could only run
 * the model at 1024 px, resized in JavaScript through ndarray accessors, and had the runtime compute
 * all twelve of IS-Net's outputs when one is used; that package is no longer a dependency. The assets
 * (resources.json, chunked models, the runtime as blob: URLs) are assembled for this worker by
 * scripts/assemble-bg-removal-assets.mjs.
 */
import type { InferenceSession } from "onnxruntime-web";
import { createCachedFetch } from "./cached-fetch";
import { compositeOnWhite, fitWithin, maskCoverage, maskToGrey, toModelInput } from "./composite";
import {
  BACKGROUND_REMOVAL_DEFAULTS,
  BG_REMOVAL_CACHE_NAME,
  BG_REMOVAL_PUBLIC_PATH,
  type Device,
  type ModelId,
  modelKey,
  resolveModel,
} from "./config";
import { alphaToMask, maskToGrayRgba } from "./mask";
import { withInputResolution } from "./model-input";
import {
  type BackgroundRemovalEvent,
  INFERENCE_STAGES,
  type InferenceStage,
  type WorkerRequest,
  type WorkerResponse,
} from "./protocol";
import { AssetDownloadError, fetchAsset, loadResourceMap, type ResourceMap, runtimeKeys } from "./resources";
import { speckShare } from "./speckle";

type Ort = typeof import("onnxruntime-web");
type Loaded = { ort: Ort; session: InferenceSession };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const publicPath = new URL(BG_REMOVAL_PUBLIC_PATH, scope.location.origin).href;
const post = (message: WorkerResponse) => scope.postMessage(message);
const RESOLUTION = BACKGROUND_REMOVAL_DEFAULTS.inputResolution;
const OUTPUT = "output"; // IS-Net's final mask; its other eleven outputs are side outputs for training

let current = 0; // the request that download and stage events report for
const cancelled = new Set<number>();
const sessions = new Map<string, Promise<Loaded>>();
let urlToKey = new Map<string, string>();
const threaded = scope.crossOriginIsolated && navigator.hardwareConcurrency > 1;

const fromNetwork = new Set<string>(); // chunk URLs that were downloaded rather than read from Cache Storage
const cached = createCachedFetch({
  prefix: publicPath,
  cacheName: BG_REMOVAL_CACHE_NAME,
  uncached: (url) => url.endsWith("/resources.json"),
  onFetched: ({ url, fromCache }) => {
    if (!fromCache) fromNetwork.add(url);
  },
});

const emit = (event: BackgroundRemovalEvent) => post({ type: "event", id: current, event });
const stage = (name: InferenceStage) =>
  emit({ type: "inference", stage: name, step: INFERENCE_STAGES.indexOf(name), steps: INFERENCE_STAGES.length });

/**
 * The resources one load needs (model chunks, runtime files), fetched in parallel through Cache
 * Storage, with one "download" event per chunk that arrives.
 */
async function fetchResources(map: ResourceMap, keys: string[]): Promise<Blob[]> {
  const total = keys.reduce((sum, key) => sum + (map[key]?.size ?? 0), 0);
  const loaded = new Map<string, number>();
  let overall = 0;
  return Promise.all(
    keys.map(async (key) => {
      const entry = map[key];
      if (!entry) throw new AssetDownloadError(`Background-removal asset ${key} is missing from resources.json.`);
      let fromCache = true;
      const chunks = await Promise.all(
        entry.chunks.map(async (chunk) => {
          const url = new URL(chunk.name, publicPath).href;
          const response = await fetchAsset(cached.fetch, url);
          if (fromNetwork.has(url)) fromCache = false;
          if (!response.ok)
            throw new AssetDownloadError(`Background-removal asset ${chunk.name} answered ${response.status}.`);
          // A connection dropped mid-body rejects here, or leaves the chunk short.
          const blob = await response.blob().catch((error: unknown) => {
            throw new AssetDownloadError(error instanceof Error ? error.message : String(error));
          });
          if (blob.size !== chunk.offsets[1] - chunk.offsets[0])
            throw new AssetDownloadError(
              `Background-removal asset ${chunk.name} is ${blob.size} bytes, not the expected size.`,
            );
          loaded.set(key, (loaded.get(key) ?? 0) + blob.size);
          overall += blob.size;
          emit({
            type: "download",
            key,
            loaded: loaded.get(key)!,
            total: entry.size,
            fromCache,
            overall: { loaded: overall, total },
          });
          return blob;
        }),
      );
      return new Blob(chunks, { type: entry.mime });
    }),
  );
}

async function createSession(map: ResourceMap, model: ModelId, device: Device): Promise<Loaded> {
  const [modelKeyName, ...runtime] = [modelKey(model), ...(await runtimeKeys(device))];
  const useGpu = runtime[0]!.includes(".jsep.");
  const [modelBlob, wasm, mjs] = await fetchResources(map, [modelKeyName, ...runtime]);
  // The runtime's own script is a chunk of this app: offline, before it was ever loaded, it cannot come.
  const ort: Ort = await (useGpu ? import("onnxruntime-web/webgpu") : import("onnxruntime-web")).catch(
    (error: unknown) => {
      throw new AssetDownloadError(error instanceof Error ? error.message : String(error));
    },
  );
  // Threads need SharedArrayBuffer, i.e. a cross-origin isolated page (next.config.mjs).
  ort.env.wasm.numThreads = threaded ? navigator.hardwareConcurrency : 1;
  ort.env.wasm.wasmPaths = { wasm: URL.createObjectURL(wasm!), mjs: URL.createObjectURL(mjs!) };
  const bytes = withInputResolution(new Uint8Array(await modelBlob!.arrayBuffer()), RESOLUTION, OUTPUT);
  const session = await ort.InferenceSession.create(bytes, {
    executionProviders: [useGpu ? "webgpu" : "wasm"],
    graphOptimizationLevel: "all",
    // Measured the same as "parallel" (the old library's choice) on 2 cores: the threads go to each Conv.
    executionMode: "sequential",
    enableCpuMemArena: true,
    // Idle threads sleep instead of spinning for the next Conv: alone on the machine a photo takes the
    // same (3.9-4.0 s warm, 2 cores), and beside another busy page, or a second tab cutting out, the
    // spinning took cores the work needed (two pages at once: 8.6-9.3 s a photo against 9.1-10.4 s,
    // 2026-11-30).
    extra: { session: { intra_op: { allow_spinning: "0" } } },
  });
  // The next page load must find everything stored, so the load only counts as done once it is.
  await cached.flush();
  void cached.prune(new Set(urlToKey.keys()));
  return { ort, session };
}

/** The session for this model and device, loaded once per worker (a failed load is tried again next time). */
function ensureLoaded(map: ResourceMap, model: ModelId, device: Device): Promise<Loaded> {
  const key = `${model}:${device}`;
  let loading = sessions.get(key);
  if (!loading) {
    loading = createSession(map, model, device);
    sessions.set(key, loading);
    loading.catch(() => sessions.delete(key));
  }
  return loading;
}

type Decoded = { width: number; height: number; pixels: Uint8ClampedArray<ArrayBuffer>; input: Float32Array };

/** The photo at its output size (RGBA), and the model's input: the photo squashed to RESOLUTION², normalised. */
async function decode(file: Blob, maxDimension: number): Promise<Decoded> {
  const original = await createImageBitmap(file);
  const { width, height } = fitWithin(original.width, original.height, maxDimension);
  const scaled =
    width === original.width && height === original.height
      ? original
      : await createImageBitmap(original, { resizeWidth: width, resizeHeight: height, resizeQuality: "high" });
  const small = await createImageBitmap(scaled, {
    resizeWidth: RESOLUTION,
    resizeHeight: RESOLUTION,
    resizeQuality: "high",
  });
  const pixels = readPixels(scaled, width, height);
  const input = toModelInput(readPixels(small, RESOLUTION, RESOLUTION));
  for (const bitmap of new Set([original, scaled, small])) bitmap.close();
  return { width, height, pixels, input };
}

function readPixels(source: CanvasImageSource, width: number, height: number): Uint8ClampedArray<ArrayBuffer> {
  const context = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("OffscreenCanvas 2D is not available.");
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

/** The model's RESOLUTION² mask (0..1), scaled to the photo's size by the canvas, as the photo's alpha. */
function applyMask(mask: Float32Array, decoded: Decoded): void {
  const square = new OffscreenCanvas(RESOLUTION, RESOLUTION);
  square.getContext("2d")!.putImageData(new ImageData(maskToGrey(mask), RESOLUTION, RESOLUTION), 0, 0);
  const context = new OffscreenCanvas(decoded.width, decoded.height).getContext("2d", { willReadFrequently: true })!;
  context.imageSmoothingQuality = "high";
  context.drawImage(square, 0, 0, decoded.width, decoded.height);
  const scaled = context.getImageData(0, 0, decoded.width, decoded.height).data;
  const pixels = decoded.pixels;
  for (let i = 3; i < pixels.length; i += 4) pixels[i] = scaled[i - 3]!; // grey level of the scaled mask
}

/** The photo's alpha (the applied mask) as an opaque grey PNG at the cut-out's size: white = garment. */
function encodeGreyMask(decoded: Decoded): Promise<Blob> {
  const grey = maskToGrayRgba(alphaToMask(decoded.pixels));
  const canvas = new OffscreenCanvas(decoded.width, decoded.height);
  canvas.getContext("2d")!.putImageData(new ImageData(grey, decoded.width, decoded.height), 0, 0);
  return canvas.convertToBlob({ type: "image/png" });
}

async function encodeOnWhite(decoded: Decoded, quality: number): Promise<Blob> {
  stage("composite");
  compositeOnWhite(decoded.pixels);
  stage("encode");
  const canvas = new OffscreenCanvas(decoded.width, decoded.height);
  canvas.getContext("2d")!.putImageData(new ImageData(decoded.pixels, decoded.width, decoded.height), 0, 0);
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
    const timings = { loadMs: 0, decodeMs: 0, inferenceMs: 0, encodeMs: 0, threaded, resolution: RESOLUTION };
    // Decoding first: a file that is no image fails at once, without loading the model for it.
    let decoded: Decoded | null = null;
    if (request.type === "remove") {
      stage("decode");
      decoded = await decode(request.file, request.maxDimension);
      timings.decodeMs = lap();
    }
    loading = true;
    const { ort, session } = await ensureLoaded(map.entries, model.id, request.device);
    loading = false;
    timings.loadMs = lap();
    if (!decoded || request.type !== "remove")
      return post({
        type: "done",
        id: request.id,
        png: null,
        mask: null,
        model,
        timings: { ...timings, totalMs: performance.now() - started },
      });
    stage("inference");
    const feeds = {
      [session.inputNames[0]!]: new ort.Tensor("float32", decoded.input, [1, 3, RESOLUTION, RESOLUTION]),
    };
    const outputs = await session.run(feeds, [OUTPUT]);
    const mask = outputs[OUTPUT]!;
    timings.inferenceMs = lap();
    stage("mask");
    applyMask(mask.data as Float32Array, decoded);
    mask.dispose();
    const coverage = maskCoverage(decoded.pixels); // before compositing, which makes every pixel opaque
    // Bits of the background kept apart from the piece (issue #41): the queue asks before saving those.
    const specks = speckShare(decoded.pixels, decoded.width, decoded.height, { stride: 4, offset: 3 });
    // When asked (the mask brush, issue #25): the mask as an opaque grey PNG, read before compositing too.
    const maskPng = request.mask ? await encodeGreyMask(decoded) : null;
    const png = await encodeOnWhite(decoded, request.quality);
    timings.encodeMs = lap();
    const size = { width: decoded.width, height: decoded.height };
    post({
      type: "done",
      id: request.id,
      png,
      mask: maskPng,
      coverage,
      specks,
      size,
      model,
      timings: { ...timings, totalMs: performance.now() - started },
    });
  } catch (error) {
    post({
      type: "failed",
      id: request.id,
      reason: error instanceof Error ? error.message : String(error),
      fatal: loading,
      ...(error instanceof AssetDownloadError ? { cause: "download" as const } : {}),
    });
  }
}

let queue = Promise.resolve();
scope.onmessage = ({ data }: MessageEvent<WorkerRequest>) => {
  if (data.type === "cancel") cancelled.add(data.id);
  else queue = queue.then(() => handle(data));
};
