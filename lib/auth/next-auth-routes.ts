import "server-only";

import { AUTH_BASE_PATH } from "@/auth";
import { AppError, errorResponse } from "@/lib/errors";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { comingSoonRefusal, siteModeForRequests } from "@/lib/site-mode";

/**
 * What next-auth's routes (app/api/auth/[...nextauth]) refuse before Auth.js sees the request:
 * - the credentials provider from outside: it signs in with a proof only this server makes
 *   (lib/auth/sign-in-proof.ts), and passwords go through POST /api/login with its limits (404);
 * - anything while the site is in coming-soon mode (503, as the rest of the API).
 * Null lets the request through.
 */
export async function authRouteRefusal(req: Request): Promise<Response | null> {
  const [, provider] = new URL(req.url).pathname.slice(AUTH_BASE_PATH.length + 1).split("/");
  if (provider?.toLowerCase() === "credentials")
    return errorResponse(new AppError(404, "not_found", AUTH_MESSAGES.passwordSignInElsewhere)).response;
  if ((await siteModeForRequests()) === "coming-soon") return errorResponse(comingSoonRefusal()).response;
  return null;
}
