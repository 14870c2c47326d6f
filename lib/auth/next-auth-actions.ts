import "server-only";

import { asServerRequest, AUTH_BASE_PATH, handlers } from "@/auth";
import { NextRequest } from "next/server";
import { authSecret } from "./secret";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session-jwt";
import { signInProof } from "./sign-in-proof";
import type { SessionUser } from "./users";

/**
 * The REST contract's sign-in and sign-out (SPEC §7: POST /api/login, /api/register, /api/logout and
 * the account's password calls) run next-auth's own actions on the server, as a browser would: the
 * CSRF token first, then the action with it (Auth.js's double-submit check stays on). The requests
 * never leave the process; their origin names nothing (next-auth answers with cookies, and its
 * redirects are not followed). Only the session cookie's Set-Cookie values are kept.
 */
const SERVER_ORIGIN = "http://localhost";

type ActionOptions = { secure: boolean; cookie?: string };

const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;
const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));

/** Whether a Set-Cookie value is the session's (Auth.js splits a large token into `.0`, `.1`... chunks). */
export function isSessionSetCookie(setCookie: string): boolean {
  const name = cookieName(setCookie);
  return [SESSION_COOKIE, SECURE_SESSION_COOKIE].some((base) => name === base || name.startsWith(`${base}.`));
}

async function runAction(action: string, fields: Record<string, string>, options: ActionOptions): Promise<string[]> {
  const url = (path: string) => `${SERVER_ORIGIN}${AUTH_BASE_PATH}/${path}`;
  const csrf = await handlers.GET(
    asServerRequest(new NextRequest(url("csrf"), { headers: { cookie: options.cookie ?? "" } }), {
      secure: options.secure,
    }),
  );
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = [options.cookie, ...csrf.headers.getSetCookie().map(cookiePair)].filter(Boolean).join("; ");
  const response = await handlers.POST(
    asServerRequest(
      new NextRequest(url(action), {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: "/" }),
      }),
      { secure: options.secure },
    ),
  );
  return response.headers.getSetCookie().filter(isSessionSetCookie);
}

/**
 * Signs in a user whose password the caller has just checked (or whose account it has just
 * created): next-auth's credentials provider, with a proof only this server can make. Answers the
 * session cookie's Set-Cookie values.
 */
export async function signInThroughNextAuth(user: SessionUser, options: { secure: boolean }): Promise<string[]> {
  const proof = signInProof(user, await authSecret());
  const cookies = await runAction("callback/credentials", { proof }, options);
  if (!cookies.some((cookie) => !/^[^=]+=;/.test(cookie)))
    throw new Error("next-auth issued no session for a verified sign-in");
  return cookies;
}

/**
 * next-auth's sign-out for the session in `cookie` (the request's Cookie header): its signOut event
 * revokes the user's sessions (auth.ts). Answers the Set-Cookie values that remove the session cookie.
 */
export function signOutThroughNextAuth(cookie: string, options: { secure: boolean }): Promise<string[]> {
  return runAction("signout", {}, { ...options, cookie });
}
