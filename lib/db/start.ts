import "server-only";

import { ConfigError, dataDir, env, isConfigError } from "@/lib/config/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { startEmbedded } from "./embedded";
import { runMigrations } from "./migrate";
import { databaseConnectError, describeTarget, embeddedOpenError, firstLine } from "./startup-errors";

export type StartedDatabase = {
  client: PrismaClient;
  mode: "embedded" | "postgres";
  close(): Promise<void>;
};

// The app creates and migrates the public schema only; a silently ignored ?schema= would let the
// app and `prisma migrate deploy` disagree about where the tables are.
function checkSchemaParameter(url: string): void {
  const schema = new URL(url).searchParams.get("schema");
  if (schema && schema !== "public") {
    throw new ConfigError(
      `DATABASE_URL asks for schema "${schema}", but the app uses the public schema. Remove ?schema= from DATABASE_URL, or give the app a database of its own.`,
    );
  }
}

/**
 * pg-pool throws away the connection behind pool.query() whenever a query fails, even on a mere
 * constraint violation. Against PGlite that ends the one session it serves, and the reconnect can
 * race the old socket's teardown. Keep the connection instead: pg itself marks a connection that is
 * really broken as unusable, and the pool then drops it on release.
 */
function keepConnectionOnQueryErrors(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = (async (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === "function")) return query(...args); // callback style: pg's own
    const client = await pool.connect();
    try {
      return await (client.query as (...queryArgs: unknown[]) => Promise<unknown>)(...args);
    } finally {
      client.release();
    }
  }) as typeof pool.query;
}

/**
 * Opens the database the settings name (DATABASE_URL, else embedded PGlite under DATA_DIR),
 * applies pending migrations, and returns the Prisma client. Misconfiguration throws a one-line
 * ConfigError. Everything goes through one pg.Pool: migrations first, then the Prisma adapter.
 */
export async function startDatabase(): Promise<StartedDatabase> {
  const settings = env();
  const url = settings.DATABASE_URL;
  if (url) checkSchemaParameter(url);
  const embedded = url ? undefined : await startEmbedded(dataDir(), settings.PRODUCT_NAME);
  const where = url
    ? `the database at DATABASE_URL (${describeTarget(url)})`
    : `the embedded database in ${embedded!.dir}`;

  const pool = new pg.Pool(
    embedded
      ? // PGlite is one session: keep the single connection open for the life of the process.
        {
          host: embedded.host,
          port: embedded.port,
          user: "postgres",
          database: "postgres",
          max: 1,
          idleTimeoutMillis: 0,
          connectionTimeoutMillis: 30_000,
        }
      : // A statement that runs (or waits on a lock) longer than DB_STATEMENT_TIMEOUT_MS is cancelled by
        // the server, and a request that waits over 5 s for a free connection gives up: either way
        // the caller gets a clear 503 (lib/errors/index.ts) instead of a request that hangs.
        {
          connectionString: url,
          max: 10,
          idleTimeoutMillis: 30_000,
          connectionTimeoutMillis: 5_000,
          statement_timeout: settings.DB_STATEMENT_TIMEOUT_MS,
        },
  );
  if (embedded) keepConnectionOnQueryErrors(pool);
  const onPoolError = (error: Error) => console.warn(`[db] lost a connection to ${where}: ${firstLine(error)}`);
  pool.on("error", onPoolError);

  try {
    let connection: pg.PoolClient;
    try {
      connection = await pool.connect();
    } catch (error) {
      throw url ? databaseConnectError(error, url) : embeddedOpenError(error, embedded!.dir);
    }
    await applyMigrations(connection, { where, embedded: Boolean(embedded), onError: onPoolError });
    const client = new PrismaClient({ adapter: new PrismaPg(pool, { onPoolError }) });
    return {
      client,
      mode: embedded ? "embedded" : "postgres",
      close: async () => {
        await client.$disconnect().catch(() => undefined);
        await pool.end().catch(() => undefined);
        await embedded?.close();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Applies pending migrations on one checked-out connection, then releases it. Checked out, the
 * connection has no pool listener: one dropped meanwhile (a restart, a terminated backend) would
 * emit an unhandled 'error' and end the process, so it is reported like the pool's (`onError`), and a
 * connection that failed is destroyed on release rather than handed to a request.
 */
async function applyMigrations(
  connection: pg.PoolClient,
  { where, embedded, onError }: { where: string; embedded: boolean; onError: (error: Error) => void },
): Promise<void> {
  connection.on("error", onError);
  let broken: Error | undefined;
  try {
    // Migrations may rightly take longer than a request's statement timeout.
    if (!embedded) await connection.query("SET statement_timeout = 0");
    const applied = await runMigrations(connection, { where });
    if (!embedded) await connection.query("RESET statement_timeout");
    if (applied.length > 0)
      console.log(`[db] applied ${applied.length} migration(s) to ${where}: ${applied.join(", ")}`);
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    if (isConfigError(error)) throw error;
    // e.g. the user in DATABASE_URL may not create tables, or the connection dropped
    throw new ConfigError(
      `Could not apply the database migrations to ${where}: ${firstLine(error)}. Fix the database or DATABASE_URL, then start again.`,
    );
  } finally {
    connection.off("error", onError);
    connection.release(broken);
  }
}
