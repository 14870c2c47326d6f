import { currentUser } from "@/lib/auth/current-user";
import { unauthorized } from "@/lib/errors";
import { route, withCookies } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/user → 200 {id, email, username}, or 401 when no one is signed in (guests included). */
export const GET = route(async ({ req }) => {
  const { user, setCookies } = await currentUser(req);
  // The renewed session cookie rides along: the client polls this every 5 minutes, keeping active sessions alive.
  return withCookies(user ? Response.json(user) : Response.json({ message: unauthorized().message }, { status: 401 }), setCookies);
});
