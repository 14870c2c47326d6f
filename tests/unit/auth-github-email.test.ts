import { githubPrimaryEmail } from "@/lib/auth/sso";
import { describe, expect, it } from "vitest";

describe("GitHub's e-mail for single sign-on", () => {
  it("is the primary address, verified only when GitHub says so", () => {
    const emails = [
      { email: "old@example.com", primary: false, verified: true },
      { email: "me@example.com", primary: true, verified: true },
    ];
    expect(githubPrimaryEmail(emails)).toEqual({ email: "me@example.com", email_verified: true });
    expect(githubPrimaryEmail([{ email: "me@example.com", primary: true, verified: false }])).toEqual({
      email: "me@example.com",
      email_verified: false,
    });
  });

  it("is none when GitHub lists no primary address or answers something else", () => {
    for (const answer of [[], [{ email: "x@example.com", primary: false, verified: true }], { message: "Bad" }, null]) {
      expect(githubPrimaryEmail(answer)).toEqual({ email: null, email_verified: false });
    }
  });
});
