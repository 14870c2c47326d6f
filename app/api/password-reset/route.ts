import { passwordRoute } from "@/lib/auth/password-login";
import { PASSWORD_RESET_LIMITS, requestPasswordReset } from "@/lib/auth/password-reset";
import { passwordResetRequestSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

/**
 * POST /api/password-reset {email} → 200 {message}, the same whether or not the address has an
 * account (issue #30); an account gets a mail with a link to /reset-password that works for 30 minutes.
 * The request plays no part in the link's host (lib/http/public-origin.ts mailLinkOrigin).
 */
export const POST = passwordRoute(
  route({ body: passwordResetRequestSchema, limits: PASSWORD_RESET_LIMITS }, async ({ input }) =>
    Response.json(await requestPasswordReset(input)),
  ),
);
