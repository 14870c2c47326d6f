import { unauthorized } from "@/lib/errors";
import { route } from "@/lib/http/route";

/**
 * GET /api/user → 200 {id, email, username}, or 401 when no one is signed in (guests included).
 * The client polls it every 5 minutes; the wrapper renews a session that is due on the way.
 */
export const GET = route(async ({ session }) => {
  if (!session.user) throw unauthorized();
  return Response.json(session.user);
});
