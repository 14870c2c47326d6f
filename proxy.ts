import { NextResponse, type NextRequest } from "next/server";
import { guestIdFromCookie } from "@/lib/auth/owner";
import { authUrlFor } from "@/lib/auth/redirect";
import { readSession } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { apiOpenInComingSoon, COMING_SOON_PATH, isProtectedPage, isStaticAsset, pageOpenInComingSoon } from "@/lib/http/gate";
import { getSiteMode } from "@/lib/site-mode";

/**
 * The request gate (Next 16's proxy, on Node). Two jobs:
 * 1. Site mode "coming-soon": pages show the waitlist at the same URL (a rewrite, not a redirect)
 *    and app API calls answer 503, except the admin, mode, waitlist and health paths.
 * 2. Protected pages need a signed-in user or a guest cookie; anyone else goes to /auth with the
 *    path to come back to. This only checks signatures (no database): route handlers check the
 *    owner again (lib/http/route.ts withOwner), so the gate is never the only line of defence.
 */
export async function proxy(req: NextRequest): Promise<Response> {
  const { pathname, search } = req.nextUrl;
  if (isStaticAsset(pathname)) return NextResponse.next();

  const comingSoon = (await currentMode()) === "coming-soon";
  if (pathname.startsWith("/api/")) {
    if (comingSoon && !apiOpenInComingSoon(pathname, req.method)) {
      const message = `${env().PRODUCT_NAME} is coming soon. Join the waitlist to hear when it opens.`;
      return Response.json({ message }, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "60" } });
    }
    return NextResponse.next();
  }
  if (comingSoon) {
    return pageOpenInComingSoon(pathname) ? NextResponse.next() : NextResponse.rewrite(new URL(COMING_SOON_PATH, req.url));
  }
  // Only page loads are turned away; a Server Action posted from a page checks its own caller.
  const pageLoad = req.method === "GET" || req.method === "HEAD";
  if (pageLoad && isProtectedPage(pathname) && !(await hasOwner(req))) {
    return NextResponse.redirect(new URL(authUrlFor(`${pathname}${search}`), req.url));
  }
  return NextResponse.next();
}

async function currentMode(): Promise<string> {
  try {
    return await getSiteMode();
  } catch (error) {
    // No database yet (first start) or a hiccup with nothing cached: serve the app rather than an error page.
    console.error("[stylematch] request gate could not read the site mode", error);
    return "app";
  }
}

async function hasOwner(req: NextRequest): Promise<boolean> {
  if ((await readSession(req)).user) return true;
  return (await guestIdFromCookie(req)) !== null;
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico).*)",
      // Link prefetches skip the gate. The client router remembers a redirect answered to a prefetch,
      // so a visitor who signs in afterwards would keep being sent back to /auth. The navigation
      // itself always passes through here, and prefetches of these dynamic pages carry no owner data.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
