import { passwordsMatch } from "@/lib/admin/compare";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

describe("constant-time admin password comparison", () => {
  afterEach(() => vi.clearAllMocks());

  it("accepts the exact password only", () => {
    expect(passwordsMatch("correct horse", "correct horse")).toBe(true);
    expect(passwordsMatch("correct hors", "correct horse")).toBe(false);
    expect(passwordsMatch("Correct horse", "correct horse")).toBe(false);
    expect(passwordsMatch("", "correct horse")).toBe(false);
    expect(passwordsMatch("correct horse ", "correct horse")).toBe(false);
  });

  it("handles non-ASCII passwords", () => {
    expect(passwordsMatch("päss wörd 🔑", "päss wörd 🔑")).toBe(true);
    expect(passwordsMatch("pass word 🔑", "päss wörd 🔑")).toBe(false);
  });

  it("always compares with timingSafeEqual over equal-length digests, whatever the lengths", async () => {
    const crypto = await import("node:crypto");
    const spy = vi.mocked(crypto.timingSafeEqual);
    for (const candidate of ["", "x", "a much longer guess than the real password could ever be"]) {
      passwordsMatch(candidate, "secret");
    }
    expect(spy).toHaveBeenCalledTimes(3);
    for (const [a, b] of spy.mock.calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });
});
