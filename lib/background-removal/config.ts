/**
 * Background-removal configuration of SPEC §5. Pure data and functions: safe to import anywhere,
 * including unit tests and the worker.
 */

/** The sizes the product offers; SPEC §5 maps them to the IS-Net models below. */
export const MODEL_SIZES = ["small", "medium", "large"] as const;
export type ModelSize = (typeof MODEL_SIZES)[number];

export const MODEL_IDS = { small: "isnet_quint8", medium: "isnet_fp16", large: "isnet" } as const satisfies Record<
  ModelSize,
  string
>;
export type ModelId = (typeof MODEL_IDS)[ModelSize];

export type Device = "cpu" | "gpu";

export const BACKGROUND_REMOVAL_DEFAULTS = {
  model: "medium",
  device: "cpu",
  output: { format: "image/png", quality: 0.8 },
  /** Longest edge of the result. A 12 MP phone photo as PNG would pass 20 MB; the server stores a web size anyway. */
  maxDimension: 2048,
  /**
   * Side of the square the model sees (IS-Net is trained at 1024; it runs at any multiple of 32, see
   * model-input.ts). 768 does 56 % of the 1024 work: on 2 cores the medium model goes from about 5.3 s
   * to about 3 s per photo, with the same garment mask on the fixtures (README "Speed").
   */
  inputResolution: 768,
} as const satisfies {
  model: ModelSize;
  device: Device;
  output: { format: string; quality: number };
  maxDimension: number;
  inputResolution: number;
};

/** Where scripts/assemble-bg-removal-assets.mjs puts the model and runtime (the app's own origin). */
export const BG_REMOVAL_PUBLIC_PATH = "/bg-removal/";

/** Cache Storage bucket holding the model and runtime between page loads; bump to drop old entries. */
export const BG_REMOVAL_CACHE_NAME = "stylematch-bg-removal-v1";

export const modelKey = (id: ModelId) => `/models/${id}`;

export type ResolvedModel = {
  requested: ModelSize;
  /** The size actually used; differs from `requested` when the asked-for model is not installed. */
  used: ModelSize;
  id: ModelId;
  fallback: boolean;
};

/** The sizes whose model is among `available` (the keys of resources.json), smallest first. */
export function installedSizes(available: Iterable<string>): ModelSize[] {
  const keys = new Set(available);
  return MODEL_SIZES.filter((size) => keys.has(modelKey(MODEL_IDS[size])));
}

/**
 * Picks the model for a requested size among the ones the server actually has (`available` are the
 * keys of resources.json). A missing model falls back to the largest installed one not above it, and
 * to the smallest above it only when nothing smaller exists. The npm data package has no fp32 model, so
 * `large` runs as `medium` with `fallback: true`, which the UI must say (see `modelFallbackMessage`).
 */
export function resolveModel(requested: ModelSize, available: Iterable<string>): ResolvedModel {
  const installed = installedSizes(available);
  if (installed.length === 0) throw new Error("No background-removal model is installed.");
  const used = installedChoice(requested, installed);
  return { requested, used, id: MODEL_IDS[used], fallback: used !== requested };
}

/**
 * The size that runs for `requested` among the `installed` sizes, by `resolveModel`'s rule: itself when
 * installed, else the largest installed one not above it, else the smallest above it. With none known it
 * stays `requested` (nothing to fall back to). The upload screen's picker shows this, so a choice of
 * `large` on a server without it reads as the model that really runs (issue #46).
 */
export function installedChoice(requested: ModelSize, installed: readonly ModelSize[]): ModelSize {
  if (installed.includes(requested)) return requested;
  const rank = MODEL_SIZES.indexOf(requested);
  const ranked = MODEL_SIZES.filter((size) => installed.includes(size));
  return ranked.filter((size) => MODEL_SIZES.indexOf(size) <= rank).at(-1) ?? ranked[0] ?? requested;
}
