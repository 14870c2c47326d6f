/**
 * The checks' React Query options and client calls (issue #44): key (also the URL), fetcher and data
 * type in one place, for the /buy shell that prefills the cache and the islands that read it. No
 * hooks, no zod, no server code.
 */
import { apiRequest, jsonBody } from "@/lib/api-client";
import { getQueryFn } from "@/lib/api-client/query-client";
import type { ClosetUploadResult } from "@/lib/closet/contract";
import { queryOptions } from "@tanstack/react-query";
import { BUY_CHECKS_KEY, type BuyCheckLinkRequest, type BuyCheckView } from "./contract";

export type { BuyCheckGap, BuyCheckLinkRequest, BuyCheckPiece, BuyCheckView } from "./contract";
export { BUY_CHECK_IMAGE_PART, BUY_CHECKS_KEY } from "./contract";

export const buyCheckQueries = {
  /** GET /api/buy-checks: every check, newest first (the wishlist). */
  list: () =>
    queryOptions({ queryKey: [BUY_CHECKS_KEY] as const, queryFn: getQueryFn<BuyCheckView[]>({ on401: "throw" }) }),
};

/**
 * POST /api/buy-checks (201): a photo as multipart (`image`, and `price`, `currency`, `name`,
 * `brand` when known), or a shop page's link as JSON.
 */
export async function createBuyCheck(body: FormData | BuyCheckLinkRequest): Promise<BuyCheckView> {
  return jsonBody<BuyCheckView>(await apiRequest("POST", BUY_CHECKS_KEY, body));
}

/** DELETE /api/buy-checks/{id} (204). */
export async function deleteBuyCheck(id: number): Promise<void> {
  await apiRequest("DELETE", `${BUY_CHECKS_KEY}/${id}`);
}

/**
 * POST /api/buy-checks/{id}/bought (201): the cut-out as `image`, with `original`, `mask` and
 * `purchasedOn` as POST /api/closet takes them; answers the new closet item. 409 once bought.
 */
export async function markBought(id: number, form: FormData): Promise<ClosetUploadResult> {
  return jsonBody<ClosetUploadResult>(await apiRequest("POST", `${BUY_CHECKS_KEY}/${id}/bought`, form));
}
