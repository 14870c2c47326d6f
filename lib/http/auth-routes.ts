import "server-only";

import { clearLinkIntentCookie, LINK_COOKIE } from "@/lib/auth/link-intent";
import { isSessionSetCookie } from "@/lib/auth/next-auth-actions";
import { AUTH_BASE_PATH } from "@/lib/auth/redirect";
import { authSecret } from "@/lib/auth/secret";
import { clearingCookies } from "@/lib/auth/session";
import { AppError, errorResponse } from "@/lib/errors";
import { GUEST_COOKIE, readCookie, SECURE_GUEST_COOKIE, verifyGuestCookie } from "@/lib/guests/cookie";
import { endGuest } from "@/lib/guests/guests";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { comingSoonRefusal, siteModeForRequests } from "@/lib/site-mode";
import { isHttps } from "./request-origin";
import { withCookies } from "./route";

/**
 * What next-auth's routes (app/api/auth/[...nextauth]) do around Auth.js.
 * Before, refusals (null lets the request through):
 * - the credentials provider from outside: it signs in with a proof only this server makes
 *   (lib/auth/sign-in-proof.ts), and passwords go through POST /api/login with its limits (404);
 * - anything while the site is in coming-soon mode (503, as the rest of the API), apart from a
 *   provider's callback for a sign-in already under way (Auth.js's state or PKCE cookie is there).
 */
const segments = (req: Request) => new URL(req.url).pathname.slice(AUTH_BASE_PATH.length + 1).split("/");
const action = (req: Request) => segments(req)[0];

export async function authRouteRefusal(req: Request): Promise<Response | null> {
  const [action, provider] = segments(req);
  if (provider?.toLowerCase() === "credentials")
    return errorResponse(new AppError(404, "not_found", AUTH_MESSAGES.passwordSignInElsewhere)).response;
  if (action === "callback" && signInUnderWay(req)) return null;
  if ((await siteModeForRequests()) === "coming-soon") return errorResponse(comingSoonRefusal()).response;
  return null;
}

const signInUnderWay = (req: Request) =>
  /(?:^|;\s*)(?:__Secure-)?authjs\.(?:state|pkce\.code_verifier)=/.test(req.headers.get("cookie") ?? "");

/**
 * After: a provider sign-in that started a session leaves guest mode, as POST /api/login does (a
 * new account already took the guest's things along, lib/auth/sso.ts); a provider's callback
 * removes the link intent it was handed.
 */
export async function afterAuthRoute(req: Request, response: Response): Promise<Response> {
  const started = response.headers
    .getSetCookie()
    .some((cookie) => isSessionSetCookie(cookie) && !/^[^=]+=;/.test(cookie));
  const header = req.headers.get("cookie");
  const secure = isHttps(req);
  // A provider's callback used the link intent, whatever came of it: it is not used twice.
  const cookies = readCookie(header, LINK_COOKIE) && action(req) === "callback" ? [clearLinkIntentCookie(secure)] : [];
  const guestValue = readCookie(header, SECURE_GUEST_COOKIE) || readCookie(header, GUEST_COOKIE);
  if (started && guestValue) {
    const guest = verifyGuestCookie(guestValue, await authSecret());
    if (guest) await endGuest(guest.guestId);
    cookies.push(...clearingCookies(["guest"], { secure }));
  }
  return cookies.length > 0 ? withCookies(response, cookies) : response;
}
