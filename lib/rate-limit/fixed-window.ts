import "server-only";

import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { tooManyRequests } from "@/lib/errors";
import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

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
 * The address a request came from, for per-address limits. X-Forwarded-For is a list each hop
 * appends to, so only its right end can be trusted. Under `next start` the app appends the socket's
 * own peer address as the last entry itself (lib/http/peer-address.ts, installed at start), so:
 * with TRUSTED_PROXY_COUNT = 0 (the default: nothing in front) the client is that last entry, the
 * socket; with N proxies in front, it is the entry N places further left, which our outermost proxy
 * wrote. Anything left of that is whatever the client sent, and is never read.
 * IPv6 addresses count per /64: one subscriber usually holds a whole /64.
 */
export function clientAddress(req: Request, trustedProxies = env().TRUSTED_PROXY_COUNT): string {
  const hops = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const hop = hops[Math.max(0, hops.length - 1 - trustedProxies)];
  return hop ? addressKey(hop) : "local";
}

/** An address as a limit counts it: IPv4 as is (also when IPv4-mapped), IPv6 as its /64 prefix. */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare.toLowerCase();
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros ("2001:db8::1" → 2001,db8,0,0,0,0,0,1). */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const middle = Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...middle, ...right].map((group) =>
    /\./.test(group) ? group : Number.parseInt(group, 16).toString(16),
  );
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
  if (state.__stylematchRateLimitPurgedAt !== undefined && now - state.__stylematchRateLimitPurgedAt < PURGE_EVERY_MS)
    return;
  state.__stylematchRateLimitPurgedAt = now;
  try {
    await purgeExpiredRateLimits();
  } catch (error) {
    // Housekeeping only: a failed purge must never fail the request being limited.
    console.error("[stylematch] rate-limit purge failed", error);
  }
}

/** Account names can be long and user-chosen; hash them so keys stay short and carry no PII. */
export function storageKey({ bucket, key }: Pick<RateLimitRule, "bucket" | "key">): string {
  const normalized = key.trim().toLowerCase();
  const digest = createHash("sha256").update(normalized).digest("base64url").slice(0, 32);
  return `${bucket}:${digest}`;
}
