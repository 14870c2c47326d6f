import { changePassword, PASSWORD_CHECK_LIMITS } from "@/lib/account";
import { changePasswordSchema } from "@/lib/account/schemas";
import { withCookies, withOwner } from "@/lib/http/route";

/**
 * POST /api/account/password {currentPassword, newPassword, confirmPassword} → 200 {id, email, username}
 * with a fresh session cookie; every other session stops working. Wrong current password → 403
 * (counted like a wrong password at login); a guest → 403.
 */
export const POST = withOwner(
  { body: changePasswordSchema, limits: PASSWORD_CHECK_LIMITS },
  async ({ owner, input, client }) => {
    const { user, setCookies } = await changePassword(owner, input, client);
    return withCookies(Response.json(user), setCookies);
  },
);
