import "server-only";

import { linkIntentCookie } from "@/lib/auth/link-intent";
import type { Owner } from "@/lib/auth/owner";
import { hashPassword, NO_PASSWORD, verifyPassword } from "@/lib/auth/password";
import { authSecret } from "@/lib/auth/secret";
import { type SsoButton, ssoButtons } from "@/lib/auth/sso";
import { getDb } from "@/lib/db";
import { AppError, badRequest, conflict, guestHasNoPassword, unauthorized, wrongPassword } from "@/lib/errors";
import { ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { passwordHashOf } from "./password";
import type { LinkProviderInput, SetPasswordInput } from "./schemas";

/**
 * The ways a user signs in (issue #42): a password, linked provider accounts, or both. Linking a
 * provider needs the password once (then the provider's callback, with its e-mail verified, makes the
 * link: lib/auth/sso.ts); unlinking never removes the last way; an account made by single sign-on sets
 * its first password here. Every query is scoped by the signed-in user.
 */
export type LinkedIdentity = { id: number; provider: string; name: string; email: string | null; linkedAt: string };
export type SignInMethods = { hasPassword: boolean; identities: LinkedIdentity[]; linkable: SsoButton[] };

const providerName = (provider: string, buttons: SsoButton[]) =>
  buttons.find((button) => button.id === provider)?.name ??
  { oidc: "single sign-on", google: "Google", github: "GitHub" }[provider] ??
  provider;

export async function signInMethods(owner: Owner): Promise<SignInMethods | null> {
  if (owner.kind !== "user") return null;
  const db = await getDb();
  const [hash, rows] = await Promise.all([
    passwordHashOf(owner.userId),
    db.authIdentity.findMany({ where: { userId: owner.userId }, orderBy: { createdAt: "asc" } }),
  ]);
  const buttons = ssoButtons();
  const linked = new Set(rows.map((row) => row.provider));
  return {
    hasPassword: hash !== NO_PASSWORD,
    identities: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      name: providerName(row.provider, buttons),
      email: row.email,
      linkedAt: row.createdAt.toISOString(),
    })),
    linkable: buttons.filter((button) => !linked.has(button.id)),
  };
}

/**
 * POST /api/account/identities: the password proves the account (a wrong one is a counted 403), and
 * the answer's cookie lets the provider's callback link the account it comes back with.
 */
export async function startLinking(
  owner: Owner,
  input: LinkProviderInput,
  cookie: { secure: boolean },
): Promise<string> {
  if (owner.kind !== "user") throw guestHasNoPassword();
  if (!ssoButtons().some((button) => button.id === input.provider))
    throw badRequest(ACCOUNT_MESSAGES.providerNotConfigured);
  const stored = await passwordHashOf(owner.userId);
  if (stored === NO_PASSWORD) throw conflict(ACCOUNT_MESSAGES.passwordNeededFirst);
  if (!(await verifyPassword(input.password, stored))) throw wrongPassword();
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: owner.userId }, select: { sessionVersion: true } });
  if (!user) throw unauthorized();
  return linkIntentCookie(
    { userId: owner.userId, sessionVersion: user.sessionVersion, provider: input.provider },
    await authSecret(),
    cookie.secure,
  );
}

/** DELETE /api/account/identities/:id: 404 for anything not linked to this user; 409 for the last way to sign in. */
export async function unlinkIdentity(owner: Owner, id: number): Promise<void> {
  const notFound = new AppError(404, "not_found", ACCOUNT_MESSAGES.identityNotFound);
  if (owner.kind !== "user") throw notFound;
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // The user's row locked, so two unlinks at once cannot each leave the other as the last way.
    const [user] = await tx.$queryRaw<
      { password: string }[]
    >`SELECT password FROM users WHERE id = ${owner.userId} FOR UPDATE`;
    if (!user) throw unauthorized();
    const count = await tx.authIdentity.count({ where: { userId: owner.userId } });
    const target = await tx.authIdentity.findFirst({ where: { id, userId: owner.userId }, select: { id: true } });
    if (!target) throw notFound;
    if (user.password === NO_PASSWORD && count <= 1) throw conflict(ACCOUNT_MESSAGES.lastSignInMethod);
    await tx.authIdentity.deleteMany({ where: { id, userId: owner.userId } });
  });
}

/** POST /api/account/set-password: only an account without a password (made by single sign-on) sets one here. */
export async function setFirstPassword(owner: Owner, input: SetPasswordInput): Promise<void> {
  if (owner.kind !== "user") throw guestHasNoPassword();
  const password = await hashPassword(input.newPassword);
  const db = await getDb();
  const { count } = await db.user.updateMany({
    where: { id: owner.userId, password: NO_PASSWORD },
    data: { password },
  });
  if (count === 0) throw conflict(ACCOUNT_MESSAGES.passwordAlreadySet);
}
