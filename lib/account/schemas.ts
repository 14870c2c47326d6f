import { EMAIL_MAX, newPasswordRule, PASSWORD_MAX } from "@/lib/auth/schemas";
import { plainText } from "@/lib/forms/plain-text";
import { ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { VALIDATION } from "@/lib/messages/validation";
import * as z from "zod/mini";

/**
 * The account page's inputs (issue #16), shared by its forms (client) and the route handlers
 * (server) so the rules and messages cannot drift. No server-only imports here.
 */

/** The password a signed-in user proves again: any non-empty string (a wrong one is the server's 403). */
const currentPassword = plainText(VALIDATION.loginPasswordRequired).check(
  z.minLength(1, VALIDATION.loginPasswordRequired),
  z.maxLength(PASSWORD_MAX, VALIDATION.passwordTooLong),
);

/** The new password typed twice must match: the mismatch is reported even while another field is still invalid (as the register form does). */
const newPasswordConfirmed = z.refine<{ newPassword: string; confirmPassword: string }>(
  (input) => input.confirmPassword === input.newPassword,
  {
    message: VALIDATION.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: ({ value }) => {
      const input = value as { newPassword?: unknown; confirmPassword?: unknown } | undefined;
      return typeof input?.newPassword === "string" && typeof input.confirmPassword === "string";
    },
  },
);

/** POST /api/account/password and its form: the new password follows SPEC §5 and is typed twice. */
export const changePasswordSchema = z
  .object({ currentPassword, newPassword: newPasswordRule, confirmPassword: z.string() })
  .check(newPasswordConfirmed);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/account/set-password and its form: an account made by single sign-on sets its first password. */
export const setPasswordSchema = z
  .object({ newPassword: newPasswordRule, confirmPassword: z.string() })
  .check(newPasswordConfirmed);
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** POST /api/account/identities and its dialog: the provider to link, and the password that proves the account. */
export const linkProviderSchema = z.object({
  provider: z.enum(["oidc", "google", "github"], { error: ACCOUNT_MESSAGES.providerUnknown }),
  password: currentPassword,
});
export type LinkProviderInput = z.infer<typeof linkProviderSchema>;

/** POST /api/account/delete for a user and its form: the password, and the username typed out. */
export const deleteAccountSchema = z.object({
  password: currentPassword,
  username: plainText(ACCOUNT_MESSAGES.confirmUsernameRequired).check(
    z.trim(),
    z.minLength(1, ACCOUNT_MESSAGES.confirmUsernameRequired),
    z.maxLength(EMAIL_MAX, ACCOUNT_MESSAGES.usernameMismatch),
  ),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** POST /api/account/delete for a guest: nothing to prove (an empty body or `{}`). */
export const deleteGuestDataSchema = z.optional(z.object({}));

/** POST /api/account/delete's body, by who asks: a user proves it is them, a guest sends nothing (no input). */
export function deleteRequestSchemaFor(owner: { kind: "user" | "guest" }) {
  return owner.kind === "user"
    ? deleteAccountSchema
    : z.pipe(
        deleteGuestDataSchema,
        z.transform(() => undefined),
      );
}

/** What the account page shows (GET of the page; no API call reads it). */
export type AccountSummary = {
  kind: "user" | "guest";
  /** null for a guest */
  username: string | null;
  email: string | null;
  /** ISO time the account (or the guest) was created */
  memberSince: string;
  counts: { closetItems: number; inspirationImages: number; savedOutfits: number; activeShareLinks: number };
};
