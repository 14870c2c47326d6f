import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { hashPassword, NO_PASSWORD, verifyPassword } from "@/lib/auth/password";
import { endResetLinks } from "@/lib/auth/password-reset";
import { startUserSession } from "@/lib/auth/session";
import type { PublicUser } from "@/lib/auth/types";
import { getDb } from "@/lib/db";
import { conflict, guestHasNoPassword, unauthorized, wrongPassword } from "@/lib/errors";
import { ACCOUNT_MESSAGES } from "@/lib/messages/account";
import type { ChangePasswordInput } from "./schemas";

type CookieOptions = { secure: boolean };

/** The stored hash of a signed-in user, for a password re-check; it never leaves lib/account. */
export async function passwordHashOf(userId: number): Promise<string> {
  const db = await getDb();
  const row = await db.user.findUnique({ where: { id: userId }, select: { password: true } });
  if (!row) throw unauthorized(); // the account went away since the session was read
  return row.password;
}

/**
 * POST /api/account/password. The current password is checked (a wrong one is a counted 403), then
 * the new hash is stored together with a bumped session version: every session issued before,
 * on every device, stops working at once. This browser gets a fresh session cookie under the new
 * version, so it stays signed in. The update is conditional on the hash that was checked, so two
 * changes racing cannot both win with the same old password. Every reset link of the account ends in
 * the same transaction: one mailed before would otherwise undo this change and end the new session.
 */
export async function changePassword(
  owner: Owner,
  input: ChangePasswordInput,
  cookie: CookieOptions,
): Promise<{ user: PublicUser; setCookies: string[] }> {
  if (owner.kind !== "user") throw guestHasNoPassword();
  const stored = await passwordHashOf(owner.userId);
  if (stored === NO_PASSWORD) throw conflict(ACCOUNT_MESSAGES.noPasswordYet);
  if (!(await verifyPassword(input.currentPassword, stored))) throw wrongPassword();
  const password = await hashPassword(input.newPassword);
  const db = await getDb();
  const userId = owner.userId;
  const updated = await db.$transaction(async (tx) => {
    const [row] = await tx.user.updateManyAndReturn({
      where: { id: userId, password: stored },
      data: { password, sessionVersion: { increment: 1 } },
      select: { id: true, email: true, username: true, sessionVersion: true },
    });
    if (row) await endResetLinks(tx, userId);
    return row;
  });
  if (!updated) throw wrongPassword(); // changed meanwhile: the password checked is no longer the current one
  const { sessionVersion, ...user } = updated;
  return { user, setCookies: await startUserSession({ ...user, sessionVersion }, cookie) };
}
