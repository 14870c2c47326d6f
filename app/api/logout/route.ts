import { logout } from "@/lib/auth/account";
import { route, withCookies } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /api/logout → 200; ends the session and guest mode. */
export const POST = route(async ({ req }) => withCookies(Response.json({ success: true }), await logout(req)));
