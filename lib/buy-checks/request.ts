import "server-only";

import { type Owner, ownerKey } from "@/lib/auth/owner";
import { admitClosetUpload, CLOSET_MASK_PART, CLOSET_ORIGINAL_PART, CLOSET_UPLOAD_LIMITS } from "@/lib/closet/upload";
import { BUY_CHECK_LIMITS } from "@/lib/constants";
import { buyCheckPhotoOrLink, isAppError } from "@/lib/errors";
import { readJsonBody } from "@/lib/http/body";
import { multipart, readMultipart } from "@/lib/http/multipart";
import { assertImageQueueHasRoom } from "@/lib/images";
import { hourlyUploadLimit } from "@/lib/images/upload-limits";
import { BUY_CHECK_MESSAGES } from "@/lib/messages/buy";
import type { Limit } from "@/lib/rate-limit";
import {
  BUY_CHECK_IMAGE_PART,
  buyCheckBoughtFieldsSchema,
  buyCheckLinkSchema,
  buyCheckPhotoFieldsSchema,
} from "./schemas";
import type { BuyCheckRequest } from "./store";

const isMultipart = (req: Request) => /^multipart\/form-data\b/i.test(req.headers.get("content-type") ?? "");

/**
 * POST /api/buy-checks takes a product two ways, told apart by Content-Type: multipart/form-data
 * with the `image` part (a photo; fields price, currency, name, brand), or a JSON body {url, price?,
 * currency?}. The route wrapper reads one kind of body, so the route reads it here, after the
 * wrapper's owner check and limits, with the wrapper's own bounded readers (lib/http): the photo as
 * a closet upload's, the JSON as any body. A full processing queue is refused before either is read.
 * Neither a photo nor a link, or both, answers 400 buy_check_photo_or_link.
 */
export async function readBuyCheckRequest(req: Request): Promise<BuyCheckRequest> {
  assertImageQueueHasRoom();
  if (isMultipart(req)) {
    const input = await readMultipart(req, BUY_CHECK_UPLOAD).catch((error: unknown) => {
      throw isAppError(error) && error.code === "upload_missing_file" ? buyCheckPhotoOrLink() : error;
    });
    if (input.url !== undefined) throw buyCheckPhotoOrLink(BUY_CHECK_MESSAGES.notBoth);
    const { bytes, price, currency, name, brand } = input;
    return { kind: "photo", bytes, price, currency, name, brand };
  }
  const body = await readJsonBody(req, buyCheckLinkSchema);
  if (!body?.url) throw buyCheckPhotoOrLink();
  return { kind: "link", url: body.url, price: body.price, currency: body.currency };
}

const BUY_CHECK_UPLOAD = multipart({ file: BUY_CHECK_IMAGE_PART, fields: buyCheckPhotoFieldsSchema });

/**
 * Each owner's hourly budget of checks (BUY_CHECK_LIMITS.checksPerHour), and a tighter one for checks
 * from a link (linkChecksPerHour): each makes the server fetch from the web on the owner's word.
 * Counted before the body is read, as a closet upload's budget is.
 */
export const BUY_CHECK_RATE_LIMITS: readonly Limit<{ owner: Owner; req: Request }>[] = [
  hourlyUploadLimit("buy-check", () => BUY_CHECK_LIMITS.checksPerHour),
  {
    counts: "attempts",
    bucket: "buy-check-link",
    limit: BUY_CHECK_LIMITS.linkChecksPerHour,
    windowSeconds: 60 * 60,
    key: ({ owner, req }) => (isMultipart(req) ? null : ownerKey(owner)),
  },
];

/**
 * POST /api/buy-checks/{id}/bought: the browser's cut-out of the product photo as the closet upload
 * takes it (its `original` and `mask` parts too), and `purchasedOn`. A full closet or processing queue
 * is refused before the photo is read, and the closet's hourly upload budget counts it.
 */
export const BUY_CHECK_BOUGHT_UPLOAD = multipart({
  file: BUY_CHECK_IMAGE_PART,
  optionalFiles: [CLOSET_ORIGINAL_PART, CLOSET_MASK_PART],
  fields: buyCheckBoughtFieldsSchema,
  admit: admitClosetUpload,
});
export { CLOSET_UPLOAD_LIMITS as BUY_CHECK_BOUGHT_LIMITS };
