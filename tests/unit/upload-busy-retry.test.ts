/**
 * The upload queue's rule for busy answers (issue #40, point 15): delays grow, are jittered, honour
 * Retry-After as a floor, and busy answers are never given up on before the patience runs out.
 */
import { backoffWindowMs, BUSY_RETRY, busyDelayMs, nextBusyRetry, retryAfterFloorMs } from "@/lib/uploads/busy-retry";
import { describe, expect, it } from "vitest";

describe("busy retry rule", () => {
  it("widens the jitter window exponentially with each busy answer, up to the cap", () => {
    const windows = Array.from({ length: 12 }, (_, i) => backoffWindowMs(i + 1));
    expect(windows.slice(0, 4)).toEqual([1, 2, 4, 8].map((factor) => factor * BUSY_RETRY.baseMs));
    for (let i = 1; i < windows.length; i++) expect(windows[i]).toBeGreaterThanOrEqual(windows[i - 1]!);
    expect(windows.at(-1)).toBe(BUSY_RETRY.capMs);
    expect(backoffWindowMs(10_000)).toBe(BUSY_RETRY.capMs); // no overflow after many tries
  });

  it("grows: the longest possible wait rises with the tries, and so does the average", () => {
    const average = (tries: number) => {
      let total = 0;
      for (let i = 0; i < 1000; i++) total += busyDelayMs(tries, null, (i + 0.5) / 1000);
      return total / 1000;
    };
    expect(busyDelayMs(1, null, 0.999)).toBeLessThan(busyDelayMs(3, null, 0.999));
    expect(average(1)).toBeLessThan(average(2));
    expect(average(2)).toBeLessThan(average(4));
    expect(average(4)).toBeLessThan(average(8));
  });

  it("is jittered: the same busy answer spreads the retries over the whole window", () => {
    const delays = Array.from({ length: 100 }, (_, i) => busyDelayMs(3, 5, i / 100));
    expect(new Set(delays).size).toBe(100);
    expect(Math.min(...delays)).toBe(5_000);
    expect(Math.max(...delays)).toBeGreaterThan(5_000 + 0.95 * backoffWindowMs(3));
    expect(Math.max(...delays)).toBeLessThanOrEqual(5_000 + backoffWindowMs(3));
  });

  it("honours Retry-After as a floor: never sooner than the server asked, whatever the random number", () => {
    for (const retryAfter of [0, 1, 5, 30, 119])
      for (const random of [0, 0.25, 0.999])
        for (const tries of [1, 2, 6, 40])
          expect(busyDelayMs(tries, retryAfter, random)).toBeGreaterThanOrEqual(retryAfter * 1000);
    expect(retryAfterFloorMs(5)).toBe(5_000);
    expect(retryAfterFloorMs(null)).toBe(0);
    expect(retryAfterFloorMs(Number.NaN)).toBe(0);
    expect(retryAfterFloorMs(-3)).toBe(0);
    // A wrong header (an hour) does not park the photo for an hour.
    expect(retryAfterFloorMs(3_600)).toBe(BUSY_RETRY.maxFloorMs);
  });

  it("keeps a random number outside [0, 1) inside the window", () => {
    expect(busyDelayMs(1, 5, -1)).toBe(5_000);
    expect(busyDelayMs(1, 5, 7)).toBe(5_000 + BUSY_RETRY.baseMs);
    expect(busyDelayMs(1, 5, Number.NaN)).toBe(5_000 + BUSY_RETRY.baseMs / 2);
  });

  it("never gives up on busy answers before the patience runs out", () => {
    const since = 1_000_000;
    for (let tries = 1; tries <= 200; tries++) {
      const now = since + Math.floor(((tries - 1) / 200) * BUSY_RETRY.patienceMs);
      for (const random of [0, 0.5, 0.999]) {
        const retryAt = nextBusyRetry({ tries, since, now, retryAfterSeconds: 5, random });
        expect(retryAt).not.toBeNull();
        expect(retryAt).toBe(now + busyDelayMs(tries, 5, random));
      }
    }
    const last = since + BUSY_RETRY.patienceMs - 1;
    expect(nextBusyRetry({ tries: 3, since, now: last, retryAfterSeconds: null, random: 0 })).toBe(last);
  });

  it("answers null once the patience is spent: the entry then waits for the person", () => {
    const since = 50;
    const spent = since + BUSY_RETRY.patienceMs;
    expect(nextBusyRetry({ tries: 1, since, now: spent, retryAfterSeconds: 5, random: 0.3 })).toBeNull();
    expect(nextBusyRetry({ tries: 30, since, now: spent + 60_000, retryAfterSeconds: null, random: 0 })).toBeNull();
  });

  it("is patient for minutes, and its waits are long enough for a burst to drain", () => {
    expect(BUSY_RETRY.patienceMs).toBeGreaterThanOrEqual(5 * 60_000);
    expect(BUSY_RETRY.capMs).toBeGreaterThan(BUSY_RETRY.baseMs);
  });
});
