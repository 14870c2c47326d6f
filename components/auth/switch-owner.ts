import { clearGuestFlags, setGuestFlag } from "@/lib/auth/client-storage";
import { sessionChanged } from "@/lib/auth/session-actions";
import { setSession } from "@/lib/auth/session-store";
import type { PublicUser } from "@/lib/auth/types";

/**
 * After sign-in, registration, guest mode or logout. First the page router's cache (see
 * sessionChanged): screens react to the new session at once by navigating, and those navigations
 * must not be answered from the previous visitor's cache. Then this tab's guest flag, then the
 * session store, whose change clears React Query's cache where a screen runs it (QueryProvider).
 */
export async function switchOwner(user: PublicUser | null, guest: boolean): Promise<void> {
  await sessionChanged().catch(() => undefined);
  if (guest) setGuestFlag();
  else clearGuestFlags();
  setSession({ user, guest });
}
