import { login } from "@/lib/auth/account";
import { route, withCookies } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /api/login {username (an e-mail or a username), password} → 200 {id, email, username}. */
export const POST = route(async ({ req }) => {
  const { user, setCookies } = await login(req, await req.json());
  return withCookies(Response.json(user), setCookies);
});
