import { login, LOGIN_LIMITS } from "@/lib/auth/account";
import { passwordRoute } from "@/lib/auth/password-login";
import { loginSchema } from "@/lib/auth/schemas";
import { route, withCookies } from "@/lib/http/route";

/** POST /api/login {username (an e-mail or a username), password} → 200 {id, email, username}. */
export const POST = passwordRoute(
  route({ body: loginSchema, limits: LOGIN_LIMITS }, async ({ input, session, client }) => {
    const { user, setCookies } = await login(input, session, client);
    return withCookies(Response.json(user), setCookies);
  }),
);
