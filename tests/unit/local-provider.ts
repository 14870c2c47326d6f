import { resetEnvForTests } from "@/lib/config/env";
import { afterAll, beforeAll } from "vitest";

/** Runs the file (or describe block) on the local analyzer, whatever ANTHROPIC_API_KEY or AI_PROVIDER the shell has. */
export function runOnLocalProvider(): void {
  const saved = { ...process.env };
  beforeAll(() => {
    delete process.env.ANTHROPIC_API_KEY;
    delete process.env.AI_PROVIDER;
    resetEnvForTests();
  });
  afterAll(() => {
    process.env = saved;
    resetEnvForTests();
  });
}
