import { passwordRoute } from "@/lib/auth/password-login";
import { confirmPasswordReset, PASSWORD_RESET_CONFIRM_LIMITS } from "@/lib/auth/password-reset";
import { passwordResetConfirmSchema } from "@/lib/auth/schemas";
import { route, withCookies } from "@/lib/http/route";

/**
 * POST /api/password-reset/confirm {token, password} → 200 {id, email, username}, signed in with the
 * new password; every earlier session of the account has ended. A used, expired or unknown token → 400.
 */
export const POST = passwordRoute(
  route(
    { body: passwordResetConfirmSchema, limits: PASSWORD_RESET_CONFIRM_LIMITS },
    async ({ input, session, client }) => {
      const { user, setCookies } = await confirmPasswordReset(input, session, client);
      return withCookies(Response.json(user), setCookies);
    },
  ),
);
