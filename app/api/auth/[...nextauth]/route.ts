import { handlers } from "@/auth";
import { authRouteRefusal } from "@/lib/auth/next-auth-routes";
import type { NextRequest } from "next/server";

/**
 * next-auth's own routes (CSRF, session, sign-in with a provider and its callback, sign-out), behind
 * the refusals of lib/auth/next-auth-routes.ts: the credentials provider is the REST routes' alone,
 * and a site in coming-soon mode starts no sign-in.
 */
export async function GET(req: NextRequest): Promise<Response> {
  return (await authRouteRefusal(req)) ?? handlers.GET(req);
}

export async function POST(req: NextRequest): Promise<Response> {
  return (await authRouteRefusal(req)) ?? handlers.POST(req);
}
