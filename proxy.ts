import { readOwner } from "@/lib/auth/current-owner";
import { authUrlFor } from "@/lib/auth/redirect";
import { env } from "@/lib/config/env";
import { newNonce, pageContentSecurityPolicy } from "@/lib/http/content-security-policy";
import {
  COMING_SOON_PATH,
  isProtectedPage,
  isStaticAsset,
  pageOpenInComingSoon,
  pagePath,
  requestedPage,
  under,
} from "@/lib/http/gate";
import { SERVER_ORIGIN_HEADER } from "@/lib/http/public-origin";
import { isHttps, strictTransportSecurity } from "@/lib/http/request-origin";
import { ROUTER_STATE_HEADER, routerStateHeaderParses } from "@/lib/http/router-state";
import {
  isUnavailableReason,
  PAGE_PATH_HEADER,
  UNAVAILABLE_PATH,
  UNAVAILABLE_RENDER_HEADER,
} from "@/lib/http/unavailable";
import { unavailablePage, unavailableReason } from "@/lib/http/unavailable-page";
import { ERROR_MESSAGES } from "@/lib/messages/errors";
import { siteModeForRequests } from "@/lib/site-mode";
import { type NextRequest, NextResponse } from "next/server";

/**
 * The request gate for pages (Next 16's proxy, on Node). Three jobs, for every page request whatever
 * its headers (a prefetch is gated like the navigation it prepares):
 * 1. Every page answer carries a Content-Security-Policy with a fresh script nonce
 *    (lib/http/content-security-policy.ts); the same policy on the request lets Next stamp the nonce
 *    on its scripts. Other security headers, and the policy of non-page responses, come from
 *    next.config.mjs.
 * 2. Site mode "coming-soon": pages show the waitlist at the same URL (a rewrite, not a redirect).
 * 3. Protected pages need a signed-in user or a live guest (lib/auth/current-owner.ts, the same check the
 *    API makes); anyone else goes to /auth with the path to come back to.
 * 4. When it cannot decide (a cold start that cannot read the site mode) or the database is too busy
 *    to answer, it fails closed: the starting-up or busy page with 503 and Retry-After.
 * API routes are not matched: the route wrapper (lib/http/route.ts) applies the site mode and the
 * owner check to every one of them itself. Kept out of the proxy, their bodies stream straight to
 * the handler, which bounds them (a proxy makes Next buffer every body first).
 * A client router that cached a redirect answered to a prefetch drops it when the session
 * changes (switchOwner in components/auth/session.tsx), so signing in afterwards is not sent back to /auth.
 */
export async function proxy(req: NextRequest): Promise<Response> {
  // Next would throw on it while rendering (a 500), a public file's answer included; it is the
  // client's to fix, so it is refused before anything passes.
  if (!routerStateHeaderParses(req.headers.get(ROUTER_STATE_HEADER))) {
    return new NextResponse(ERROR_MESSAGES.invalidRouterState, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const https = isHttps(req);
  const page = requestedPage(req.nextUrl.pathname);
  if (isStaticAsset(page)) return NextResponse.next({ headers: strictTransportSecurity(https) });

  const policy = pageContentSecurityPolicy({
    nonce: newNonce(),
    https,
    dev: process.env.NODE_ENV === "development",
    imagesBaseUrl: env().STORAGE_PUBLIC_BASE_URL,
  });
  const headers = new Headers(req.headers);
  headers.set("Content-Security-Policy", policy);
  // The origin Next itself was reached at (its own hostname and port, never the client's Host),
  // for pages that build absolute links (lib/http/public-origin.ts); replaces any client copy.
  headers.set(SERVER_ORIGIN_HEADER, new URL(req.url).origin);
  // Replaces any client copy: a page that finds the database busy sends the visitor back here (lib/http/busy-page.ts).
  headers.set(PAGE_PATH_HEADER, pagePath(req.nextUrl));
  const pageHeaders = { "Content-Security-Policy": policy, ...strictTransportSecurity(https) };
  // The starting-up and busy page must not wait on the database. The gate's own rendering of it
  // (lib/http/unavailable-page.ts) passes; anyone else was sent there and gets it with its 503.
  if (under(page, UNAVAILABLE_PATH)) {
    if (req.headers.has(UNAVAILABLE_RENDER_HEADER))
      return withHeaders(NextResponse.next({ request: { headers } }), pageHeaders);
    const { searchParams } = req.nextUrl;
    const reason = searchParams.get("reason");
    const from = searchParams.get("from") ?? "/";
    const answer = await unavailablePage(req, isUnavailableReason(reason) ? reason : "busy", from);
    return withHeaders(answer, strictTransportSecurity(https));
  }
  try {
    return withHeaders(await gate(req, page, { headers }), pageHeaders);
  } catch (error) {
    // A cold start that cannot read the site mode, or a database too slow for the owner read: a
    // friendly 503 with Retry-After rather than a 500 (the API answers the same 503s).
    const reason = unavailableReason(error);
    if (!reason) throw error;
    return withHeaders(await unavailablePage(req, reason), strictTransportSecurity(https));
  }
}

function withHeaders<R extends Response>(response: R, headers: Record<string, string>): R {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

async function gate(req: NextRequest, pathname: string, request: { headers: Headers }): Promise<NextResponse> {
  if ((await siteModeForRequests()) === "coming-soon") {
    return pageOpenInComingSoon(pathname)
      ? NextResponse.next({ request })
      : NextResponse.rewrite(new URL(COMING_SOON_PATH, req.url), { request });
  }
  // Only page loads are turned away; a Server Action posted from a page checks its own caller (getOwner).
  const pageLoad = req.method === "GET" || req.method === "HEAD";
  if (pageLoad && isProtectedPage(pathname) && !(await readOwner(req)).owner) {
    return NextResponse.redirect(new URL(authUrlFor(pagePath(req.nextUrl)), req.url));
  }
  return NextResponse.next({ request });
}

export const config = {
  // Every page; not the API (see above), nor the framework's static files. No request header exempts a page.
  // /share-target is a route handler taking up to 20 photos: like the API, kept out so its body streams.
  matcher: ["/((?!api/|share-target|_next/static|_next/image|favicon.ico).*)"],
};
