import { AiError } from "@/lib/ai/errors";
import {
  adminPasswordInvalid,
  AppError,
  badGateway,
  badRequest,
  bodyTooLarge,
  buyCheckBought,
  buyCheckNotFound,
  buyCheckPhotoOrLink,
  calendarFeedNotFound,
  closetFull,
  closetItemNotFound,
  conflict,
  crossSite,
  emailTaken,
  guestHasNoPassword,
  heicUnsupported,
  imageDamaged,
  imageNotFound,
  imageQueueFull,
  imageTooManyPixels,
  imageTypeUnsupported,
  importInvalid,
  inspirationGalleryFull,
  inspirationNotFound,
  invalidCredentials,
  lookNotFound,
  malformedJson,
  maskUnreadable,
  notAPhoto,
  outfitIncomplete,
  outfitNotFound,
  outfitNotSaved,
  outfitsFilteredOut,
  outfitsNeedTopAndBottom,
  passwordLoginOff,
  payloadTooLarge,
  placeLookupFailed,
  placeNotFound,
  planDayFull,
  planNotFound,
  planNotToday,
  productNotFound,
  productPageTooLarge,
  productUrlInvalid,
  productUrlRefused,
  productUrlTimeout,
  productUrlUnreachable,
  resetTokenInvalid,
  serviceUnavailable,
  sharedPhotosNotFound,
  shareNotFound,
  siteModeUnknown,
  storageUnavailable,
  toErrorResponse,
  tooManyRequests,
  tooManySharedPhotos,
  tripNotFound,
  unauthorized,
  unprocessable,
  unreadableImage,
  unsupportedMediaType,
  uploadEmptyFile,
  uploadMissingFile,
  uploadTooLarge,
  uploadUnreadable,
  usernameMismatch,
  usernameTaken,
  wearNotFound,
  wrongPassword,
} from "@/lib/errors";
import { ERROR_CODES, type ErrorCode, isErrorCode } from "@/lib/errors/codes";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

