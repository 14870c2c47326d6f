import { afterAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { closeDb, getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
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
    await db.$transaction([db.emailSignup.create({ data: { email: "a@example.com" } }), db.emailSignup.create({ data: { email: "b@example.com" } })]);
    expect(await db.emailSignup.count()).toBe(2);
  });
});

describe("GET /api/health", () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  afterAll(async () => {
    await closeDb();
    Object.assign(process.env, saved);
    for (const key of Object.keys(saved) as (keyof typeof saved)[]) if (saved[key] === undefined) delete process.env[key];
    resetEnvForTests();
  });

  it("answers ok once the database answers", async () => {
    const response = await health(new Request("http://localhost/api/health"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 with a JSON body when the database cannot be reached", async () => {
    await closeDb();
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/nothing";
    resetEnvForTests();
    const response = await health(new Request("http://localhost/api/health"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", message: "The database is not answering." });
  });
});
