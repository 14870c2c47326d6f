/**
 * When the browser tries a step again after a busy answer (503 or 429 with Retry-After: the server's
 * image queue is full), issue #40 point 15. The old rule waited exactly Retry-After and gave up after
 * 6 answers: 50 uploaders × 3 photos all came back at the same instant, met a full queue again,
 * and 100 of 150 photos failed. Here every wait is
 *
 *   Retry-After (a floor: never sooner than the server asked) + random × min(cap, base · 2^(tries−1))
 *
 * ("full jitter" on an exponential backoff, on top of the floor), so the retries of a burst spread
 * over a window that widens with each busy answer, and busy answers are retried for BUSY_RETRY.patienceMs
 * (minutes, the time a burst takes to drain) before the entry waits for the person's "try again",
 * photo kept. Pure (the clock and the random number come in), so the upload queue's reducer
 * (lib/uploads/queue.ts) and the upload bench's burst (scripts/bench/uploads.ts) share it.
 */
export const BUSY_RETRY = {
  /** The jitter window after the first busy answer; it doubles with each further one. */
  baseMs: 2_000,
  /** The widest jitter window. */
  capMs: 30_000,
  /** A Retry-After above this counts as this: a wrong header must not park a photo for hours. */
  maxFloorMs: 120_000,
  /** How long busy answers to one step are retried, from the first of them. */
  patienceMs: 10 * 60_000,
} as const;

/** The jitter window after the `tries`-th busy answer (1 = the first): doubling from base, at most cap. */
export function backoffWindowMs(tries: number): number {
  return Math.min(BUSY_RETRY.capMs, BUSY_RETRY.baseMs * 2 ** Math.max(0, tries - 1));
}

/** The server's Retry-After in ms, bounded; 0 when it named none (or nonsense). */
export function retryAfterFloorMs(retryAfterSeconds: number | null): number {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return 0;
  return Math.min(retryAfterSeconds * 1000, BUSY_RETRY.maxFloorMs);
}

/** The wait before the next try: Retry-After, plus `random` (0 ≤ random < 1, Math.random()) of the window. */
export function busyDelayMs(tries: number, retryAfterSeconds: number | null, random: number): number {
  const share = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0.5;
  return Math.round(retryAfterFloorMs(retryAfterSeconds) + share * backoffWindowMs(tries));
}

export type BusyAnswer = {
  /** Busy answers to this step so far, this one included (1 = the first). */
  tries: number;
  /** When the first of them came (epoch ms). */
  since: number;
  /** When this one came (epoch ms). */
  now: number;
  retryAfterSeconds: number | null;
  random: number;
};

/**
 * When to try the step again (epoch ms), or null once the patience is spent: then the entry waits,
 * photo kept, for the person's "try again". Never null while now − since < BUSY_RETRY.patienceMs.
 */
export function nextBusyRetry(answer: BusyAnswer): number | null {
  if (answer.now - answer.since >= BUSY_RETRY.patienceMs) return null;
  return answer.now + busyDelayMs(answer.tries, answer.retryAfterSeconds, answer.random);
}
