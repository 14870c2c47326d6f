import { continueAsGuest, currentGuestId } from "@/lib/guests/session";
import { route, withCookies } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /api/guest → {guest: true} with the guest cookie; keeps the same guest when called again. */
export const POST = route(async ({ req }) => {
  const { setCookies } = await continueAsGuest(req);
  return withCookies(Response.json({ guest: true }), setCookies);
});

/** GET /api/guest → {guest: boolean}: whether this browser session holds a live guest (e.g. in a new tab). */
export const GET = route(async ({ req }) => Response.json({ guest: (await currentGuestId(req)) !== null }));
