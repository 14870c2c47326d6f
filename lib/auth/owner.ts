import "server-only";
import { clearGuestCookieHeader, guestCookieName, readCookie, verifyGuestCookie } from "@/lib/guests/cookie";
import { findActiveGuest } from "@/lib/guests/guests";
import type { Owner } from "@/lib/owner";
import { isHttps } from "./request-origin";
import { authSecret } from "./secret";
import { readSession, type RequestLike, type SessionRead } from "./session";
import { getUserById } from "./users";

/** The guest id a request's cookie proves (signature only; the guest may since have been removed). */
export async function guestIdFromCookie(req: RequestLike): Promise<string | null> {
  const value = readCookie(req.headers.get("cookie"), guestCookieName(isHttps(req)));
  return verifyGuestCookie(value, await authSecret());
}

export type OwnerResolution = {
  owner: Owner | null;
  /** The session as Auth.js read it (its user is null for guests and visitors). */
  session: SessionRead;
  /** Cookies the response should carry, e.g. removing a guest cookie whose guest is gone. */
  setCookies: string[];
};

/**
 * Who is asking: a signed-in user (checked by Auth.js and still present in the database) wins over
 * a guest; a guest needs a valid signed cookie for a guest that still exists. The X-Guest-Mode
 * header is never consulted: on its own it grants nothing.
 */
export async function resolveOwner(req: RequestLike): Promise<OwnerResolution> {
  const session = await readSession(req);
  if (session.user) {
    const user = await getUserById(session.user.id);
    if (user) return { owner: { kind: "user", userId: user.id, username: user.username }, session, setCookies: [] };
  }
  const guestId = await guestIdFromCookie(req);
  if (!guestId) return { owner: null, session, setCookies: [] };
  if (await findActiveGuest(guestId)) return { owner: { kind: "guest", guestId }, session, setCookies: [] };
  return { owner: null, session, setCookies: [clearGuestCookieHeader({ secure: isHttps(req) })] };
}
