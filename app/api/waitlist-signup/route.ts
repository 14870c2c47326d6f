import { route } from "@/lib/http/route";
import { clientAddress, enforceRateLimit } from "@/lib/rate-limit";
import { WAITLIST_LIMIT, joinWaitlist } from "@/lib/waitlist";

export const dynamic = "force-dynamic";

/** POST /api/waitlist-signup {email} → {message}; 400 for an invalid address, 429 past the limit. */
export const POST = route(async ({ req }) => {
  await enforceRateLimit({ ...WAITLIST_LIMIT, key: clientAddress(req) });
  const { message } = await joinWaitlist(await req.json());
  return Response.json({ message });
});
