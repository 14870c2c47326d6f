import { DEFAULT_REDIRECT } from "@/lib/constants";

/**
 * Where to send someone after signing in. The value arrives in a URL (/auth?redirect=...) and in
 * sessionStorage, so it is untrusted: only a same-origin relative path is accepted, never another
 * site ("//evil.com", "/\\evil.com", "https://..."), and never /auth itself (that would loop).
 * Client-safe: used by the request gate and the /auth screen.
 */
export const AUTH_PATH = "/auth";
/** The account screen (the header's 'account' links). */
export const ACCOUNT_PATH = "/account";
/** Where next-auth's own routes live (app/api/auth/[...nextauth]; auth.ts's basePath). */
export const AUTH_BASE_PATH = "/api/auth";
const MAX_LENGTH = 2048;
const BASE = "http://stylematch.invalid";

export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  // Browsers read "\" as "/" and drop tabs/newlines, so "/\evil.com" or "/\t/evil.com" would leave the site.
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The stored redirect when it is safe, otherwise the default (/). */
export function redirectTargetOrDefault(value: unknown): string {
  return safeRedirectPath(value) ?? DEFAULT_REDIRECT;
}

/** /auth?redirect=<path> for a visitor the gate turned away from `path`. */
export function authUrlFor(path: string): string {
  const target = safeRedirectPath(path);
  return target && target !== DEFAULT_REDIRECT ? `${AUTH_PATH}?redirect=${encodeURIComponent(target)}` : AUTH_PATH;
}
