import "server-only";
import { env } from "@/lib/env";
import { ownerKey, type Owner } from "@/lib/owner";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";

/**
 * Per-owner bounds on AI work (abuse and cost, never normal use). Analysis runs once per upload, so
 * its budget follows the closet's upload budget with room for retries; the screens' answers are
 * cached, so their limits count only answers actually computed (lib/ai-results/cache.ts).
 */
export const AI_LIMITS = {
  inspiration: { bucket: "ai-inspiration", limit: 30, windowSeconds: 600 },
  outfits: { bucket: "ai-outfits", limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, Omit<RateLimitRule, "key">>;

export const analyzeLimit = (): Omit<RateLimitRule, "key"> => ({
  bucket: "ai-analyze",
  limit: 2 * env().CLOSET_UPLOADS_PER_HOUR,
  windowSeconds: 3600,
});

/** Counts one analysis (closet item or inspiration image) for the owner; 429 once the hour's budget is used. */
export const enforceAnalyzeLimit = (owner: Owner) => enforceRateLimit({ ...analyzeLimit(), key: ownerKey(owner) });