/** One way to make each code reach the mapper, with the status it must answer. */
const CASES: Record<ErrorCode, { error: () => unknown; status: number }> = {
  bad_request: { error: () => badRequest("No."), status: 400 },
  unauthorized: { error: () => unauthorized(), status: 401 },
  forbidden: { error: () => new AppError(403, "forbidden", "No."), status: 403 },
  not_found: { error: () => new AppError(404, "not_found", "No."), status: 404 },
  password_login_off: { error: () => passwordLoginOff(), status: 403 },
  conflict: { error: () => conflict("No."), status: 409 },
  payload_too_large: { error: () => payloadTooLarge("No."), status: 413 },
  unsupported_media_type: { error: () => unsupportedMediaType("No."), status: 415 },
  unprocessable: { error: () => unprocessable("No."), status: 422 },
  too_many_requests: { error: () => tooManyRequests(30), status: 429 },
  bad_gateway: { error: () => badGateway("No."), status: 502 },
  starting_up: { error: () => siteModeUnknown(), status: 503 },
  service_unavailable: { error: () => serviceUnavailable("No."), status: 503 },
  validation_failed: { error: () => z.object({ a: z.string("Need a.") }).safeParse({}).error, status: 400 },
  malformed_json: { error: () => malformedJson(), status: 400 },
  body_too_large: { error: () => bodyTooLarge(), status: 413 },
  cross_site: { error: () => crossSite(), status: 403 },
  coming_soon: { error: () => new AppError(503, "coming_soon", "Soon."), status: 503 },
  database_busy: { error: () => Object.assign(new Error("canceling statement due to statement timeout")), status: 503 },
  internal_error: { error: () => new Error("boom"), status: 500 },
  invalid_credentials: { error: () => invalidCredentials(), status: 401 },
  email_taken: { error: () => emailTaken(), status: 409 },
  username_taken: { error: () => usernameTaken(), status: 409 },
  wrong_password: { error: () => wrongPassword(), status: 403 },
  username_mismatch: { error: () => usernameMismatch(), status: 400 },
  guest_has_no_password: { error: () => guestHasNoPassword(), status: 403 },
  reset_token_invalid: { error: () => resetTokenInvalid(), status: 400 },
  admin_password_invalid: { error: () => adminPasswordInvalid(), status: 401 },
  closet_item_not_found: { error: () => closetItemNotFound(), status: 404 },
  closet_full: { error: () => closetFull(500), status: 409 },
  inspiration_not_found: { error: () => inspirationNotFound(), status: 404 },
  inspiration_gallery_full: { error: () => inspirationGalleryFull(500), status: 409 },
  image_not_found: { error: () => imageNotFound(), status: 404 },
  outfit_not_found: { error: () => outfitNotFound(), status: 404 },
  outfit_incomplete: { error: () => outfitIncomplete(1), status: 409 },
  outfits_need_top_and_bottom: { error: () => outfitsNeedTopAndBottom(), status: 422 },
  look_not_found: { error: () => lookNotFound(), status: 404 },
  place_not_found: { error: () => placeNotFound("Atlantis"), status: 400 },
  place_lookup_failed: { error: () => placeLookupFailed(), status: 503 },
  outfits_filtered_out: { error: () => outfitsFilteredOut("None of your tops suit winter."), status: 422 },
  outfit_not_saved: { error: outfitNotSaved, status: 409 },
  wear_not_found: { error: wearNotFound, status: 404 },
  trip_not_found: { error: tripNotFound, status: 404 },
  plan_not_found: { error: planNotFound, status: 404 },
  plan_day_full: { error: () => planDayFull("2026-12-01"), status: 409 },
  plan_not_today: { error: () => planNotToday("2026-12-01"), status: 409 },
  calendar_feed_not_found: { error: calendarFeedNotFound, status: 404 },
  share_not_found: { error: () => shareNotFound(), status: 404 },
  import_invalid: { error: () => importInvalid("The archive has no data.json."), status: 400 },
  shared_photos_not_found: { error: () => sharedPhotosNotFound(), status: 404 },
  storage_unavailable: { error: () => storageUnavailable("put", new Error("ECONNREFUSED")), status: 503 },
  upload_missing_file: { error: () => uploadMissingFile(), status: 400 },
  upload_empty_file: { error: () => uploadEmptyFile(), status: 400 },
  upload_unreadable: { error: () => uploadUnreadable(), status: 400 },
  upload_too_large: { error: () => uploadTooLarge("10 MB"), status: 413 },
  image_damaged: { error: () => imageDamaged(), status: 400 },
  mask_unreadable: { error: () => maskUnreadable(), status: 400 },
  image_too_many_pixels: { error: () => imageTooManyPixels(40), status: 413 },
  image_type_unsupported: { error: () => imageTypeUnsupported("JPEG or PNG"), status: 415 },
  heic_unsupported: { error: () => heicUnsupported(), status: 415 },
  not_a_photo: { error: () => notAPhoto("notes.txt"), status: 415 },
  too_many_shared_photos: { error: () => tooManySharedPhotos(20), status: 413 },
  image_queue_full: { error: () => imageQueueFull(), status: 503 },
  unreadable_image: { error: () => unreadableImage(), status: 422 },
  product_url_invalid: { error: productUrlInvalid, status: 400 },
  product_url_refused: { error: productUrlRefused, status: 400 },
  product_url_timeout: { error: () => productUrlTimeout(5), status: 504 },
  product_url_unreachable: { error: () => productUrlUnreachable(), status: 502 },
  product_page_too_large: { error: () => productPageTooLarge("2 MB"), status: 422 },
  product_not_found: { error: productNotFound, status: 422 },
  buy_check_not_found: { error: buyCheckNotFound, status: 404 },
  buy_check_bought: { error: buyCheckBought, status: 409 },
  buy_check_photo_or_link: { error: () => buyCheckPhotoOrLink(), status: 400 },
  ai_invalid_answer: { error: () => new AiError("invalid"), status: 502 },
  ai_busy: { error: () => new AiError("busy"), status: 503 },
  ai_timeout: { error: () => new AiError("timeout"), status: 503 },
  ai_unavailable: { error: () => new AiError("unavailable"), status: 503 },
  ai_no_outfits: { error: () => new AiError("no-outfits"), status: 502 },
};

describe("the error mapper", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("has a case for every code", () => {
    expect(Object.keys(CASES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(ERROR_CODES)("answers %s with its status and {message, code}", async (code) => {
    const { error, status } = CASES[code];
    const response = toErrorResponse(error());
    expect({ status: response.status, code: ((await response.json()) as { code: unknown }).code }).toEqual({
      status,
      code,
    });
  });

  it("keeps the person's sentence beside the code", async () => {
    expect(await toErrorResponse(closetItemNotFound()).json()).toEqual({
      message: CLOSET_MESSAGES.itemNotFound,
      code: "closet_item_not_found",
    });
    expect(await toErrorResponse(invalidCredentials()).json()).toEqual({
      message: AUTH_MESSAGES.invalidCredentials,
      code: "invalid_credentials",
    });
    expect(await toErrorResponse(CASES.validation_failed.error()).json()).toEqual({
      message: "Need a.",
      code: "validation_failed",
    });
    expect(await toErrorResponse(new SyntaxError("Unexpected token } in JSON at position 3")).json()).toEqual({
      message: ERROR_MESSAGES.malformedJson,
      code: "malformed_json",
    });
  });

  it("writes the code on the operator's log line", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    toErrorResponse(storageUnavailable("put", new Error("ECONNREFUSED")), "0123456789ab");
    toErrorResponse(CASES.database_busy.error(), "0123456789ab");
    expect(warned.mock.calls.map(([line]) => (JSON.parse(line as string) as { code: string }).code)).toEqual([
      "storage_unavailable",
      "database_busy",
    ]);
  });

  it("recognises its own codes only", () => {
    expect([isErrorCode("closet_full"), isErrorCode("Closet full"), isErrorCode(404)]).toEqual([true, false, false]);
  });
});
