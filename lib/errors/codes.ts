/**
 * The machine-readable `code` beside `message` in every JSON error of the API (`{message, code}`).
 * `message` is written for a person and may be reworded; `code` is for programs (tests, logs, a
 * client that wants to react to one refusal) and never changes once shipped. Free of server
 * imports, so the REST client can name the type too.
 */
export const ERROR_CODES = [
  // Generic refusals, one per status (lib/errors/index.ts: badRequest(), conflict()...).
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "password_login_off",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "unprocessable",
  "too_many_requests",
  "bad_gateway",
  "service_unavailable",
  // The request itself: input, origin, site mode, and what the mapper classifies.
  "validation_failed",
  "malformed_json",
  "body_too_large",
  "cross_site",
  "coming_soon",
  "starting_up",
  "database_busy",
  "internal_error",
  // Accounts and admin.
  "invalid_credentials",
  "email_taken",
  "username_taken",
  "wrong_password",
  "username_mismatch",
  "guest_has_no_password",
  "reset_token_invalid",
  "admin_password_invalid",
  // Per noun.
  "closet_item_not_found",
  "closet_full",
  "inspiration_not_found",
  "inspiration_gallery_full",
  "image_not_found",
  "outfit_not_found",
  "outfit_incomplete",
  "outfits_need_top_and_bottom",
  "outfits_filtered_out",
  "place_not_found",
  "look_not_found",
  "place_lookup_failed",
  "outfit_not_saved",
  "wear_not_found",
  "trip_not_found",
  "plan_not_found",
  "plan_day_full",
  "plan_not_today",
  "calendar_feed_not_found",
  "share_not_found",
  // Restoring an export (issue #30): the archive cannot be read back as it is.
  "import_invalid",
  "shared_photos_not_found",
  "storage_unavailable",
  // Uploads and images.
  "upload_missing_file",
  "upload_empty_file",
  "upload_unreadable",
  "upload_too_large",
  "image_damaged",
  "mask_unreadable",
  "image_too_many_pixels",
  "image_type_unsupported",
  "heic_unsupported",
  "image_queue_full",
  "unreadable_image",
  "not_a_photo",
  "too_many_shared_photos",
  // "Before you buy" (issue #44): reading a product from a shop page's link (lib/buy).
  "product_url_invalid",
  "product_url_refused",
  "product_url_timeout",
  "product_url_unreachable",
  "product_page_too_large",
  "product_not_found",
  // "Before you buy" checks (issue #44): the wishlist's rows.
  "buy_check_not_found",
  "buy_check_bought",
  "buy_check_photo_or_link",
  // The style assistant (lib/ai/errors.ts, one per AiErrorKind).
  "ai_invalid_answer",
  "ai_busy",
  "ai_timeout",
  "ai_unavailable",
  "ai_no_outfits",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The JSON body of every API error. */
export type ErrorBody = { message: string; code: ErrorCode };

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && KNOWN.has(value);
}
