import "server-only";

import { getDb } from "@/lib/db";
import { tooManyRequests } from "@/lib/errors";
import { SHARED_PHOTOS_ERRORS } from "@/lib/messages/shared-photos";
import { storageKey } from "@/lib/rate-limit";
import { SHARE_TARGET_BYTES_PER_HOUR } from "./constants";

/**
 * The bytes of shared photos one client address may store per hour (SHARE_TARGET_BYTES_PER_HOUR).
 * The share target needs no sign-in, so the posts-per-hour limit alone would let one address fill
 * the store with 30 × 20 photos of 15 MB an hour. Counted in the rate_limits table (one fixed
 * window per address, as lib/rate-limit counts hits, here counting bytes) so every instance agrees.
 *
 * Bytes are charged in slices before they are stored: a share never puts a byte past the budget,
 * and a long share costs a database write per slice, not per chunk. A share that is refused keeps
 * its charge (it was sent, and a refund would let the next one send it again); one that is kept
 * gives back the unused rest of its last slice.
 */
export const SHARE_BYTES_BUCKET = "share-target-bytes:address";
export const SHARE_BYTES_SLICE = 1024 * 1024;
const WINDOW_SECONDS = 60 * 60;

export type ByteBudget = {
  /** Counts `bytes` more; throws 429 (Retry-After) once the address's hour is used up. */
  take(bytes: number): Promise<void>;
  /** The share was kept: gives back what was charged ahead of the bytes. */
  settle(): Promise<void>;
};

export function shareByteBudget(address: string): ByteBudget {
  let used = 0;
  let charged = 0;
  return {
    async take(bytes) {
      used += bytes;
      while (used > charged) {
        await charge(address, SHARE_BYTES_SLICE);
        charged += SHARE_BYTES_SLICE;
      }
    },
    async settle() {
      if (charged <= used) return;
      const db = await getDb();
      await db.$executeRaw`
        UPDATE rate_limits SET count = GREATEST(count - ${charged - used}::int, 0)
        WHERE key = ${storageKey({ bucket: SHARE_BYTES_BUCKET, key: address })} AND expires_at > now()`;
    },
  };
}

/** One atomic upsert, as enforceRateLimit's, adding `bytes` instead of one. */
async function charge(address: string, bytes: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.$queryRaw<{ count: number; retry_after: number }[]>`
    INSERT INTO rate_limits AS r (key, count, window_start, expires_at)
    VALUES (${storageKey({ bucket: SHARE_BYTES_BUCKET, key: address })}, ${bytes}::int, now(),
      now() + make_interval(secs => ${WINDOW_SECONDS}::double precision))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.expires_at <= now() THEN ${bytes}::int ELSE r.count + ${bytes}::int END,
      window_start = CASE WHEN r.expires_at <= now() THEN now() ELSE r.window_start END,
      expires_at = CASE WHEN r.expires_at <= now()
        THEN now() + make_interval(secs => ${WINDOW_SECONDS}::double precision)
        ELSE r.expires_at END
    RETURNING r.count::int AS count,
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM (r.expires_at - now()))))::int AS retry_after`;
  if (row && row.count > SHARE_TARGET_BYTES_PER_HOUR)
    throw tooManyRequests(row.retry_after, SHARED_PHOTOS_ERRORS.hourlyBytesUsed(row.retry_after));
}
