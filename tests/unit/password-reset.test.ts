import { hashResetToken, newResetToken, RESET_TOKEN_BYTES } from "@/lib/auth/reset-token";
import { passwordResetConfirmSchema, passwordResetRequestSchema, resetPasswordFormSchema } from "@/lib/auth/schemas";
import { ConfigError, env, resetEnvForTests } from "@/lib/config/env";
import { mailNotSentLogLine } from "@/lib/log";
import { MAIL_FIRST_RETRY_MS, MAIL_MAX_ATTEMPTS, MAIL_MAX_RETRY_MS, mailRetryDelayMs } from "@/lib/mail/backoff";
import { mailFrom } from "@/lib/mail/transport";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import { VALIDATION } from "@/lib/messages/validation";
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";

/** Issue #30's pure parts: tokens, the mail queue's backoff, the shared schemas and the mail settings. */
describe("reset tokens", () => {
  it("are 256 random bits in base64url, never the same twice", () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newResetToken().token));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(RESET_TOKEN_BYTES);
    }
  });

  it("are stored as their SHA-256, which is stable and not the token", () => {
    const { token, hash } = newResetToken();
    expect(hash).toBe(hashResetToken(token));
    expect(hash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(hash).not.toContain(token);
    expect(hashResetToken("a")).not.toBe(hashResetToken("b"));
  });
});

describe("mail queue backoff", () => {
  it("doubles from 15 s, is capped at 10 min, and gives up after the last try", () => {
    expect(mailRetryDelayMs(1)).toBe(MAIL_FIRST_RETRY_MS);
    expect(mailRetryDelayMs(2)).toBe(2 * MAIL_FIRST_RETRY_MS);
    expect(mailRetryDelayMs(3)).toBe(4 * MAIL_FIRST_RETRY_MS);
    const delays = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => mailRetryDelayMs(i + 1)!);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAIL_MAX_RETRY_MS);
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS)).toBeNull();
    expect(mailRetryDelayMs(0)).toBeNull();
    expect(mailRetryDelayMs(1.5)).toBeNull();
  });
});

describe("password reset schemas", () => {
  const token = newResetToken().token;

  it("takes an e-mail address, trimmed, with SPEC §5's message otherwise", () => {
    expect(passwordResetRequestSchema.parse({ email: "  a@b.co " })).toEqual({ email: "a@b.co" });
    const bad = passwordResetRequestSchema.safeParse({ email: "nope" });
    expect(bad.error?.issues[0]?.message).toBe(VALIDATION.invalidEmail);
  });

  it("refuses anything that cannot be a token with the one invalid-link message", () => {
    for (const value of ["", "short", `${token}x`, "!".repeat(43), 42, undefined]) {
      const result = passwordResetConfirmSchema.safeParse({ token: value, password: "long-enough" });
      expect(result.error?.issues[0]?.message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    }
    expect(passwordResetConfirmSchema.parse({ token, password: "long-enough" })).toEqual({
      token,
      password: "long-enough",
    });
  });

  it("applies the register form's password rule and reports a mismatch on confirmPassword", () => {
    const short = resetPasswordFormSchema.safeParse({ token, password: "12345", confirmPassword: "12345" });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([VALIDATION.passwordTooShort]);
    const mismatch = resetPasswordFormSchema.safeParse({ token, password: "123456", confirmPassword: "1234567" });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: VALIDATION.passwordsDoNotMatch }),
    ]);
  });
});

describe("mail settings", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
  });

  it("accept smtp:// and smtps:// URLs and refuse others without echoing the value", () => {
    process.env.SMTP_URL = "smtps://user:pass@mail.example.com:465";
    resetEnvForTests();
    expect(env().SMTP_URL).toBe("smtps://user:pass@mail.example.com:465");
    process.env.SMTP_URL = "https://user:hunter2@mail.example.com";
    resetEnvForTests();
    expect(() => env()).toThrow(ConfigError);
    expect(() => env()).toThrow(/^SMTP_URL must be an SMTP URL/);
    try {
      env();
    } catch (error) {
      expect((error as Error).message).not.toContain("hunter2");
    }
  });

  it("send from MAIL_FROM, or the product name and contact address", () => {
    delete process.env.MAIL_FROM;
    process.env.PRODUCT_NAME = "closetapp";
    process.env.CONTACT_EMAIL = "help@closet.example";
    resetEnvForTests();
    expect(mailFrom()).toBe("closetapp <help@closet.example>");
    process.env.MAIL_FROM = "Closet <no-reply@closet.example>";
    resetEnvForTests();
    expect(mailFrom()).toBe("Closet <no-reply@closet.example>");
  });

  it("log a reset link without SMTP as one marked JSON line", () => {
    const line = mailNotSentLogLine({ kind: "password-reset", to: "a@b.co", link: "http://x/reset-password?token=t" });
    expect(line).toMatchObject({ level: "warn", event: "mail-not-sent", to: "a@b.co" });
    expect(JSON.stringify(line)).not.toContain("\n");
    expect(line.message).toMatch(/No SMTP_URL is set/);
  });
});
