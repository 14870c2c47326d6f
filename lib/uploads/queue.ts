/**
 * The upload queue shared by the closet and inspiration uploaders (issue #25), as a pure reducer:
 * state + event → state. No React, no fetch, no timers: the effect runner
 * (components/uploads/upload-queue-runner.ts) reads the state, does the work each step asks for
 * (intake, background removal, upload, analysis) and reports back with events.
 *
 * Closet:      waiting → removing → (review) → uploading ⇄ busy → analyzing ⇄ busy → done
 * Inspiration: waiting → uploading ⇄ busy → analyzing ⇄ busy → done
 * Any step can end in `failed`, which keeps the photo; `retried` resumes the failed step. A busy
 * answer never fails: the step is tried again (lib/uploads/busy-retry.ts) until the patience is
 * spent, then the entry waits in `busy`, photo kept, for `retried`. Nothing leaves the queue but
 * through `removed`, the person's own choice.
 */
import type { ModelSize } from "@/lib/background-removal/config";
import type { ClosetSuggestion, SimilarItem } from "@/lib/closet/contract";
import type { Category } from "@/lib/constants";
import { nextBusyRetry } from "./busy-retry";

export type UploadKind = "closet" | "inspiration";

export type UploadStep =
  /** Not started: the photo is being checked and shrunk, or waits for the removal worker. */
  | "waiting"
  | "removing"
  /** The cut-out looks wrong (or the person asked to see every one): waits for their choice. */
  | "review"
  | "uploading"
  /**
   * The server answered 503 or 429 with Retry-After ("waiting for a free slot"): the step runs again
   * at `retryAt`; with `retryAt` null the patience is spent and it waits for "try again".
   */
  | "busy"
  | "analyzing"
  | "done"
  | "failed";

/** Where a failure happened, so `retried` resumes there. */
export type FailedStep = "intake" | "removal" | "upload" | "analysis";

/** Why a cut-out waits for review; "speckled": bits of the background were kept around the piece (issue #41). */
export type ReviewReason = "empty" | "full" | "small" | "speckled" | "asked";

/**
 * Why removal gave no cut-out: "download", the model (or the code that runs it) could not be
 * fetched, which a working connection mends; "failed", anything else (this browser cannot run it).
 */
export type RemovalFailure = "download" | "failed";

export type ReviewChoice = "keep" | "original" | "large";

export type QueueEntry = {
  key: string;
  kind: UploadKind;
  fileName: string;
  step: UploadStep;
  /** The photo as chosen (object URL), shown until a cut-out exists; kept on failure. */
  previewUrl: string;
  /** The cut-out on white (object URL) once removal gave one. */
  cutoutUrl: string | null;
  /** Closet: the category; null = let the server detect it. Before upload it is the person's choice. */
  category: Category | null;
  /** Closet: which photo goes up: the cut-out, or the original (removal failed or the person chose it). */
  source: "cutout" | "original";
  /** The removal model asked for this entry ("try the large model" re-runs with "large"). */
  model: ModelSize;
  /** Share of the cut-out's pixels with alpha ≥ 0.5; null before removal or when it failed. */
  coverage: number | null;
  /** Share of the cut-out's foreground in specks apart from the piece (lib/background-removal/speckle.ts); null as coverage. */
  specks: number | null;
  /** Why removal gave no cut-out (the original goes up); null when it gave one or has not run. */
  removalFailure: RemovalFailure | null;
  reviewReason: ReviewReason | null;
  /** The server's id once uploaded. */
  id: number | null;
  /** The server's image URL once uploaded (inspiration shows it). */
  imageUrl: string | null;
  /** Closet: the photo as shot, as the server keeps it (the picture tools start from it); null until uploaded. */
  originalImageUrl: string | null;
  /** Closet: the picture the person put in place after the upload (original, large model or brush). */
  replacedImageUrl: string | null;
  tags: string[];
  /** False when removal failed and the original photo goes up instead; null before removal. */
  backgroundRemoved: boolean | null;
  /** The step a `busy` entry will run again, and when (epoch ms; null: when the person says so). */
  busyStep: "upload" | "analysis" | null;
  retryAt: number | null;
  /** Busy answers so far for the current step, and when the first came (epoch ms): the patience runs from it. */
  busyTries: number;
  busySince: number | null;
  error: string | null;
  failedStep: FailedStep | null;
  /** Whether trying again can help: not when the server refused the file itself (4xx). */
  retryable: boolean;
  /** Closet: active items the upload looks like (near-duplicates). */
  similarItems: SimilarItem[];
  /** The detection was unsure: the categories to ask the person about, the stored guess first (issue #46). */
  categoryChoices: Category[];
  /** Closet: what the owner's corrections suggest, until applied or dismissed. */
  suggestion: ClosetSuggestion | null;
};

