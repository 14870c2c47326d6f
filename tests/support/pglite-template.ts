// PGlite data directories that test files copy instead of building: initdb is the slow part of a
// first PGlite start (10 s and more on a busy 2-core machine) and the migrations the next (every
// file's first getDb() applied all of them). Both templates are cached under node_modules/.cache,
// keyed by PGlite's version (and the migrated one by the migrations' checksums too).
import { checksumOf, migrationsDir, readMigrations, runMigrations } from "@/lib/db/migrate";
import { PGLITE_EXTENSIONS } from "@/lib/db/pglite-extensions";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");
const cacheDir = path.join(root, "node_modules/.cache/stylematch");

function pgliteVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as {
    version: string;
  };
  return pkg.version;
}

/** Builds `template` with `build(dir)` in a temporary folder and renames it into place (atomically). */
async function ensureTemplate(template: string, build: (dir: string) => Promise<void>): Promise<string> {
  if (existsSync(template)) return template;
  mkdirSync(cacheDir, { recursive: true });
  const building = `${template}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  await build(building);
  try {
    renameSync(building, template); // a concurrent run sees it whole or not at all
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run won the race
  }
  return template;
}

/** A pristine PGlite data directory: initdb done, no tables (for the tests of start-up and migrations). */
export function ensurePgliteTemplate(): Promise<string> {
  return ensureTemplate(path.join(cacheDir, `pglite-${pgliteVersion()}-template`), async (dir) => {
    const db = await PGlite.create(dir);
    await db.close();
  });
}

/** A key that changes whenever a migration is added or edited. */
export async function migrationsKey(): Promise<string> {
  const migrations = await readMigrations(migrationsDir());
  return checksumOf(migrations.map((migration) => `${migration.name}:${migration.checksum}`).join("\n")).slice(0, 16);
}

/**
 * The pristine template with every migration applied by the app's own runner (so its
 * `_prisma_migrations` rows are the ones a start-up writes): what a file's database starts from.
 */
export async function ensureMigratedPgliteTemplate(): Promise<string> {
  const pristine = await ensurePgliteTemplate();
  const template = path.join(cacheDir, `pglite-${pgliteVersion()}-migrated-${await migrationsKey()}`);
  return ensureTemplate(template, async (dir) => {
    cpSync(pristine, dir, { recursive: true });
    const served = await servePglite(dir);
    const client = new pg.Client({ connectionString: served.url });
    try {
      await client.connect();
      await runMigrations(client, { where: "the test template" });
    } finally {
      await client.end().catch(() => undefined);
      await served.close();
    }
  });
}

/**
 * Serves the PGlite data directory `dir` on a loopback port, for tools that need a connection URL
 * (Prisma's schema engine, a raw pg client). Only while the app's own database is closed.
 */
export async function servePglite(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const db = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}
