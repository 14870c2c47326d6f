// Global setup of the "integration-postgres" project: checks TEST_DATABASE_URL once, and at the end
// drops every database this run created (in case a test file died before its own clean-up).
// Each test file gets a database of its own (tests/support/integration-setup.ts).
import { runMigrations } from "@/lib/db/migrate";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { ensureMigratedPgliteTemplate, ensurePgliteTemplate } from "./pglite-template";
import { adminQuery } from "./postgres-admin";

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // Only reached under CI=true (vitest.config.ts includes this project then): CI must not pass
    // with the real-Postgres half of the suite silently missing.
    throw new Error(
      "TEST_DATABASE_URL is not set, so the integration suite cannot run against real Postgres. Set it, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test",
    );
  }
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
    await admin.query("SELECT 1");
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL (${new URL(url).host}) is not reachable: ${(error as Error).message}. Start Postgres or fix TEST_DATABASE_URL.`,
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
  const prefix = `stylematch_test_${randomBytes(4).toString("hex")}_`;
  project.provide("dbTarget", "postgres");
  project.provide("postgresAdminUrl", url);
  project.provide("postgresRunPrefix", prefix);
  // The same files run here: freshDataDir (an embedded data directory) works in this project too.
  project.provide("pgliteTemplate", await ensurePgliteTemplate());
  project.provide("pgliteMigratedTemplate", await ensureMigratedPgliteTemplate());
  project.provide("postgresMigratedTemplate", await createMigratedTemplate(url, prefix));

  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [prefix],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}

/** The run's migrated database, which each file's database copies (CREATE DATABASE ... TEMPLATE). */
async function createMigratedTemplate(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}template`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    await runMigrations(client, { where: "the test template" });
  } finally {
    await client.end(); // a template with a connection open cannot be copied
  }
  return name;
}