export type ModelStatus = {
  /** Bytes of model and runtime fetched so far (first use only); null when not downloading. */
  download: { loaded: number; total: number } | null;
  /** The model in use, with `fallback` when the requested size is not installed. */
  resolved: { requested: ModelSize; used: ModelSize; fallback: boolean } | null;
};

export type QueueState = {
  /** Newest batch first, each batch in the order it was chosen. */
  entries: QueueEntry[];
  model: ModelStatus;
};

export type NewEntry = {
  key: string;
  kind: UploadKind;
  fileName: string;
  previewUrl: string;
  /** Closet: the batch's "apply to all" choice, null = detect for each photo. */
  category?: Category | null;
  model?: ModelSize;
};

export type QueueEvent =
  | { type: "added"; entries: NewEntry[] }
  /** Inspiration: the photo passed intake and can go up. */
  | { type: "prepared"; key: string }
  /** Closet: the worker took this photo. */
  | { type: "removal-started"; key: string }
  | {
      type: "removal-finished";
      key: string;
      /** false: removal failed; the original goes up (SPEC: "If removal fails, the original file is uploaded"). */
      ok: boolean;
      /** With ok false: why (default "failed"). */
      failure?: RemovalFailure;
      cutoutUrl?: string | null;
      coverage?: number | null;
      specks?: number | null;
      width?: number;
      height?: number;
      /** The person's "ask me about every photo" preference. */
      askEveryPhoto?: boolean;
    }
  | { type: "reviewed"; key: string; choice: ReviewChoice }
  | {
      type: "uploaded";
      key: string;
      id: number;
      imageUrl?: string | null;
      originalImageUrl?: string | null;
      category?: Category | null;
      similarItems?: SimilarItem[];
      categoryChoices?: Category[];
    }
  /** The stored picture was replaced from the entry's picture tools (PUT /api/closet/{id}/image). */
  | { type: "image-replaced"; key: string; imageUrl: string }
  /** A busy answer (`at`, epoch ms) with the server's Retry-After, and Math.random() for the jitter. */
  | { type: "busy"; key: string; at: number; retryAfter: number | null; random: number }
  /** The busy wait is over: run the step again. */
  | { type: "slot-free"; key: string }
  | {
      type: "analysis-done";
      key: string;
      tags: string[];
      category?: Category | null;
      suggestion?: ClosetSuggestion | null;
    }
  | { type: "failed"; key: string; step: FailedStep; message: string; retryable: boolean }
  | { type: "retried"; key: string }
  | { type: "removed"; key: string }
  | { type: "category-changed"; key: string; category: Category | null }
  /** A failed answer to the category question: the question is asked again. */
  | { type: "category-question"; key: string; choices: Category[] }
  | { type: "category-applied-to-all"; category: Category | null }
  /** Closet: a saved change (a suggestion applied or dismissed, a category PATCHed). */
  | {
      type: "patched";
      key: string;
      category?: Category;
      tags?: string[];
      suggestion?: ClosetSuggestion | null;
    }
  | { type: "model-status"; status: Partial<ModelStatus> };

