import "server-only";
import { guestIdFromCookie } from "@/lib/auth/owner";
import { isHttps, type RequestLike } from "@/lib/auth/request-origin";
import { authSecret } from "@/lib/auth/secret";
import { clientAddress, enforceRateLimit } from "@/lib/rate-limit";
import { scheduleGuestCleanup } from "./cleanup";
import { guestCookieHeader, signGuestId } from "./cookie";
import { createGuest, findActiveGuest } from "./guests";

/** Each new guest is a database row: bound how fast one address can make them. */
export const GUEST_LIMIT = { bucket: "guest:address", limit: 60, windowSeconds: 60 * 60 } as const;

/** The guest this request's cookie belongs to, if that guest still exists. */
export async function currentGuestId(req: RequestLike): Promise<string | null> {
  const guestId = await guestIdFromCookie(req);
  return guestId ? findActiveGuest(guestId) : null;
}

/**
 * POST /api/guest: keeps the current guest when the cookie proves one, otherwise creates a private
 * guest and answers the cookie that holds it for this browser session.
 */
export async function continueAsGuest(req: Request): Promise<{ guestId: string; setCookies: string[] }> {
  void scheduleGuestCleanup();
  const existing = await currentGuestId(req);
  if (existing) return { guestId: existing, setCookies: [] };
  await enforceRateLimit({ ...GUEST_LIMIT, key: clientAddress(req) });
  const guestId = await createGuest();
  const cookie = guestCookieHeader(signGuestId(guestId, await authSecret()), { secure: isHttps(req) });
  return { guestId, setCookies: [cookie] };
}
