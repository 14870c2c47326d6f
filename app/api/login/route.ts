import { login, LOGIN_LIMITS } from "@/lib/auth/account";
import { loginSchema } from "@/lib/auth/schemas";
import { route, withCookies } from "@/lib/http/route";

/** POST /api/login {username (an e-mail or a username), password} → 200 {id, email, username}. */
export const POST = route({ body: loginSchema, limits: LOGIN_LIMITS }, async ({ input, session, client }) => {
  const { user, setCookies } = await login(input, session, client);
  return withCookies(Response.json(user), setCookies);
});
