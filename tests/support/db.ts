/**
 * Integration-test harness for anything that touches the database.
 *
 * Contract for test files under tests/integration/ (both projects run the same files):
 * - Before a file runs, tests/support/integration-setup.ts points the app at a FRESH database of that
 *   file's own: a new embedded PGlite data directory ("integration-pglite") or a new database on
 *   TEST_DATABASE_URL's server ("integration-postgres"), copied from a template the run migrated
 *   once (files under tests/integration/db/, which test start-up and the migrations themselves,
 *   get an EMPTY one, and their first getDb() applies the migrations). Domain code just calls the
 *   ordinary getDb() from lib/db.ts. The database is closed and deleted after the file.
 * - Tests in one file share that database. Call `resetDatabase()` (e.g. in beforeEach) for a clean
 *   slate: it empties every app table and restarts the id sequences, keeping the migration history.
 * - `dbTarget()` says which kind of database the file runs against, for the rare test that is
 *   specific to one (prefer tests that hold for both).
 * - Settings are read once by lib/config/env.ts; after changing process.env in a test, call
 *   resetEnvForTests() from lib/config/env.ts.
 */
import { getDb } from "@/lib/db";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { servePglite } from "./pglite-template";
import { adminQuery } from "./postgres-admin";

export { servePglite };

export const repoRoot = path.resolve(import.meta.dirname, "../..");

export function dbTarget(): "pglite" | "postgres" {
  return inject("dbTarget");
}

/**
 * Empties every app table (not _prisma_migrations) and restarts their id sequences. DELETE with the
 * foreign-key triggers off (session_replication_role, superuser-only: both test servers run as one),
 * not TRUNCATE: TRUNCATE gives each table new files, which on PGlite's emulated file system cost about
 * 180 ms a reset against 25 ms (measured 2026-11-28), and resets run before most integration tests.
 * One DO block, so it is a single statement (the driver's extended protocol takes no lists of them).
 */
export async function resetDatabase(): Promise<void> {
  const db = await getDb();
  await db.$executeRawUnsafe(`DO $$
DECLARE item record;
BEGIN
  PERFORM set_config('session_replication_role', 'replica', true);
  FOR item IN SELECT tablename FROM pg_tables
      WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' LOOP
    EXECUTE format('DELETE FROM %I', item.tablename);
  END LOOP;
  FOR item IN SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema() LOOP
    PERFORM setval(format('%I', item.sequencename)::regclass, 1, false);
  END LOOP;
  PERFORM set_config('session_replication_role', 'origin', true);
END $$`);
}

/**
 * A new embedded data directory holding an initialised PGlite: empty (no migrations yet), or with
 * `migrated`, every migration applied (the run's migrated template).
 */
export function freshDataDir({ migrated = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "stylematch-it-"));
  cpSync(inject(migrated ? "pgliteMigratedTemplate" : "pgliteTemplate"), path.join(dir, "pglite"), { recursive: true });
  return dir;
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A new database on TEST_DATABASE_URL's server (postgres project only): empty, or with `migrated`, a
 * copy of the run's migrated template database.
 */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `${inject("postgresRunPrefix")}${randomBytes(6).toString("hex")}`;
  const run = (sql: string) => adminQuery(adminUrl, sql);
  await run(`CREATE DATABASE "${name}"${migrated ? ` TEMPLATE "${inject("postgresMigratedTemplate")}"` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * A connection URL for this file's database while the app's client is closed (closeDb()): the
 * Postgres database itself, or this file's PGlite served on a loopback port.
 */
export async function openTestDatabaseUrl(): Promise<{ url: string; close(): Promise<void> }> {
  if (dbTarget() === "postgres") return { url: process.env.DATABASE_URL!, close: async () => undefined };
  return servePglite(path.join(process.env.DATA_DIR!, "pglite"));
}

/** Runs SQL on this file's database with the app's client closed (call closeDb() first). */
export async function rawQuery<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const target = await openTestDatabaseUrl();
  const client = new pg.Client({ connectionString: target.url });
  try {
    await client.connect();
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end().catch(() => undefined);
    await target.close();
  }
}

/**
 * Whether the PGlite in `dir` was shut down cleanly (pg_control's state is "shut down", as opposed
 * to "in production" after a process died with the database open).
 */
export function pgliteShutDownCleanly(dir: string): boolean {
  // ControlFileData: system_identifier (8 bytes), pg_control_version (4), catalog_version_no (4), state.
  const DB_SHUTDOWNED = 1;
  return readFileSync(path.join(dir, "global", "pg_control")).readUInt32LE(16) === DB_SHUTDOWNED;
}

export type ChildRun = {
  pid: number;
  /** Resolves when the child printed "ready" (database started and migrated). */
  ready: Promise<void>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  kill(signal?: NodeJS.Signals): void;
};

/**
 * Runs the app's start-up (what instrumentation.ts does) in a separate Node process with the given
 * settings. With `stayAlive`, the child keeps the database open until it gets a signal; with
 * `nextLikeExit`, its SIGTERM handler exits on the next tick, as `next start` does.
 */
export function startChild(
  env: Record<string, string | undefined>,
  { stayAlive = false, nextLikeExit = false } = {},
): ChildRun {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: undefined,
    ...env,
    STAY_ALIVE: stayAlive ? "1" : "",
    NEXT_LIKE_EXIT: nextLikeExit ? "1" : "",
  };
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.join(repoRoot, "tests/support/db-start-child.ts")],
    {
      cwd: repoRoot,
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    if (/^ready$/m.test(stdout)) onReady();
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<Awaited<ChildRun["exit"]>>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  const readyOrExit = Promise.race([
    ready,
    exit.then(({ stderr: err }) => Promise.reject(new Error(`child exited before ready: ${err}`))),
  ]);
  readyOrExit.catch(() => undefined); // only callers that await `ready` care
  return {
    pid: child.pid!,
    ready: readyOrExit,
    exit,
    kill: (signal = "SIGTERM") => child.kill(signal),
  };
}
