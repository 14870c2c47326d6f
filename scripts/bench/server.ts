import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A production server (`next start`, needs a prior `next build`) on a fresh embedded data directory. */
export type BenchServer = {
  baseUrl: string;
  dataDir: string;
  startedAt: number;
  firstByteMs: number;
  stop(): Promise<void>;
};

/** With `reuseDataDir` the server opens an existing data directory and leaves it in place on stop. */
export async function startBenchServer(
  port: number,
  extraEnv: Record<string, string> = {},
  reuseDataDir?: string,
): Promise<BenchServer> {
  await assertPortFree(port);
  const dataDir = reuseDataDir ?? mkdtempSync(path.join(tmpdir(), "stylematch-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: "1",
      ADMIN_PASSWORD: "bench-admin",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));

  const firstByteMs = await waitForFirstByte(`${baseUrl}/`, child, () => output, startedAt);
  return {
    baseUrl,
    dataDir,
    startedAt,
    firstByteMs,
    async stop() {
      await stopProcessGroup(child);
      if (!reuseDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another engineer's server on the port would answer the bench in place of ours: refuse to measure it. */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once("error", () => reject(new Error(`port ${port} is already taken by another server`)))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

export async function waitForFirstByte(
  url: string,
  child: ChildProcess,
  output: () => string,
  startedAt: number,
): Promise<number> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      const reader = response.body?.getReader();
      await reader?.read(); // the first byte of the body, not just the headers
      const elapsed = performance.now() - startedAt;
      await reader?.cancel();
      return elapsed;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error(`no response from ${url} within 120 s:\n${output()}`);
}

export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
}

/** Registers a fresh account on a bench server; answers the Cookie header of its session. */
export async function signUp(base: string, prefix: string): Promise<string> {
  const id = `${prefix}${Date.now().toString(36)}`;
  const response = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `${id}@example.com`, username: id, password: "bench-password" }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
