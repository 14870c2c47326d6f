import type { PlaywrightTestConfig } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

type Project = NonNullable<PlaywrightTestConfig["projects"]>[number];

async function loadConfig(): Promise<{
  config: PlaywrightTestConfig;
  ownServerSpecs: string[];
  fullBrowserSpecs: string[];
}> {
  vi.resetModules();
  const { default: config, ownServerSpecs, fullBrowserSpecs } = await import("@/playwright.config");
  return { config, ownServerSpecs, fullBrowserSpecs };
}

const e2e = path.join(import.meta.dirname, "../../e2e");
const specs = readdirSync(e2e).filter((name) => name.endsWith(".spec.ts"));
const source = (spec: string) => readFileSync(path.join(e2e, spec), "utf8");
const project = (config: PlaywrightTestConfig, name: string): Project =>
  config.projects!.find((candidate) => candidate.name === name)!;

// The first import of @playwright/test takes seconds on a busy 2-core machine.
describe("the end-to-end suite's configuration", { timeout: 30_000 }, () => {
  it("never retries a failed test, under CI either: a flaky test must show, not land green", async () => {
    vi.stubEnv("CI", "true");
    const { config } = await loadConfig();
    expect(config.retries).toBe(0);
    expect(config.forbidOnly).toBe(true);
    vi.unstubAllEnvs();
  });

  it("runs the shared server's specs fully parallel (two workers unless E2E_WORKERS says otherwise), and one own-server spec at a time", async () => {
    const { config, ownServerSpecs, fullBrowserSpecs } = await loadConfig();
    expect(config.workers).toBe(Number(process.env.E2E_WORKERS ?? 2));
    expect(config.projects!.map((candidate) => candidate.name)).toEqual(["instances", "shared", "full-browser"]);
    expect(project(config, "shared")).toMatchObject({
      fullyParallel: true,
      testIgnore: [...ownServerSpecs, ...fullBrowserSpecs],
    });
    expect(project(config, "shared").workers).toBeUndefined();
    expect(project(config, "instances")).toMatchObject({ fullyParallel: false, workers: 1, testMatch: ownServerSpecs });
    // Long enough for a hook to boot a server (the helpers' own limit is 180 s), no longer.
    expect(project(config, "instances").timeout).toBe(200_000);
  });

  it("keeps a failed test's trace without the screencast or DOM snapshots, which slowed the removals", async () => {
    const { config } = await loadConfig();
    expect(config.use?.trace).toEqual({ mode: "retain-on-failure", screenshots: false, snapshots: false });
  });

  it("runs the layout-measuring specs in the full browser, not the headless shell", async () => {
    const { config, fullBrowserSpecs } = await loadConfig();
    expect(fullBrowserSpecs.map((pattern) => pattern.replace("**/", ""))).toEqual(["fonts.spec.ts"]);
    expect(project(config, "full-browser")).toMatchObject({
      testMatch: fullBrowserSpecs,
      use: { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } },
    });
  });

  it("puts every spec that boots servers of its own in 'instances', and names only specs that exist", async () => {
    const { ownServerSpecs } = await loadConfig();
    const listed = ownServerSpecs.map((pattern) => pattern.replace("**/", ""));
    const ownServers = specs.filter((spec) =>
      /\b(startOwnServer|startInstance)\(|const test = testOnOwnServer\(/.test(source(spec)),
    );
    expect(ownServers.length).toBeGreaterThan(5);
    expect(listed.toSorted()).toEqual(ownServers.toSorted());
  });

  it("gives each own-server spec ports of its own (a spec may take its default and the next one), clear of the shared server's", () => {
    const defaults = specs.flatMap((spec) =>
      [...source(spec).matchAll(/E2E_[A-Z_]+_PORT \?\? (\d+)/g)].map((match) => Number(match[1])),
    );
    const taken = [...new Set(defaults)].flatMap((port) => [port, port + 1]);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken).not.toContain(3100);
  });
});
