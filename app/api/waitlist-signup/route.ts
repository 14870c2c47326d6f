import { toErrorResponse } from "@/lib/errors";
import { clientAddress, enforceRateLimit } from "@/lib/rate-limit";
import { WAITLIST_LIMIT, joinWaitlist } from "@/lib/waitlist";

export const dynamic = "force-dynamic";

/** POST /api/waitlist-signup {email} → {message}; 400 for an invalid address, 429 past the limit. */
export async function POST(req: Request) {
  try {
    await enforceRateLimit({ ...WAITLIST_LIMIT, key: clientAddress(req) });
    const { message } = await joinWaitlist(await req.json());
    return Response.json({ message });
  } catch (error) {
    return toErrorResponse(error);
  }
}
