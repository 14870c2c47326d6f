import "server-only";

import { getDb } from "@/lib/db";
import { emailTaken, usernameTaken } from "@/lib/errors";
import { moveGuestDataToUser } from "@/lib/guests/guests";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password";
import type { RegisterRequest } from "./schemas";
import type { PublicUser } from "./types";

export type { PublicUser };

/** The only shape that carries the hash; it never leaves this module. */
type UserRow = PublicUser & { password: string; sessionVersion: number };

/** A user as a new session needs it: the public fields and the session version to stamp into the token. */
export type SessionUser = PublicUser & { sessionVersion: number };

const toPublic = ({ id, email, username }: PublicUser): PublicUser => ({ id, email, username });

/**
 * E-mails are stored lower-case; usernames keep the case they were typed in but are unique and
 * matched regardless of case. Raw SQL so "_" or "%" in a name are never treated as wildcards.
 */
async function findByEmail(email: string): Promise<UserRow | null> {
  const db = await getDb();
  const rows = await db.$queryRaw<
    UserRow[]
  >`SELECT id, email, username, password, session_version AS "sessionVersion" FROM users WHERE email = ${email.toLowerCase()} LIMIT 1`;
  return rows[0] ?? null;
}

async function findByUsername(username: string): Promise<UserRow | null> {
  const db = await getDb();
  const rows = await db.$queryRaw<
    UserRow[]
  >`SELECT id, email, username, password, session_version AS "sessionVersion" FROM users WHERE lower(username) = lower(${username}) LIMIT 1`;
  return rows[0] ?? null;
}

export async function getUserById(id: number): Promise<PublicUser | null> {
  const db = await getDb();
  return db.user.findUnique({ where: { id }, select: { id: true, email: true, username: true } });
}

/**
 * The user a session token names, only while the token's session version is still the user's.
 * Every signed-in request pays this query: raw SQL, since the ORM's query building and row mapping
 * cost more than the primary-key lookup itself.
 */
export async function findSessionUser(id: number, sessionVersion: number): Promise<PublicUser | null> {
  const db = await getDb();
  const rows = await db.$queryRaw<
    PublicUser[]
  >`SELECT id, email, username FROM users WHERE id = ${id} AND session_version = ${sessionVersion}`;
  return rows[0] ?? null;
}

/** Ends every session of a user that was issued under `sessionVersion` (logout). */
export async function revokeUserSessions(id: number, sessionVersion: number): Promise<void> {
  const db = await getDb();
  await db.user.updateMany({ where: { id, sessionVersion }, data: { sessionVersion: { increment: 1 } } });
}

/**
 * The account for a login name (an e-mail when it contains "@", else a username) and password,
 * or null. Takes the same time whether or not the account exists. A hash made with older, weaker
 * parameters is replaced while the password is at hand.
 */
export async function authenticate(login: string, password: string): Promise<SessionUser | null> {
  const name = login.trim();
  const user = name.includes("@") ? await findByEmail(name) : await findByUsername(name);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(password, user.password))) return null;
  if (needsRehash(user.password)) await upgradeHash(user.id, user.password, password);
  return { ...toPublic(user), sessionVersion: user.sessionVersion };
}

async function upgradeHash(id: number, oldHash: string, password: string): Promise<void> {
  const db = await getDb();
  // Only if nothing changed the password meanwhile.
  await db.user.updateMany({ where: { id, password: oldHash }, data: { password: await hashPassword(password) } });
}

async function assertAvailable(email: string, username: string): Promise<void> {
  if (await findByEmail(email)) throw emailTaken();
  if (await findByUsername(username)) throw usernameTaken();
}

/**
 * Creates the account. When the visitor was a guest, the guest's closet, inspiration and outfits
 * become the account's in the same transaction and the guest is deleted, so nothing is lost or duplicated.
 * A taken e-mail or username throws 409 naming which.
 */
export async function registerUser(
  input: RegisterRequest,
  options: { fromGuestId?: string | null } = {},
): Promise<SessionUser & { movedClosetItems: number }> {
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  await assertAvailable(email, username);
  const password = await hashPassword(input.password);
  const db = await getDb();
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email, username, password },
        select: { id: true, email: true, username: true, sessionVersion: true },
      });
      const moved = options.fromGuestId ? await moveGuestDataToUser(tx, options.fromGuestId, user.id) : null;
      return { ...user, movedClosetItems: moved?.closetItems ?? 0 };
    });
  } catch (error) {
    // Lost a race with a concurrent registration of the same name: say which one is taken.
    if (isUniqueViolation(error)) {
      await assertAvailable(email, username);
      throw usernameTaken();
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002"
  );
}
