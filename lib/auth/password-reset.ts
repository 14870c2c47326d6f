import "server-only";

import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { resetTokenInvalid } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { endGuest } from "@/lib/guests/guests";
import { mailLinkOrigin } from "@/lib/http/public-origin";
import { kickMailSender, logMailRefused } from "@/lib/mail";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import type { Limit } from "@/lib/rate-limit";
import type { OwnerRead } from "./current-owner";
import { hashPassword } from "./password";
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MINUTES } from "./reset-token";
import type { PasswordResetConfirm, PasswordResetRequest } from "./schemas";
import { clearingCookies, startUserSession } from "./session";
import type { PublicUser } from "./types";

/**
 * Forgot password (issue #30). Asking for a link answers the same 200 body whether or not the
 * address has an account, and does the same work either way: a token is always made and hashed,
 * and one SQL statement does the lookup and, only for an account, replaces its older tokens and
 * queues the mail (lib/mail), which the sender delivers after the answer has gone. Neither the body,
 * the status nor the time tells whether the address is known; a mail failure never reaches the caller.
 *
 * Using the link: the token is looked up by its hash, the new password stored and the session
 * version bumped (every session on every device ends) in one transaction that also deletes the token
 * (single use); this browser is then signed in under the new version, as a login would.
 *
 * A link outlives what it was asked for: any password change, reset or login ends every link of the
 * account (endResetLinks), or a link mailed before would still work afterwards, and using it would end
 * the session the owner had just started.
 */
type CookieOptions = { secure: boolean };
type LimitContext<I> = { input: I; client: { address: string } };

/**
 * Per client address (one machine asking for many addresses) and per account (one inbox flooded);
 * every request counts, known address or not, so a 429 says nothing about the account either.
 */
export const PASSWORD_RESET_LIMITS: readonly Limit<LimitContext<PasswordResetRequest>>[] = [
  {
    counts: "attempts",
    bucket: "password-reset:address",
    limit: 20,
    windowSeconds: 60 * 60,
    key: ({ client }) => client.address,
  },
  {
    counts: "attempts",
    bucket: "password-reset:account",
    limit: 5,
    windowSeconds: 60 * 60,
    key: ({ input }) => input.email,
  },
];

/** A token is 256 random bits: guessing is hopeless, this only bounds the password hashing one address can cause. */
export const PASSWORD_RESET_CONFIRM_LIMITS: readonly Limit<LimitContext<PasswordResetConfirm>>[] = [
  {
    counts: "attempts",
    bucket: "password-reset-confirm:address",
    limit: 30,
    windowSeconds: 60 * 60,
    key: ({ client }) => client.address,
  },
];

export const PASSWORD_RESET_KIND = "password-reset";

/**
 * Said once per refused request while the site is behind a proxy without APP_URL: nothing else
 * tells the operator, since the caller gets the usual answer.
 */
const NO_LINK_ORIGIN =
  "Password-reset mail is off: TRUSTED_PROXY_COUNT says a proxy is in front and APP_URL is not set, so the link's host could only come from the request. Set APP_URL to the site's public origin (e.g. https://stylematch.example).";

/**
 * POST /api/password-reset. The link is built on mailLinkOrigin, never on the request. Where that is
 * unknown (behind a proxy without APP_URL) nothing is written or queued, for every address alike,
 * and the answer is the usual one, so it still tells nobody whether the address has an account.
 */
