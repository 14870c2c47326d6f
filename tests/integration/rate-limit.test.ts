import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import {
  enforceRateLimit,
  purgeExpiredRateLimits,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
} from "@/lib/rate-limit";
import { resetDatabase } from "@/tests/support/db";
import { beforeEach, describe, expect, it } from "vitest";

const rule = (overrides: Partial<Parameters<typeof enforceRateLimit>[0]> = {}) => ({
  bucket: "test",
  key: "203.0.113.9",
  limit: 3,
  windowSeconds: 60,
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("enforceRateLimit (fixed window in rate_limits)", () => {
  beforeEach(resetDatabase);

  it("lets `limit` hits through and refuses the next with 429 and Retry-After", async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimit(rule());
    const error = await refusal(enforceRateLimit(rule()));
    expect(error.status).toBe(429);
    const retryAfter = Number(error.headers["Retry-After"]);
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(error.message).toBe("Too many attempts. Please wait 1 minute and try again.");
    // Still refused on later hits within the window.
    expect((await refusal(enforceRateLimit(rule()))).status).toBe(429);
  });

  it("counts buckets and keys separately, keys case-insensitively", async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimit(rule({ key: "Ada" }));
    expect((await refusal(enforceRateLimit(rule({ key: " ada " })))).status).toBe(429);
    await enforceRateLimit(rule({ key: "grace" }));
    await enforceRateLimit(rule({ bucket: "other", key: "ada" }));
  });

  it("starts a new window once the old one has ended", async () => {
    const short = rule({ limit: 2, windowSeconds: 1 });
    await enforceRateLimit(short);
    await enforceRateLimit(short);
    const error = await refusal(enforceRateLimit(short));
    expect(error.headers["Retry-After"]).toBe("1");
    await sleep(1100);
    await enforceRateLimit(short);
    await enforceRateLimit(short);
    expect((await refusal(enforceRateLimit(short))).status).toBe(429);
  });

  it("agrees under concurrency: of 20 simultaneous hits exactly `limit` pass", async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => enforceRateLimit(rule({ limit: 7 }))));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(7);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(refused).toHaveLength(13);
    for (const { reason } of refused) expect((reason as AppError).status).toBe(429);
  });

  it("failure limits: the free attempts pass, the last of them sets a growing delay; a release lifts it", async () => {
    const failures = { bucket: "test-failures", free: 2, windowSeconds: 60, maxDelaySeconds: 4 };
    await reserveAttempt(failures, "k");
    await reserveAttempt(failures, "k"); // the second uses up the free ones: the third waits 2 s
    const waiting = await refusal(reserveAttempt(failures, "k"));
    expect(waiting.status).toBe(429);
    expect(waiting.headers["Retry-After"]).toBe("2");
    // Given back (the attempt succeeded): a free one again, so no delay.
    await releaseAttempt(failures, "k");
    await reserveAttempt(failures, "k");
    // Another key is unaffected all along.
    await reserveAttempt(failures, "other");
  });

  it("failure limits: a recorded failure restarts the delay from the moment it failed", async () => {
    const failures = { bucket: "test-failures-recorded", free: 2, windowSeconds: 60, maxDelaySeconds: 60 };
    await reserveAttempt(failures, "k");
    await reserveAttempt(failures, "k"); // the last free one: the next waits 2 s from now...
    await recordFailure(failures, "k"); // ...and again 2 s from when it failed
    const db = await getDb();
    const [row] = await db.$queryRaw<
      { left: number }[]
    >`SELECT EXTRACT(EPOCH FROM (blocked_until - now()))::float AS left FROM rate_limits WHERE key LIKE 'test-failures-recorded:%'`;
    expect(row!.left).toBeGreaterThan(1.5);
    expect(row!.left).toBeLessThanOrEqual(2);
  });

  it("failure limits under concurrency: of 20 simultaneous attempts only the free ones pass", async () => {
    const failures = { bucket: "test-failures-burst", free: 5, windowSeconds: 60, maxDelaySeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => reserveAttempt(failures, "burst")));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
  });

  it("stores hashed keys, never the address itself", async () => {
    await enforceRateLimit(rule({ key: "198.51.100.77" }));
    const db = await getDb();
    const rows = await db.rateLimit.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/^test:/);
    expect(rows[0]!.key).not.toContain("198.51.100.77");
  });

  it("purges windows that ended more than a minute ago and keeps the rest", async () => {
    await enforceRateLimit(rule({ key: "old" }));
    const db = await getDb();
    await db.$executeRaw`UPDATE rate_limits SET expires_at = now() - interval '2 minutes'`;
    await enforceRateLimit(rule({ key: "current" }));
    expect(await purgeExpiredRateLimits()).toBe(1);
    expect(await db.rateLimit.count()).toBe(1);
  });
});
