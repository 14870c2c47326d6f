import { register } from "@/lib/auth/account";
import { route, withCookies } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /api/register {email, username, password} → 201 {id, email, username}, signed in. */
export const POST = route(async ({ req }) => {
  const { user, setCookies } = await register(req, await req.json());
  return withCookies(Response.json(user, { status: 201 }), setCookies);
});
