import { route } from "@/lib/http/route";
import { joinWaitlist, WAITLIST_LIMITS, waitlistSignupSchema } from "@/lib/waitlist";

/** POST /api/waitlist-signup {email} → {message}; 400 for an invalid address, 429 past the limit. */
export const POST = route({ body: waitlistSignupSchema, limits: WAITLIST_LIMITS }, async ({ input }) => {
  const { message } = await joinWaitlist(input);
  return Response.json({ message });
});
