import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { tooManyRequests } from "@/lib/errors";

/**
 * Abuse limits shared by every app instance: fixed-window counters in the `rate_limits` table.
 * One atomic upsert both counts the hit and resets an expired window, so concurrent requests
 * (on one instance or many) can never both see room for the last slot. The database clock is the
 * only clock, so instances with skewed clocks still agree.
 */
export type RateLimitRule = {
  /** What is being limited, e.g. "admin-password:address". Part of the stored key. */
  bucket: string;
  /** Who is being limited, e.g. a client address or an account name (compared case-insensitively). */
  key: string;
  /** Hits allowed per window; hit number `limit + 1` is refused. */
  limit: number;
  windowSeconds: number;
};

/** Counts one hit; throws `tooManyRequests` (429 + Retry-After) once the window's limit is used up. */
export async function enforceRateLimit(rule: RateLimitRule): Promise<void> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ count: number; retry_after: number }[]>`
    INSERT INTO rate_limits AS r (key, count, window_start, expires_at)
    VALUES (${storageKey(rule)}, 1, now(), now() + make_interval(secs => ${rule.windowSeconds}::double precision))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.count + 1 END,
      window_start = CASE WHEN r.expires_at <= now() THEN now() ELSE r.window_start END,
      expires_at = CASE WHEN r.expires_at <= now()
        THEN now() + make_interval(secs => ${rule.windowSeconds}::double precision)
        ELSE r.expires_at END
    RETURNING r.count::int AS count,
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM (r.expires_at - now()))))::int AS retry_after`;
  await maybePurgeExpired();
  const row = rows[0];
  if (row && row.count > rule.limit) throw tooManyRequests(row.retry_after);
}

/**
 * Gives back one hit of the current window. For limits that should only count failures but must
 * still be consumed *before* the check (so parallel guesses cannot all slip past): consume, check,
 * and refund when the check succeeded.
 */
export async function refundRateLimit(rule: Pick<RateLimitRule, "bucket" | "key">): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    UPDATE rate_limits SET count = GREATEST(count - 1, 0)
    WHERE key = ${storageKey(rule)} AND expires_at > now()`;
}

/**
 * The address a request came from, for per-address limits. X-Forwarded-For is a list each proxy
 * appends to, so only its right end is trustworthy: with TRUSTED_PROXY_COUNT proxies in front of the
 * app (default 1, e.g. nginx or a platform load balancer), the entry that many places from the right
 * was written by our own outermost proxy; anything left of it is whatever the client sent. `next start`
 * itself fills the header with the socket address when a direct client sent none.
 * Falls back to X-Real-IP, else "local".
 */
export function clientAddress(req: Request, trustedProxies = env().TRUSTED_PROXY_COUNT): string {
  const hops = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const trusted = hops[Math.max(0, hops.length - Math.max(1, trustedProxies))];
  if (trusted) return trusted;
  const real = req.headers.get("x-real-ip")?.trim();
  return real || "local";
}

/** Deletes windows that ended more than a minute ago. Runs at most every few minutes per process. */
export async function purgeExpiredRateLimits(): Promise<number> {
  const db = await getDb();
  return db.$executeRaw`DELETE FROM rate_limits WHERE expires_at < now() - interval '1 minute'`;
}

const PURGE_EVERY_MS = 5 * 60_000;
const state = globalThis as unknown as { __stylematchRateLimitPurgedAt?: number };

async function maybePurgeExpired(): Promise<void> {
  const now = Date.now();
  if (state.__stylematchRateLimitPurgedAt !== undefined && now - state.__stylematchRateLimitPurgedAt < PURGE_EVERY_MS) return;
  state.__stylematchRateLimitPurgedAt = now;
  try {
    await purgeExpiredRateLimits();
  } catch (error) {
    // Housekeeping only: a failed purge must never fail the request being limited.
    console.error("[stylematch] rate-limit purge failed", error);
  }
}

/** Account names can be long and user-chosen; hash them so keys stay short and carry no PII. */
function storageKey({ bucket, key }: Pick<RateLimitRule, "bucket" | "key">): string {
  const normalized = key.trim().toLowerCase();
  const digest = createHash("sha256").update(normalized).digest("base64url").slice(0, 32);
  return `${bucket}:${digest}`;
}
