import "server-only";

/** The parts of a request that auth needs; a Request (or NextRequest) satisfies it. */
export type RequestLike = { url: string; headers: Headers };

/**
 * The origin the browser used. Behind a TLS-terminating proxy the app itself sees http, so the
 * proxy's X-Forwarded-Proto/Host win; that decides whether cookies are marked Secure.
 * (A forged header can only make cookies stricter than the connection allows, never weaker.)
 */
export function requestOrigin(req: RequestLike): URL {
  const url = new URL(req.url);
  const proto = firstValue(req.headers.get("x-forwarded-proto"));
  const host = firstValue(req.headers.get("x-forwarded-host")) ?? req.headers.get("host");
  if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  if (host) url.host = host;
  return new URL(url.origin);
}

export function isHttps(req: RequestLike): boolean {
  return requestOrigin(req).protocol === "https:";
}

function firstValue(header: string | null): string | undefined {
  const value = header?.split(",")[0]?.trim();
  return value || undefined;
}
