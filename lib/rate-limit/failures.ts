import "server-only";

import { getDb } from "@/lib/db";
import { tooManyRequests } from "@/lib/errors";
import { storageKey } from "./fixed-window";

/**
 * Limits that count failures only (wrong passwords), with a short progressive delay instead of a
 * lock-out: the first `free` failures in a window cost nothing; once they are used up, each further
 * attempt must wait 2, 4, 8... seconds (at most `maxDelaySeconds`) after the previous failure (with
 * `free: 5`, the 6th try waits 2 s, the 7th 4 s). A success gives its attempt back. Keys combine the
 * account with the address (see lib/rate-limit/limits.ts), so a
 * stranger's wrong guesses slow down the stranger, never the owner signing in from elsewhere.
 *
 * An attempt is reserved before the password is checked and given back when it was right, so a
 * burst of parallel guesses cannot all pass while the first ones are still being checked: the
 * reservation that uses up the last free attempt already sets the delay, as if it will fail. When it does fail
 * (`recordFailure`), the delay starts again from that moment: a password check takes a while
 * (scrypt), and the wait should follow the answer, not the question.
 */
export type FailureRule = { bucket: string; free: number; windowSeconds: number; maxDelaySeconds: number };

/**
 * Seconds the next attempt waits once `failures` attempts have failed (or are reserved as if they
 * will): none before the free ones are used up, 2 s once they are, then 4, 8...
 */
export function progressiveDelaySeconds(failures: number, rule: Pick<FailureRule, "free" | "maxDelaySeconds">): number {
  const spent = failures - rule.free + 1;
  if (spent < 1) return 0;
  return Math.min(rule.maxDelaySeconds, 2 ** Math.min(spent, 30));
}

/** Reserves one attempt; throws 429 with Retry-After while the key is waiting out its delay. */
export async function reserveAttempt(rule: FailureRule, key: string): Promise<void> {
  const id = storageKey({ bucket: rule.bucket, key });
  const db = await getDb();
  const retryAfter = await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO rate_limits (key, count, window_start, expires_at)
      VALUES (${id}, 0, now(), now() + make_interval(secs => ${rule.windowSeconds}::double precision))
      ON CONFLICT (key) DO NOTHING`;
    // FOR UPDATE: concurrent attempts on one key take turns, each seeing the count the previous one left.
    const [row] = await tx.$queryRaw<{ count: number; expired: boolean; waitSeconds: number | null }[]>`
      SELECT count, expires_at <= now() AS expired,
        CEIL(EXTRACT(EPOCH FROM (blocked_until - now())))::int AS "waitSeconds"
      FROM rate_limits WHERE key = ${id} FOR UPDATE`;
    const fresh = !row || row.expired;
    if (!fresh && row.waitSeconds !== null && row.waitSeconds > 0) return row.waitSeconds;
    const count = (fresh ? 0 : row.count) + 1;
    const delay = progressiveDelaySeconds(count, rule);
    await tx.$executeRaw`
      UPDATE rate_limits SET
        count = ${count},
        window_start = CASE WHEN ${fresh} THEN now() ELSE window_start END,
        expires_at = CASE WHEN ${fresh} THEN now() + make_interval(secs => ${rule.windowSeconds}::double precision) ELSE expires_at END,
        blocked_until = CASE WHEN ${delay} > 0 THEN now() + make_interval(secs => ${delay}::double precision) ELSE NULL END
      WHERE key = ${id}`;
    return 0;
  });
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}

/** Gives a reserved attempt back (it succeeded, or never reached the check); lifts the delay when fewer than the free ones remain counted. */
export async function releaseAttempt(rule: FailureRule, key: string): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    UPDATE rate_limits SET
      count = GREATEST(count - 1, 0),
      blocked_until = CASE WHEN count - 1 < ${rule.free} THEN NULL ELSE blocked_until END
    WHERE key = ${storageKey({ bucket: rule.bucket, key })} AND expires_at > now()`;
}

/** A reserved attempt failed: its delay (if it was beyond the free ones) runs from now. */
export async function recordFailure(rule: FailureRule, key: string): Promise<void> {
  const id = storageKey({ bucket: rule.bucket, key });
  const db = await getDb();
  const [row] = await db.$queryRaw<
    { count: number }[]
  >`SELECT count FROM rate_limits WHERE key = ${id} AND expires_at > now()`;
  const delay = progressiveDelaySeconds(row?.count ?? 0, rule);
  if (delay === 0) return;
  await db.$executeRaw`
    UPDATE rate_limits SET blocked_until = GREATEST(blocked_until, now() + make_interval(secs => ${delay}::double precision))
    WHERE key = ${id}`;
}
