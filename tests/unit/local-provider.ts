import { resetEnvForTests } from "@/lib/env";
import { afterAll, beforeAll } from "vitest";

/** Runs the file (or describe block) on the local analyzer, whatever ANTHROPIC_API_KEY the shell has. */
export function runOnLocalProvider(): void {
  const saved = { ...process.env };
  beforeAll(() => {
    delete process.env.ANTHROPIC_API_KEY;
    resetEnvForTests();
  });
  afterAll(() => {
    process.env = saved;
    resetEnvForTests();
  });
}