/**
 * Coverage thresholds of a cut-out that looks wrong: under MIN (empty or a speck) or over MAX (the
 * whole frame kept, background included), or a side under MIN_EDGE px. Measured with the default
 * model (isnet_fp16) on the e2e fixtures (e2e/upload-queue.spec.ts logs them): the T-shirt on a
 * coloured, shaded background 0.240, a garment block on white 0.299, random noise 0.000, a 50×50
 * photo 0.250 (plausible coverage, so size is its own rule). The good cases sit far inside 3–97 %.
 *
 * `maxSpecks`: the share of the foreground in specks apart from the piece (issue #41,
 * lib/background-removal/speckle.ts). Measured with the same model at 768 px on
 * e2e/support/patterned-photos.ts (the masks are in tests/unit/fixtures/cutout-masks): clean cut-outs
 * on wood and a mottled sheet 0.000; on the patterned rug, a cream top 0.244 and navy trousers 0.131
 * (rug diamonds kept all around, coverage a plausible 0.345 and 0.274), a green top 0.010 (a few
 * bits at its hem). 2 % flags the two speckled ones with room on both sides, and lets real photos'
 * few stray pixels through.
 */
export const REVIEW_THRESHOLDS = { minCoverage: 0.03, maxCoverage: 0.97, minEdge: 64, maxSpecks: 0.02 } as const;

/** Why a finished cut-out should wait for the person, or null when it can go up at once. */
export function judgeCutout(result: {
  coverage: number;
  width: number;
  height: number;
  specks?: number | null;
}): ReviewReason | null {
  if (Math.min(result.width, result.height) < REVIEW_THRESHOLDS.minEdge) return "small";
  if (result.coverage < REVIEW_THRESHOLDS.minCoverage) return "empty";
  if (result.coverage > REVIEW_THRESHOLDS.maxCoverage) return "full";
  if ((result.specks ?? 0) > REVIEW_THRESHOLDS.maxSpecks) return "speckled";
  return null;
}

function newEntry(input: NewEntry): QueueEntry {
  return {
    key: input.key,
    kind: input.kind,
    fileName: input.fileName,
    step: "waiting",
    previewUrl: input.previewUrl,
    cutoutUrl: null,
    category: input.kind === "closet" ? (input.category ?? null) : null,
    source: input.kind === "closet" ? "cutout" : "original",
    model: input.model ?? "medium",
    coverage: null,
    specks: null,
    removalFailure: null,
    reviewReason: null,
    id: null,
    imageUrl: null,
    originalImageUrl: null,
    replacedImageUrl: null,
    tags: [],
    backgroundRemoved: null,
    busyStep: null,
    retryAt: null,
    busyTries: 0,
    busySince: null,
    error: null,
    failedStep: null,
    retryable: false,
    similarItems: [],
    categoryChoices: [],
    suggestion: null,
  };
}

const cleared = { error: null, failedStep: null, retryable: false } as const;

type EventOf<T extends QueueEvent["type"]> = Extract<QueueEvent, { type: T }>;

/** A closet photo's cut-out is back: kept, sent for review, or (when removal failed) the original goes up. */
function afterRemoval(entry: QueueEntry, event: EventOf<"removal-finished">): QueueEntry {
  if (entry.kind !== "closet" || (entry.step !== "waiting" && entry.step !== "removing")) return entry;
  if (!event.ok)
    return {
      ...entry,
      step: "uploading",
      source: "original",
      backgroundRemoved: false,
      coverage: null,
      specks: null,
      removalFailure: event.failure ?? "failed",
      reviewReason: null,
    };
  const coverage = event.coverage ?? null;
  const specks = event.specks ?? null;
  const judged =
    coverage === null ? null : judgeCutout({ coverage, width: event.width ?? 0, height: event.height ?? 0, specks });
  const reviewReason = judged ?? (event.askEveryPhoto ? "asked" : null);
  return {
    ...entry,
    step: reviewReason ? "review" : "uploading",
    source: "cutout",
    backgroundRemoved: true,
    cutoutUrl: event.cutoutUrl ?? entry.cutoutUrl,
    coverage,
    specks,
    removalFailure: null,
    reviewReason,
  };
}

