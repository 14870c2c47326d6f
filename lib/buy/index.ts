import "server-only";

/**
 * "Before you buy" (issue #44): reading a product from a shop page's link. The reader fetches only
 * public addresses (safe-fetch.ts, address.ts) and reads JSON-LD, then Open Graph (product-page.ts).
 */
export { type AddressKind, classifyAddress, isPublicAddress } from "./address";
export {
  downloadProductImage,
  PRODUCT_PAGE_MAX_BYTES,
  type ProductImage,
  type ProductPage,
  readProductPage,
} from "./product-page";
export { safeFetch, type SafeFetchOptions, type SafeFetchResult } from "./safe-fetch";
