import "server-only";

import { ownedFileKeys } from "@/lib/account/files";
import { sweepImportDirs } from "@/lib/account/import-temp";
import { purgeExpiredTrash } from "@/lib/closet/trash";
import { getDb } from "@/lib/db";
import { purgeExpiredInspirationTrash } from "@/lib/inspiration/trash";
import { purgeExpiredShares } from "@/lib/share";
import { deleteListedFiles, scheduleDeletion, sweepStorageDeletions } from "@/lib/storage/deletions";

/** Guests (and everything they uploaded) idle this long are removed. */
export const GUEST_IDLE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const RUN_EVERY_MS = 60 * 60_000;

export type CleanupResult = { guests: number; files: number };

/**
 * Removes the temporary folders of restores that never finished (lib/account/import-temp.ts); then
 * guests idle for GUEST_IDLE_DAYS, and guests whose guest mode ended, with their rows (their
 * trash included), then their stored files; then purges the closet trash past its undo window, the
 * share links revoked before it and the share drafts nobody published, and sweeps the files that are due. Each guest goes in one transaction that locks its row (SKIP LOCKED: a guest
 * another instance is removing right now is left to it), drops it with everything it owned and
 * lists its files for deletion (lib/storage/deletions.ts); the files are removed after, here or by
 * any instance's sweep. Two instances running this at once therefore never remove a guest twice,
 * and a store that is down only delays the files.
 */
export async function cleanupIdleGuests(options: { now?: Date; batchSize?: number } = {}): Promise<CleanupResult> {
  // First, and without the database: a database outage must not keep these folders.
  await sweepImportDirs();
  const db = await getDb();
  const cutoff = new Date((options.now ?? new Date()).getTime() - GUEST_IDLE_DAYS * DAY_MS);
  const failed: string[] = [];
  const result: CleanupResult = { guests: 0, files: 0 };
  for (;;) {
    const batch = await db.guest.findMany({
      where: { OR: [{ lastSeenAt: { lt: cutoff } }, { endedAt: { not: null } }], id: { notIn: failed } },
      select: { id: true },
      orderBy: { lastSeenAt: "asc" },
      take: options.batchSize ?? 100,
    });
    if (batch.length === 0) break;
    for (const { id } of batch) {
      try {
        const keys = await removeGuest(id, cutoff);
        if (keys === null)
          failed.push(id); // another instance has it, or it came back to life
        else {
          result.guests += 1;
          result.files += await deleteListedFiles(keys);
        }
      } catch (error) {
        // Leave this guest for the next run rather than stopping the whole sweep.
        failed.push(id);
        console.error(`[stylematch] could not remove idle guest ${id}`, error);
      }
    }
  }
  // Closet items deleted longer ago than the undo window can no longer come back; their files are due now.
  await purgeExpiredTrash();
  await purgeExpiredInspirationTrash();
  // Share links revoked longer ago than the undo window, and drafts nobody published (SHARE_DRAFT_MAX_AGE_MS).
  await purgeExpiredShares();
  // Files whose removal failed earlier (a store outage), that uploads left behind, or of items past the undo window.
  result.files += await sweepStorageDeletions();
  return result;
}

/** The guest's file keys once it is gone, or null when it is not (still in use, or another instance holds it). */
async function removeGuest(guestId: string, cutoff: Date): Promise<string[] | null> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM guests WHERE id = ${guestId}::uuid FOR UPDATE SKIP LOCKED`;
    if (locked.length === 0) return null;
    // Checked again under the lock: the guest may have been used since the batch was read.
    const due = await tx.guest.count({
      where: { id: guestId, OR: [{ lastSeenAt: { lt: cutoff } }, { endedAt: { not: null } }] },
    });
    if (due === 0) return null;
    const keys = await ownedFileKeys(tx, { kind: "guest", guestId });
    await tx.guest.delete({ where: { id: guestId } });
    await tx.aiResult.deleteMany({ where: { ownerKey: `g:${guestId}` } });
    await scheduleDeletion(tx, keys);
    return keys;
  });
}

const state = globalThis as unknown as { __stylematchGuestCleanup?: { lastStart: number; running: boolean } };

/**
 * Starts a cleanup in the background at most once an hour per process. Called from request
 * handling, so the app needs no external cron; the request that triggers it does not wait.
 * Returns the run's promise (it never rejects) when one started, for callers that want to wait.
 */
export function scheduleGuestCleanup(now = Date.now()): Promise<void> | undefined {
  const current = (state.__stylematchGuestCleanup ??= { lastStart: 0, running: false });
  if (current.running || now - current.lastStart < RUN_EVERY_MS) return undefined;
  current.lastStart = now;
  current.running = true;
  return cleanupIdleGuests()
    .then((result) => {
      if (result.guests > 0)
        console.info(`[stylematch] removed ${result.guests} idle guest(s) and ${result.files} file(s)`);
    })
    .catch((error: unknown) => console.error("[stylematch] idle-guest cleanup failed", error))
    .finally(() => {
      current.running = false;
    });
}
