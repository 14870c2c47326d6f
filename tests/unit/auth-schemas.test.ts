import { fieldErrors, loginSchema, registerRequestSchema, registerSchema } from "@/lib/auth/schemas";
import { describe, expect, it } from "vitest";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("login schema (SPEC §5)", () => {
  it("requires a login name and a password with the exact messages", () => {
    expect(messagesOf(loginSchema.safeParse({ username: "", password: "" }))).toEqual([
      "username: Email or username is required",
      "password: Password is required",
    ]);
    expect(messagesOf(loginSchema.safeParse({}))).toEqual([
      "username: Email or username is required",
      "password: Password is required",
    ]);
  });

  it("accepts an e-mail or a username and trims the name but not the password", () => {
    expect(loginSchema.parse({ username: "  ann@example.com ", password: " secret " })).toEqual({
      username: "ann@example.com",
      password: " secret ",
    });
    expect(loginSchema.safeParse({ username: "ann", password: "x" }).success).toBe(true);
  });

  it("treats a name of only spaces as missing", () => {
    expect(messagesOf(loginSchema.safeParse({ username: "   ", password: "x" }))).toEqual([
      "username: Email or username is required",
    ]);
  });
});

describe("register schema (SPEC §5)", () => {
  const valid = { email: "ann@example.com", username: "ann", password: "secret", confirmPassword: "secret" };

  it("accepts a valid registration and the request omits confirmPassword", () => {
    expect(registerSchema.parse(valid)).toEqual(valid);
    expect(registerRequestSchema.parse(valid)).toEqual({
      email: "ann@example.com",
      username: "ann",
      password: "secret",
    });
  });

  it.each([
    [{ email: "not-an-email" }, "email: Please enter a valid email address"],
    [{ email: "" }, "email: Please enter a valid email address"],
    [{ email: undefined }, "email: Please enter a valid email address"],
    [{ username: "ab" }, "username: Username must be at least 3 characters"],
    [{ username: "" }, "username: Username must be at least 3 characters"],
    [{ password: "12345", confirmPassword: "12345" }, "password: Password must be at least 6 characters"],
    [{ confirmPassword: "different" }, "confirmPassword: Passwords do not match"],
  ])("%o → %s", (change, expected) => {
    expect(messagesOf(registerSchema.safeParse({ ...valid, ...change }))).toEqual([expected]);
  });

  it("reports the mismatch on confirmPassword even while another field is invalid", () => {
    const errors = fieldErrors(registerSchema.safeParse({ ...valid, email: "nope", confirmPassword: "other" }).error!);
    expect(errors).toEqual({ email: "Please enter a valid email address", confirmPassword: "Passwords do not match" });
  });

  it("keeps usernames distinct from e-mails: no @ and no spaces", () => {
    expect(messagesOf(registerRequestSchema.safeParse({ ...valid, username: "ann@x" }))).toEqual([
      "username: Username can't contain spaces or @",
    ]);
    expect(messagesOf(registerRequestSchema.safeParse({ ...valid, username: "ann lee" }))).toEqual([
      "username: Username can't contain spaces or @",
    ]);
  });

  it("accepts exactly the minimum lengths", () => {
    expect(registerRequestSchema.safeParse({ ...valid, username: "abc", password: "123456" }).success).toBe(true);
  });

  it("bounds lengths so a request cannot make hashing arbitrarily expensive", () => {
    expect(messagesOf(registerRequestSchema.safeParse({ ...valid, password: "x".repeat(201) }))).toEqual([
      "password: Password must be at most 200 characters",
    ]);
    expect(messagesOf(registerRequestSchema.safeParse({ ...valid, username: "a".repeat(33) }))).toEqual([
      "username: Username must be at most 32 characters",
    ]);
  });
});
