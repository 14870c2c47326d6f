import { POST as register } from "@/app/api/register/route";
import { GET as user } from "@/app/api/user/route";
import { resetEnvForTests } from "@/lib/config/env";
import { closeDb, getDb } from "@/lib/db";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import {
  getSiteMode,
  resetSiteModeCacheForTests,
  setSiteMode,
  SITE_MODE_CACHE_MS,
  SITE_MODE_READ_TIMEOUT_MS,
} from "@/lib/site-mode";
import { dbTarget } from "@/tests/support/db";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, CookieJar } from "../../support/api";
import { withSomeReference } from "../../support/error-reference";
import { newAccount, useTestAuthSecret } from "../../support/owners";

/**
 * A stuck database (a table locked in psql, a connection held by a long query) answers within
 * seconds: the site-mode read serves the last known mode, and any other call a clear 503.
 */
const STATEMENT_TIMEOUT_MS = 1_000;

beforeAll(async () => {
  useTestAuthSecret();
  await closeDb();
  process.env.DB_STATEMENT_TIMEOUT_MS = String(STATEMENT_TIMEOUT_MS);
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.DB_STATEMENT_TIMEOUT_MS;
  resetEnvForTests();
  vi.useRealTimers();
});

/**
 * Holds `table` until the returned function is called: on Postgres a second connection locks it, as
 * `LOCK TABLE` in psql would; on embedded PGlite (one connection) an open transaction holds it.
 */
async function holdTable(table: string, sleepSeconds: number): Promise<() => Promise<void>> {
  if (dbTarget() === "postgres") {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query("BEGIN");
    await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return async () => {
      await client.query("ROLLBACK");
      await client.end();
    };
  }
  // (Not pg_sleep: PGlite runs in this process, and a sleeping query would stop it all.)
  const db = await getDb();
  const held = db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      await new Promise((resolve) => setTimeout(resolve, sleepSeconds * 1000));
    },
    { timeout: (sleepSeconds + 5) * 1000 },
  );
  await new Promise((resolve) => setTimeout(resolve, 100)); // let the transaction take the connection
  return async () => {
    await held;
  };
}

describe("database timeouts", () => {
  it("the site-mode read gives up after a short wait and serves the last known mode", async () => {
    resetSiteModeCacheForTests();
    await setSiteMode("coming-soon");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SITE_MODE_CACHE_MS + 1 }); // the cached copy is now stale
    const release = await holdTable("site_settings", 4);
    try {
      const started = performance.now();
      expect(await getSiteMode()).toBe("coming-soon");
      // Whichever gives up first (the read's own timeout, or Postgres's statement timeout), it is seconds, not never.
      expect(performance.now() - started).toBeLessThan(SITE_MODE_READ_TIMEOUT_MS + 2_000);
    } finally {
      vi.useRealTimers();
      await release();
      await setSiteMode("app");
    }
  });

  it.runIf(dbTarget() === "postgres")(
    "a call that waits on a locked table answers 503 within seconds, not never",
    async () => {
      const jar = new CookieJar();
      expect((await call(register, { path: "/api/register", body: newAccount(), jar })).status).toBe(201);
      const release = await holdTable("users", 0);
      try {
        const started = performance.now();
        const answer = await call(user, { path: "/api/user", jar });
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ message: withSomeReference(ERROR_MESSAGES.databaseBusy), code: "database_busy" });
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000);
      } finally {
        await release();
      }
      expect((await call(user, { path: "/api/user", jar })).status).toBe(200);
    },
  );
});
