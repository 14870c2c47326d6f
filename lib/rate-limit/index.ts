import "server-only";

/**
 * Abuse limits, stored in the `rate_limits` table so every instance agrees: fixed-window counters
 * (`enforceRateLimit`), failure-only limits with a progressive delay (`reserveAttempt`...), and the
 * `Limit` declarations routes and domain modules make, which the route wrapper applies with
 * `withLimits`. Infrastructure like lib/db: domain modules import it, it imports no domain module.
 */
export { progressiveDelaySeconds, recordFailure, releaseAttempt, reserveAttempt, type FailureRule } from "./failures";
export {
  addressKey,
  clientAddress,
  enforceRateLimit,
  purgeExpiredRateLimits,
  storageKey,
  type RateLimitRule,
} from "./fixed-window";
export { withLimits, type Limit } from "./limits";
