import { GET as health } from "@/app/api/health/route";
import { resetEnvForTests } from "@/lib/config/env";
import { closeDb, getDb } from "@/lib/db";
import { HEALTH_CACHE_MS, HEALTH_CHECK_TIMEOUT_MS, resetHealthForTests } from "@/lib/health";
import { MAX_QUEUED_JOBS, runImageJob } from "@/lib/images";
import net from "node:net";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../support/api";
import { resetDatabase } from "../../support/db";

describe("getDb()", () => {
  it("starts the database once, however many callers race for it", async () => {
    const clients = await Promise.all([getDb(), getDb(), getDb()]);
    expect(new Set(clients).size).toBe(1);
    expect(await getDb()).toBe(clients[0]);
  });

  it("keeps working after a query fails", async () => {
    await resetDatabase();
    const db = await getDb();
    const user = { email: "same@example.com", username: "same", password: "x" };
    await db.user.create({ data: user });
    await expect(db.user.create({ data: user })).rejects.toThrow(/Unique constraint/);
    await expect(db.user.count()).resolves.toBe(1);
  });

  it("rolls back a failed transaction and then serves the next one", async () => {
    await resetDatabase();
    const db = await getDb();
    await expect(
      db.$transaction(async (tx) => {
        await tx.user.create({ data: { email: "tx@example.com", username: "tx", password: "x" } });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await db.user.count()).toBe(0);
    await db.$transaction([
      db.emailSignup.create({ data: { email: "a@example.com" } }),
      db.emailSignup.create({ data: { email: "b@example.com" } }),
    ]);
    expect(await db.emailSignup.count()).toBe(2);
  });
});

/** The image queue of an idle instance, as /api/health reports it. */
const IDLE_QUEUE = { running: 0, waiting: 0, maxRunning: 2, maxWaiting: MAX_QUEUED_JOBS };

describe("GET /api/health", () => {
  const names = [
    "DATABASE_URL",
    "DATA_DIR",
    "STORAGE_DRIVER",
    "S3_BUCKET",
    "S3_ENDPOINT",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
    "S3_FORCE_PATH_STYLE",
  ] as const;
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  const restore = () => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetEnvForTests();
    resetHealthForTests();
  };
  const check = async () => {
    const started = Date.now();
    const response = await call(health, { path: "/api/health" });
    return {
      status: response.status,
      body: response.body,
      cacheControl: response.headers.get("cache-control"),
      ms: Date.now() - started,
    };
  };
  // A store that takes the connection and never answers: the check must give up on its own.
  let hung: net.Server | undefined;
  let hungConnections = 0;
  beforeEach(restore);
  afterAll(async () => {
    hung?.close();
    await closeDb();
    restore();
  });

  it("answers ok for the database and the store, and names nothing else", async () => {
    const answer = await check();
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe("no-store");
    expect(answer.body).toEqual({ status: "ok", database: "ok", storage: "ok", imageQueue: IDLE_QUEUE });
  });

  it("reports the image queue's depth at every poll (fresh, not the cached answer), and a full queue is still ok", async () => {
    expect((await check()).body).toEqual({ status: "ok", database: "ok", storage: "ok", imageQueue: IDLE_QUEUE });
    let finish = () => undefined as void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    // Two decoding and three waiting, as during a burst of uploads.
    const jobs = Array.from({ length: 5 }, () => runImageJob(() => held));
    try {
      const busy = await check();
      expect(busy.status).toBe(200);
      expect(busy.body).toEqual({
        status: "ok",
        database: "ok",
        storage: "ok",
        imageQueue: { running: 2, waiting: 3, maxRunning: 2, maxWaiting: MAX_QUEUED_JOBS },
      });
    } finally {
      finish();
      await Promise.all(jobs);
    }
    expect((await check()).body).toEqual({ status: "ok", database: "ok", storage: "ok", imageQueue: IDLE_QUEUE });
  });

  it("reports a store that never answers as unreachable within the bound, and reuses that answer for a while", async () => {
    hung = net.createServer((socket) => {
      hungConnections += 1;
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => hung!.listen(0, "127.0.0.1", resolve));
    Object.assign(process.env, {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "nowhere",
      S3_ENDPOINT: `http://127.0.0.1:${(hung.address() as net.AddressInfo).port}`,
      S3_ACCESS_KEY_ID: "KEY",
      S3_SECRET_ACCESS_KEY: "never-shown",
      S3_FORCE_PATH_STYLE: "true",
    });
    resetEnvForTests();
    const first = await check();
    expect(first.status).toBe(503);
    expect(first.body).toEqual({ status: "degraded", database: "ok", storage: "unreachable", imageQueue: IDLE_QUEUE });
    expect(first.ms).toBeGreaterThanOrEqual(HEALTH_CHECK_TIMEOUT_MS - 100);
    expect(first.ms).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1_500);
    expect(JSON.stringify(first.body)).not.toMatch(/never-shown|KEY|127\.0\.0\.1|nowhere/);

    // Polled again at once: the same answer, without asking the store again.
    const connections = hungConnections;
    const again = await check();
    expect(again.body).toEqual(first.body);
    expect(again.ms).toBeLessThan(500);
    expect(hungConnections).toBe(connections);

    // Once the answer is older than the cache, the next poll asks again.
    await new Promise((resolve) => setTimeout(resolve, HEALTH_CACHE_MS + 100));
    const later = await check();
    expect(later.ms).toBeGreaterThanOrEqual(HEALTH_CHECK_TIMEOUT_MS - 100);
  });

  it("answers 503 and names the database when the database cannot be reached", async () => {
    await closeDb();
    process.env.DATABASE_URL = "postgres://nobody:secret-password@127.0.0.1:1/nothing";
    resetEnvForTests();
    const answer = await check();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: "degraded", database: "unreachable", storage: "ok", imageQueue: IDLE_QUEUE });
    expect(answer.ms).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1_500);
  });
});
