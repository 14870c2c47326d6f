/**
 * The confirmation after deleting an account or a guest's data. Deleting ends with a full page load
 * (nothing of the old owner stays in memory), so the toast cannot be shown before it: a one-shot
 * flag in sessionStorage carries it to the page that loads next (components/account/deleted-notice.tsx).
 * It holds only which kind was deleted, nothing about the person.
 */
export type Deleted = "account" | "guest";

const KEY = "accountDeleted";

export function announceDeletion(deleted: Deleted): void {
  try {
    window.sessionStorage.setItem(KEY, deleted);
  } catch {
    // Storage blocked: the deletion happened; only its confirmation is lost.
  }
}

/** What was just deleted, once: reading the flag removes it. */
export function takeDeletionNotice(): Deleted | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return value === "account" || value === "guest" ? value : null;
  } catch {
    return null;
  }
}
