import { NextResponse, type NextRequest } from "next/server";
import { readOwner } from "@/lib/auth/owner";
import { authUrlFor } from "@/lib/auth/redirect";
import { toErrorResponse } from "@/lib/errors";
import { apiOpenInComingSoon, COMING_SOON_PATH, isProtectedPage, isStaticAsset, pageOpenInComingSoon } from "@/lib/http/gate";
import { comingSoonRefusal, siteModeForRequests } from "@/lib/site-mode";

/**
 * The request gate (Next 16's proxy, on Node). Two jobs, for every request whatever its headers
 * (a prefetch is gated like the navigation it prepares):
 * 1. Site mode "coming-soon": pages show the waitlist at the same URL (a rewrite, not a redirect)
 *    and app API calls answer 503, except the admin, mode, waitlist and health paths. The route
 *    wrapper (lib/http/route.ts) refuses the same calls again, so a gate mistake cannot open the API.
 * 2. Protected pages need a signed-in user or a live guest (lib/auth/owner.ts, the same check the
 *    API makes); anyone else goes to /auth with the path to come back to.
 * A client router that cached a redirect answered to a prefetch drops it when the session
 * changes (lib/auth/session-actions.ts), so signing in afterwards is not sent back to /auth.
 */
export async function proxy(req: NextRequest): Promise<Response> {
  const { pathname, search } = req.nextUrl;
  if (isStaticAsset(pathname)) return NextResponse.next();

  const comingSoon = (await siteModeForRequests()) === "coming-soon";
  if (pathname.startsWith("/api/")) {
    return comingSoon && !apiOpenInComingSoon(pathname, req.method) ? toErrorResponse(comingSoonRefusal()) : NextResponse.next();
  }
  if (comingSoon) {
    return pageOpenInComingSoon(pathname) ? NextResponse.next() : NextResponse.rewrite(new URL(COMING_SOON_PATH, req.url));
  }
  // Only page loads are turned away; a Server Action posted from a page checks its own caller (getOwner).
  const pageLoad = req.method === "GET" || req.method === "HEAD";
  if (pageLoad && isProtectedPage(pathname) && !(await readOwner(req.cookies)).owner) {
    return NextResponse.redirect(new URL(authUrlFor(`${pathname}${search}`), req.url));
  }
  return NextResponse.next();
}

export const config = {
  // Everything but the framework's static files: no request header exempts a page or an API route.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
