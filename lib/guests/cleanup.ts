import "server-only";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";

/** Guests (and everything they uploaded) idle this long are removed. */
export const GUEST_IDLE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const RUN_EVERY_MS = 60 * 60_000;

export type CleanupResult = { guests: number; files: number };

/**
 * Removes guests idle for GUEST_IDLE_DAYS, and guests whose guest mode ended, with their rows and stored files. Files go first: if the
 * process stops half-way, the rows are still there and the next run finishes the job, instead of
 * leaving files nothing points to.
 */
export async function cleanupIdleGuests(options: { now?: Date; batchSize?: number } = {}): Promise<CleanupResult> {
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
    if (batch.length === 0) return result;
    for (const { id } of batch) {
      try {
        result.files += await deleteGuestFiles(id);
        const removed = await db.guest.deleteMany({ where: { id, OR: [{ lastSeenAt: { lt: cutoff } }, { endedAt: { not: null } }] } });
        await db.aiResult.deleteMany({ where: { ownerKey: `g:${id}` } });
        result.guests += removed.count;
      } catch (error) {
        // Leave this guest for the next run rather than stopping the whole sweep.
        failed.push(id);
        console.error(`[stylematch] could not remove idle guest ${id}`, error);
      }
    }
  }
}

async function deleteGuestFiles(guestId: string): Promise<number> {
  const db = await getDb();
  const [items, images, shares] = await Promise.all([
    db.clothingItem.findMany({ where: { guestId }, select: { imageKey: true, thumbnailKey: true } }),
    db.inspirationImage.findMany({ where: { guestId }, select: { imageKey: true, thumbnailKey: true } }),
    db.share.findMany({ where: { outfit: { guestId } }, select: { imageKey: true } }),
  ]);
  const keys = new Set<string>();
  for (const row of [...items, ...images]) keys.add(row.imageKey).add(row.thumbnailKey);
  for (const share of shares) keys.add(share.imageKey);
  const storage = getStorage();
  for (const key of keys) await storage.delete(key);
  return keys.size;
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
      if (result.guests > 0) console.info(`[stylematch] removed ${result.guests} idle guest(s) and ${result.files} file(s)`);
    })
    .catch((error: unknown) => console.error("[stylematch] idle-guest cleanup failed", error))
    .finally(() => {
      current.running = false;
    });
}
