import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { send } from "./own-server";

/**
 * Production-shaped servers for the deployment specs: `next start` (after `next build`) with the
 * settings given, each with its own data folder so nothing can be shared through the disk, and a
 * fresh database on the machine's Postgres.
 */
export type Instance = {
  baseURL: string;
  output: () => string;
  /** Sends a signal to `next start` itself (no wrapper in between), as a process manager would. */
  signal: (signal: NodeJS.Signals) => void;
  /** `next start`'s exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = `.data/instance-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, ...env };
  // Next's own bin under this Node, not `npx`: the pid is the server's, so a signal reaches it alone
  // and the exit code is the server's own.
  const child = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited (${child.exitCode}):\n${output}`);
    const status = await send(baseURL, { path: "/api/health" }).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server on ${port} did not answer /api/health in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    output: () => output,
    signal: (signal) => child.kill(signal),
    exited,
    stop: async () => {
      await stopGroup(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    process.kill(-child.pid!, "SIGTERM");
  });
}

/**
 * A new, empty database on the machine's Postgres (TEST_DATABASE_URL's server, else
 * postgres://postgres@127.0.0.1:5432). Null when no Postgres answers; under CI that is an error.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  admin.pathname = "/postgres";
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `stylematch_deploy_${randomBytes(5).toString("hex")}`;
  try {
    await run(`CREATE DATABASE "${name}"`);
  } catch (error) {
    if (process.env.CI === "true")
      throw new Error(
        `Postgres is required under CI for the deployment spec (${admin.host}): ${(error as Error).message}`,
      );
    return null;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
