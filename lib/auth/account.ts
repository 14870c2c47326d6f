import "server-only";
import { unauthorized } from "@/lib/errors";
import { clearGuestCookieHeader } from "@/lib/guests/cookie";
import { AUTH_MESSAGES } from "@/lib/messages";
import { clientAddress, enforceRateLimit, refundRateLimit } from "@/lib/rate-limit";
import { guestIdFromCookie } from "./owner";
import { isHttps, type RequestLike } from "./request-origin";
import { loginSchema, registerRequestSchema } from "./schemas";
import { signInWithPassword, signOutCookies } from "./session";
import { registerUser, type PublicUser } from "./users";

/**
 * The account calls of SPEC §7 as plain functions of (request, body): each answers the user to
 * send and the cookies to set. Route handlers stay one line; tests call these directly.
 */
export type AccountResult = { user: PublicUser; setCookies: string[] };

/** Abuse limits. Address limits are generous (offices share one address); account limits are tight. */
export const LIMITS = {
  loginAddress: { bucket: "login:address", limit: 50, windowSeconds: 15 * 60 },
  loginAccount: { bucket: "login:account", limit: 10, windowSeconds: 15 * 60 },
  registerAddress: { bucket: "register:address", limit: 60, windowSeconds: 60 * 60 },
  registerAccount: { bucket: "register:account", limit: 5, windowSeconds: 60 * 60 },
} as const;

/** POST /api/login: the user for a correct e-mail-or-username and password; otherwise 401. */
export async function login(req: Request, body: unknown): Promise<AccountResult> {
  const input = loginSchema.parse(body);
  const byAddress = { ...LIMITS.loginAddress, key: clientAddress(req) };
  const byAccount = { ...LIMITS.loginAccount, key: input.username };
  // Counted before the check so parallel guesses cannot slip past; given back when the password was right.
  await enforceRateLimit(byAddress);
  await enforceRateLimit(byAccount);
  const signedIn = await signInWithPassword(req, input);
  if (!signedIn) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  await Promise.all([refundRateLimit(byAddress), refundRateLimit(byAccount)]);
  // Signing in leaves guest mode (SPEC §4); a guest's things only move to a *new* account.
  return { user: signedIn.user, setCookies: [...signedIn.setCookies, clearGuestCookieHeader({ secure: isHttps(req) })] };
}

/**
 * POST /api/register: creates the account (moving a current guest's data into it) and signs it in.
 * 400 with SPEC §5's message for bad input, 409 naming a taken e-mail or username.
 */
export async function register(req: Request, body: unknown): Promise<AccountResult> {
  const input = registerRequestSchema.parse(body);
  await enforceRateLimit({ ...LIMITS.registerAddress, key: clientAddress(req) });
  await enforceRateLimit({ ...LIMITS.registerAccount, key: input.email });
  const user = await registerUser(input, { fromGuestId: await guestIdFromCookie(req) });
  const signedIn = await signInWithPassword(req, { username: user.username, password: input.password });
  // The account exists either way; failing to sign in here would be a server fault, not the visitor's.
  if (!signedIn) throw new Error("A newly registered account could not sign in");
  return { user, setCookies: [...signedIn.setCookies, clearGuestCookieHeader({ secure: isHttps(req) })] };
}

/** POST /api/logout: ends the session and leaves guest mode. Always succeeds. */
export async function logout(req: RequestLike): Promise<string[]> {
  return [...(await signOutCookies(req)), clearGuestCookieHeader({ secure: isHttps(req) })];
}
