import { resetEnvForTests } from "@/lib/config/env";
import { AppError, toErrorResponse } from "@/lib/errors";
import { errorLogLine, newRequestId, requestLogLine, requestLogsEnabled } from "@/lib/log";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import { afterEach, describe, expect, it, vi } from "vitest";

describe("request log lines", () => {
  it("hold exactly the method, the path, the status, the duration, the owner kind and the request id", () => {
    const line = requestLogLine({
      requestId: "0123456789ab",
      method: "POST",
      url: "http://example.test/api/closet",
      status: 201,
      durationMs: 12.6,
      owner: "guest",
    });
    expect(Object.keys(line).sort()).toEqual([
      "durationMs",
      "event",
      "level",
      "method",
      "owner",
      "path",
      "requestId",
      "status",
      "time",
    ]);
    expect(line).toMatchObject({
      level: "info",
      event: "request",
      requestId: "0123456789ab",
      method: "POST",
      path: "/api/closet",
      status: 201,
      durationMs: 13,
      owner: "guest",
    });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it("drop the query string, whatever it holds", () => {
    const line = requestLogLine({
      requestId: "x",
      method: "GET",
      url: "http://example.test/api/closet?token=s3cr3t&password=hunter2#frag",
      status: 200,
      durationMs: 1,
      owner: "user",
    });
    expect(line.path).toBe("/api/closet");
    expect(JSON.stringify(line)).not.toMatch(/s3cr3t|hunter2|frag/);
  });

  it("bound a very long path", () => {
    const line = requestLogLine({
      requestId: "x",
      method: "GET",
      url: `http://example.test/api/${"a".repeat(5000)}`,
      status: 404,
      durationMs: 1,
      owner: "none",
    });
    expect(line.path.length).toBeLessThanOrEqual(201);
  });

  it("ids are 12 hex characters and differ", () => {
    const ids = new Set(Array.from({ length: 100 }, newRequestId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe("error log lines", () => {
  it("keep the name, the first line of the message and the stack frames, never the data a library put below", () => {
    const error = new Error(
      'Invalid `prisma.user.create()` invocation:\n{ data: { password: "$argon2id$hash", email: "a@b.c" } }',
    );
    const line = errorLogLine("error", "unhandled error", error, "0123456789ab");
    expect(line).toMatchObject({
      level: "error",
      event: "error",
      requestId: "0123456789ab",
      message: "unhandled error",
      error: { name: "Error", message: "Invalid `prisma.user.create()` invocation:" },
    });
    expect(line.error.stack?.[0]).toMatch(/^at /);
    expect(JSON.stringify(line)).not.toMatch(/argon2|password|a@b\.c/);
  });

  it("describe a thrown non-error by its type and text", () => {
    expect(errorLogLine("warn", "odd", "just a string").error).toEqual({ name: "string", message: "just a string" });
  });
});

describe("toErrorResponse with a request id", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a 500 carries the id in its message and in the error log line", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = toErrorResponse(new Error("boom"), "0123456789ab");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      message: ERROR_MESSAGES.withReference(ERROR_MESSAGES.unexpected, "0123456789ab"),
      code: "internal_error",
    });
    expect(ERROR_MESSAGES.withReference(ERROR_MESSAGES.unexpected, "0123456789ab")).toBe(
      "Something went wrong on our side. Please try again. (ref: 0123456789ab)",
    );
    expect(JSON.parse(logged.mock.calls[0]![0] as string)).toMatchObject({
      level: "error",
      requestId: "0123456789ab",
      code: "internal_error",
      error: { message: "boom" },
    });
  });

  it("a deliberate 503 carries the id too; a 4xx does not need one", async () => {
    expect(await toErrorResponse(new AppError(503, "service_unavailable", "Resting."), "0123456789ab").json()).toEqual({
      message: "Resting. (ref: 0123456789ab)",
      code: "service_unavailable",
    });
    expect(await toErrorResponse(new AppError(404, "not_found", "Not here."), "0123456789ab").json()).toEqual({
      message: "Not here.",
      code: "not_found",
    });
  });
});

describe("LOG_REQUESTS", () => {
  const saved = { LOG_REQUESTS: process.env.LOG_REQUESTS, NODE_ENV: process.env.NODE_ENV };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  });
  const enabled = (settings: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(settings)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
    return requestLogsEnabled();
  };

  it("is on in production and off in development and tests unless set", () => {
    expect(enabled({ LOG_REQUESTS: undefined, NODE_ENV: "production" })).toBe(true);
    expect(enabled({ LOG_REQUESTS: undefined, NODE_ENV: "development" })).toBe(false);
    expect(enabled({ LOG_REQUESTS: undefined, NODE_ENV: "test" })).toBe(false);
    expect(enabled({ LOG_REQUESTS: "false", NODE_ENV: "production" })).toBe(false);
    expect(enabled({ LOG_REQUESTS: "true", NODE_ENV: "test" })).toBe(true);
  });
});
