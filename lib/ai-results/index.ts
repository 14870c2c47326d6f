import "server-only";

/**
 * The owner's AI answers: the per-owner cache in `ai_results` (get-or-compute, one flight per key
 * per process) and the input keys it is keyed by. (The closet as the engine sees it and closet-item
 * analysis are lib/closet's; the AI limits lib/ai/limits.ts.) Closet changes drop the cache through
 * lib/closet's `invalidateAiResults`; keys also carry the closet's fingerprint, so a stale answer is never served.
 */
export {
  type AiResultKind,
  cachedAiResult,
  forgetAiResult,
  forgetInspirationResults,
  inspirationResultsWhere,
  readCachedAiResult,
} from "./cache";
export { inspirationInputKey, inspirationResultsPrefix, outfitsInputKey } from "./keys";
