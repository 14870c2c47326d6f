import "server-only";

import { env } from "@/lib/config/env";

/**
 * The origin absolute links to this site are built on (share links, og:image). A pasted share link
 * must not be steerable by whoever made the request, so the client's own Host and X-Forwarded-Host
 * never decide it unless a trusted proxy wrote them:
 * 1. APP_URL, when set (production should set it);
 * 2. with TRUSTED_PROXY_COUNT > 0, the host and scheme the outermost trusted proxy wrote
 *    (X-Forwarded-Host / X-Forwarded-Proto, counted from the right like X-Forwarded-For in
 *    lib/rate-limit/fixed-window.ts; the Host header when the proxy sets no X-Forwarded-Host);
 * 3. otherwise the address the server itself listens on, over http (a client's X-Forwarded-Proto is
 *    as untrusted as its Host). Under `next start` a route handler's
 *    `req.url` is built from Next's own hostname and port (next-server attachRequestMeta /
 *    resolve-routes: `http://<hostname or localhost>:<port>`), never from Host; a page has no
 *    `req.url`, so the request gate (proxy.ts) hands it the same origin in SERVER_ORIGIN_HEADER,
 *    overwriting anything a client sent under that name.
 * Links sent by e-mail follow stricter rules: mailLinkOrigin.
 */
export const SERVER_ORIGIN_HEADER = "x-stylematch-server-origin";

/** Without the gate's header (a page rendered outside the gate): Next's default listening address. */
const FALLBACK_SERVER_ORIGIN = `http://localhost:${process.env.PORT || 3000}`;

type Settings = { appUrl?: string; trustedProxies: number };

/** For route handlers. */
export function publicOrigin(req: Request, settings: Settings = currentSettings()): string {
  return resolvePublicOrigin(req.headers, new URL(req.url).origin, settings);
}

/** For server components: pass `await headers()` from next/headers. */
export function publicOriginFromHeaders(headers: Headers, settings: Settings = currentSettings()): string {
  return resolvePublicOrigin(headers, headers.get(SERVER_ORIGIN_HEADER) ?? FALLBACK_SERVER_ORIGIN, settings);
}

function currentSettings(): Settings {
  const settings = env();
  return { appUrl: settings.APP_URL, trustedProxies: settings.TRUSTED_PROXY_COUNT };
}

function resolvePublicOrigin(headers: Headers, serverOrigin: string, { appUrl, trustedProxies }: Settings): string {
  if (appUrl) return new URL(appUrl).origin;
  if (trustedProxies > 0) {
    const host = forwardedValue(headers.get("x-forwarded-host"), trustedProxies) ?? headers.get("host")?.trim();
    const proto = forwardedValue(headers.get("x-forwarded-proto"), trustedProxies)?.toLowerCase();
    const origin = host ? originOf(proto === "https" ? "https" : "http", host) : null;
    if (origin) return origin;
  }
  return ownOrigin(serverOrigin);
}

/**
 * The entry the outermost of `trustedProxies` proxies wrote in an X-Forwarded-* header: the Nth from
 * the right, or the only one when the proxy replaces the header. Also lib/http/request-origin.ts.
 */
export function forwardedValue(header: string | null, trustedProxies: number): string | undefined {
  const values = (header ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  return values[Math.max(0, values.length - trustedProxies)];
}

/** `scheme://host` when `host` is a bare host[:port] (the characters rule out a path, user info or a query), else null. */
function originOf(scheme: string, host: string): string | null {
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The origin of links sent by e-mail (password reset). Stricter than publicOrigin: a mailed link
 * carries a live token to an inbox, so a host chosen by the request would be a phishing link that
 * hands the token to whoever forged it. Nothing of the request decides it, not even req.url (which
 * hosting other than `next start` builds from Host), and a proxy's X-Forwarded-Host does not
 * either: proxies commonly copy it from the client's own Host.
 * 1. APP_URL, when set;
 * 2. behind a proxy (TRUSTED_PROXY_COUNT > 0) without APP_URL: null, and the caller sends nothing.
 *    The address the server listens on there is an internal one no reader could open;
 * 3. otherwise the address the server listens on (listeningOrigin).
 */
export function mailLinkOrigin(
  settings: Settings = currentSettings(),
  server: Record<string, string | undefined> = process.env,
): string | null {
  if (settings.appUrl) return new URL(settings.appUrl).origin;
  if (settings.trustedProxies > 0) return null;
  return listeningOrigin(server);
}

/**
 * Where this server listens, from its own start-up rather than any request. `next start`, `next dev`
 * and the standalone server all record it once listening: __NEXT_PRIVATE_ORIGIN (with `-H`/`-p`
 * applied, a wildcard address shown as localhost) and PORT (the port actually bound, `-p` too).
 * The first is private to Next and may go, hence PORT, then Next's default. HOSTNAME is not read:
 * Docker sets it to the container's id, which is no address a browser can open.
 */
export function listeningOrigin(server: Record<string, string | undefined>): string {
  const recorded = server.__NEXT_PRIVATE_ORIGIN;
  if (recorded && URL.canParse(recorded)) {
    const url = new URL(recorded);
    if (url.protocol === "http:" || url.protocol === "https:") return localOrigin(url);
  }
  const port = Number(server.PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? `http://localhost:${port}` : "http://localhost:3000";
}

/**
 * A server bound to every interface (0.0.0.0, ::) is reached on the loopback from the machine itself.
 * The scheme is http: `next start` serves nothing else, and Next writes https into req.url when the
 * request merely *says* X-Forwarded-Proto: https, whoever sent it.
 */
function ownOrigin(serverOrigin: string): string {
  const url = new URL(serverOrigin);
  url.protocol = "http:";
  return localOrigin(url);
}

function localOrigin(url: URL): string {
  if (url.hostname === "0.0.0.0" || url.hostname === "[::]") url.hostname = "localhost";
  return url.origin;
}
