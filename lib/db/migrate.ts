import "server-only";

import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ClientBase } from "pg";
import { firstLine, MigrationError } from "./startup-errors";

/**
 * Applies prisma/migrations/ the way `prisma migrate deploy` does, so either can run next:
 * the same _prisma_migrations table and rows (checksum = sha256 of migration.sql, one applied step,
 * finished_at set) and the same advisory lock key, so our runner and Prisma's exclude each other.
 * Unlike Prisma, each migration runs in one transaction together with its bookkeeping row: a failing
 * migration leaves neither half-applied DDL nor a failed record behind, and the next start retries.
 */

/** Prisma's advisory lock key for migrations (schema engine, postgres flavour). */
export const MIGRATIONS_LOCK_KEY = 72707369;

/** Read at run time from the working directory: the migrations ship with the app, not in the bundle. */
export function migrationsDir(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations");
}

export type Migration = { name: string; script: string; checksum: string };

type HistoryRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

// Byte for byte the table the schema engine creates.
const CREATE_HISTORY_TABLE = `CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);
`;

export function checksumOf(script: string): string {
  return createHash("sha256").update(script, "utf8").digest("hex");
}

/** Prisma accepts a script whose line endings git has rewritten; so do we. */
function matchesChecksum(script: string, checksum: string): boolean {
  const lf = script.replace(/\r\n/g, "\n");
  return [script, lf, lf.replace(/\n/g, "\r\n")].some((variant) => checksumOf(variant) === checksum);
}

export async function readMigrations(dir: string = migrationsDir()): Promise<Migration[]> {
  let names: string[];
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch (error) {
    throw new MigrationError(
      `Cannot read the database migrations in ${dir}: ${firstLine(error)}. Start the app from its project folder, which ships prisma/migrations.`,
    );
  }
  names.sort((a, b) => a.localeCompare(b)); // Prisma's order
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name, "migration.sql");
      const script = await readFile(file, "utf8").catch((error: unknown) => {
        throw new MigrationError(`Cannot read ${file}: ${firstLine(error)}. Restore it from the repository.`);
      });
      return { name, script, checksum: checksumOf(script) };
    }),
  );
}

async function acquireLock(client: ClientBase, timeoutMs: number, where: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
      MIGRATIONS_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return;
    if (Date.now() >= deadline) {
      throw new MigrationError(
        `Another process has been migrating ${where} for over ${Math.round(timeoutMs / 1000)} s. Let it finish (or end that stuck session), then start again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function ensureHistoryTable(client: ClientBase, where: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
  );
  if (rows.some((row) => row.name === "_prisma_migrations")) return;
  if (rows.length > 0) {
    // Prisma refuses this too (P3005): these tables were not made by our migrations.
    throw new MigrationError(
      `${where} already has tables but no migration history (_prisma_migrations). Use an empty database, or baseline this one with \`npx prisma migrate resolve --applied <migration>\`.`,
    );
  }
  await client.query(CREATE_HISTORY_TABLE);
}

function checkHistory(rows: HistoryRow[], migrations: Migration[], where: string): void {
  const failed = rows.find((row) => !row.finished_at && !row.rolled_back_at);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} failed in an earlier run and is not rolled back, so ${where} may be half-migrated. Repair it, run \`npx prisma migrate resolve --rolled-back ${failed.migration_name}\`, then start again.`,
    );
  }
  const local = new Map(migrations.map((migration) => [migration.name, migration]));
  for (const row of rows) {
    const migration = local.get(row.migration_name);
    if (!row.finished_at || row.rolled_back_at || !migration) continue;
    if (!matchesChecksum(migration.script, row.checksum)) {
      throw new MigrationError(
        `Migration ${row.migration_name} was changed after it was applied to ${where} (checksum differs). Restore prisma/migrations/${row.migration_name}/migration.sql, and put the change in a new migration.`,
      );
    }
  }
}

async function applyMigration(client: ClientBase, migration: Migration): Promise<void> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    // The rows Prisma writes: started, one successful step, finished (client clock, like Prisma).
    await client.query(
      `INSERT INTO "_prisma_migrations" ("id","checksum","started_at","migration_name") VALUES ($1,$2,$3,$4)`,
      [id, migration.checksum, new Date(), migration.name],
    );
    await client.query(migration.script);
    await client.query(
      `UPDATE "_prisma_migrations" SET "applied_steps_count" = ("applied_steps_count" + $1) WHERE "id" = $2`,
      [1, id],
    );
    await client.query(`UPDATE "_prisma_migrations" SET "finished_at" = $1 WHERE "id" = $2`, [new Date(), id]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw new MigrationError(
      `Migration ${migration.name} failed: ${firstLine(error)}. Nothing of it was applied; fix prisma/migrations/${migration.name}/migration.sql or the database, then start again.`,
    );
  }
}

export type RunMigrationsOptions = {
  dir?: string;
  /** How the database is named in messages, e.g. "the database at DATABASE_URL (host:5432)". */
  where?: string;
  lockTimeoutMs?: number;
};

/** Applies every pending migration in name order; returns the names applied (empty when up to date). */
export async function runMigrations(client: ClientBase, options: RunMigrationsOptions = {}): Promise<string[]> {
  const { dir = migrationsDir(), where = "the database", lockTimeoutMs = 60_000 } = options;
  const migrations = await readMigrations(dir);
  await acquireLock(client, lockTimeoutMs, where);
  try {
    await ensureHistoryTable(client, where);
    const { rows } = await client.query<HistoryRow>(
      `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations" ORDER BY "started_at" ASC`,
    );
    checkHistory(rows, migrations, where);
    const done = new Set(rows.filter((row) => row.finished_at && !row.rolled_back_at).map((row) => row.migration_name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await applyMigration(client, migration);
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATIONS_LOCK_KEY]).catch(() => undefined);
  }
}
