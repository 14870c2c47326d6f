import "server-only";

import { type Owner, ownerKey } from "@/lib/auth/owner";
import { NO_PASSWORD, verifyPassword } from "@/lib/auth/password";
import { clearingCookies } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { conflict, unauthorized, usernameMismatch, wrongPassword } from "@/lib/errors";
import { ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { deleteListedFiles, scheduleDeletion } from "@/lib/storage/deletions";
import { ownedFileKeys } from "./files";
import { passwordHashOf } from "./password";
import type { DeleteAccountInput } from "./schemas";

type CookieOptions = { secure: boolean };

/** Files removed while the request waits, at most; the rest stay listed and any instance's sweep removes them. */
const FILES_IN_REQUEST_MS = 10_000;
const FILE_BATCH = 50;

/**
 * POST /api/account/delete. A user proves the password (a wrong one is a counted 403) and types the
 * username (400 when it is not theirs); a guest proves nothing, the guest cookie is the guest.
 *
 * One transaction locks the owner's row, lists every stored file the owner's rows point at
 * (originals, thumbnails, share images) in storage_deletions, drops the owner's cached AI answers and
 * deletes the owner, whose closet, inspiration, outfits and shares go by cascade. Only then are the
 * files removed; whatever the store refuses (or what is left when the time runs out) stays listed
 * and the sweep removes it later (lib/storage/deletions.ts), so nothing is orphaned for good. Every
 * query is scoped by this owner, so no other owner's row or file is touched.
 *
 * Safe to retry: a repeat after success finds no session (401) and changes nothing; a failure
 * before the commit changed nothing. Answers the Set-Cookie values that end the session.
 */
export async function deleteAccount(
  owner: Owner,
  input: DeleteAccountInput | undefined,
  cookie: CookieOptions,
): Promise<string[]> {
  if (owner.kind === "user") await assertUserConfirmed(owner.userId, owner.username, input);
  const keys = await removeOwner(owner);
  if (keys === null) throw unauthorized(); // already gone: another request deleted it first
  await deleteFilesWithin(keys, FILES_IN_REQUEST_MS);
  return clearingCookies(["session", "guest"], cookie);
}

async function assertUserConfirmed(
  userId: number,
  username: string,
  input: DeleteAccountInput | undefined,
): Promise<void> {
  // The username first: a typo costs no password check and does not count as a wrong password.
  if (!input || input.username.trim().toLowerCase() !== username.toLowerCase()) throw usernameMismatch();
  const stored = await passwordHashOf(userId);
  if (stored === NO_PASSWORD) throw conflict(ACCOUNT_MESSAGES.deleteNeedsPassword);
  if (!(await verifyPassword(input.password, stored))) throw wrongPassword();
}

/** Deletes the owner with everything it owns, in one transaction; answers the listed file keys, or null when it was already gone. */
export async function removeOwner(owner: Owner): Promise<string[] | null> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    // The lock makes a concurrent upload's row insert (which references the owner) wait for this
    // transaction, and then fail on the missing owner instead of leaving a row behind.
    const locked =
      owner.kind === "user"
        ? await tx.$queryRaw<unknown[]>`SELECT id FROM users WHERE id = ${owner.userId} FOR UPDATE`
        : await tx.$queryRaw<unknown[]>`SELECT id FROM guests WHERE id = ${owner.guestId}::uuid FOR UPDATE`;
    if (locked.length === 0) return null;
    const keys = await ownedFileKeys(tx, owner);
    await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
    if (owner.kind === "user") await tx.user.delete({ where: { id: owner.userId } });
    else await tx.guest.delete({ where: { id: owner.guestId } });
    await scheduleDeletion(tx, keys);
    return keys;
  });
}

/** Removes listed files in batches until done, the store fails, or the time is up; what remains stays listed. */
async function deleteFilesWithin(keys: readonly string[], budgetMs: number): Promise<void> {
  const deadline = Date.now() + budgetMs;
  for (let start = 0; start < keys.length && Date.now() < deadline; start += FILE_BATCH) {
    const batch = keys.slice(start, start + FILE_BATCH);
    if ((await deleteListedFiles(batch)) < batch.length) return; // the store is failing: the sweep has the rest
  }
}
