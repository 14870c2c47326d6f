import "server-only";

import { getDb } from "@/lib/db";
import type { Limit } from "@/lib/rate-limit";
import { WAITLIST_MESSAGES, type WaitlistSignup } from "./schema";

export { WAITLIST_MESSAGES, waitlistSignupSchema } from "./schema";

/** Per client address: enough for a person fixing a typo, too few for a script filling the list. */
export const WAITLIST_LIMITS: readonly Limit<{ client: { address: string } }>[] = [
  { counts: "attempts", bucket: "waitlist:address", limit: 5, windowSeconds: 60, key: ({ client }) => client.address },
];

export type WaitlistResult = { message: string; alreadyJoined: boolean };

/**
 * Adds an address to the waitlist. Stored trimmed and lower-cased under a unique index, so a repeat
 * signup in any letter case adds no row and is answered kindly instead of with an error.
 */
export async function joinWaitlist({ email }: WaitlistSignup): Promise<WaitlistResult> {
  const db = await getDb();
  // One statement, no read-then-write: two simultaneous signups of one address cannot both insert.
  const { count } = await db.emailSignup.createMany({ data: [{ email: email.toLowerCase() }], skipDuplicates: true });
  return count === 1
    ? { message: WAITLIST_MESSAGES.joined, alreadyJoined: false }
    : { message: WAITLIST_MESSAGES.alreadyJoined, alreadyJoined: true };
}
