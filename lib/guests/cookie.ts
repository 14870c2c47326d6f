import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The guest cookie holds "<guest id>.<HMAC-SHA256 of the id>". Only the server can mint one, so a
 * guest cannot switch to another guest's closet by editing the cookie, and the X-Guest-Mode header
 * alone grants nothing. No Max-Age: it ends with the browser session, like the spec's flag.
 */
export const GUEST_COOKIE = "stylematch-guest";
/** On https the __Host- prefix makes the browser refuse the cookie from any subdomain or plain http. */
export const SECURE_GUEST_COOKIE = `__Host-${GUEST_COOKIE}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function guestCookieName(secure: boolean): string {
  return secure ? SECURE_GUEST_COOKIE : GUEST_COOKIE;
}

function mac(secret: string, guestId: string): Buffer {
  // A purpose label keeps this MAC from ever being valid as any other token signed with the same secret.
  return createHmac("sha256", secret).update(`stylematch:guest:v1:${guestId}`).digest();
}

export function signGuestId(guestId: string, secret: string): string {
  return `${guestId}.${mac(secret, guestId).toString("base64url")}`;
}

/** The guest id when the value is intact and ours; null for anything else. */
export function verifyGuestCookie(value: string | undefined | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot <= 0) return null;
  const guestId = value.slice(0, dot).toLowerCase();
  if (!UUID.test(guestId)) return null;
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const expected = mac(secret, guestId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : null;
}

type CookieOptions = { secure: boolean };

/** Set-Cookie value that stores the guest for this browser session. */
export function guestCookieHeader(signed: string, { secure }: CookieOptions): string {
  return [`${guestCookieName(secure)}=${signed}`, "Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

/** Set-Cookie value that removes the guest cookie. */
export function clearGuestCookieHeader({ secure }: CookieOptions): string {
  return [`${guestCookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT", ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
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