/** The server was busy: wait (jittered) and try again; once the patience is spent, wait for the person. */
function afterBusy(entry: QueueEntry, event: EventOf<"busy">): QueueEntry {
  const step = entry.step === "uploading" ? "upload" : entry.step === "analyzing" ? "analysis" : null;
  if (!step) return entry;
  const busyTries = entry.busyTries + 1;
  const busySince = entry.busySince ?? event.at;
  const retryAt = nextBusyRetry({
    tries: busyTries,
    since: busySince,
    now: event.at,
    retryAfterSeconds: event.retryAfter,
    random: event.random,
  });
  return { ...entry, step: "busy", busyStep: step, retryAt, busyTries, busySince };
}

/** Stored: the photo's id and URLs are known, and its analysis starts. */
function afterUpload(entry: QueueEntry, event: EventOf<"uploaded">): QueueEntry {
  if (entry.step !== "uploading" && entry.step !== "busy") return entry;
  return {
    ...entry,
    ...cleared,
    step: "analyzing",
    id: event.id,
    imageUrl: event.imageUrl ?? entry.imageUrl,
    originalImageUrl: event.originalImageUrl ?? entry.originalImageUrl,
    category: entry.kind === "closet" ? (event.category ?? entry.category) : null,
    similarItems: event.similarItems ?? entry.similarItems,
    categoryChoices: event.categoryChoices ?? [],
    busyStep: null,
    retryAt: null,
    busyTries: 0,
    busySince: null,
  };
}

/** Analysed: the tags (and, for the closet, the category) are in, and the photo is done. */
function afterAnalysis(entry: QueueEntry, event: EventOf<"analysis-done">): QueueEntry {
  if (entry.step !== "analyzing" && entry.step !== "busy") return entry;
  return {
    ...entry,
    ...cleared,
    step: "done",
    tags: event.tags,
    category: entry.kind === "closet" ? (event.category ?? entry.category) : null,
    suggestion: event.suggestion ?? null,
    busyStep: null,
    retryAt: null,
    busyTries: 0,
    busySince: null,
  };
}

/**
 * The cut-out again, when the model could not be downloaded and nothing is stored yet (issue #41):
 * offline, both the model and the upload fail, and "try again" once back online must not send the
 * photo with its background, unasked and unreviewed.
 */
const redoesCutout = (entry: QueueEntry) =>
  entry.kind === "closet" && entry.id === null && entry.removalFailure === "download";

/**
 * A retried failure starts again at the step that failed (analysis only once the photo is stored);
 * a busy entry whose patience was spent, at its step, with the patience afresh. Before either, a
 * cut-out the model download kept from happening is tried again.
 */
function afterRetry(entry: QueueEntry): QueueEntry {
  const stalled = entry.step === "busy" && entry.retryAt === null;
  if ((stalled || (entry.step === "failed" && entry.retryable)) && redoesCutout(entry))
    return {
      ...entry,
      ...cleared,
      step: "waiting",
      source: "cutout",
      backgroundRemoved: null,
      removalFailure: null,
      busyStep: null,
      retryAt: null,
      busyTries: 0,
      busySince: null,
    };
  // queue-summary's waitsForRetry, spelled out: that module imports this one's types.
  if (stalled)
    return {
      ...entry,
      step: entry.busyStep === "analysis" ? "analyzing" : "uploading",
      busyStep: null,
      busyTries: 0,
      busySince: null,
    };
  if (entry.step !== "failed" || !entry.retryable) return entry;
  const step: UploadStep =
    entry.failedStep === "analysis" && entry.id !== null
      ? "analyzing"
      : entry.failedStep === "upload"
        ? "uploading"
        : "waiting";
  return { ...entry, ...cleared, step, busyTries: 0, busySince: null };
}

