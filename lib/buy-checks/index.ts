import "server-only";

/**
 * "Before you buy" checks (issue #44): a product, from a photo or a shop page's link, judged against
 * the owner's closet (lib/buy/judgement.ts) and kept as a wishlist; "bought" turns one into a closet
 * item. Every function takes the owner explicitly and scopes its queries by that owner in the query
 * itself. Inputs and the kept judgement's shape are in schemas.ts (contract.ts without zod for client
 * islands); reading lib/buy's product pages is lib/buy's.
 */
export * from "./schemas";
export {
  BUY_CHECK_BOUGHT_LIMITS,
  BUY_CHECK_BOUGHT_UPLOAD,
  BUY_CHECK_RATE_LIMITS,
  readBuyCheckRequest,
} from "./request";
export {
  BUY_STORAGE_PREFIX,
  buyCheckImageKey,
  type BuyCheckRequest,
  createBuyCheck,
  listBuyChecks,
  markBuyCheckBought,
  parseBuyCheckId,
  removeBuyCheck,
} from "./store";
