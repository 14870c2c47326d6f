import "server-only";

import { clearGuestCookieHeader, guestCookieHeader, signGuestId } from "@/lib/guests/cookie";
import { createGuest, endGuest } from "@/lib/guests/guests";
import { isSessionSetCookie, signInThroughNextAuth, signOutThroughNextAuth } from "./next-auth-actions";
import { authSecret } from "./secret";
import {
  SESSION_IDLE_S,
  SESSION_MAX_AGE_S,
  SESSION_RENEW_AFTER_S,
  type SessionClaims,
  sessionCookieName,
} from "./session-jwt";
import type { SessionUser } from "./users";

/**
 * Starting, renewing and ending sessions: the Set-Cookie values a response carries. Sessions are
 * next-auth's (auth.ts): signing in and out run its actions (lib/auth/next-auth-actions.ts); reading
 * is lib/auth/current-owner.ts. Lifetimes (lib/auth/session-jwt.ts):
 * - a session stops SESSION_IDLE_S after its last renewal, and SESSION_MAX_AGE_S after sign-in
 *   whatever happens: renewal never moves that absolute end;
 * - logout bumps the user's session version, so every cookie issued before it stops working at
 *   once, on every device (next-auth's signOut event, lib/auth/users.ts revokeUserSessions).
 */
export { SESSION_IDLE_S, SESSION_MAX_AGE_S, SESSION_RENEW_AFTER_S };

type CookieOptions = { secure: boolean };
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Of the cookies next-auth set while reading a session (it re-issues the token on every read), the
 * session's own, and only once the token is a day old and not already running to its absolute end,
 * so most answers set no cookie. The cookie's Expires never passes the absolute end either.
 */
export function renewalCookies(setCookies: readonly string[], claims: SessionClaims, now = nowSeconds()): string[] {
  const absoluteEnd = claims.authTime + SESSION_MAX_AGE_S;
  if (now - claims.iat < SESSION_RENEW_AFTER_S || claims.exp >= absoluteEnd) return [];
  const expires = new Date(Math.min(now + SESSION_IDLE_S, absoluteEnd) * 1000).toUTCString();
  return setCookies
    .filter(isSessionSetCookie)
    .map((cookie) => cookie.replace(/;\s*Expires=[^;]*/i, `; Expires=${expires}`));
}

/** The cookie of a new session for a user who just proved who they are (or just registered). */
export function startUserSession(user: SessionUser, options: CookieOptions): Promise<string[]> {
  return signInThroughNextAuth(user, options);
}

/** Creates a private guest and answers the cookie that holds it for this browser session. */
export async function startGuestSession(options: CookieOptions): Promise<string> {
  const guestId = await createGuest();
  return guestCookieHeader(signGuestId(guestId, await authSecret()), options);
}

/**
 * Ends whatever the request's cookies held, on the server first: a user's sessions are revoked
 * through next-auth's sign-out (their version bumped), a guest is ended (its cookie stops working
 * and cleanup removes its data). Answers the Set-Cookie values that remove both cookies.
 */
export async function endSessions(
  held: { cookie: string; session: SessionClaims | null; guestId: string | null },
  options: CookieOptions,
): Promise<string[]> {
  const signedOut = held.session ? await signOutThroughNextAuth(held.cookie, options) : [];
  if (held.guestId) await endGuest(held.guestId);
  return [...signedOut, ...clearingCookies(signedOut.length > 0 ? ["guest"] : ["session", "guest"], options)];
}

export type SessionCookieKind = "session" | "guest";

/** Set-Cookie values that remove the given cookies (both names, secure or not, would be harmless; one suffices). */
export function clearingCookies(kinds: readonly SessionCookieKind[], options: CookieOptions): string[] {
  return kinds.map((kind) =>
    kind === "guest"
      ? clearGuestCookieHeader(options)
      : [
          `${sessionCookieName(options.secure)}=`,
          "Path=/",
          "Max-Age=0",
          "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
          "HttpOnly",
          "SameSite=Lax",
          ...(options.secure ? ["Secure"] : []),
        ].join("; "),
  );
}
