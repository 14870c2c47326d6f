import { POST as changePassword } from "@/app/api/account/password/route";
import { POST as adminCheck } from "@/app/api/admindesh09/mode/route";
import { POST as chat } from "@/app/api/chat/route";
import { GET as listCloset } from "@/app/api/closet/route";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { POST as waitlist } from "@/app/api/waitlist-signup/route";
import { getDb } from "@/lib/db";
import { toErrorResponse } from "@/lib/errors";
import { VALIDATION } from "@/lib/messages/validation";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, CookieJar } from "../support/api";
import { newAccount, newGuest, useTestAuthSecret } from "../support/owners";

/**
 * Issue #23 item 4: a NUL (or another control character) in any text input answered 500, because
 * Postgres refuses NUL in text, and the log line's message was empty. Every text input now refuses
 * control characters in its schema (400, one sentence), and a database error's log line says what
 * the database said.
 */
beforeAll(async () => {
  await getDb();
  useTestAuthSecret();
});
afterEach(() => vi.restoreAllMocks());

const refusal = { message: VALIDATION.controlCharacters, code: "validation_failed" };

describe("control characters in text inputs", () => {
  it("the waitlist e-mail answers 400 with the message, and stores nothing", async () => {
    const { status, body } = await call(waitlist, { path: "/api/waitlist-signup", body: { email: "a\u0000@b.co" } });
    expect({ status, body }).toEqual({ status: 400, body: refusal });
    expect(await (await getDb()).emailSignup.count({ where: { email: { startsWith: "a" } } })).toBe(0);
  });

  it.each([
    ["a NUL in the login name", { username: "ann\u0000", password: "secret-pw" }],
    ["a NUL in the password", { username: "ann", password: "secret\u0000pw" }],
    ["an escape in the login name", { username: "\u001b[31mann", password: "secret-pw" }],
  ])("login with %s answers 400 with the message", async (_, body) => {
    const answer = await call(login, { path: "/api/login", body });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: refusal });
  });

  it.each(["email", "username", "password"] as const)("register with a NUL in the %s answers 400", async (field) => {
    const account = newAccount("nul");
    const answer = await call(register, {
      path: "/api/register",
      body: { ...account, [field]: `x${account[field]}\u0000` },
    });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: refusal });
  });

  it("a line break or a tab is not a control character we refuse (a pasted chat message may hold them)", async () => {
    const jar = new CookieJar();
    await call(register, { path: "/api/register", body: newAccount("tab"), jar });
    const answer = await call(chat, { path: "/api/chat", body: { message: "\u0000" }, jar });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: refusal });
    // Past the schema: the empty closet is what refuses it.
    const fine = await call(chat, { path: "/api/chat", body: { message: "casual\n\tfor work" }, jar });
    expect({ status: fine.status, body: fine.body }).toEqual({
      status: 422,
      body: { message: VALIDATION.outfitsNeedTopAndBottom, code: "outfits_need_top_and_bottom" },
    });
  });

  it("the account's password change and the admin password answer 400", async () => {
    const jar = new CookieJar();
    const account = newAccount("acct");
    await call(register, { path: "/api/register", body: account, jar });
    const change = await call(changePassword, {
      path: "/api/account/password",
      body: {
        currentPassword: account.password,
        newPassword: "new\u0000password",
        confirmPassword: "new\u0000password",
      },
      jar,
    });
    expect({ status: change.status, body: change.body }).toEqual({ status: 400, body: refusal });
    const admin = await call(adminCheck, { path: "/api/admindesh09/mode", body: { password: "\u0000" } });
    expect({ status: admin.status, body: admin.body }).toEqual({ status: 400, body: refusal });
  });

  it("GET /api/closet?tags=%00 answers 400 with the message", async () => {
    const jar = await newGuest();
    const { status, body } = await call(listCloset, { path: "/api/closet?tags=%00", jar });
    expect({ status, body }).toEqual({ status: 400, body: refusal });
  });
});

describe("a database error's log line", () => {
  it("carries the database's own message, not an empty one", async () => {
    const db = await getDb();
    // Past the schemas, straight to the database: what any input we forgot would do.
    const error = await db.emailSignup.findFirst({ where: { email: "nul\u0000" } }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    expect(toErrorResponse(error, "abc123abc123").status).toBe(500);
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]!) as { message: string; requestId: string; error: { message: string } };
    expect({ message: logged.message, requestId: logged.requestId }).toEqual({
      message: "unhandled error",
      requestId: "abc123abc123",
    });
    expect(logged.error.message).toBe('invalid byte sequence for encoding "UTF8": 0x00 (22021)');
  });
});
