import "server-only";

import { type Owner, ownerKey } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import type { Limit, RateLimitRule } from "@/lib/rate-limit";

/**
 * Per-owner bounds on AI work (abuse and cost, never normal use). Analysis runs once per upload, so
 * its budget follows the closet's upload budget with room for retries, and the analyze routes
 * declare it (ANALYZE_LIMITS, applied by the route wrapper). The screens' answers are cached, so
 * their limits count only answers actually computed: only the cache knows that, so it applies them
 * itself (lib/ai-results/cache.ts), the one limit not declared on a route.
 */
export const AI_LIMITS = {
  inspiration: { bucket: "ai-inspiration", limit: 30, windowSeconds: 600 },
  outfits: { bucket: "ai-outfits", limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, Omit<RateLimitRule, "key">>;

/** The site-wide ceiling on AI answers computed per hour (a cost bound; counted only for real provider calls). */
export const aiTotalLimit = (): RateLimitRule => ({
  bucket: "ai-total",
  limit: env().AI_CALLS_PER_HOUR_TOTAL,
  windowSeconds: 3600,
  key: "*",
});

/**
 * Every AI call from one client address, whichever guests or accounts it uses: guests are free to
 * create, so a per-owner budget alone would not bound one address. Declared on every AI route.
 */
export const AI_ADDRESS_LIMITS: readonly Limit<{ client: { address: string } }>[] = [
  {
    counts: "attempts",
    bucket: "ai-address",
    get limit() {
      return env().AI_CALLS_PER_HOUR_PER_ADDRESS;
    },
    windowSeconds: 3600,
    key: ({ client }) => client.address,
  },
];

/** One analysis (closet item or inspiration image) per call; 429 once the owner's, the address's or the site's hourly budget is used. */
export const ANALYZE_LIMITS: readonly Limit<{ owner: Owner; client: { address: string } }>[] = [
  ...AI_ADDRESS_LIMITS,
  {
    counts: "attempts",
    bucket: "ai-analyze",
    get limit() {
      return 2 * env().CLOSET_UPLOADS_PER_HOUR;
    },
    windowSeconds: 3600,
    key: ({ owner }) => ownerKey(owner),
  },
  {
    counts: "attempts",
    bucket: "ai-total",
    get limit() {
      return env().AI_CALLS_PER_HOUR_TOTAL;
    },
    windowSeconds: 3600,
    key: () => "*",
  },
];
