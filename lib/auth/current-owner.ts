import "server-only";

import { asServerRequest, auth, readSession } from "@/auth";
import type { Owner } from "@/lib/auth/owner";
import { unauthorized } from "@/lib/errors";
import {
  GUEST_COOKIE,
  type GuestCookie,
  readCookie,
  SECURE_GUEST_COOKIE,
  verifyGuestCookie,
} from "@/lib/guests/cookie";
import { findActiveGuest } from "@/lib/guests/guests";
import { cookies, headers } from "next/headers";
import type { Session } from "next-auth";
import { cache } from "react";
import { authSecret } from "./secret";
import { renewalCookies, type SessionCookieKind } from "./session";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, type SessionClaims } from "./session-jwt";
import type { RequestLike } from "./types";
import type { PublicUser } from "./users";

/**
 * The one owner module: who is asking, from the request's cookies, for route handlers, server
 * components, server actions and the request gate alike. Nothing else reads the session or guest
 * cookie.
 *
 * A signed-in user wins over a guest. A session is next-auth's (auth.ts): it counts only while its
 * token verifies (encryption, expiry, the 30-day end) AND carries the user's current session version
 * (logout bumps it); a guest only while its signed cookie is within its lifetime and the guest was
 * not ended. The X-Guest-Mode header is never consulted: on its own it grants nothing. Cost: a token
 * decryption with a key derived once, and one primary-key query (`npm run bench -- sessions`).
 */
export type OwnerRead = {
  owner: Owner | null;
  /** The signed-in account (null for guests and visitors), so GET /api/user needs no second query. */
  user: PublicUser | null;
  /** The verified session of `user`, for logout. */
  session: SessionClaims | null;
  /** The verified guest cookie, for logout. */
  guest: GuestCookie | null;
  /** Cookies that are present but no longer work (revoked, expired, forged): responses remove them. */
  stale: SessionCookieKind[];
  /** The session cookie renewed, when it is due (a day old): responses that can set cookies carry it. */
  renewal: string[];
};

/** next-auth's auth() in its API-route form: reads the request's session, appends renewed cookies to `res`. */
type ApiRouteAuth = (context: { req: RequestLike; res: { headers: Headers } }) => Promise<unknown>;

/** Reads the owner from a request's cookies (a Request, a NextRequest, or a page's headers). */
export async function readOwner(req: RequestLike): Promise<OwnerRead> {
  const read: OwnerRead = { owner: null, user: null, session: null, guest: null, stale: [], renewal: [] };
  const header = req.headers.get("cookie");
  const hasSession = Boolean(readCookie(header, SECURE_SESSION_COOKIE) || readCookie(header, SESSION_COOKIE));
  const guestValue = readCookie(header, SECURE_GUEST_COOKIE) || readCookie(header, GUEST_COOKIE);
  if (!hasSession && !guestValue) return read;

  if (hasSession) {
    const answered = new Headers();
    // next-auth's auth() for API routes: the session as Auth.js reads it, with its renewed cookie.
    const sessionRead = asServerRequest({ url: req.url, headers: req.headers }, { sessionRead: true });
    const session = (await readSession(() =>
      (auth as unknown as ApiRouteAuth)({ req: sessionRead, res: { headers: answered } }),
    )) as Session | null;
    if (session?.account) {
      read.owner = { kind: "user", userId: session.account.id, username: session.account.username };
      read.user = session.account;
      read.session = session.claims;
      read.renewal = renewalCookies(answered.getSetCookie(), session.claims);
    } else {
      read.stale.push("session");
    }
  }
  if (guestValue) {
    const guest = verifyGuestCookie(guestValue, await authSecret());
    const active = guest ? await findActiveGuest(guest.guestId) : null;
    if (guest && active) {
      read.guest = guest;
      read.owner ??= { kind: "guest", guestId: guest.guestId };
    } else {
      read.stale.push("guest");
    }
  }
  return read;
}

/** The cookies of a Request, as a jar (the share routes read their own cookie from it). */
export type CookieJar = { get(name: string): { value: string } | undefined };

export function requestCookies(req: { headers: Headers }): CookieJar {
  const header = req.headers.get("cookie");
  return { get: (name) => ((value) => (value === undefined ? undefined : { value }))(readCookie(header, name)) };
}

/** The current request's cookies (server components, server actions, route handlers), read once per render. */
const readCurrentRequest = cache(async (): Promise<OwnerRead> => {
  const [jar, current] = await Promise.all([cookies(), headers()]);
  const request = new Headers(current);
  request.set("cookie", jar.toString());
  return readOwner({ url: `http://${current.get("host") ?? "localhost"}/`, headers: request });
});

/** The current request's owner and, when signed in, the account: what the root layout hands the page. */
export async function getCurrentSession(): Promise<{ owner: Owner | null; user: PublicUser | null }> {
  const { owner, user } = await readCurrentRequest();
  return { owner, user };
}

/**
 * Who is asking: `getOwner()` inside a render, server action or route handler; `getOwner(req)`
 * for a given request (the request gate, tests). Null for a visitor.
 */
export async function getOwner(req?: RequestLike): Promise<Owner | null> {
  return (await (req ? readOwner(req) : readCurrentRequest())).owner;
}

/** Like getOwner, but a visitor is refused with 401 (the JSON error of the REST contract). */
export async function requireOwner(req?: RequestLike): Promise<Owner> {
  const owner = await getOwner(req);
  if (!owner) throw unauthorized();
  return owner;
}
