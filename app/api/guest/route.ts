import { startGuestSession } from "@/lib/auth/session";
import { GUEST_LIMITS } from "@/lib/guests/guests";
import { route, withCookies } from "@/lib/http/route";

/** POST /api/guest → {guest: true} with the guest cookie; keeps the same guest when called again. */
export const POST = route({ limits: GUEST_LIMITS }, async ({ session, client }) => {
  if (session.guest) return Response.json({ guest: true });
  return withCookies(Response.json({ guest: true }), [await startGuestSession(client)]);
});

/** GET /api/guest → {guest: boolean}: whether this browser session holds a live guest (e.g. in a new tab). */
export const GET = route(async ({ session }) => Response.json({ guest: session.guest !== null }));
