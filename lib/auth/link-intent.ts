import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";
import { AUTH_BASE_PATH } from "./redirect";

/**
 * A signed-in user who proved the password and asked to link a provider (POST
 * /api/account/identities): "<user id>.<session version>.<provider>.<expiry>.<HMAC-SHA256>" in an
 * httpOnly cookie sent only to next-auth's routes, for ten minutes. The provider's callback reads it
 * (auth.ts): a provider account joins an existing account only through it, and only when the
 * provider says the e-mail is verified. A logout or password change in between voids it.
 */
export const LINK_COOKIE = "stylematch-link";
const LIFETIME_S = 10 * 60;

export type LinkIntent = { userId: number; sessionVersion: number; provider: string };

function mac(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`stylematch:link-intent:v1:${payload}`).digest();
}

export function linkIntentCookie(intent: LinkIntent, secret: string, secure: boolean, now = nowSeconds()): string {
  const payload = `${intent.userId}.${intent.sessionVersion}.${intent.provider}.${now + LIFETIME_S}`;
  const value = `${payload}.${mac(secret, payload).toString("base64url")}`;
  return [
    `${LINK_COOKIE}=${value}`,
    `Path=${AUTH_BASE_PATH}`,
    `Max-Age=${LIFETIME_S}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearLinkIntentCookie(secure: boolean): string {
  return [
    `${LINK_COOKIE}=`,
    `Path=${AUTH_BASE_PATH}`,
    "Max-Age=0",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The intent a cookie value holds, while intact and unexpired (the session version is the caller's to check). */
export function readLinkIntent(
  value: string | undefined | null,
  secret: string,
  now = nowSeconds(),
): LinkIntent | null {
  const parts = value?.split(".");
  if (!parts || parts.length !== 5) return null;
  const [id, version, provider, expires, signature] = parts as [string, string, string, string, string];
  if (!/^\d{1,15}$/.test(id) || !/^\d{1,15}$/.test(version) || !/^[a-z]{1,20}$/.test(provider)) return null;
  if (!/^\d{1,15}$/.test(expires) || Number(expires) <= now) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(secret, parts.slice(0, 4).join("."));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(id), sessionVersion: Number(version), provider };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
