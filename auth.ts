import "server-only";

import { LINK_COOKIE, readLinkIntent } from "@/lib/auth/link-intent";
import { ACCOUNT_PATH, AUTH_BASE_PATH, AUTH_PATH } from "@/lib/auth/redirect";
import { authSecret } from "@/lib/auth/secret";
import {
  decodeSession,
  encodeSession,
  SECURE_SESSION_COOKIE,
  SESSION_IDLE_S,
  sessionClaims,
} from "@/lib/auth/session-jwt";
import { userFromSignInProof } from "@/lib/auth/sign-in-proof";
import { accountForProviderSignIn, ssoProviders } from "@/lib/auth/sso";
import type { PublicUser } from "@/lib/auth/types";
import { findSessionUser, revokeUserSessions } from "@/lib/auth/users";
import { env } from "@/lib/config/env";
import { GUEST_COOKIE, readCookie, SECURE_GUEST_COOKIE, verifyGuestCookie } from "@/lib/guests/cookie";
import { findActiveGuest } from "@/lib/guests/guests";
import { isHttps } from "@/lib/http/request-origin";
import { errorLogLine, logError } from "@/lib/log";
// next-auth does not re-export the symbol its own server-side signIn passes to Auth.js.
import { skipCSRFCheck } from "@auth/core";
import NextAuth, { type NextAuthConfig } from "next-auth";
import type { JWT } from "next-auth/jwt";
import Credentials from "next-auth/providers/credentials";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Sign-in, defined in one place: next-auth v5 with JWT sessions. Guests are not here: they stay
 * the project's signed cookie (lib/guests/cookie.ts).
 * - **Passwords** are checked by the REST routes (POST /api/login, /api/register; their limits and
 *   SPEC's messages live there, lib/auth/account.ts), which then sign in through next-auth's
 *   credentials provider with a short-lived proof minted on the server (lib/auth/sign-in-proof.ts),
 *   so a password is hashed once per sign-in and Auth.js issues every session. The provider's own
 *   routes refuse callers from outside (lib/http/auth-routes.ts).
 * - **Sessions** carry the user id, the user's session version at sign-in and the sign-in moment.
 *   Every read checks the version in the `jwt` callback (one primary-key query), so logout, a
 *   password change or a reset ends every session at once, on every instance. A session lasts
 *   14 days without use and 30 days after sign-in at most (lib/auth/session-jwt.ts).
 * - **Single sign-on**: the providers the environment configures (lib/auth/sso.ts). The `signIn`
 *   callback decides which account a provider sign-in is: the linked one, a new one, or (with the
 *   account page's link intent, lib/auth/link-intent.ts) a link; otherwise a refusal back on /auth.
 * - **Cookies**: Auth.js's names and flags (httpOnly, SameSite=Lax, Secure and `__Secure-` over https).
 */
export { AUTH_BASE_PATH };

declare module "next-auth" {
  interface User {
    /** The user's session version at sign-in, stamped into the token. */
    sv?: number;
  }
  interface Session {
    /** The signed-in account, read from the database on this very request. */
    account: PublicUser;
    /** The token's claims, for renewal and logout. */
    claims: { uid: number; sv: number; authTime: number; iat: number; exp: number };
  }
}

/**
 * Requests the server makes to next-auth itself: sign-in and sign-out for the REST routes, with
 * whether the visitor's connection is https (lib/auth/next-auth-actions.ts), and session reads
 * (lib/auth/current-owner.ts). A read is a GET of the session that Auth.js answers from the
 * cookie alone: it needs no CSRF token, and making one (a hash on the thread pool) on every
 * request cost a good part of the read's latency. Requests from outside are never in this map.
 */
type ServerCall = { secure?: boolean; sessionRead?: boolean };
const serverCalls = new WeakMap<object, ServerCall>();

export function asServerRequest<R extends object>(request: R, call: ServerCall): R {
  serverCalls.set(request, call);
  return request;
}

/** Secure cookies for an https visitor, or one whose session cookie already has the secure name. */
function secureCookies(request: Request | undefined): boolean {
  if (!request) return false;
  const known = serverCalls.get(request)?.secure;
  if (known !== undefined) return known;
  return (request.headers.get("cookie") ?? "").includes(`${SECURE_SESSION_COOKIE}=`) || isHttps(request);
}

const EXPECTED_ERRORS = new Set(["CredentialsSignin", "JWTSessionError"]);

/**
 * A session read in progress (lib/auth/current-owner.ts): Auth.js turns any error in its callbacks
 * into "no session" and removes the cookie, so a database that fails for a moment would sign
 * everyone out. The read's failure is kept here instead, and readSession rethrows it (the API
 * answers 503, the cookie stays).
 */
const sessionReads = new AsyncLocalStorage<{ failure?: unknown }>();

/** Runs a session read; a database failure during its version check is thrown, not taken for a signed-out visitor. */
export async function readSession<T>(read: () => Promise<T>): Promise<T> {
  const state: { failure?: unknown } = {};
  const result = await sessionReads.run(state, read);
  if (state.failure !== undefined) throw state.failure;
  return result;
}

async function versionChecked(claims: { uid: number; sv: number }): Promise<PublicUser | null> {
  try {
    return await findSessionUser(claims.uid, claims.sv);
  } catch (error) {
    const read = sessionReads.getStore();
    if (!read) throw error;
    read.failure = error;
    return null;
  }
}

/** The account the `jwt` callback found for a token, for the `session` callback of the same read. */
const accountOfToken = new WeakMap<JWT, PublicUser>();

/**
 * The configuration for a request. Session reads, which every request makes, share one per
 * secret and cookie kind: building the providers and callbacks afresh each time showed in the
 * read's latency. Everything else gets its own, which knows the request (a provider sign-in
 * brings a guest's things along).
 */
const config = async (request: Request | undefined): Promise<NextAuthConfig> => {
  const secret = await authSecret();
  // next-auth builds its URLs (a provider's redirect URL among them) from AUTH_URL when set, else
  // from the request's Host: the site's own origin, never what a request claims.
  const appUrl = env().APP_URL;
  if (appUrl && !process.env.AUTH_URL) process.env.AUTH_URL = new URL(appUrl).origin;
  const secure = secureCookies(request);
  if (!request || !serverCalls.get(request)?.sessionRead) return configFor(secret, secure, request);
  const key = `${secure}|${secret}`;
  let made = sessionReadConfigs.get(key);
  if (!made) {
    if (sessionReadConfigs.size > 8) sessionReadConfigs.clear(); // secrets only change in tests
    made = { ...configFor(secret, secure, undefined), skipCSRFCheck };
    sessionReadConfigs.set(key, made);
  }
  return made;
};
const sessionReadConfigs = new Map<string, NextAuthConfig>();

/** The guest a request's cookie holds, while it is live: a provider sign-in that makes an account moves its things. */
async function liveGuestOf(request: Request | undefined, secret: string): Promise<string | null> {
  const header = request?.headers.get("cookie") ?? null;
  const guest = verifyGuestCookie(readCookie(header, SECURE_GUEST_COOKIE) || readCookie(header, GUEST_COOKIE), secret);
  return guest && (await findActiveGuest(guest.guestId)) ? guest.guestId : null;
}

const configFor = (secret: string, secure: boolean, request: Request | undefined): NextAuthConfig => ({
  secret,
  basePath: AUTH_BASE_PATH,
  trustHost: true,
  useSecureCookies: secure,
  session: { strategy: "jwt", maxAge: SESSION_IDLE_S },
  jwt: { maxAge: SESSION_IDLE_S, encode: encodeSession, decode: decodeSession },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [
    Credentials({
      id: "credentials",
      credentials: { proof: {} },
      authorize: async ({ proof }) => {
        const user = typeof proof === "string" ? await userFromSignInProof(proof, secret) : null;
        return user ? { id: String(user.id), sv: user.sessionVersion } : null;
      },
    }),
    ...ssoProviders(),
  ],
  callbacks: {
    /** A provider sign-in: the account it signs in to, or /auth saying why there is none (lib/auth/sso.ts). */
    async signIn({ user, account, profile }) {
      if (!account || account.type === "credentials") return true;
      const linkTo = readLinkIntent(readCookie(request?.headers.get("cookie") ?? null, LINK_COOKIE), secret);
      const found = await accountForProviderSignIn(
        {
          provider: account.provider,
          subject: account.providerAccountId,
          email: profile?.email ?? user.email ?? null,
          emailVerified: profile?.email_verified === true,
          names: [profile?.preferred_username, profile?.login, profile?.name, user.name].filter(
            (name): name is string => typeof name === "string",
          ),
        },
        { guestId: await liveGuestOf(request, secret), linkTo },
      );
      if (typeof found === "string") return `${linkTo ? ACCOUNT_PATH : AUTH_PATH}?error=${found}`;
      user.id = String(found.id);
      user.sv = found.sessionVersion;
      return true;
    },
    async jwt({ token, user }) {
      if (user) return { uid: Number(user.id), sv: user.sv ?? 0, authTime: Math.floor(Date.now() / 1000) };
      const claims = sessionClaims(token);
      const account = claims ? await versionChecked(claims) : null;
      if (!account) return null;
      accountOfToken.set(token, account);
      // The same object: encodeSession gives back the cookie's own token while it is not due for renewal.
      return token;
    },
    session({ session, token }) {
      const account = accountOfToken.get(token);
      const claims = sessionClaims(token);
      if (!account || !claims) throw new Error("a session callback without its jwt callback's account");
      return { ...session, account, claims };
    },
  },
  events: {
    async signOut(message) {
      const claims = "token" in message ? sessionClaims(message.token) : null;
      if (claims) await revokeUserSessions(claims.uid, claims.sv);
    },
  },
  logger: {
    // A refused proof is an expected answer (the REST route says why), and a session cookie that
    // no longer reads (forged, expired, from another secret) is removed: anything else is logged.
    error: (error) => {
      if (!EXPECTED_ERRORS.has(error.name)) logError(errorLogLine("error", "next-auth", error));
    },
    warn: () => undefined,
  },
});

export const { handlers, auth } = NextAuth(config);