function updateEntry(entry: QueueEntry, event: QueueEvent): QueueEntry {
  switch (event.type) {
    case "prepared":
      return entry.step === "waiting" && entry.kind === "inspiration" ? { ...entry, step: "uploading" } : entry;
    case "removal-started":
      return entry.step === "waiting" && entry.kind === "closet" ? { ...entry, step: "removing" } : entry;
    case "removal-finished":
      return afterRemoval(entry, event);
    case "reviewed":
      if (entry.step !== "review") return entry;
      if (event.choice === "keep") return { ...entry, step: "uploading", source: "cutout" };
      if (event.choice === "original")
        return { ...entry, step: "uploading", source: "original", backgroundRemoved: false };
      // Run removal again with the large model; the new cut-out is judged again.
      return { ...entry, step: "waiting", model: "large", coverage: null, specks: null, reviewReason: null };
    case "uploaded":
      return afterUpload(entry, event);
    case "busy":
      return afterBusy(entry, event);
    case "slot-free":
      if (entry.step !== "busy" || !entry.busyStep || entry.retryAt === null) return entry;
      return { ...entry, step: entry.busyStep === "upload" ? "uploading" : "analyzing", busyStep: null, retryAt: null };
    case "analysis-done":
      return afterAnalysis(entry, event);
    case "failed":
      if (entry.step === "done" || entry.step === "failed") return entry;
      return {
        ...entry,
        step: "failed",
        failedStep: event.step,
        error: event.message,
        retryable: event.retryable,
        busyStep: null,
        retryAt: null,
      };
    case "retried":
      return afterRetry(entry);
    case "category-changed":
      if (entry.kind !== "closet") return entry;
      // Once stored, an item always has a category: "detect" only means something before the upload.
      if (entry.id !== null && event.category === null) return entry;
      // Choosing (even the guess itself) answers the question an unsure detection asked.
      if (entry.category === event.category)
        return entry.categoryChoices.length ? { ...entry, categoryChoices: [] } : entry;
      return { ...entry, category: event.category, categoryChoices: [] };
    case "category-question":
      return entry.kind === "closet" && entry.id !== null ? { ...entry, categoryChoices: event.choices } : entry;
    case "category-applied-to-all":
      // The batch choice reaches every closet photo not sent yet; stored ones keep theirs.
      return entry.kind === "closet" && entry.id === null && entry.category !== event.category
        ? { ...entry, category: event.category }
        : entry;
    case "image-replaced":
      return entry.id === null ? entry : { ...entry, imageUrl: event.imageUrl, replacedImageUrl: event.imageUrl };
    case "patched":
      return {
        ...entry,
        category: event.category ?? entry.category,
        tags: event.tags ?? entry.tags,
        suggestion: event.suggestion === undefined ? entry.suggestion : event.suggestion,
      };
    default:
      return entry;
  }
}

export function queueReducer(state: QueueState, event: QueueEvent): QueueState {
  switch (event.type) {
    case "added": {
      const known = new Set(state.entries.map((entry) => entry.key));
      const fresh = event.entries.filter((entry) => !known.has(entry.key)).map(newEntry);
      return fresh.length ? { ...state, entries: [...fresh, ...state.entries] } : state;
    }
    case "removed": {
      const entries = state.entries.filter((entry) => entry.key !== event.key);
      return entries.length === state.entries.length ? state : { ...state, entries };
    }
    case "category-applied-to-all": {
      const entries = state.entries.map((entry) => updateEntry(entry, event));
      return entries.every((entry, i) => entry === state.entries[i]) ? state : { ...state, entries };
    }
    case "model-status":
      return { ...state, model: { ...state.model, ...event.status } };
    default: {
      const index = state.entries.findIndex((entry) => entry.key === event.key);
      if (index === -1) return state;
      const before = state.entries[index]!;
      const after = updateEntry(before, event);
      if (after === before) return state;
      const entries = state.entries.slice();
      entries[index] = after;
      return { ...state, entries };
    }
  }
}

/** Entries that need the removal worker now or soon. */
export const needsWorker = (entry: QueueEntry) =>
  entry.kind === "closet" && (entry.step === "waiting" || entry.step === "removing");
