import { describe, expect, it, vi } from "vitest";

describe("the end-to-end suite's configuration", () => {
  it("never retries a failed test, under CI either: a flaky test must show, not land green", async () => {
    vi.stubEnv("CI", "true");
    vi.resetModules();
    const { default: config } = await import("@/playwright.config");
    expect(config.retries).toBe(0);
    expect(config.forbidOnly).toBe(true);
    vi.unstubAllEnvs();
  });
});
