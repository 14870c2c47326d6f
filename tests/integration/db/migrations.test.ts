import { closeDb, getDb } from "@/lib/db";
import { migrationsDir, runMigrations } from "@/lib/db/migrate";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase, dbTarget, rawQuery } from "../../support/db";

type HistoryRow = {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
};

const dir = migrationsDir();
const migrationNames = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const fileBytes = (name: string) => readFileSync(path.join(dir, name, "migration.sql"));
const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");
const first = migrationNames[0]!;

async function history(): Promise<HistoryRow[]> {
  const db = await getDb();
  return db.$queryRaw<HistoryRow[]>`SELECT * FROM "_prisma_migrations" ORDER BY "started_at", "migration_name"`;
}

async function restart(): Promise<void> {
  await closeDb();
  await getDb();
}

describe("migrations at start-up", () => {
  it("applies every migration to an empty database and records it the way Prisma does", async () => {
    const rows = await history();
    expect(rows.map((row) => row.migration_name)).toEqual(migrationNames);
    for (const row of rows) {
      expect(row.checksum).toBe(sha256(fileBytes(row.migration_name)));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
    }
    const db = await getDb();
    const tables = await db.$queryRaw<
      { name: string }[]
    >`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`;
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        "users",
        "guests",
        "clothing_items",
        "inspiration_images",
        "outfits",
        "outfit_items",
        "shares",
        "site_settings",
      ]),
    );
  });

  it("creates _prisma_migrations with Prisma's exact columns", async () => {
    const db = await getDb();
    const columns = await db.$queryRaw<{ name: string; type: string; nullable: string; fallback: string | null }[]>`
      SELECT column_name AS name, format_type(a.atttypid, a.atttypmod) AS type, is_nullable AS nullable, column_default AS fallback
      FROM information_schema.columns c
      JOIN pg_attribute a ON a.attrelid = '"_prisma_migrations"'::regclass AND a.attname = c.column_name
      WHERE c.table_name = '_prisma_migrations' AND c.table_schema = current_schema()
      ORDER BY c.ordinal_position`;
    expect(columns).toEqual([
      { name: "id", type: "character varying(36)", nullable: "NO", fallback: null },
      { name: "checksum", type: "character varying(64)", nullable: "NO", fallback: null },
      { name: "finished_at", type: "timestamp with time zone", nullable: "YES", fallback: null },
      { name: "migration_name", type: "character varying(255)", nullable: "NO", fallback: null },
      { name: "logs", type: "text", nullable: "YES", fallback: null },
      { name: "rolled_back_at", type: "timestamp with time zone", nullable: "YES", fallback: null },
      { name: "started_at", type: "timestamp with time zone", nullable: "NO", fallback: "now()" },
      { name: "applied_steps_count", type: "integer", nullable: "NO", fallback: "0" },
    ]);
  });

  it("applies nothing on the next start", async () => {
    const before = await history();
    await restart();
    expect(await history()).toEqual(before);
  });

  it("accepts a migration file whose line endings git rewrote, as Prisma does", async () => {
    await closeDb();
    const crlf = fileBytes(first).toString("utf8").replace(/\n/g, "\r\n");
    await rawQuery(`UPDATE "_prisma_migrations" SET "checksum" = $1 WHERE "migration_name" = $2`, [
      sha256(crlf),
      first,
    ]);
    await expect(getDb()).resolves.toBeDefined();
  });

  it("refuses to start when an applied migration was changed afterwards", async () => {
    await closeDb();
    await rawQuery(`UPDATE "_prisma_migrations" SET "checksum" = $1 WHERE "migration_name" = $2`, [
      "0".repeat(64),
      first,
    ]);
    await expect(getDb()).rejects.toThrow(
      `Migration ${first} was changed after it was applied to ${where()} (checksum differs). Restore prisma/migrations/${first}/migration.sql, and put the change in a new migration.`,
    );
    await rawQuery(`UPDATE "_prisma_migrations" SET "checksum" = $1 WHERE "migration_name" = $2`, [
      sha256(fileBytes(first)),
      first,
    ]);
    await expect(getDb()).resolves.toBeDefined();
  });

  it("refuses to start after a migration failed in an earlier run", async () => {
    await closeDb();
    await rawQuery(`UPDATE "_prisma_migrations" SET "finished_at" = NULL WHERE "migration_name" = $1`, [first]);
    await expect(getDb()).rejects.toThrow(
      new RegExp(`^Migration ${first} failed in an earlier run and is not rolled back`),
    );
  });

  it("rolls a failing migration back whole, recording nothing", async () => {
    // `migrate resolve --rolled-back` on the failed row: the runner now re-applies the first
    // migration, whose CREATE TABLE fails because the tables exist.
    await rawQuery(`UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = $1`, [first]);
    const rowsBefore = await rawQuery(`SELECT "id" FROM "_prisma_migrations"`);
    await expect(getDb()).rejects.toThrow(
      new RegExp(`^Migration ${first} failed: relation "\\w+" already exists\\. Nothing of it was applied`),
    );
    expect(await rawQuery(`SELECT "id" FROM "_prisma_migrations"`)).toEqual(rowsBefore);
  });

  it("refuses a database that has tables but no migration history", async () => {
    await rawQuery(`DROP TABLE "_prisma_migrations"`);
    await expect(getDb()).rejects.toThrow(
      `${where()} already has tables but no migration history (_prisma_migrations).`,
    );
  });

  if (dbTarget() === "postgres") {
    it("lets only one of two concurrent starters apply the migrations (advisory lock)", async () => {
      const database = await createPostgresDatabase();
      const clients = [
        new pg.Client({ connectionString: database.url }),
        new pg.Client({ connectionString: database.url }),
      ];
      try {
        await Promise.all(clients.map((client) => client.connect()));
        const results = await Promise.all(clients.map((client) => runMigrations(client)));
        expect(results.flat().sort()).toEqual(migrationNames);
        const { rows } = await clients[0]!.query(`SELECT "migration_name" FROM "_prisma_migrations"`);
        expect(rows).toHaveLength(migrationNames.length);
      } finally {
        await Promise.all(clients.map((client) => client.end()));
        await database.drop();
      }
    });
  }
});

function where(): string {
  if (dbTarget() === "postgres") {
    const url = new URL(process.env.DATABASE_URL!);
    return `the database at DATABASE_URL (${url.hostname}:${url.port || "5432"})`;
  }
  return `the embedded database in ${path.join(process.env.DATA_DIR!, "pglite")}`;
}
