import "server-only";

import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getStorage } from "./index";

/**
 * Files and rows live in two systems with no shared transaction, so every file that may have to go
 * is written down in the database first (table storage_deletions) and crossed off only once the
 * store confirmed the delete. A store that is down delays a removal; it never orphans a file (one
 * nothing points to and nothing will delete) nor loses one a row still points to.
 *
 * - An upload reserves its keys before the first byte goes to the store, dated UPLOAD_LEASE_MS
 *   ahead; the transaction that inserts its row claims them (removes the entries). An upload that
 *   dies half-way leaves entries the sweep removes once the lease is over.
 * - A delete drops the row and writes the entries in one transaction, then removes the files at
 *   once; whatever the store refused stays listed for the sweep. A closet item goes to the trash
 *   instead (lib/closet/trash.ts): its entries are dated DELETE_UNDO_WINDOW_MS ahead
 *   (`scheduleDeletionAfter`), and an undo within that window takes them back (`claimKeys`).
 * - The sweep runs on every instance (lib/guests/cleanup.ts schedules it). Each batch is leased with
 *   FOR UPDATE SKIP LOCKED, so two instances sweeping at once never take the same entry.
 */
type Tx = Prisma.TransactionClient;

/** Longest an upload may take between reserving its keys and inserting its row. */
export const UPLOAD_LEASE_MS = 60 * 60_000;
/** How long a sweep holds the entries it took; an instance that died mid-sweep frees them after this. */
const SWEEP_LEASE_MS = 10 * 60_000;

/** Before putting files: lists the keys as "to delete unless claimed". */
export async function reserveKeys(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const db = await getDb();
  const notBefore = new Date(Date.now() + UPLOAD_LEASE_MS);
  await db.storageDeletion.createMany({ data: keys.map((key) => ({ key, notBefore })), skipDuplicates: true });
}

/** In the transaction that inserts the row pointing at the files: they are kept. */
export function claimKeys(tx: Tx, keys: readonly string[]) {
  return tx.storageDeletion.deleteMany({ where: { key: { in: [...keys] } } });
}

/**
 * In the transaction that drops the last row pointing at the files: they must go, now. A key already
 * listed for later (an item in the trash, whose owner is being deleted) is brought forward to now.
 */
export async function scheduleDeletion(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO storage_deletions (key, not_before) SELECT key, now() AT TIME ZONE 'UTC' FROM unnest(${[...keys]}::text[]) AS key
    ON CONFLICT (key) DO UPDATE SET not_before = LEAST(storage_deletions.not_before, EXCLUDED.not_before)`;
}

/**
 * In the transaction that moves the last row pointing at the files to the trash: they go once
 * `delayMs` has passed, unless the row comes back first and claims them (`claimKeys`). Dated by the
 * database's clock, the one the sweep and the trash's window are measured with.
 */
export async function scheduleDeletionAfter(tx: Tx, keys: readonly string[], delayMs: number): Promise<void> {
  if (keys.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO storage_deletions (key, not_before)
    SELECT key, (now() AT TIME ZONE 'UTC') + ${delayMs} * interval '1 millisecond' FROM unnest(${[...keys]}::text[]) AS key
    ON CONFLICT (key) DO NOTHING`;
}

/**
 * Removes the files now and crosses off those the store confirmed. Never throws: what fails stays
 * listed for the sweep. Answers how many files were removed.
 */
export async function deleteListedFiles(keys: readonly string[]): Promise<number> {
  const storage = getStorage();
  const done: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
      done.push(key);
    } catch (error) {
      console.warn(
        `[stylematch] a stored file could not be removed yet; the sweep will retry (${(error as Error).message})`,
      );
      break; // the store is failing: spare it the rest, the sweep has them
    }
  }
  if (done.length > 0) {
    const db = await getDb();
    await db.storageDeletion.deleteMany({ where: { key: { in: done } } });
  }
  return done.length;
}

/** One pass over the due entries, in leased batches. Answers how many files were removed. */
export async function sweepStorageDeletions(options: { batchSize?: number } = {}): Promise<number> {
  // Prisma writes these columns as UTC without a zone; now() is compared in UTC to match, whatever the server's TimeZone.
  const db = await getDb();
  const batchSize = options.batchSize ?? 100;
  let removed = 0;
  for (;;) {
    const leased = await db.$queryRaw<{ key: string }[]>`
      UPDATE storage_deletions SET not_before = (now() AT TIME ZONE 'UTC') + ${SWEEP_LEASE_MS} * interval '1 millisecond', attempts = attempts + 1
      WHERE key IN (
        SELECT key FROM storage_deletions WHERE not_before <= (now() AT TIME ZONE 'UTC') ORDER BY not_before LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
      )
      RETURNING key`;
    if (leased.length === 0) return removed;
    const keys = leased.map((row) => row.key);
    const done = await deleteListedFiles(keys);
    removed += done;
    // A failing store: stop here; the leased rest comes due again after SWEEP_LEASE_MS.
    if (done < keys.length) return removed;
  }
}
