/**
 * Deletes waiting out their undo window (issue #41: trips; issue #44: checks before buying). What has
 * no trash on the server is not deleted at once: the delete waits in this browser for the undo
 * toast's UNDO_TOAST_MS, the row already gone from the screens, and is sent when the window ends;
 * "undo" drops it before anything was sent. It waits in localStorage, not in memory, so a reload (or
 * a second tab) during the window loses neither the delete nor its undo: the screens take it up
 * again, and one whose window ended while no page was open is sent on the next visit.
 *
 * Client-safe and pure: the screens' store (components/ui/pending-deletes.ts) reads and writes
 * storage through these, one storage key per kind of row.
 */

/** Each kind of row's storage key (the e2e tests read them too). */
export const PENDING_DELETES_KEYS = { trips: "pendingTripDeletes", buyChecks: "pendingBuyCheckDeletes" } as const;

/** One row to delete at `at` (epoch ms), with its name for the toast shown again after a reload. */
export type PendingDelete = { id: number; name: string; at: number };

const isPending = (value: unknown): value is PendingDelete =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  Number.isSafeInteger(value.id) &&
  (value.id as number) > 0 &&
  "name" in value &&
  typeof value.name === "string" &&
  "at" in value &&
  Number.isFinite(value.at);

/** The stored list; anything unreadable (another version's shape, a hand edit) counts as nothing pending. */
export function parsePendingDeletes(raw: string | null): PendingDelete[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

/** The list with `entry` in it, replacing an earlier entry for the same row. */
export function withPendingDelete(list: readonly PendingDelete[], entry: PendingDelete) {
  return [...list.filter((pending) => pending.id !== entry.id), entry];
}

export function withoutPendingDelete(list: readonly PendingDelete[], id: number) {
  return list.filter((pending) => pending.id !== id);
}

/** Which deletes are due now (to send) and which still wait, with the time left before the first. */
export function duePendingDeletes(list: readonly PendingDelete[], now: number) {
  const due = list.filter((pending) => pending.at <= now);
  const waiting = list.filter((pending) => pending.at > now);
  const nextInMs = waiting.length > 0 ? Math.min(...waiting.map((pending) => pending.at)) - now : null;
  return { due, waiting, nextInMs };
}
