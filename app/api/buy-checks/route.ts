import { BUY_CHECK_RATE_LIMITS, createBuyCheck, listBuyChecks, readBuyCheckRequest } from "@/lib/buy-checks";
import { withOwner } from "@/lib/http/route";

/**
 * GET /api/buy-checks → the owner's "before you buy" checks, newest first (the wishlist), each
 * {id, createdAt, product, reading, similarItems, unlocks, fillsGaps, costPerWear, verdict, reasons,
 * boughtItemId} (lib/buy-checks/contract.ts).
 */
export const GET = withOwner(async ({ owner }) => Response.json(await listBuyChecks(owner)));

/**
 * POST /api/buy-checks → 201 the check. Either multipart (`image`: a photo of the product; optional
 * `price` "49.90", `currency` "EUR", `name`, `brand`) or JSON {url, price?, currency?}: the shop page is
 * read (public addresses only) for the product's name, brand, price and photo, the person's own price
 * winning. The photo is refused as a closet upload's is (415 not a photo...); a refused address 400,
 * a shop that does not answer in time 504, a page without a product 422 product_not_found, neither a
 * photo nor a link (or both) 400. At most 60 checks an hour per owner, 30 of them from links (429).
 */
export const POST = withOwner({ limits: BUY_CHECK_RATE_LIMITS }, async ({ owner, req }) =>
  Response.json(await createBuyCheck(owner, await readBuyCheckRequest(req)), { status: 201 }),
);
