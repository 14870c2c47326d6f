import "server-only";

/**
 * Abuse limits, stored in the `rate_limits` table so every instance agrees: fixed-window counters
 * (`enforceRateLimit`), failure-only limits with a progressive delay (`reserveAttempt`...), and the
 * `Limit` declarations routes and domain modules make, which the route wrapper applies with
 * `withLimits`. Infrastructure like lib/db: domain modules import it, it imports no domain module.
 */
export { type FailureRule, progressiveDelaySeconds, recordFailure, releaseAttempt, reserveAttempt } from "./failures";
export {
  addressKey,
  clientAddress,
  enforceRateLimit,
  purgeExpiredRateLimits,
  type RateLimitRule,
  storageKey,
} from "./fixed-window";
export { type Limit, withLimits } from "./limits";
