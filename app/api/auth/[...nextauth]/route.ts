import { handlers } from "@/auth";
import { afterAuthRoute, authRouteRefusal } from "@/lib/http/auth-routes";
import type { NextRequest } from "next/server";

/**
 * next-auth's own routes (CSRF, session, sign-in with a provider and its callback, sign-out), inside
 * lib/auth/next-auth-routes.ts: the credentials provider is the REST routes' alone, a site in
 * coming-soon mode starts no sign-in, and a provider sign-in ends guest mode.
 */
export async function GET(req: NextRequest): Promise<Response> {
  return (await authRouteRefusal(req)) ?? afterAuthRoute(req, await handlers.GET(req));
}

export async function POST(req: NextRequest): Promise<Response> {
  return (await authRouteRefusal(req)) ?? afterAuthRoute(req, await handlers.POST(req));
}
