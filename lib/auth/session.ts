import "server-only";
import { runAuthAction, type SessionUser } from "./next-auth";
import { requestOrigin, type RequestLike } from "./request-origin";
import type { PublicUser } from "./users";

export type { RequestLike };

const origin = requestOrigin;

export type SignInResult = { user: PublicUser; setCookies: string[] };

/**
 * Signs in with an e-mail or username and a password through the Credentials provider.
 * Resolves with the user and the session cookie to set, or null when the credentials are wrong.
 */
export async function signInWithPassword(req: RequestLike, credentials: { username: string; password: string }): Promise<SignInResult | null> {
  let user: PublicUser | null = null;
  let failure: unknown;
  const response = await runAuthAction(
    origin(req),
    "callback/credentials",
    { method: "POST", cookie: req.headers.get("cookie"), form: credentials },
    { onAuthorized: (found) => (user = found), onAuthorizeError: (error) => (failure = error) },
  );
  if (failure) throw failure;
  const setCookies = sessionCookies(response);
  if (!user || setCookies.length === 0) return null;
  return { user, setCookies };
}

export type SessionRead = { user: SessionUser | null; setCookies: string[] };

/**
 * The signed-in user of a request, checked by Auth.js (signature, encryption, expiry). `setCookies`
 * renews the session's expiry, or removes a session cookie that no longer verifies.
 */
export async function readSession(req: RequestLike): Promise<SessionRead> {
  const cookie = req.headers.get("cookie");
  if (!cookie?.includes("session-token")) return { user: null, setCookies: [] };
  const response = await runAuthAction(origin(req), "session", { method: "GET", cookie });
  const setCookies = sessionCookies(response);
  if (!response.ok) return { user: null, setCookies: [] };
  const body = (await response.json().catch(() => null)) as { user?: SessionUser | null } | null;
  const user = body?.user;
  const valid = user && Number.isInteger(user.id) && typeof user.username === "string";
  return { user: valid ? { id: user.id, username: user.username } : null, setCookies };
}

/** Set-Cookie values that end the session. */
export async function signOutCookies(req: RequestLike): Promise<string[]> {
  const response = await runAuthAction(origin(req), "signout", { method: "POST", cookie: req.headers.get("cookie") });
  return sessionCookies(response);
}

/** Auth.js also sets its callback-URL and CSRF helper cookies; our JSON calls only need the session's. */
function sessionCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((cookie) => /^(__Secure-)?authjs\.session-token(\.\d+)?=/.test(cookie));
}
