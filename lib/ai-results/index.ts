import "server-only";

/**
 * The owner's AI answers: the per-owner cache in `ai_results` (get-or-compute, one flight per key
 * per process), the input keys it is keyed by, the closet as the engine sees it, closet-item
 * analysis and the per-owner limits. Closet changes drop the cache through lib/closet's
 * `invalidateAiResults`; keys also carry the closet's fingerprint, so a stale answer is never served.
 */
export {
  cachedAiResult,
  forgetAiResult,
  forgetInspirationResults,
  inspirationResultsWhere,
  readCachedAiResult,
  type AiResultKind,
} from "./cache";
export { analyzeClosetItem, loadAiCloset } from "./closet";
export { readStoredImage, storedImageLoader } from "./images";
export { inspirationInputKey, inspirationResultsPrefix, outfitsInputKey } from "./keys";
export { AI_ADDRESS_LIMITS, AI_LIMITS, ANALYZE_LIMITS } from "./limits";
