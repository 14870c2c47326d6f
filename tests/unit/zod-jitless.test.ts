import { describe, expect, it } from "vitest";
import { z } from "zod";

describe("zod's global settings (instrumentation-client.ts turns on jitless through them)", () => {
  it("live on globalThis.__zod_globalConfig, the object z.config() changes", () => {
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
  });
});
