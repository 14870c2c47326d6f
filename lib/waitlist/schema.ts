import { plainText } from "@/lib/forms/plain-text";
import { VALIDATION } from "@/lib/messages/validation";
import { WAITLIST_MESSAGES } from "@/lib/messages/waitlist";
import * as z from "zod/mini";

export { WAITLIST_MESSAGES };

/**
 * The waitlist signup input, shared by the coming-soon form (checked before anything is sent) and
 * POST /api/waitlist-signup (checked again on the server). SPEC §5: empty → 'Please enter your
 * email'; not matching a simple pattern (no spaces, one @, a dot in the domain) → 'Please enter a
 * valid email address'.
 */
export const WAITLIST_EMAIL_PATTERN = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/;
/** RFC 5321's limit on a forward path; longer values cannot be real addresses. */
export const WAITLIST_EMAIL_MAX = 254;

export const waitlistSignupSchema = z.object({
  email: plainText(VALIDATION.waitlistEmailRequired).check(
    z.trim(),
    z.minLength(1, VALIDATION.waitlistEmailRequired),
    z.maxLength(WAITLIST_EMAIL_MAX, VALIDATION.invalidEmail),
    z.regex(WAITLIST_EMAIL_PATTERN, VALIDATION.invalidEmail),
  ),
});

export type WaitlistSignup = z.infer<typeof waitlistSignupSchema>;

/** The first problem with an input, as the toast shows it; null when it may be sent. */
export function waitlistInputError(email: string): string | null {
  const result = waitlistSignupSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? VALIDATION.invalidEmail);
}
