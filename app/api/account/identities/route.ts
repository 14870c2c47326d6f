import { PASSWORD_CHECK_LIMITS } from "@/lib/account";
import { signInMethods, startLinking } from "@/lib/account/identities";
import { linkProviderSchema } from "@/lib/account/schemas";
import { guestHasNoPassword } from "@/lib/errors";
import { withCookies, withOwner } from "@/lib/http/route";

/** GET /api/account/identities → {hasPassword, identities: [{id, provider, name, email, linkedAt}], linkable: [{id, name}]}. */
export const GET = withOwner(async ({ owner }) => {
  const methods = await signInMethods(owner);
  if (!methods) throw guestHasNoPassword();
  return Response.json(methods);
});

/**
 * POST /api/account/identities {provider, password} → 200 {provider} with the cookie that lets the
 * provider's callback link the account it returns with; the browser then signs in with the
 * provider. Wrong password → 403 (counted like a wrong password at login); a guest → 403.
 */
export const POST = withOwner(
  { body: linkProviderSchema, limits: PASSWORD_CHECK_LIMITS },
  async ({ owner, input, client }) =>
    withCookies(Response.json({ provider: input.provider }), [await startLinking(owner, input, client)]),
);
