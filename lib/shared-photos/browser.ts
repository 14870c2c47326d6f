import "server-only";

import type { CookieJar } from "@/lib/auth/current-owner";
import { crossSite } from "@/lib/errors";
import { createHash, randomBytes } from "node:crypto";
import { SHARE_STASH_TTL_SECONDS } from "./constants";

/**
 * A stash belongs to the browser that shared it. Anyone can post photos to /share-target (no
 * sign-in: the share sheet posts before anyone may be signed in), so a token alone would let a
 * stranger make a stash and send a signed-in person the link. The share's answer therefore also
 * sets a cookie holding a random secret of this browser (reused by its next shares), and the stash
 * is stored under the hash of token and secret together: another browser, holding the token but
 * not the secret, finds nothing (404).
 *
 * The cookie is HttpOnly and SameSite=Lax: the share sheet's POST is a top-level navigation, whose
 * answer may set a Lax cookie; the 303 to /closet-upload and the page's own calls are same-site, so
 * they carry it. Path=/ (the __Host- prefix on https requires it), and it lasts as long as a stash.
 */
export const SHARE_BROWSER_COOKIE = "stylematch-shared";
/** On https the __Host- prefix makes the browser refuse the cookie from any subdomain or plain http. */
export const SECURE_SHARE_BROWSER_COOKIE = `__Host-${SHARE_BROWSER_COOKIE}`;

const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** This browser's share secret from its cookies, or null when it has none of ours. */
export function shareBrowserSecret(jar: CookieJar): string | null {
  for (const name of [SECURE_SHARE_BROWSER_COOKIE, SHARE_BROWSER_COOKIE]) {
    const value = jar.get(name)?.value;
    if (value && SECRET.test(value)) return value;
  }
  return null;
}

/** 32 random bytes, base64url. */
export const newShareBrowserSecret = () => randomBytes(32).toString("base64url");

/** The Set-Cookie value that keeps this browser's secret for as long as its newest stash lives. */
export function shareBrowserCookie(secret: string, { secure }: { secure: boolean }): string {
  return [
    `${secure ? SECURE_SHARE_BROWSER_COOKIE : SHARE_BROWSER_COOKIE}=${secret}`,
    "Path=/",
    `Max-Age=${SHARE_STASH_TTL_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** What a stash row is found by: neither the token nor the secret alone. */
export const stashHash = (token: string, browser: string) =>
  createHash("sha256").update(`stylematch:shared-photos:${token}:${browser}`).digest("hex");

/**
 * The route wrapper refuses another site's Origin and lets the opaque "null" through for this
 * route (`opaqueOrigin`). Chromium sends "null" for a navigation the browser starts itself, which
 * is what the share sheet's POST is, but so does any page that posts from a sandboxed frame or a
 * data: URL. Fetch metadata tells them apart: only a navigation the browser starts itself carries
 * `Sec-Fetch-Site: none`, and no page can send that header. So "null" passes with it, and nowhere
 * else (403).
 */
export function assertShareSheetOrigin(headers: Headers): void {
  if (headers.get("origin") === "null" && headers.get("sec-fetch-site") !== "none") throw crossSite();
}
