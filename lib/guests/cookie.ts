import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The guest cookie holds "<guest id>.<issued at, seconds>.<HMAC-SHA256 of both>". Only the server can
 * mint one, so a guest cannot switch to another guest's closet by editing the cookie, and the
 * X-Guest-Mode header alone grants nothing. The issue time gives it the same absolute lifetime as
 * a session; ending guest mode revokes it on the server (guests.ended_at). No Max-Age: it ends with
 * the browser session, like the spec's flag.
 */
export const GUEST_COOKIE = "stylematch-guest";
/** On https the __Host- prefix makes the browser refuse the cookie from any subdomain or plain http. */
export const SECURE_GUEST_COOKIE = `__Host-${GUEST_COOKIE}`;
/** A guest cookie stops working this long after it was issued, however active the guest. */
export const GUEST_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function guestCookieName(secure: boolean): string {
  return secure ? SECURE_GUEST_COOKIE : GUEST_COOKIE;
}

function mac(secret: string, guestId: string, issuedAt: number): Buffer {
  // A purpose label keeps this MAC from ever being valid as any other token signed with the same secret.
  return createHmac("sha256", secret).update(`stylematch:guest:v2:${guestId}:${issuedAt}`).digest();
}

export function signGuestId(guestId: string, secret: string, issuedAt = Math.floor(Date.now() / 1000)): string {
  return `${guestId}.${issuedAt}.${mac(secret, guestId, issuedAt).toString("base64url")}`;
}

export type GuestCookie = { guestId: string; issuedAt: number };

/** The guest id and issue time when the value is intact, ours and within its lifetime; null for anything else. */
export function verifyGuestCookie(
  value: string | undefined | null,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): GuestCookie | null {
  const parts = value?.split(".");
  if (!parts || parts.length !== 3) return null;
  const [id, issued, signature] = parts as [string, string, string];
  const guestId = id.toLowerCase();
  const issuedAt = /^\d{1,12}$/.test(issued) ? Number(issued) : NaN;
  if (!UUID.test(guestId) || !Number.isSafeInteger(issuedAt)) return null;
  if (issuedAt > now + 60 || now - issuedAt >= GUEST_COOKIE_MAX_AGE_S) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(secret, guestId, issuedAt);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { guestId, issuedAt } : null;
}

type CookieOptions = { secure: boolean };

/** Set-Cookie value that stores the guest for this browser session. */
export function guestCookieHeader(signed: string, { secure }: CookieOptions): string {
  return [
    `${guestCookieName(secure)}=${signed}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Set-Cookie value that removes the guest cookie. */
export function clearGuestCookieHeader({ secure }: CookieOptions): string {
  return [
    `${guestCookieName(secure)}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Reads one cookie from a Cookie header. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponentSafe(part.slice(eq + 1).trim());
  }
  return undefined;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
