import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { invalidCredentials } from "@/lib/errors";
import { endGuest } from "@/lib/guests/guests";
import type { FailureRule, Limit } from "@/lib/rate-limit";
import type { OwnerRead } from "./current-owner";
import { endResetLinks } from "./password-reset";
import type { LoginInput, RegisterRequest } from "./schemas";
import { clearingCookies, endSessions, startUserSession } from "./session";
import { authenticate, type PublicUser, registerUser, type SessionUser } from "./users";

/**
 * The account calls of SPEC §7 as plain functions of typed input, what the request's cookies held
 * (`current`) and the cookie options: each answers the user to send and the cookies to set.
 */
export type AccountResult = { user: PublicUser; setCookies: string[] };
/** Registering also says how many closet items came along from the guest session (0 without one). */
export type RegisterResult = { user: PublicUser & { movedClosetItems: number }; setCookies: string[] };
type CookieOptions = { secure: boolean };
type LimitContext<I> = { input: I; client: { address: string } };

/**
 * Wrong passwords slow down whoever sends them, never the account's owner: counted per account
 * *and* address together (a stranger's guesses do not touch the owner's own address), plus per
 * address across accounts (one address trying many accounts). Only failures count.
 */
const ACCOUNT_ADDRESS_FAILURES: FailureRule = {
  bucket: "login:account-address",
  free: 5,
  windowSeconds: 15 * 60,
  maxDelaySeconds: 60,
};
const ADDRESS_FAILURES: FailureRule = {
  bucket: "login:address",
  free: 30,
  windowSeconds: 15 * 60,
  maxDelaySeconds: 15 * 60,
};
const accountAddressKey = (login: string, address: string) => `${login.trim().toLowerCase()}|${address}`;

export const LOGIN_LIMITS: readonly Limit<LimitContext<LoginInput>>[] = [
  {
    counts: "failures",
    ...ACCOUNT_ADDRESS_FAILURES,
    key: ({ input, client }) => accountAddressKey(input.username, client.address),
  },
  { counts: "failures", ...ADDRESS_FAILURES, key: ({ client }) => client.address },
];

/**
 * A signed-in user proving their password again (changing it, deleting the account): the same
 * buckets as login, so a stolen session cannot guess the password faster there than at /auth.
 * Guests have no password: the limits do not apply to them.
 */
export const PASSWORD_CHECK_LIMITS: readonly Limit<{ owner: Owner; client: { address: string } }>[] = [
  {
    counts: "failures",
    ...ACCOUNT_ADDRESS_FAILURES,
    key: ({ owner, client }) => (owner.kind === "user" ? accountAddressKey(owner.username, client.address) : null),
  },
  {
    counts: "failures",
    ...ADDRESS_FAILURES,
    key: ({ owner, client }) => (owner.kind === "user" ? client.address : null),
  },
];

/** Every registration is a new row: generous per address (offices share one), tight per e-mail. */
export const REGISTER_LIMITS: readonly Limit<LimitContext<RegisterRequest>>[] = [
  {
    counts: "attempts",
    bucket: "register:address",
    limit: 60,
    windowSeconds: 60 * 60,
    key: ({ client }) => client.address,
  },
  { counts: "attempts", bucket: "register:account", limit: 5, windowSeconds: 60 * 60, key: ({ input }) => input.email },
];

const publicUser = ({ id, email, username }: SessionUser): PublicUser => ({ id, email, username });

/**
 * POST /api/login: a new session for a correct e-mail-or-username and password; otherwise 401.
 * Knowing the password makes any reset link asked for before moot, and using one later would end the
 * session started here: they all end (lib/auth/password-reset.ts).
 */
export async function login(input: LoginInput, current: OwnerRead, cookie: CookieOptions): Promise<AccountResult> {
  const user = await authenticate(input.username, input.password);
  if (!user) throw invalidCredentials();
  await endResetLinks(await getDb(), user.id);
  // Signing in leaves guest mode (SPEC §4); a guest's things only move to a *new* account.
  if (current.guest) await endGuest(current.guest.guestId);
  return {
    user: publicUser(user),
    setCookies: [...(await startUserSession(user, cookie)), ...clearingCookies(["guest"], cookie)],
  };
}

/**
 * POST /api/register: creates the account (moving a current guest's data into it) and signs it in.
 * 400 with SPEC §5's message for bad input, 409 naming a taken e-mail or username.
 */
export async function register(
  input: RegisterRequest,
  current: OwnerRead,
  cookie: CookieOptions,
): Promise<RegisterResult> {
  const user = await registerUser(input, { fromGuestId: current.guest?.guestId ?? null });
  return {
    user: { ...publicUser(user), movedClosetItems: user.movedClosetItems },
    setCookies: [...(await startUserSession(user, cookie)), ...clearingCookies(["guest"], cookie)],
  };
}

/**
 * POST /api/logout: signs out through next-auth (revoking the session) and ends guest mode on the
 * server, and clears both cookies. `cookieHeader` is the request's, which next-auth's sign-out reads.
 * Always succeeds.
 */
export function logout(current: OwnerRead, cookie: CookieOptions, cookieHeader: string): Promise<string[]> {
  return endSessions(
    { cookie: cookieHeader, session: current.session, guestId: current.guest?.guestId ?? null },
    cookie,
  );
}
