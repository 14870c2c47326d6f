import { setFirstPassword } from "@/lib/account/identities";
import { setPasswordSchema } from "@/lib/account/schemas";
import { withOwner } from "@/lib/http/route";

/**
 * POST /api/account/set-password {newPassword, confirmPassword} → 200 {success: true}: an account made
 * by single sign-on sets its first password (409 when it has one already; a guest → 403).
 */
export const POST = withOwner({ body: setPasswordSchema }, async ({ owner, input }) => {
  await setFirstPassword(owner, input);
  return Response.json({ success: true });
});
