import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Constant-time password comparison. Both sides are hashed first so the buffers handed to
 * timingSafeEqual always have equal length: neither the content nor the length of the real
 * password leaks through timing.
 */
export function passwordsMatch(candidate: string, expected: string): boolean {
  const a = createHash("sha256").update(candidate, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}
