import {
  BUY_CHECK_BOUGHT_LIMITS,
  BUY_CHECK_BOUGHT_UPLOAD,
  markBuyCheckBought,
  parseBuyCheckId,
} from "@/lib/buy-checks";
import { CLOSET_MASK_PART, CLOSET_ORIGINAL_PART } from "@/lib/closet";
import { withOwner } from "@/lib/http/route";

/**
 * POST /api/buy-checks/{id}/bought multipart (`image`: the browser's cut-out of the product photo,
 * optional `original` and `mask` as POST /api/closet takes them, optional `purchasedOn` YYYY-MM-DD,
 * today by default) → 201 the new closet item as POST /api/closet answers it, with the check's
 * category, tags, colours, name, brand, price and currency; the check is marked bought. Bought twice
 * 409 buy_check_bought; another owner's id 404; the closet's limits apply (full closet 409, hourly uploads 429).
 */
export const POST = withOwner<
  RouteContext<"/api/buy-checks/[id]/bought">,
  undefined,
  undefined,
  typeof BUY_CHECK_BOUGHT_UPLOAD
>({ multipart: BUY_CHECK_BOUGHT_UPLOAD, limits: BUY_CHECK_BOUGHT_LIMITS }, async ({ owner, params, input }) =>
  Response.json(
    await markBuyCheckBought(owner, parseBuyCheckId(params.id), {
      bytes: input.bytes,
      original: input.extraFiles[CLOSET_ORIGINAL_PART],
      mask: input.extraFiles[CLOSET_MASK_PART],
      purchasedOn: input.purchasedOn,
    }),
    { status: 201 },
  ),
);
