import { deleteAccount, PASSWORD_CHECK_LIMITS } from "@/lib/account";
import { deleteRequestSchemaFor } from "@/lib/account/schemas";
import { withCookies, withOwner } from "@/lib/http/route";

/**
 * POST /api/account/delete → 200 {success: true} with the session cookies cleared; the owner, every
 * row it owned and every stored file are gone. A user sends {password, username}: a wrong password
 * answers 403 (counted like a wrong password at login), a username that is not theirs 400. A guest
 * sends nothing. What the body must hold depends on who asks, so its schema is picked by the owner.
 */
export const POST = withOwner(
  { body: deleteRequestSchemaFor, limits: PASSWORD_CHECK_LIMITS },
  async ({ owner, input, client }) =>
    withCookies(Response.json({ success: true }), await deleteAccount(owner, input, client)),
);
