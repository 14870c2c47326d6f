import { POST as startGuest } from "@/app/api/guest/route";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { GET as user } from "@/app/api/user/route";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { errorResponse } from "@/lib/errors";
import { route, withOwner } from "@/lib/http/route";
import { errorLogLine } from "@/lib/log";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, CookieJar } from "../support/api";
import { newAccount, useTestAuthSecret } from "../support/owners";

/**
 * Issue 14's logs, through the one route wrapper: one JSON line per request, an X-Request-Id on
 * every answer, and a 500 whose message, header and log lines share one id; no password, cookie or
 * query string in any line.
 */
const saved = process.env.LOG_REQUESTS;
let lines: string[] = [];

beforeAll(async () => {
  await getDb(); // started before any capture, so start-up lines stay out of it
  useTestAuthSecret();
  process.env.LOG_REQUESTS = "true";
  resetEnvForTests();
});
afterAll(() => {
  if (saved === undefined) delete process.env.LOG_REQUESTS;
  else process.env.LOG_REQUESTS = saved;
  resetEnvForTests();
});
afterEach(() => vi.restoreAllMocks());

function captureLogs(): void {
  lines = [];
  for (const method of ["log", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
}
// Other lines (a warning from a library) are not ours to check; ours are all JSON objects.
const records = () =>
  lines.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => records().filter((record) => record.event === "request");

describe("request logs", () => {
  it("a failing handler answers 500 whose message, X-Request-Id header and log lines carry one id", async () => {
    const failing = route(() => {
      throw new Error("the handler broke\nwith data below: secret-detail");
    });
    captureLogs();
    const { headers, status, body } = await call(failing, {
      path: "/api/broken?token=query-secret",
      headers: { cookie: "sm_session=cookie-secret" },
    });
    expect(status).toBe(500);
    const id = headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(body).toEqual({
      message: ERROR_MESSAGES.withReference(ERROR_MESSAGES.unexpected, id!),
      code: "internal_error",
    });
    expect(records()).toEqual([
      expect.objectContaining({
        level: "error",
        event: "error",
        requestId: id,
        code: "internal_error",
        message: "unhandled error",
        error: expect.objectContaining({ message: "the handler broke" }),
      }),
      expect.objectContaining({
        level: "info",
        event: "request",
        requestId: id,
        method: "GET",
        path: "/api/broken",
        status: 500,
        owner: "none",
        code: "internal_error",
        durationMs: expect.any(Number),
      }),
    ]);
    expect(lines.join("\n")).not.toMatch(/secret-detail|query-secret|cookie-secret/);
  });

  it("names the owner kind the request came with, and never logs a password, a cookie or a token", async () => {
    captureLogs();
    const jar = new CookieJar();
    const guest = await call(startGuest, { path: "/api/guest", method: "POST", jar });
    expect(guest.status).toBe(200);
    const whoAsGuest = await call(user, { path: "/api/user", jar });
    const account = newAccount("log");
    expect((await call(register, { path: "/api/register", body: account, jar })).status).toBe(201);
    expect(
      (await call(login, { path: "/api/login", body: { username: account.username, password: account.password }, jar }))
        .status,
    ).toBe(200);
    const whoAsUser = await call(user, { path: "/api/user", jar });
    expect(whoAsUser.status).toBe(200);
    await call(
      withOwner(() => Response.json({})),
      { path: "/api/needs-owner" },
    );

    expect(
      requestLines().map(({ method, path, status, owner, code }) => ({ method, path, status, owner, code })),
    ).toEqual([
      { method: "POST", path: "/api/guest", status: 200, owner: "none", code: undefined },
      { method: "GET", path: "/api/user", status: whoAsGuest.status, owner: "guest", code: "unauthorized" },
      { method: "POST", path: "/api/register", status: 201, owner: "guest", code: undefined },
      { method: "POST", path: "/api/login", status: 200, owner: "user", code: undefined },
      { method: "GET", path: "/api/user", status: 200, owner: "user", code: undefined },
      { method: "GET", path: "/api/needs-owner", status: 401, owner: "none", code: "unauthorized" },
    ]);
    const ids = requestLines().map((line) => line.requestId);
    expect(new Set(ids).size).toBe(ids.length);
    const cookieValues = jar
      .header()
      .split("; ")
      .map((pair) => pair.slice(pair.indexOf("=") + 1));
    const everything = lines.join("\n");
    for (const secret of [account.password, account.email, ...cookieValues]) expect(everything).not.toContain(secret);
  });

  it("stays quiet when LOG_REQUESTS is off", async () => {
    process.env.LOG_REQUESTS = "false";
    resetEnvForTests();
    try {
      captureLogs();
      const answer = await call(user, { path: "/api/user" });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f]{12}$/);
      expect(lines).toEqual([]);
    } finally {
      process.env.LOG_REQUESTS = "true";
      resetEnvForTests();
    }
  });
});

describe("a database error in a 500's log line", () => {
  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error("the call was expected to fail");
  }
  const logged = (error: unknown) => JSON.stringify(errorLogLine("error", "request failed", error));

  it("names what the database said, for the errors Prisma classifies too, and none of the row's values", async () => {
    const db = await getDb();
    const account = newAccount("dberr");
    const password = "scrypt$hash-that-must-not-be-logged";
    await db.user.create({ data: { email: account.email, username: account.username, password } });
    const duplicate = logged(
      await failure(() =>
        db.user.create({ data: { email: account.email, username: `${account.username}2`, password } }),
      ),
    );
    expect(duplicate).toContain('duplicate key value violates unique constraint \\"users_email_key\\" (23505)');
    const missingOwner = logged(
      await failure(() =>
        db.clothingItem.create({
          data: {
            imageUrl: "u",
            imageKey: "k",
            thumbnailUrl: "t",
            thumbnailKey: "t",
            userId: 2_000_000_000,
            name: "Secret coat",
          },
        }),
      ),
    );
    expect(missingOwner).toContain('violates foreign key constraint \\"clothing_items_user_id_fkey\\" (23503)');
    expect(logged(await failure(() => db.$queryRawUnsafe("select 1/0")))).toContain("division by zero (22012)");
    // A failure without a database message still says what kind it was, not only which call failed.
    expect(logged(await failure(() => db.$queryRawUnsafe("select pg_sleep(0)")))).toContain(
      "UnsupportedNativeDataType",
    );
    for (const line of [duplicate, missingOwner]) {
      for (const value of [account.email, password, "Secret coat"]) expect(line).not.toContain(value);
    }
  });
});

describe("a transaction the busy database could not serve in time", () => {
  it("answers 503 database_busy with Retry-After (not a 500), and its log line says why", async () => {
    const db = await getDb();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let failure: unknown;
    try {
      await db.$transaction(
        async (tx) => {
          await sleep(300);
          await tx.user.count();
        },
        { timeout: 50 },
      );
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({ code: "P2028" });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { response, code } = errorResponse(failure, "req-1");
    expect({ status: response.status, code, retryAfter: response.headers.get("retry-after") }).toEqual({
      status: 503,
      code: "database_busy",
      retryAfter: "5",
    });
    expect(JSON.stringify(errorLogLine("warn", "x", failure))).toContain("expired transaction");
  });
});
