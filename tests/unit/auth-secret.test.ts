import { authSecret, resetAuthSecretForTests } from "@/lib/auth/secret";
import { resetEnvForTests } from "@/lib/config/env";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

describe("auth secret", () => {
  let dir: string;
  const saved = { AUTH_SECRET: process.env.AUTH_SECRET, DATA_DIR: process.env.DATA_DIR };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "stylematch-secret-"));
    delete process.env.AUTH_SECRET;
    process.env.DATA_DIR = dir;
    resetEnvForTests();
    resetAuthSecretForTests();
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
    resetAuthSecretForTests();
  });

  it("is generated once into the data directory, readable only by the owner, and reused after a restart", async () => {
    const secret = await authSecret();
    const file = path.join(dir, "auth-secret");
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    resetAuthSecretForTests();
    expect(await authSecret()).toBe(secret);
  });

  it("keeps a secret another process wrote first", async () => {
    writeFileSync(path.join(dir, "auth-secret"), "x".repeat(40) + "\n");
    expect(await authSecret()).toBe("x".repeat(40));
  });

  it("uses AUTH_SECRET from the environment and writes nothing", async () => {
    process.env.AUTH_SECRET = "from-the-environment-0123456789abcdef";
    resetEnvForTests();
    expect(await authSecret()).toBe("from-the-environment-0123456789abcdef");
    expect(() => statSync(path.join(dir, "auth-secret"))).toThrow();
  });
});
