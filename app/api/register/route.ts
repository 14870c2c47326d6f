import { register, REGISTER_LIMITS } from "@/lib/auth/account";
import { passwordRoute } from "@/lib/auth/password-login";
import { registerRequestSchema } from "@/lib/auth/schemas";
import { route, withCookies } from "@/lib/http/route";

/**
 * POST /api/register {email, username, password} → 201 {id, email, username, movedClosetItems},
 * signed in; movedClosetItems counts the closet items a current guest session brought along.
 */
export const POST = passwordRoute(
  route({ body: registerRequestSchema, limits: REGISTER_LIMITS }, async ({ input, session, client }) => {
    const { user, setCookies } = await register(input, session, client);
    return withCookies(Response.json(user, { status: 201 }), setCookies);
  }),
);