export async function requestPasswordReset(input: PasswordResetRequest): Promise<{ message: string }> {
  const origin = mailLinkOrigin();
  if (origin === null) {
    logMailRefused(PASSWORD_RESET_KIND, NO_LINK_ORIGIN);
    return { message: PASSWORD_RESET_MESSAGES.requestSent };
  }
  const email = input.email.trim().toLowerCase();
  const { token, hash } = newResetToken();
  const link = `${origin}/reset-password?token=${token}`;
  const product = env().PRODUCT_NAME;
  const subject = PASSWORD_RESET_MESSAGES.mailSubject(product);
  const text = PASSWORD_RESET_MESSAGES.mailText(product, link, RESET_TOKEN_TTL_MINUTES);
  const db = await getDb();
  // The same statement and the same writes whatever the address. For an account it replaces the
  // older tokens (their queued mail goes with them, by foreign-key cascade) and queues the mail. For
  // no account it writes a stand-in token and mail without a user or recipient, expired as written:
  // never usable, dropped unsent by the sender, purged by the next request. (Doing less here for an
  // unknown address would answer measurably faster: a commit that wrote nothing skips the WAL flush.)
  await db.$executeRaw`
    WITH account AS (SELECT (SELECT id FROM users WHERE email = ${email}) AS id),
    superseded AS (
      DELETE FROM password_reset_tokens
      WHERE user_id = (SELECT id FROM account) OR expires_at <= now()),
    token AS (
      INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
      SELECT id, ${hash}, now() + CASE WHEN id IS NULL THEN interval '-1 second' ELSE make_interval(mins => ${RESET_TOKEN_TTL_MINUTES}::int) END
      FROM account
      RETURNING id, user_id, expires_at)
    INSERT INTO mail_queue (user_id, reset_token_id, kind, to_address, subject, text, link, expires_at)
    SELECT user_id, id, ${PASSWORD_RESET_KIND}, CASE WHEN user_id IS NULL THEN '' ELSE ${email} END,
      ${subject}, ${text}, ${link}, expires_at
    FROM token`;
  void kickMailSender();
  return { message: PASSWORD_RESET_MESSAGES.requestSent };
}

/**
 * POST /api/password-reset/confirm: a used, expired, superseded or unknown token is one 400
 * (resetTokenInvalid). Answers the account and the cookies that sign this browser in.
 */
export async function confirmPasswordReset(
  input: PasswordResetConfirm,
  current: OwnerRead,
  cookie: CookieOptions,
): Promise<{ user: PublicUser; setCookies: string[] }> {
  const tokenHash = hashResetToken(input.token);
  const db = await getDb();
  // Checked before the (deliberately slow) password hashing, so a dead link costs the server nothing.
  const live = await db.$queryRaw<{ user_id: number }[]>`
    SELECT user_id FROM password_reset_tokens
    WHERE token_hash = ${tokenHash} AND expires_at > now() AND user_id IS NOT NULL`;
  if (live.length === 0) throw resetTokenInvalid();
  const password = await hashPassword(input.password);
  const updated = await db.$transaction(async (tx) => {
    // Deleting is the claim: of two requests with the same link, one gets the row and the other a 400.
    const claimed = await tx.$queryRaw<{ user_id: number | null }[]>`
      DELETE FROM password_reset_tokens WHERE token_hash = ${tokenHash} AND expires_at > now() RETURNING user_id`;
    const userId = claimed[0]?.user_id;
    if (userId === undefined || userId === null) throw resetTokenInvalid();
    await endResetLinks(tx, userId);
    return tx.user.update({
      where: { id: userId },
      data: { password, sessionVersion: { increment: 1 } },
      select: { id: true, email: true, username: true, sessionVersion: true },
    });
  });
  // Signing in leaves guest mode, as a login does (lib/auth/account.ts).
  if (current.guest) await endGuest(current.guest.guestId);
  const { sessionVersion, ...user } = updated;
  return {
    user,
    setCookies: [
      ...(await startUserSession({ ...user, sessionVersion }, cookie)),
      ...clearingCookies(["guest"], cookie),
    ],
  };
}

/**
 * Ends every outstanding reset link of a user (their queued mail goes too, by foreign-key cascade).
 * Pass the transaction that changes the password, so the change and the end of its links commit together.
 */
export async function endResetLinks(db: Prisma.TransactionClient, userId: number): Promise<void> {
  await db.passwordResetToken.deleteMany({ where: { userId } });
}
