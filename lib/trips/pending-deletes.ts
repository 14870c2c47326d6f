/**
 * Trip deletes waiting out their undo window (issue #41). Trips have no trash on the server, so
 * "delete trip" is not sent at once: it waits in this browser for the undo toast's UNDO_TOAST_MS,
 * the trip already gone from the screens, and is sent when the window ends; "undo" drops it before
 * anything was sent. It waits in localStorage, not in memory, so a reload (or a second tab) during
 * the window loses neither the delete nor its undo: the trips screens take it up again, and one
 * whose window ended while no page was open is sent on the next visit.
 *
 * Client-safe and pure: the screens' store (app/(app)/trips/pending-trip-deletes.ts) reads and
 * writes storage through these.
 */
export const PENDING_TRIP_DELETES_KEY = "pendingTripDeletes";

/** One trip to delete at `at` (epoch ms), with its name for the toast shown again after a reload. */
export type PendingTripDelete = { id: number; name: string; at: number };

const isPending = (value: unknown): value is PendingTripDelete =>
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
export function parsePendingTripDeletes(raw: string | null): PendingTripDelete[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

/** The list with `entry` in it, replacing an earlier entry for the same trip. */
export function withPendingTripDelete(list: readonly PendingTripDelete[], entry: PendingTripDelete) {
  return [...list.filter((pending) => pending.id !== entry.id), entry];
}

export function withoutPendingTripDelete(list: readonly PendingTripDelete[], id: number) {
  return list.filter((pending) => pending.id !== id);
}

/** Which deletes are due now (to send) and which still wait, with the time left before the first. */
export function duePendingTripDeletes(list: readonly PendingTripDelete[], now: number) {
  const due = list.filter((pending) => pending.at <= now);
  const waiting = list.filter((pending) => pending.at > now);
  const nextInMs = waiting.length > 0 ? Math.min(...waiting.map((pending) => pending.at)) - now : null;
  return { due, waiting, nextInMs };
}
