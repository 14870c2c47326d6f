import {
  ADMIN_PASSWORD_FILE,
  adminPassword,
  announceAdminPassword,
  resetAdminPasswordForTests,
} from "@/lib/admin/password";
import { resetEnvForTests } from "@/lib/config/env";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

describe("admin password", () => {
  let dir: string;
  const saved = { ADMIN_PASSWORD: process.env.ADMIN_PASSWORD, DATA_DIR: process.env.DATA_DIR };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "stylematch-admin-"));
    process.env.DATA_DIR = dir;
    delete process.env.ADMIN_PASSWORD;
    resetEnvForTests();
    resetAdminPasswordForTests();
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
    resetAdminPasswordForTests();
  });

  it("uses ADMIN_PASSWORD when set, and never prints it", () => {
    process.env.ADMIN_PASSWORD = "from-the-environment";
    resetEnvForTests();
    const log = vi.fn();
    announceAdminPassword(log);
    expect(adminPassword()).toEqual({ password: "from-the-environment", source: "env" });
    expect(log).not.toHaveBeenCalled();
  });

  it("generates a strong password into DATA_DIR, readable by the owner only", () => {
    const { password, source, file } = adminPassword();
    expect(source).toBe("file");
    expect(file).toBe(path.join(dir, ADMIN_PASSWORD_FILE));
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(readFileSync(file!, "utf8").trim()).toBe(password);
    expect(statSync(file!).mode & 0o777).toBe(0o600);
  });

  it("reuses the stored password after a restart", () => {
    const first = adminPassword().password;
    resetAdminPasswordForTests();
    expect(adminPassword().password).toBe(first);
  });

  it("keeps a password the owner wrote into the file", () => {
    writeFileSync(path.join(dir, ADMIN_PASSWORD_FILE), "  chosen-by-hand \n");
    expect(adminPassword().password).toBe("chosen-by-hand");
  });

  it("prints a generated password once, in one line", () => {
    const log = vi.fn();
    announceAdminPassword(log);
    announceAdminPassword(log);
    expect(log).toHaveBeenCalledTimes(1);
    const line = log.mock.calls[0]![0] as string;
    expect(line).not.toContain("\n");
    expect(line).toContain(adminPassword().password);
    expect(line).toContain("/admindesh09");
  });
});
