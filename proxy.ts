import { NextResponse, type NextRequest } from "next/server";
import { readOwner } from "@/lib/auth/owner";
import { authUrlFor } from "@/lib/auth/redirect";
import { COMING_SOON_PATH, isProtectedPage, isStaticAsset, pageOpenInComingSoon } from "@/lib/http/gate";
import { siteModeForRequests } from "@/lib/site-mode";

/**
 * The request gate for pages (Next 16's proxy, on Node). Two jobs, for every page request whatever
 * its headers (a prefetch is gated like the navigation it prepares):
 * 1. Site mode "coming-soon": pages show the waitlist at the same URL (a rewrite, not a redirect).
 * 2. Protected pages need a signed-in user or a live guest (lib/auth/owner.ts, the same check the
 *    API makes); anyone else goes to /auth with the path to come back to.
 * API routes are not matched: the route wrapper (lib/http/route.ts) applies the site mode and the
 * owner check to every one of them itself. Kept out of the proxy, their bodies stream straight to
 * the handler, which bounds them (a proxy makes Next buffer every body first).
 * A client router that cached a redirect answered to a prefetch drops it when the session
 * changes (lib/auth/session-actions.ts), so signing in afterwards is not sent back to /auth.
 */
export async function proxy(req: NextRequest): Promise<Response> {
  const { pathname, search } = req.nextUrl;
  if (isStaticAsset(pathname)) return NextResponse.next();

  if ((await siteModeForRequests()) === "coming-soon") {
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
  // Every page; not the API (see above), nor the framework's static files. No request header exempts a page.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
