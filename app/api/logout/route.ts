import { logout } from "@/lib/auth/account";
import { route, withCookies } from "@/lib/http/route";

/** POST /api/logout → 200; the session is revoked on the server and guest mode ends. */
export const POST = route(async ({ req, session, client }) =>
  withCookies(Response.json({ success: true }), await logout(session, client, req.headers.get("cookie") ?? "")),
);
