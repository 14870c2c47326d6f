import "server-only";
import { Auth, skipCSRFCheck } from "@auth/core";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authSecret } from "./secret";
import { loginSchema } from "./schemas";
import { authenticate, type PublicUser } from "./users";

/**
 * next-auth v5 (Auth.js core) with the Credentials provider and JWT sessions. The app has no
 * /api/auth/* route: its own JSON calls (/api/login, /api/logout, ...) drive Auth.js in-process with
 * a Request built from the incoming one, so the session cookie is minted, read and cleared by
 * Auth.js itself while the REST contract of SPEC §7 stays as specified. The same code works in
 * route handlers, the request gate and tests, because it needs nothing but a Request.
 */
export const AUTH_BASE_PATH = "/api/auth";
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** What the session carries. Only the id and username: anything else is read from the database. */
export type SessionUser = { id: number; username: string };

type Hooks = { onAuthorized?: (user: PublicUser) => void; onAuthorizeError?: (error: unknown) => void };

export function authConfig(secret: string, hooks: Hooks = {}): NextAuthConfig {
  return {
    secret,
    basePath: AUTH_BASE_PATH,
    // The origin comes from our own request handling (see requestOrigin), not from AUTH_URL.
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    providers: [
      Credentials({
        credentials: { username: {}, password: {} },
        async authorize(credentials) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          try {
            const user = await authenticate(parsed.data.username, parsed.data.password);
            if (!user) return null;
            hooks.onAuthorized?.(user);
            return { id: String(user.id), name: user.username };
          } catch (error) {
            // Auth.js would turn this into a generic redirect; keep the real cause for our error mapper.
            hooks.onAuthorizeError?.(error);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = Number(user.id);
          token.username = user.name;
        }
        return token;
      },
      session({ session, token }) {
        const sessionUser: SessionUser | null =
          typeof token.uid === "number" && typeof token.username === "string" ? { id: token.uid, username: token.username } : null;
        return { expires: session.expires, user: sessionUser } as unknown as typeof session;
      },
    },
    logger: {
      // Wrong passwords and stale or tampered session cookies are normal traffic, not server errors.
      error(error) {
        const type = (error as { type?: string }).type;
        if (type === "CredentialsSignin" || type === "JWTSessionError") return;
        console.error("[stylematch] auth error", error);
      },
      warn() {},
      debug() {},
    },
  };
}

/** Runs one Auth.js action in-process, CSRF checks off (our JSON routes are not Auth.js's HTML forms). */
export async function runAuthAction(
  origin: URL,
  action: "callback/credentials" | "session" | "signout",
  init: { method: "GET" | "POST"; cookie: string | null; form?: Record<string, string> },
  hooks?: Hooks,
): Promise<Response> {
  const url = new URL(`${AUTH_BASE_PATH}/${action}`, origin);
  const headers = new Headers({ cookie: init.cookie ?? "" });
  let body: URLSearchParams | undefined;
  if (init.method === "POST") {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams({ ...init.form, callbackUrl: origin.origin });
  }
  const config = authConfig(await authSecret(), hooks);
  return Auth(new Request(url, { method: init.method, headers, body }), { ...config, skipCSRFCheck });
}
