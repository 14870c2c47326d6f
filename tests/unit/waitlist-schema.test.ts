import { VALIDATION } from "@/lib/messages/validation";
import { waitlistInputError, waitlistSignupSchema } from "@/lib/waitlist/schema";
import { describe, expect, it } from "vitest";

describe("waitlist e-mail rules (SPEC §5)", () => {
  it.each(["", "   "])("asks for an e-mail when the field is %j", (value) => {
    expect(waitlistInputError(value)).toBe(VALIDATION.waitlistEmailRequired);
  });

  it.each([
    "plainaddress",
    "no-at-sign.example.com",
    "two@@example.com",
    "a@b@example.com",
    "has space@example.com",
    "name@exa mple.com",
    "name@nodot",
    "name@.com",
    "name@example.",
    "@example.com",
  ])("rejects %j as not an e-mail address", (value) => {
    expect(waitlistInputError(value)).toBe(VALIDATION.invalidEmail);
  });

  it.each(["ada@example.com", "A.Lovelace+list@Mail.Example.co.uk", "x@y.z", "  padded@example.com  "])(
    "accepts %j",
    (value) => {
      expect(waitlistInputError(value)).toBeNull();
    },
  );

  it("rejects absurdly long addresses", () => {
    expect(waitlistInputError(`${"a".repeat(250)}@example.com`)).toBe(VALIDATION.invalidEmail);
  });

  it("trims the value the server stores", () => {
    expect(waitlistSignupSchema.parse({ email: "  ada@example.com " }).email).toBe("ada@example.com");
  });

  it("treats a missing or non-string e-mail as empty", () => {
    expect(waitlistSignupSchema.safeParse({}).error?.issues[0]?.message).toBe(VALIDATION.waitlistEmailRequired);
    expect(waitlistSignupSchema.safeParse({ email: 42 }).error?.issues[0]?.message).toBe(
      VALIDATION.waitlistEmailRequired,
    );
  });
});
