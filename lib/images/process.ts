import "server-only";

import {
  heicUnsupported,
  imageDamaged,
  imageQueueFull,
  imageTooManyPixels,
  imageTypeUnsupported,
  isAppError,
  maskUnreadable,
  uploadEmptyFile,
} from "@/lib/errors";
import sharp, { type OutputInfo } from "sharp";
import { sniffImageType } from "./sniff";

/** Decompression-bomb guard: a 4032×3024 phone photo is 12 MP; 50 MP leaves room for big cameras. */
export const MAX_INPUT_MEGAPIXELS = 50;
export const WEB_LONG_SIDE = 1600;
export const THUMB_LONG_SIDE = 480;
const WEB_QUALITY = 82;
const THUMB_QUALITY = 70;
/**
 * WebP effort of the grid thumbnail. Not 6: on a cut-out (an image with alpha) libwebp's method 6
 * tries every alpha filter, which took 1.2 s of a 1.4 s upload for a thumbnail 1.7 % smaller than
 * effort 5's (1,614 against 1,642 bytes, 36 ms; measured 2026-11-29). Without alpha the two differ
 * by a few milliseconds.
 */
export const THUMB_EFFORT = 5;
/** At most this many images are decoded at once; more would only fight over the 2 cores and RAM. */
const MAX_CONCURRENT_JOBS = 2;
/** At most this many wait for a turn (each holds its upload in memory); beyond that uploads answer 503. */
export const MAX_QUEUED_JOBS = 16;

/**
 * Prebuilt sharp reads AVIF through libheif but not HEVC-coded HEIC; a custom libvips build may.
 * We only promise HEIC when this sharp can decode it.
 */
export const canDecodeHeic = () => sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;
export const supportedFormatsLabel = () =>
  canDecodeHeic() ? "JPEG, PNG, WebP, AVIF, GIF or HEIC" : "JPEG, PNG, WebP, AVIF or GIF";

// Every upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

export type ProcessedVariant = { data: Buffer; contentType: "image/webp"; width: number; height: number; ext: "webp" };
export type ProcessedImage = { web: ProcessedVariant; thumbnail: ProcessedVariant };

/**
 * Turns untrusted upload bytes into a web-sized image (long side ≤ 1600 px) and a grid thumbnail
 * (long side ≤ 480 px), both WebP (alpha kept), upright per EXIF orientation and with all metadata
 * (EXIF, GPS, XMP) dropped. Throws AppError 400/413/415 with a message for the person uploading.
 * `mask`: the browser cut-out's mask (greyscale, white = garment, any size: it is stretched to the
 * photo) becomes the stored picture's alpha, so every later reading of the garment (category,
 * colours, near-duplicates, learning) knows its outline, even a white shirt's on white. A mask that
 * is no image is refused (400), since silently dropping it would misread the piece.
 */
export async function processImage(
  bytes: Uint8Array,
  options: { mask?: Uint8Array; patient?: boolean; onWait?: () => void } = {},
): Promise<ProcessedImage> {
  if (bytes.length === 0) throw uploadEmptyFile();
  const type = sniffImageType(bytes);
  if (!type) throw imageTypeUnsupported(supportedFormatsLabel());
  if (type === "heic" && !canDecodeHeic()) throw heicUnsupported();
  if (options.mask && (options.mask.length === 0 || !sniffImageType(options.mask))) throw maskUnreadable();
  return withJobSlot(() => transform(bytes, options.mask), options.patient, options.onWait);
}

/** The mask as one 8-bit channel at `width`×`height`. */
async function maskChannel(mask: Uint8Array, width: number, height: number): Promise<Buffer> {
  try {
    return await sharp(mask, { failOn: "error", limitInputPixels: MAX_INPUT_MEGAPIXELS * 1_000_000 })
      .rotate()
      .resize(width, height, { fit: "fill" })
      .extractChannel(0)
      .raw()
      .toBuffer();
  } catch {
    throw maskUnreadable();
  }
}

