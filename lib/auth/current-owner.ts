import "server-only";

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
import { cookies } from "next/headers";
import { cache } from "react";
import { authSecret } from "./secret";
import type { SessionCookieKind } from "./session";
import { readSessionToken, SECURE_SESSION_COOKIE, SESSION_COOKIE, type SessionClaims } from "./session-token";
import type { RequestLike } from "./types";
import { findSessionUser, type PublicUser } from "./users";

/**
 * The one owner module: who is asking, from the request's cookies, for route handlers, server
 * components, server actions and the request gate alike. Nothing else reads the session or guest
 * cookie.
 *
 * A signed-in user wins over a guest. A session counts only while its token verifies (signature,
 * encryption, expiry) AND carries the user's current session version (logout bumps it); a guest
 * only while its signed cookie is within its lifetime and the guest was not ended. The X-Guest-Mode
 * header is never consulted: on its own it grants nothing. Cost: a synchronous token check (a few
 * microseconds) and one primary-key query.
 */
export type CookieJar = { get(name: string): { value: string } | undefined };

export type OwnerRead = {
  owner: Owner | null;
  /** The signed-in account (null for guests and visitors), so GET /api/user needs no second query. */
  user: PublicUser | null;
  /** The verified session of `user`, for renewal and logout. */
  session: SessionClaims | null;
  /** The verified guest cookie, for logout. */
  guest: GuestCookie | null;
  /** Cookies that are present but no longer work (revoked, expired, forged): responses remove them. */
  stale: SessionCookieKind[];
};

function firstCookie(jar: CookieJar, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = jar.get(name)?.value;
    if (value) return value;
  }
  return undefined;
}

/** Reads the owner from a cookie jar (NextRequest.cookies, next/headers cookies(), or requestCookies(req)). */
export async function readOwner(jar: CookieJar): Promise<OwnerRead> {
  const read: OwnerRead = { owner: null, user: null, session: null, guest: null, stale: [] };
  const token = firstCookie(jar, [SECURE_SESSION_COOKIE, SESSION_COOKIE]);
  const guestValue = firstCookie(jar, [SECURE_GUEST_COOKIE, GUEST_COOKIE]);
  if (!token && !guestValue) return read;
  const secret = await authSecret();

  if (token) {
    const cookieName = jar.get(SECURE_SESSION_COOKIE)?.value ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
    const claims = readSessionToken(token, { secret, cookieName });
    const user = claims ? await findSessionUser(claims.uid, claims.sv) : null;
    if (claims && user) {
      read.owner = { kind: "user", userId: user.id, username: user.username };
      read.user = user;
      read.session = claims;
    } else {
      read.stale.push("session");
    }
  }
  if (guestValue) {
    const guest = verifyGuestCookie(guestValue, secret);
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

/** The cookies of a Request, as a jar. */
export function requestCookies(req: RequestLike): CookieJar {
  const header = req.headers.get("cookie");
  return { get: (name) => ((value) => (value === undefined ? undefined : { value }))(readCookie(header, name)) };
}

/** The current request's cookies (server components, server actions, route handlers), read once per render. */
const readCurrentRequest = cache(async (): Promise<OwnerRead> => readOwner(await cookies()));

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
  return (await (req ? readOwner(requestCookies(req)) : readCurrentRequest())).owner;
}

/** Like getOwner, but a visitor is refused with 401 (the JSON error of the REST contract). */
export async function requireOwner(req?: RequestLike): Promise<Owner> {
  const owner = await getOwner(req);
  if (!owner) throw unauthorized();
  return owner;
}
