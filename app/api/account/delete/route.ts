import { deleteAccount, PASSWORD_CHECK_LIMITS } from "@/lib/account";
import { deleteAccountSchema, deleteGuestDataSchema, type DeleteAccountInput } from "@/lib/account/schemas";
import { readJsonBody } from "@/lib/http/body";
import { withCookies, withOwner } from "@/lib/http/route";

/**
 * POST /api/account/delete → 200 {success: true} with the session cookies cleared; the owner, every
 * row it owned and every stored file are gone. A user sends {password, username}: a wrong password
 * answers 403 (counted like a wrong password at login), a username that is not theirs 400. A guest
 * sends nothing. The body is read here, not by the wrapper, because what it must hold depends on who asks.
 */
export const POST = withOwner({ limits: PASSWORD_CHECK_LIMITS }, async ({ owner, req, client }) => {
  let input: DeleteAccountInput | undefined;
  if (owner.kind === "user") input = await readJsonBody(req, deleteAccountSchema);
  else await readJsonBody(req, deleteGuestDataSchema);
  return withCookies(Response.json({ success: true }), await deleteAccount(owner, input, client));
});
