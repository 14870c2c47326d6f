/** Messages between the page (client.ts) and the removal worker (worker.ts), and the public events. */
import type { Device, ModelSize, ResolvedModel } from "./config";

/** Bytes of one resource (the model, the runtime's .wasm or .mjs) arriving; `fromCache` when Cache Storage answered. */
export type DownloadEvent = {
  type: "download";
  /** resources.json key, e.g. "/models/isnet_fp16" or "/onnxruntime-web/ort-wasm-simd-threaded.wasm". */
  key: string;
  loaded: number;
  total: number;
  fromCache: boolean;
  /** Across every resource this model load needs, so one progress bar can cover them all. */
  overall: { loaded: number; total: number };
};

/** The model chosen for the request; `fallback` is true when the requested size is not installed. */
export type ModelEvent = { type: "model" } & ResolvedModel;

/** In order; `step` counts the stages already done, out of `steps`. */
export const INFERENCE_STAGES = ["decode", "inference", "mask", "composite", "encode"] as const;
export type InferenceStage = (typeof INFERENCE_STAGES)[number];
export type InferenceEvent = { type: "inference"; stage: InferenceStage; step: number; steps: number };

export type BackgroundRemovalEvent = ModelEvent | DownloadEvent | InferenceEvent;

export type RemovalTimings = {
  /** From the request reaching the worker until the PNG was ready (waiting in the queue excluded). */
  totalMs: number;
  /** Model and runtime load (download or cache read, session creation); 0 when the worker had them already. */
  loadMs: number;
  /** Decoding the photo, scaling it to its output size and to the model's input. */
  decodeMs: number;
  /** The model run alone. */
  inferenceMs: number;
  /** Post-processing: scaling the mask to the photo, flattening onto white and PNG encoding. */
  encodeMs: number;
  /** Whether the runtime could use threads (the worker is cross-origin isolated); about twice as fast. */
  threaded: boolean;
  /** Side of the square the model ran at (BACKGROUND_REMOVAL_DEFAULTS.inputResolution). */
  resolution: number;
};

export type WorkerRequest =
  | {
      type: "remove";
      id: number;
      file: Blob;
      model: ModelSize;
      device: Device;
      maxDimension: number;
      quality: number;
      /** Also answer the mask (lib/background-removal/mask.ts), for the mask brush. */
      mask: boolean;
    }
  | { type: "preload"; id: number; model: ModelSize; device: Device }
  | { type: "cancel"; id: number };

export type WorkerResponse =
  | { type: "event"; id: number; event: BackgroundRemovalEvent }
  | {
      type: "done";
      id: number;
      png: Blob | null;
      /** When asked for: an opaque grayscale PNG at the cut-out's size, white = garment, black = background. */
      mask: Blob | null;
      /** Share of the cut-out's pixels with alpha ≥ 0.5 (absent for a preload), to spot an empty or whole-frame mask. */
      coverage?: number;
      /** Share of the mask's foreground in specks apart from the piece (./speckle.ts; absent for a preload). */
      specks?: number;
      /** The cut-out's size in pixels (absent for a preload). */
      size?: { width: number; height: number };
      model: ResolvedModel;
      timings: RemovalTimings;
    }
  /**
   * `fatal`: the worker cannot serve further requests (the model failed to load) and must be replaced.
   * `cause` "download": the model or runtime could not be fetched (./resources.ts AssetDownloadError).
   */
  | { type: "failed"; id: number; reason: string; fatal: boolean; cause?: "download" };
