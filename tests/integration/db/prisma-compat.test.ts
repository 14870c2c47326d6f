import { closeDb, getDb } from "@/lib/db";
import { migrationsDir, runMigrations } from "@/lib/db/migrate";
import { noFilters, openSchemaEngine, readMigrationsList } from "@/scripts/db-schema-engine.mjs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import {
  createPostgresDatabase,
  dbTarget,
  freshDataDir,
  openTestDatabaseUrl,
  removeDataDir,
  servePglite,
} from "../../support/db";

// Prisma's own schema engine (the WASM build of what `prisma migrate deploy` runs) judges the
// databases our runner migrated, and the other way round.
describe("compatibility with Prisma Migrate", () => {
  it("prisma migrate deploy finds the app's migrations applied and the schema in sync", async () => {
    await getDb(); // applies the migrations
    await closeDb();
    const database = await openTestDatabaseUrl();
    try {
      const { engine, files } = await openSchemaEngine({ url: database.url });
      const migrationsList = await readMigrationsList(migrationsDir());
      expect(
        await engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: noFilters }),
      ).toEqual({
        editedMigrationNames: [],
        failedMigrationNames: [],
        hasMigrationsTable: true,
        history: null,
      });
      expect(await engine.applyMigrations({ migrationsList, filters: noFilters })).toEqual({
        appliedMigrationNames: [],
      });
      const { stdout } = await engine.diff({
        from: { tag: "schemaDatasource", files, configDir: process.cwd() },
        to: { tag: "schemaDatamodel", files },
        script: true,
        exitCode: null,
        filters: noFilters,
      });
      expect((stdout ?? "").trim()).toMatch(/^(-- This is an empty migration\.)?$/);
      engine.free();
    } finally {
      await database.close();
    }
  });

  it("the app finds nothing to do on a database prisma migrate deploy migrated", async () => {
    let database: { url: string; close(): Promise<void> };
    let dataDir: string | undefined;
    if (dbTarget() === "postgres") {
      const created = await createPostgresDatabase();
      database = { url: created.url, close: created.drop };
    } else {
      dataDir = freshDataDir();
      database = await servePglite(path.join(dataDir, "pglite"));
    }
    try {
      const { engine } = await openSchemaEngine({ url: database.url });
      const migrationsList = await readMigrationsList(migrationsDir());
      const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: noFilters });
      expect(appliedMigrationNames).toEqual(migrationsList.migrationDirectories.map((dir) => dir.path));
      engine.free();

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        expect(await runMigrations(client)).toEqual([]);
      } finally {
        await client.end();
      }
    } finally {
      await database.close();
      if (dataDir) removeDataDir(dataDir);
    }
  });
});
