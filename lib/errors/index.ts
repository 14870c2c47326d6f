import type { ErrorBody, ErrorCode } from "@/lib/errors/codes";
import { errorLogLine, logError } from "@/lib/log";
import { ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { ADMIN_MESSAGES } from "@/lib/messages/admin";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { BUY_CHECK_MESSAGES, BUY_MESSAGES } from "@/lib/messages/buy";
import { CALENDAR_FEED_MESSAGES } from "@/lib/messages/calendar-feed";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import { INSPIRATION_MESSAGES } from "@/lib/messages/inspiration";
import { OUTFIT_MESSAGES } from "@/lib/messages/outfits";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import { PLAN_MESSAGES } from "@/lib/messages/plans";
import { SHARE_MESSAGES } from "@/lib/messages/share";
import { IMAGE_MESSAGES, STORAGE_MESSAGES } from "@/lib/messages/storage";
import { TODAY_TEXT } from "@/lib/messages/today";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { VALIDATION } from "@/lib/messages/validation";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import { ZodError } from "zod";

/**
 * Brands, not `instanceof`: the production build copies this module into several server chunks (a
 * storage driver's chunk has its own `StorageUnavailableError`), so a class from one chunk fails
 * `instanceof` against the same class from another. `Symbol.for` is one symbol per process.
 */
const APP_ERROR: unique symbol = Symbol.for("stylematch.error.app");
const STORAGE_UNAVAILABLE: unique symbol = Symbol.for("stylematch.error.storage-unavailable");
const WRONG_PASSWORD: unique symbol = Symbol.for("stylematch.error.wrong-password");

const hasBrand = (error: unknown, brand: symbol) =>
  typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[brand] === true;

/** Any of our AppErrors (and subclasses), from whichever chunk threw it. */
export const isAppError = (error: unknown): error is AppError => hasBrand(error, APP_ERROR);
export const isStorageUnavailable = (error: unknown): error is StorageUnavailableError =>
  hasBrand(error, STORAGE_UNAVAILABLE);
export const isWrongPassword = (error: unknown): error is WrongPasswordError => hasBrand(error, WRONG_PASSWORD);

/**
 * The one error type route handlers and domain modules throw. `message` is written for a person:
 * it reaches the screen as the toast text; `code` (lib/errors/codes.ts) is for programs: tests,
 * logs and clients match it, never the sentence. `toErrorResponse` is the one mapper to HTTP.
 */
export class AppError extends Error {
  readonly [APP_ERROR] = true;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

// Generic refusals by status; the message comes from lib/messages/.
export const badRequest = (message: string) => new AppError(400, "bad_request", message);
export const unauthorized = (message: string = AUTH_MESSAGES.signInRequired) =>
  new AppError(401, "unauthorized", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
export const payloadTooLarge = (message: string) => new AppError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: string) => new AppError(415, "unsupported_media_type", message);
export const unprocessable = (message: string) => new AppError(422, "unprocessable", message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(429, "too_many_requests", message ?? ERROR_MESSAGES.tooManyAttempts(retryAfterSeconds), {
    "Retry-After": String(retryAfterSeconds),
  });
export const serviceUnavailable = (message: string) => new AppError(503, "service_unavailable", message);
/**
 * The site mode: this instance has never read it and cannot now (a cold start against a stuck
 * database), so it cannot tell whether the app is open, and fails closed: the API answers 503, the
 * request gate shows the starting-up page.
 */
export class SiteModeUnknownError extends AppError {
  constructor() {
    super(503, "starting_up", ERROR_MESSAGES.startingUp, { "Retry-After": "5" });
    this.name = "SiteModeUnknownError";
  }
}
export const siteModeUnknown = () => new SiteModeUnknownError();
export const badGateway = (message: string) => new AppError(502, "bad_gateway", message);

// Per-noun helpers: domain modules throw these, so each refusal has one status, one code and one sentence.

/** The request itself: a write from another site's page, a JSON body too large or not JSON at all. */
export const crossSite = () => new AppError(403, "cross_site", ERROR_MESSAGES.crossSite);
export const bodyTooLarge = () => new AppError(413, "body_too_large", ERROR_MESSAGES.bodyTooLarge);
export const malformedJson = () => new AppError(400, "malformed_json", ERROR_MESSAGES.malformedJson);

/** Login: no account has that name and password (which of the two is wrong is not said). */
export const invalidCredentials = () => new AppError(401, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);
/** Registration (and a username change racing it): the address or the name is someone else's. */
export const emailTaken = () => new AppError(409, "email_taken", AUTH_MESSAGES.emailTaken);
export const usernameTaken = () => new AppError(409, "username_taken", AUTH_MESSAGES.usernameTaken);
/** Admin calls: the password is not ADMIN_PASSWORD. 401, so the admin `failures` limit counts it. */
export const adminPasswordInvalid = () => new AppError(401, "admin_password_invalid", ADMIN_MESSAGES.invalidPassword);

/** Closet: another owner's id, an id that cannot exist, or an item deleted meanwhile. */
export const closetItemNotFound = () => new AppError(404, "closet_item_not_found", CLOSET_MESSAGES.itemNotFound);
/** Inspiration: another owner's id, an id that cannot exist, or an image whose file is gone. */
export const inspirationNotFound = () => new AppError(404, "inspiration_not_found", INSPIRATION_MESSAGES.notFound);
/** Stored uploads (/uploads/<key>): no file has that key. */
export const imageNotFound = () => new AppError(404, "image_not_found", IMAGE_MESSAGES.notFound);
/** Outfits: another owner's id, an id that cannot exist, or an outfit deleted meanwhile. */
export const outfitNotFound = () => new AppError(404, "outfit_not_found", OUTFIT_MESSAGES.notFound);
/** Saving (or sharing) an outfit one of whose pieces was deleted from the closet since it was suggested. */
export const outfitIncomplete = (missing: number) =>
  new AppError(409, "outfit_incomplete", OUTFIT_MESSAGES.incomplete(missing));
/** Shares: a token that was never issued, was revoked, or names another owner's share. */
/** PATCH /api/outfits/{id} edits saved outfits only: an idea is saved first. */
export const outfitNotSaved = () => new AppError(409, "outfit_not_saved", OUTFIT_MESSAGES.notSaved);
/** The wear log (lib/wears): a wear that is gone or another owner's. */
export const wearNotFound = () => new AppError(404, "wear_not_found", WEAR_MESSAGES.notFound);
/** Trips (lib/trips): a trip that is gone, another owner's, or an id that cannot exist. */
export const tripNotFound = () => new AppError(404, "trip_not_found", TRIP_MESSAGES.notFound);
/** Plans (lib/plans, issue #43): a plan that is gone, another owner's, or an id that cannot exist. */
export const planNotFound = () => new AppError(404, "plan_not_found", PLAN_MESSAGES.notFound);
/** A day holds at most PLAN_LIMITS.perDay plans. */
export const planDayFull = (date: string) => new AppError(409, "plan_day_full", PLAN_MESSAGES.dayFull(date));
/** "wore as planned" on another day than the plan's. */
export const planNotToday = (date: string) => new AppError(409, "plan_not_today", PLAN_MESSAGES.notItsDay(date));
/** The calendar feed (lib/calendar-feed, issue #43): a token nobody holds, turned off since, or a malformed file name. */
export const calendarFeedNotFound = () => new AppError(404, "calendar_feed_not_found", CALENDAR_FEED_MESSAGES.notFound);
export const shareNotFound = () => new AppError(404, "share_not_found", SHARE_MESSAGES.notFound);
/** Restoring an export (issue #30): the archive is refused as a whole; `message` is one of IMPORT_TEXT's. */
export const importInvalid = (message: string) => new AppError(400, "import_invalid", message);
/**
 * The image store failed (down, unreachable, refused our credentials, timed out). The drivers throw
 * it for anything but a missing object, so one outage reads the same whatever the driver; the cause
 * (the SDK error's name and first line, never its request or credentials) is logged for the
 * operator, never shown.
 */
export class StorageUnavailableError extends AppError {
  readonly [STORAGE_UNAVAILABLE] = true;
  constructor(
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(503, "storage_unavailable", STORAGE_MESSAGES.unavailable, { "Retry-After": "30" });
    this.name = "StorageUnavailableError";
    if (options && "cause" in options) this.cause = options.cause;
  }
}
export const storageUnavailable = (operation: string, cause?: unknown) =>
  new StorageUnavailableError(operation, { cause });
/**
 * Account: a signed-in user's password re-check failed (changing the password, deleting the
 * account). 403, not 401: the session is fine, the proof is not. Counted by the `failures` limits
 * like a wrong password at login (lib/rate-limit/limits.ts).
 */
export class WrongPasswordError extends AppError {
  readonly [WRONG_PASSWORD] = true;
  constructor() {
    super(403, "wrong_password", ACCOUNT_MESSAGES.wrongPassword);
    this.name = "WrongPasswordError";
  }
}
export const wrongPassword = () => new WrongPasswordError();
/** Account deletion: the typed username is not the account's. */
export const usernameMismatch = () => new AppError(400, "username_mismatch", ACCOUNT_MESSAGES.usernameMismatch);
/** Password reset (issue #30): a used, expired, superseded or unknown link, all told alike. */
export const resetTokenInvalid = () => new AppError(400, "reset_token_invalid", PASSWORD_RESET_MESSAGES.invalidToken);
/** AUTH_PASSWORD_LOGIN=false: the password routes (login, register, password reset) are off. */
export const passwordLoginOff = () => new AppError(403, "password_login_off", AUTH_MESSAGES.passwordLoginOff);
/** Account calls only a user can make (a guest has no password to change). */
export const guestHasNoPassword = () => new AppError(403, "guest_has_no_password", ACCOUNT_MESSAGES.guestHasNoPassword);
/**
 * Outfits, SPEC §5: the closet lacks a top and a bottom (and has no dress or suit to stand for both)
 * among the items that can be worn; `message` names why (lib/outfits/gap.ts: missing, in the laundry, archived).
 */
export const outfitsNeedTopAndBottom = (message: string = VALIDATION.outfitsNeedTopAndBottom) =>
  new AppError(422, "outfits_need_top_and_bottom", message);
/** Today (issue #29): the look to swap is not one of the day's looks (another day, or swapped already). */
export const lookNotFound = () => new AppError(404, "look_not_found", TODAY_TEXT.lookNotFound);
/** Settings (issue #29): the typed place is unknown to the geocoder. */
export const placeNotFound = (name: string) => new AppError(400, "place_not_found", TODAY_TEXT.placeNotFound(name));
/** Settings: the geocoder did not answer in time; lat/lon still works. */
export const placeLookupFailed = () => new AppError(503, "place_lookup_failed", TODAY_TEXT.placeLookupFailed);
/** Outfits: the closet can make outfits, but not with the requested season or theme (the message names it). */
export const outfitsFilteredOut = (message: string) => new AppError(422, "outfits_filtered_out", message);
/** AI analysis: the bytes handed to the analyzer are not an image sharp can decode. */
export const unreadableImage = () => new AppError(422, "unreadable_image", AI_MESSAGES.unreadableImage);

/** Uploads (multipart bodies, lib/images readUploadedFile): no file part, or one with no name and no bytes. */
export const uploadMissingFile = () => new AppError(400, "upload_missing_file", UPLOAD_ERRORS.noFile);
export const uploadEmptyFile = () => new AppError(400, "upload_empty_file", UPLOAD_ERRORS.emptyFile);
/** Not multipart we can parse, or the client went away mid-upload. */
export const uploadUnreadable = () => new AppError(400, "upload_unreadable", UPLOAD_ERRORS.unreadableUpload);
/** `limit` is the size limit as a person reads it ("10 MB"). */
export const uploadTooLarge = (limit: string) => new AppError(413, "upload_too_large", UPLOAD_ERRORS.tooLarge(limit));
/** Uploaded images (lib/images processImage): the signature matched but libvips could not decode it. */
export const imageDamaged = () => new AppError(400, "image_damaged", UPLOAD_ERRORS.damagedImage);
/** A closet upload's `mask` part (the browser cut-out's mask) that is no readable image. */
export const maskUnreadable = () => new AppError(400, "mask_unreadable", UPLOAD_ERRORS.badMask);
export const imageTooManyPixels = (megapixels: number) =>
  new AppError(413, "image_too_many_pixels", UPLOAD_ERRORS.tooManyPixels(megapixels));
/** `formats` lists what this server can decode ("JPEG, PNG, WebP, AVIF or GIF"). */
export const imageTypeUnsupported = (formats: string) =>
  new AppError(415, "image_type_unsupported", UPLOAD_ERRORS.unsupportedType(formats));
/** A file whose first bytes are no photo's (issue #25: said in a person's words, e.g. a shared file). */
export const notAPhoto = (name?: string) =>
  new AppError(415, "not_a_photo", name ? `${name}: ${UPLOAD_ERRORS.notAPhoto}` : UPLOAD_ERRORS.notAPhoto);
export const tooManySharedPhotos = (max: number) =>
  new AppError(413, "too_many_shared_photos", UPLOAD_ERRORS.tooManyShared(max));
export const sharedPhotosNotFound = () => new AppError(404, "shared_photos_not_found", UPLOAD_ERRORS.sharedPhotosGone);
export const heicUnsupported = () => new AppError(415, "heic_unsupported", UPLOAD_ERRORS.heicUnsupported);
export const imageQueueFull = () => new AppError(503, "image_queue_full", UPLOAD_ERRORS.busy, { "Retry-After": "5" });
export const closetFull = (max: number) =>
  new AppError(409, "closet_full", CLOSET_MESSAGES.closetFull(max.toLocaleString("en-US")));
export const inspirationGalleryFull = (max: number) =>
  new AppError(409, "inspiration_gallery_full", INSPIRATION_MESSAGES.galleryFull(max.toLocaleString("en-US")));

/** Before you buy (lib/buy, issue #44): the link is no http(s) address, or carries a user name or password. */
export const productUrlInvalid = () => new AppError(400, "product_url_invalid", BUY_MESSAGES.invalidUrl);
/** The link (or a redirect) leads to a non-public address: loopback, private, link-local, metadata... */
export const productUrlRefused = () => new AppError(400, "product_url_refused", BUY_MESSAGES.refusedUrl);
/** The shop took longer than the reader's deadline (redirects and body included). */
export const productUrlTimeout = (seconds: number) =>
  new AppError(504, "product_url_timeout", BUY_MESSAGES.timeout(seconds));
/** No answer to read: the name does not resolve, the connection failed, the shop answered an error; `message` says which. */
export const productUrlUnreachable = (message: string = BUY_MESSAGES.unreachable) =>
  new AppError(502, "product_url_unreachable", message);
/** The page is over the reader's cap (`limit` as a person reads it, "2 MB"). 422: the shop's page, not the request, is too large. */
export const productPageTooLarge = (limit: string) =>
  new AppError(422, "product_page_too_large", BUY_MESSAGES.pageTooLarge(limit));
/** The page has neither a JSON-LD Product nor an og:image: nothing to compare. */
export const productNotFound = () => new AppError(422, "product_not_found", BUY_MESSAGES.productNotFound);
/** A check of another owner's, a deleted one, or an id that cannot be one. */
export const buyCheckNotFound = () => new AppError(404, "buy_check_not_found", BUY_CHECK_MESSAGES.notFound);
/** "Bought" a second time: the check already made its closet item. */
export const buyCheckBought = () => new AppError(409, "buy_check_bought", BUY_CHECK_MESSAGES.alreadyBought);
/** A check needs exactly one product: a photo or a link (`message` says which was wrong). */
export const buyCheckPhotoOrLink = (message: string = BUY_CHECK_MESSAGES.photoOrLink) =>
  new AppError(400, "buy_check_photo_or_link", message);

export type { ErrorBody, ErrorCode } from "@/lib/errors/codes";

/**
 * Turns anything thrown into the JSON error the REST contract promises: `{message, code}` + status.
 * With the request's id (the route wrapper passes it), a 5xx message ends with "(ref: <id>)" and
 * the operator's log line for the failure carries the same id, so a screenshot finds the log line.
 */
export function toErrorResponse(error: unknown, requestId?: string): Response {
  return errorResponse(error, requestId).response;
}

/** `toErrorResponse`, also naming the code it answered, for the wrapper's request log line. */
export function errorResponse(error: unknown, requestId?: string): { response: Response; code: ErrorCode } {
  const { status, code, message, headers } = classify(error, requestId);
  const body: ErrorBody = {
    message: status >= 500 && requestId ? ERROR_MESSAGES.withReference(message, requestId) : message,
    code,
  };
  return { response: Response.json(body, { status, headers }), code };
}

type Answer = { status: number; code: ErrorCode; message: string; headers?: Record<string, string> };

function classify(error: unknown, requestId: string | undefined): Answer {
  if (isStorageUnavailable(error)) {
    logError(
      errorLogLine("warn", `image storage failed during ${error.operation}`, error.cause, requestId, error.code),
    );
  }
  if (isAppError(error))
    return { status: error.status, code: error.code, message: error.message, headers: error.headers };
  if (error instanceof ZodError)
    return {
      status: 400,
      code: "validation_failed",
      message: error.issues[0]?.message ?? ERROR_MESSAGES.invalidRequest,
    };
  if (isMalformedJson(error)) return { status: 400, code: "malformed_json", message: ERROR_MESSAGES.malformedJson };
  if (isDatabaseTimeout(error)) {
    logError(errorLogLine("warn", "a database call timed out", error, requestId, "database_busy"));
    return {
      status: 503,
      code: "database_busy",
      message: ERROR_MESSAGES.databaseBusy,
      headers: { "Retry-After": "5" },
    };
  }
  logError(errorLogLine("error", "unhandled error", error, requestId, "internal_error"));
  return { status: 500, code: "internal_error", message: ERROR_MESSAGES.unexpected };
}
function isMalformedJson(error: unknown): boolean {
  return error instanceof SyntaxError && /JSON/i.test(error.message);
}

/**
 * A statement cancelled by statement_timeout (57014), a lock that could not be had (55P03), no
 * connection free in time, or a transaction that could not start or finish in time (P2028): the
 * database is busy or stuck, not broken by the request. Looks through
 * the causes, since Prisma and its pg adapter wrap the driver's error.
 */
export function isDatabaseTimeout(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, message, cause, meta } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: unknown;
  };
  const original = (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
  if (code === "57014" || code === "55P03") return true;
  // Prisma's interactive transaction could not start within maxWait (every connection busy; embedded
  // PGlite has one), or outlived its timeout waiting on the database: busy, so 503 and a retry, not a 500.
  if (code === "P2028" && typeof message === "string" && /in the given time|expired transaction/i.test(message))
    return true;
  if (
    typeof message === "string" &&
    /statement timeout|canceling statement due to|timeout exceeded when trying to connect|connection timeout/i.test(
      message,
    )
  )
    return true;
  return isDatabaseTimeout(cause, depth + 1) || isDatabaseTimeout(original, depth + 1);
}
