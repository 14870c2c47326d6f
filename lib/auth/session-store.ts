import type { PublicUser, ServerSession } from "./types";

/**
 * Who this tab's visitor is: the signed-in user (or null), and whether the server holds a guest
 * for them. Seeded once per page load with the session the server rendered the page for, then
 * changed by sign-in, registration, guest mode and logout (components/auth), and by the refreshes
 * of the current-user query (SPEC §7) on the screens that run React Query. The header reads it
 * here (components/auth/use-session.ts), so pages without React Query (the marketing pages) still
 * show the right account area.
 */
let current: ServerSession | null = null;
const listeners = new Set<() => void>();

/** Once per page load, before the first client render reads the store. */
export function seedSession(session: ServerSession): void {
  current ??= session;
}

/** The session now (null: not seeded yet, e.g. while rendering on the server). */
export function currentSession(): ServerSession | null {
  return current;
}

export function setSession(next: ServerSession): void {
  if (current && sameSession(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sameUser(a: PublicUser | null, b: PublicUser | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.username === b.username && a.email === b.email);
}

function sameSession(a: ServerSession, b: ServerSession): boolean {
  return a.guest === b.guest && sameUser(a.user, b.user);
}
