import type { ModelSize } from "@/lib/background-removal/config";

/** Upload and image-processing errors (server `{message}` bodies, shown in the 'Upload failed' toast). */
export const UPLOAD_ERRORS = {
  noFile: "Please choose a photo to upload.",
  emptyFile: "That file is empty. Please choose a photo.",
  unreadableUpload: "The upload could not be read. Please try again.",
  damagedImage: "That image looks damaged or incomplete. Please try another file.",
  badMask: "The cut-out's mask could not be read as an image. Upload the photo again, or without the mask.",
  heicUnsupported:
    "HEIC photos can't be read here yet. Please choose a JPEG or PNG (on iPhone: Settings › Camera › Formats › Most Compatible).",
  tooManyPixels: (megapixels: number) =>
    `That image is too large to process (over ${megapixels} megapixels). Please upload a smaller photo.`,
  unsupportedType: (formats: string) => `That file isn't a supported image. Please upload a ${formats} photo.`,
  tooLarge: (limit: string) => `That file is too large. The limit is ${limit}.`,
  busy: "We're preparing a lot of photos right now. Please try again in a few seconds.",
  /** Said in the browser before any byte is sent (issue #25), never MIME jargon. */
  notAPhoto: "That's not a photo: choose a JPG, PNG, WebP or HEIC.",
  onePhotoAtATime: "One photo at a time here.",
  heicUnreadable: "That HEIC photo couldn't be read. Try exporting it as a JPG.",
  /** A Web Share Target post (app/share-target) with more photos than one share may carry. */
  tooManyShared: (max: number) => `Share up to ${max} photos at a time.`,
  /** The shared photos' link is unknown, or older than 30 minutes (they are kept no longer). */
  sharedPhotosGone: "Those shared photos are no longer here. Please share them again.",
} as const;

/**
 * An upload queue entry the server answered "busy" (issue #40): it waits for a free slot and tries
 * again by itself; once that has gone on for minutes it waits for the person instead, photo kept.
 */
export const BUSY_WAIT_TEXT = {
  waiting: "waiting for a free slot",
  stalled: "still waiting for a free slot",
  stalledNote: "The server is still busy. Your photo is kept here: try again when you like.",
  retry: "try again",
} as const;

/**
 * The header's upload indicator (issue #25): photos the machine works on "process"; photos waiting
 * for a review or a "try again" "need you" (issue #41), because nothing happens to them until then.
 */
export const QUEUE_LABEL = {
  processing: (count: number) => `${count} photo${count === 1 ? "" : "s"} processing`,
  needsYou: (count: number) => `${count} photo${count === 1 ? " needs" : "s need"} you`,
  /** Both at once: "1 photo processing, 2 need you". */
  summary: (processing: number, needsYou: number): string => {
    if (needsYou === 0) return QUEUE_LABEL.processing(processing);
    if (processing === 0) return QUEUE_LABEL.needsYou(needsYou);
    return `${QUEUE_LABEL.processing(processing)}, ${needsYou} need${needsYou === 1 ? "s" : ""} you`;
  },
} as const;

/**
 * Why a closet photo went up with its background (issue #41): said on its card, so it names the
 * true cause. `download`: the model (or the code that runs it) could not be fetched, e.g. offline;
 * "try again" then cuts it out first.
 */
export const BACKGROUND_KEPT_TEXT = {
  chosen: "the original photo is used.",
  failed: "background kept: it couldn't be removed in this browser.",
  download: "background kept: the background-removal model couldn't be downloaded.",
  downloadRetry: "the background-removal model couldn't be downloaded. try again cuts the background out first.",
} as const;

/** Said on the closet upload screen when the requested background-removal model is not installed (lib/background-removal). */
export const modelFallbackMessage = (requested: string, used: string) =>
  `${requested} model not available offline, using ${used}`;

/**
 * The closet upload screen's background-removal model picker (SPEC §5). A size whose model the server
 * lacks stays listed, disabled, with the reason in its own words (issue #46), so a screen reader hears it too.
 */
export const MODEL_PICKER_TEXT = {
  label: "background removal",
  ariaLabel: "background removal model",
  sizes: {
    small: "small · fastest",
    medium: "medium · balanced",
    large: "large · most detail",
  } satisfies Record<ModelSize, string>,
  notInstalled: (size: ModelSize) => `${size} · not installed on this server`,
} as const;
