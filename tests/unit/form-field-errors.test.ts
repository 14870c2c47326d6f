import { ADMIN_MESSAGES, adminCheckSchema } from "@/lib/admin/schema";
import { loginSchema, registerSchema } from "@/lib/auth/schemas";
import { checkForm, errorsAfterEdit, fieldErrors } from "@/lib/forms/field-errors";
import { VALIDATION } from "@/lib/messages/validation";
import { waitlistInputError, waitlistSignupSchema } from "@/lib/waitlist/schema";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/** The pure part of the one form hook (components/forms/use-zod-form.ts). */
describe("fieldErrors", () => {
  it("keeps the first message of each field and ignores issues without a field", () => {
    const schema = z
      .object({ a: z.string().min(2, "a short").regex(/x/, "a no x"), b: z.string().min(1, "b empty") })
      .refine(() => false, "whole form");
    expect(fieldErrors(schema.safeParse({ a: "", b: "" }).error!)).toEqual({ a: "a short", b: "b empty" });
  });
});

describe("checkForm", () => {
  it("answers the parsed values (trimmed as the schema says) when the input is valid", () => {
    expect(checkForm(loginSchema, { username: "  ann ", password: " pw " })).toEqual({
      ok: true,
      data: { username: "ann", password: " pw " },
    });
  });

  it("answers one message per field, so nothing is sent while the input is invalid (SPEC §5)", () => {
    expect(checkForm(loginSchema, { username: "", password: "" })).toEqual({
      ok: false,
      errors: { username: VALIDATION.loginUsernameRequired, password: VALIDATION.loginPasswordRequired },
    });
  });

  it("asks the admin for a password, and accepts any non-empty one unchanged", () => {
    expect(checkForm(adminCheckSchema, { password: "" })).toEqual({
      ok: false,
      errors: { password: ADMIN_MESSAGES.passwordRequired },
    });
    expect(checkForm(adminCheckSchema, { password: " secret " })).toEqual({ ok: true, data: { password: " secret " } });
  });

  it("gives the waitlist toast the same message as before the shared hook", () => {
    for (const email of ["", "   ", "jane.doe", "jane@example", "jane doe@example.com", "jane@example.com"]) {
      const check = checkForm(waitlistSignupSchema, { email });
      expect(check.ok ? null : check.errors.email).toBe(waitlistInputError(email));
    }
  });
});

describe("errorsAfterEdit", () => {
  const empty = { email: "", username: "", password: "", confirmPassword: "" };
  const shown = { email: VALIDATION.invalidEmail, username: VALIDATION.usernameTooShort };

  it("shows nothing before the first submit", () => {
    expect(
      errorsAfterEdit(
        registerSchema,
        { ...empty, email: "x" },
        { field: "email", errors: {}, submitted: false, rule: "revalidate" },
      ),
    ).toEqual({});
  });

  it("revalidates every field after a submit, so messages follow the corrections", () => {
    const next = { email: "fixed@example.com", username: "ab", password: "123456", confirmPassword: "654321" };
    expect(
      errorsAfterEdit(registerSchema, next, { field: "email", errors: shown, submitted: true, rule: "revalidate" }),
    ).toEqual({
      username: VALIDATION.usernameTooShort,
      confirmPassword: VALIDATION.passwordsDoNotMatch,
    });
    const valid = { email: "ann@example.com", username: "ann", password: "123456", confirmPassword: "123456" };
    expect(
      errorsAfterEdit(registerSchema, valid, {
        field: "confirmPassword",
        errors: shown,
        submitted: true,
        rule: "revalidate",
      }),
    ).toEqual({});
  });

  it("with the clear rule drops only the edited field's message, even while the value is still invalid", () => {
    expect(
      errorsAfterEdit(
        registerSchema,
        { ...empty, email: "still-bad" },
        { field: "email", errors: shown, submitted: true, rule: "clear" },
      ),
    ).toEqual({
      username: VALIDATION.usernameTooShort,
    });
  });
});
