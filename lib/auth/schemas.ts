import { PASSWORD_MIN, USERNAME_MIN } from "@/lib/constants";
import { plainText } from "@/lib/forms/plain-text";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import { VALIDATION } from "@/lib/messages/validation";
import * as z from "zod/mini";

/**
 * The account inputs of SPEC §5, shared by the /auth forms (client) and the route handlers
 * (server) so the rules and messages cannot drift. No server-only imports here. zod/mini, since the
 * forms ship these to the browser; the handlers parse with them as with any zod schema.
 */
export const USERNAME_MAX = 32;
export const EMAIL_MAX = 254;
/** Bounds the work one request can make the password hashing do. */
export const PASSWORD_MAX = 200;

export const loginSchema = z.object({
  /** An e-mail or a username. */
  username: plainText(VALIDATION.loginUsernameRequired).check(
    z.trim(),
    z.minLength(1, VALIDATION.loginUsernameRequired),
    z.maxLength(EMAIL_MAX, VALIDATION.emailTooLong),
  ),
  password: plainText(VALIDATION.loginPasswordRequired).check(
    z.minLength(1, VALIDATION.loginPasswordRequired),
    z.maxLength(PASSWORD_MAX, VALIDATION.passwordTooLong),
  ),
});
export type LoginInput = z.infer<typeof loginSchema>;

const email = z.pipe(
  plainText(VALIDATION.invalidEmail).check(z.trim(), z.maxLength(EMAIL_MAX, VALIDATION.emailTooLong)),
  z.email(VALIDATION.invalidEmail),
);

const username = plainText(VALIDATION.usernameTooShort).check(
  z.trim(),
  z.minLength(USERNAME_MIN, VALIDATION.usernameTooShort),
  z.maxLength(USERNAME_MAX, VALIDATION.usernameTooLong),
  // Usernames never contain "@", so a login name is unambiguously an e-mail or a username.
  z.regex(/^[^\s@]*$/, VALIDATION.usernameInvalid),
);

/** SPEC §5's rule for a new password (register, change password). */
export const newPasswordRule = plainText(VALIDATION.passwordTooShort).check(
  z.minLength(PASSWORD_MIN, VALIDATION.passwordTooShort),
  z.maxLength(PASSWORD_MAX, VALIDATION.passwordTooLong),
);

/**
 * A form's confirmPassword (never sent) must equal its password; the mismatch is reported on
 * confirmPassword, even while another field (say the e-mail) is still invalid.
 */
const passwordsMatch = () =>
  z.refine<{ password: string; confirmPassword: string }>((input) => input.confirmPassword === input.password, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: ({ value }) => {
      const input = value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof input?.password === "string" && typeof input.confirmPassword === "string";
    },
  });

/** What POST /api/register accepts (confirmPassword is never sent). */
export const registerRequestSchema = z.object({ email, username, password: newPasswordRule });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form: the request fields plus confirmPassword, whose mismatch is reported on confirmPassword. */
export const registerSchema = z.extend(registerRequestSchema, { confirmPassword: z.string() }).check(passwordsMatch());
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/password-reset and the forgot-password form (issue #30). */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * A reset token as the mail's link carries it: 256 random bits in base64url (43 characters). Anything
 * else is refused with the one message a used or expired link gets, so no answer tells them apart.
 */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const resetToken = z
  .string(PASSWORD_RESET_MESSAGES.invalidToken)
  .check(z.regex(RESET_TOKEN_PATTERN, PASSWORD_RESET_MESSAGES.invalidToken));

/** POST /api/password-reset/confirm: the link's token and the new password (SPEC §5's rule). */
export const passwordResetConfirmSchema = z.object({ token: resetToken, password: newPasswordRule });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The /reset-password form: the new password typed twice (confirmPassword is never sent). */
export const resetPasswordFormSchema = z
  .extend(passwordResetConfirmSchema, { confirmPassword: z.string() })
  .check(passwordsMatch());
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

// The form helper moved to lib/forms (every form uses it); kept importable from here for callers.
export { fieldErrors } from "@/lib/forms/field-errors";
