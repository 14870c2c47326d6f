import "server-only";

import { clearGuestCookieHeader, guestCookieHeader, signGuestId } from "@/lib/guests/cookie";
import { createGuest, endGuest } from "@/lib/guests/guests";
import { authSecret } from "./secret";
import { mintSessionToken, SESSION_MAX_AGE_S, type SessionClaims, sessionCookieName } from "./session-token";
import { revokeUserSessions, type SessionUser } from "./users";

/**
 * Starting, renewing and ending sessions: the Set-Cookie values a response carries. Reading them
 * is lib/auth/current-owner.ts. Lifetimes:
 * - a session stops SESSION_IDLE_S after its last renewal, and SESSION_MAX_AGE_S after sign-in
 *   whatever happens: renewal never moves that absolute end;
 * - logout bumps the user's session version, so every cookie issued before it stops working at
 *   once, on every device (lib/auth/users.ts revokeUserSessions).
 */
export { SESSION_MAX_AGE_S };
export const SESSION_IDLE_S = 14 * 24 * 60 * 60;
/** A token older than this is re-issued on the next request that can set cookies. */
export const SESSION_RENEW_AFTER_S = 24 * 60 * 60;

type CookieOptions = { secure: boolean };
const nowSeconds = () => Math.floor(Date.now() / 1000);

function sessionCookieHeader(token: string, expiresAt: number, { secure }: CookieOptions): string {
  const attributes = [
    `Path=/`,
    `Expires=${new Date(expiresAt * 1000).toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  return [`${sessionCookieName(secure)}=${token}`, ...attributes].join("; ");
}

async function issue(
  claims: Pick<SessionClaims, "uid" | "sv" | "authTime">,
  options: CookieOptions,
  now: number,
): Promise<string> {
  const expiresAt = Math.min(now + SESSION_IDLE_S, claims.authTime + SESSION_MAX_AGE_S);
  const token = await mintSessionToken(claims, { secret: await authSecret(), secure: options.secure, expiresAt, now });
  return sessionCookieHeader(token, expiresAt, options);
}

/** The cookie of a new session for a user who just proved who they are. */
export async function startUserSession(user: SessionUser, options: CookieOptions, now = nowSeconds()): Promise<string> {
  return issue({ uid: user.id, sv: user.sessionVersion, authTime: now }, options, now);
}

/** A renewed session cookie when the token is old enough and its absolute end still lies ahead; else null. */
export async function renewedSessionCookie(
  claims: SessionClaims,
  options: CookieOptions,
  now = nowSeconds(),
): Promise<string | null> {
  const absoluteEnd = claims.authTime + SESSION_MAX_AGE_S;
  if (now - claims.iat < SESSION_RENEW_AFTER_S || claims.exp >= absoluteEnd) return null;
  return issue(claims, options, now);
}

/** Creates a private guest and answers the cookie that holds it for this browser session. */
export async function startGuestSession(options: CookieOptions): Promise<string> {
  const guestId = await createGuest();
  return guestCookieHeader(signGuestId(guestId, await authSecret()), options);
}

/**
 * Ends whatever the request's cookies held, on the server first: a user's sessions are revoked
 * (their version bumped), a guest is ended (its cookie stops working and cleanup removes its data).
 * Answers the Set-Cookie values that remove both cookies from the browser.
 */
export async function endSessions(
  held: { session: SessionClaims | null; guestId: string | null },
  options: CookieOptions,
): Promise<string[]> {
  if (held.session) await revokeUserSessions(held.session.uid, held.session.sv);
  if (held.guestId) await endGuest(held.guestId);
  return clearingCookies(["session", "guest"], options);
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
