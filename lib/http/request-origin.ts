import "server-only";

import type { RequestLike } from "@/lib/auth/types";
import { env } from "@/lib/config/env";
import { forwardedValue } from "./public-origin";

export type { RequestLike };

/**
 * The origin the browser used: it decides whether cookies are marked Secure (and named __Secure-/
 * __Host-), which writes count as same-origin, and the pages' https-only policy. Behind a
 * TLS-terminating proxy the app itself sees http, so the scheme and host the outermost trusted proxy
 * wrote (X-Forwarded-Proto/Host, TRUSTED_PROXY_COUNT as for addresses) win. With no proxy in front,
 * the X-Forwarded-* headers are the client's own words and count for nothing: `next start` speaks
 * plain http, whatever the request claims (Next even writes a claimed https into req.url), and the
 * host is the Host header the browser sent.
 */
export function requestOrigin(req: RequestLike, trustedProxies: number = env().TRUSTED_PROXY_COUNT): URL {
  const trusted = (name: string) =>
    trustedProxies > 0 ? forwardedValue(req.headers.get(name), trustedProxies) : undefined;
  const scheme = trusted("x-forwarded-proto")?.toLowerCase() === "https" ? "https" : "http";
  const ownHost = new URL(req.url).host;
  // Built afresh, not set on req.url: URL's host setter keeps the old port when the new host has none.
  for (const host of [trusted("x-forwarded-host") ?? req.headers.get("host")?.trim(), ownHost]) {
    if (!host) continue;
    try {
      return new URL(new URL(`${scheme}://${host}`).origin);
    } catch {
      // Not a host: the next candidate.
    }
  }
  return new URL(`${scheme}://${ownHost}`);
}

export function isHttps(req: RequestLike, trustedProxies?: number): boolean {
  return requestOrigin(req, trustedProxies).protocol === "https:";
}

/**
 * HSTS for an answer to a request that came over https by the same reading as `isHttps` (so a
 * client's own X-Forwarded-Proto counts for nothing without a trusted proxy), and only then: set at
 * run time by the page gate (proxy.ts) and the API's route wrapper, because next.config's headers are
 * fixed at build time and cannot know TRUSTED_PROXY_COUNT.
 */
export function strictTransportSecurity(https: boolean): Record<string, string> {
  return https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {};
}