async function transform(bytes: Uint8Array, mask?: Uint8Array): Promise<ProcessedImage> {
  try {
    // One decode: rotate and shrink to the web size (JPEG shrink-on-load makes this cheap), keep the
    // pixels raw, then encode both variants from them.
    const { data, info } = await sharp(bytes, {
      failOn: "error", // truncated or corrupt pixel data is refused, not silently padded with grey
      limitInputPixels: MAX_INPUT_MEGAPIXELS * 1_000_000,
      sequentialRead: true,
    })
      .rotate()
      .resize(WEB_LONG_SIDE, WEB_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = mask ? await withAlpha(data, info, await maskChannel(mask, info.width, info.height)) : data;
    const channels = mask ? 4 : info.channels;
    const raw = { raw: { width: info.width, height: info.height, channels } };
    const [web, thumbnail] = await Promise.all([
      sharp(pixels, raw).webp({ quality: WEB_QUALITY }).toBuffer({ resolveWithObject: true }),
      sharp(pixels, raw)
        .resize(THUMB_LONG_SIDE, THUMB_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: THUMB_QUALITY, effort: THUMB_EFFORT })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return { web: variant(web), thumbnail: variant(thumbnail) };
  } catch (error) {
    throw asUploadError(error);
  }
}

/** RGB(A) pixels with `alpha` as their alpha channel (an existing alpha is multiplied by it). */
async function withAlpha(data: Buffer, info: OutputInfo, alpha: Buffer): Promise<Buffer> {
  const count = info.width * info.height;
  const out = Buffer.alloc(count * 4);
  for (let i = 0; i < count; i++) {
    for (let c = 0; c < 3; c++) out[i * 4 + c] = data[i * info.channels + Math.min(c, info.channels - 1)]!;
    const own = info.channels === 4 || info.channels === 2 ? data[i * info.channels + info.channels - 1]! : 255;
    out[i * 4 + 3] = Math.round((own * alpha[i]!) / 255);
  }
  return out;
}

function variant({ data, info }: { data: Buffer; info: OutputInfo }): ProcessedVariant {
  return { data, contentType: "image/webp", width: info.width, height: info.height, ext: "webp" };
}

function asUploadError(error: unknown): unknown {
  if (isAppError(error)) return error;
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return imageTooManyPixels(MAX_INPUT_MEGAPIXELS);
  // Anything else libvips rejects after the signature matched is a damaged or incomplete file.
  return imageDamaged();
}

let running = 0;
const waiting: Array<() => void> = [];

/** The queue's state for GET /api/health: jobs decoding now and jobs waiting, with their bounds. */
export type ImageQueueDepth = { running: number; waiting: number; maxRunning: number; maxWaiting: number };

export function imageQueueDepth(): ImageQueueDepth {
  return { running, waiting: waiting.length, maxRunning: MAX_CONCURRENT_JOBS, maxWaiting: MAX_QUEUED_JOBS };
}

/** Throws 503 with Retry-After when the queue is full: called before an upload is read, and again on entry. */
export function assertImageQueueHasRoom(): void {
  if (running >= MAX_CONCURRENT_JOBS && waiting.length >= MAX_QUEUED_JOBS) throw imageQueueFull();
}

/**
 * Runs other sharp-heavy work (share image renders) in the same per-process queue as uploads, so
 * the two never together decode more than MAX_CONCURRENT_JOBS images at once. 503 when it is full.
 */
export function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  return withJobSlot(job);
}

/**
 * `patient`: waits for a slot however long the queue, instead of a 503. For a restore, which works
 * through its archive's photos one at a time (so it adds one waiter at most) and would otherwise fail
 * whole, after minutes of work, on a busy instance (issue #40); a person's upload is refused at once
 * and retried by the browser. `onWait` is called when the job queues behind others (not when a slot
 * is free), so a restore's progress can say it is waiting for one.
 */
async function withJobSlot<T>(job: () => Promise<T>, patient = false, onWait?: () => void): Promise<T> {
  if (!patient) assertImageQueueHasRoom();
  // A finishing job hands its slot straight to the next waiter, so a newcomer cannot jump in between.
  if (running < MAX_CONCURRENT_JOBS) running++;
  else {
    onWait?.();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
