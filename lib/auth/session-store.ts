import { removeStored, writeStored } from "@/lib/auth/client-storage";
import type { PublicUser, ServerSession } from "@/lib/auth/types";
import { STORAGE_KEYS, TIMINGS } from "@/lib/constants";

/**
 * The browser's session, in one place: who this tab's visitor is (SPEC §4: a signed-in user, guest
 * mode, or nobody).
 * - Seeded once per page load by the root layout with what the server read from the cookies
 *   (<SessionProvider>), so every page renders for its owner at once.
 * - Changed by sign-in, registration, guest mode and logout (switchOwner), by a guest leaving guest
 *   mode ('sign in', 'create an account'), and by GET /api/user on SPEC §7's schedule (the only
 *   place the API feeds it).
 * - Read with useSession(); lib/api-client reads the X-Guest-Mode header from it.
 * The sessionStorage guest flag (SPEC §4) is written through from here and never read back: on
 * the next load the server's guest cookie decides again. No React Query here: marketing pages load
 * none; the screens that run it clear their cache on every change of owner (onOwnerChange).
 */

/** SPEC §4: a signed-in user, guest mode, or nobody. */
export type SessionStatus = "user" | "guest" | "anonymous";
export type SessionView = { status: SessionStatus; user: PublicUser | null };

export const NOBODY: ServerSession = { user: null, guest: false };

/** Null until seeded: the server never sets it, so concurrent requests cannot share a session. */
let current: ServerSession | null = null;
/** When the session was last known to be current (the seed, or GET /api/user's last answer). */
let readAt = 0;
/** Bumped on every change of owner, so an answer asked for before the change is not applied after it. */
let ownerVersion = 0;
const listeners = new Set<() => void>();
const ownerListeners = new Set<() => void>();

/** The seeded session, or null before the seed (on the server, or before hydration). */
export function seededSession(): ServerSession | null {
  return current;
}

/** The session now (NOBODY before the seed, e.g. while rendering on the server). */
export function currentSession(): ServerSession {
  return current ?? NOBODY;
}

/** Whether requests carry X-Guest-Mode: true (SPEC §4). */
export function isGuestTab(): boolean {
  return current !== null && current.user === null && current.guest;
}

/** Once per page load, before the first client render reads the store. Later calls do nothing. */
export function seedSession(seed: ServerSession, now = Date.now()): void {
  if (current) return;
  current = seed;
  readAt = now;
  persistGuestFlag(seed);
}

function publish(next: ServerSession, ownerChanged: boolean): void {
  if (current && sameSession(current, next) && !ownerChanged) return;
  current = next;
  persistGuestFlag(next);
  if (ownerChanged) {
    ownerVersion++;
    // Before anything re-renders: no screen may show the previous owner's data, even for a frame.
    for (const listener of ownerListeners) listener();
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: `listener` runs on every change of the session. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `listener` on every change of owner (sign-in, registration, guest mode, logout, or a
 * refresh that finds the session gone), before the new session is rendered. React Query's
 * provider empties its cache here.
 */
export function onOwnerChange(listener: () => void): () => void {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}

/** SPEC §4's write-through copy: set for a guest, removed from both storages otherwise. */
function persistGuestFlag(session: ServerSession): void {
  if (session.guest && !session.user) writeStored("session", STORAGE_KEYS.guestMode, "true");
  else {
    removeStored("session", STORAGE_KEYS.guestMode);
    removeStored("local", STORAGE_KEYS.guestMode);
  }
}

/**
 * After sign-in, registration, guest mode or logout. First the router's cache goes (the server
 * action below): screens react to the new owner at once by navigating, and those navigations must
 * not be answered from the previous visitor's cache (e.g. a prefetch the request gate redirected to
 * /auth). Its code loads here, on use, not with every page. Then the store, whose owner listeners
 * empty React Query's cache before anything renders for the new owner.
 */
export async function switchOwner(user: PublicUser | null, guest: boolean): Promise<void> {
  await import("@/lib/auth/session-actions").then(({ sessionChanged }) => sessionChanged()).catch(() => undefined);
  publish({ user, guest: guest && !user }, true);
}

/**
 * A guest choosing 'sign in' or 'create an account' (SPEC §2): this tab stops being a guest. Not a
 * change of owner: the guest cookie stays, so registering next still brings their closet along.
 */
export function leaveGuestMode(): void {
  const session = currentSession();
  if (session.guest) publish({ ...session, guest: false }, false);
}

/**
 * A protected screen the server rendered for an owner while this tab thought it had none (a tab
 * that left guest mode, or one signed in from another tab, coming back): the server's reading
 * stands, as on a page load. Not a change of owner for the screen, whose data the server rendered.
 */
export function adoptServerSession(seen: ServerSession): void {
  if (currentSession().user || currentSession().guest || (!seen.user && !seen.guest)) return;
  publish({ user: seen.user, guest: seen.guest && !seen.user }, false);
}

/** What GET /api/user answered (null: 401, nobody signed in), asked while the owner was `askedAt`. */
export function applyCurrentUser(user: PublicUser | null, askedAt = ownerVersion, now = Date.now()): void {
  if (askedAt !== ownerVersion) return;
  readAt = now;
  const session = currentSession();
  if (sameUser(session.user, user)) return;
  publish({ user, guest: user ? false : session.guest }, true);
}

/** SPEC §7/§9: 3 retries, backing off min(1000·2^n, 30 s). */
export const refreshRetryDelayMs = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);
const REFRESH_RETRIES = 3;

type RefreshDeps = {
  fetchUser: (signal: AbortSignal) => Promise<PublicUser | null>;
  now: () => number;
};

/**
 * GET /api/user by plain fetch rather than lib/api-client: that client reads this store for its
 * guest header, and the two would import each other. A 401 means nobody is signed in.
 */
async function fetchCurrentUser(signal: AbortSignal): Promise<PublicUser | null> {
  const response = await fetch("/api/user", {
    signal,
    cache: "no-store",
    headers: { accept: "application/json", ...(isGuestTab() ? { "X-Guest-Mode": "true" } : {}) },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /api/user answered ${response.status}`);
  return (await response.json()) as PublicUser;
}

const defaultRefreshDeps: RefreshDeps = {
  fetchUser: fetchCurrentUser,
  now: () => Date.now(),
};

/**
 * GET /api/user on SPEC §7's schedule: every 5 minutes while the tab is visible, and when the tab
 * comes back into view or back online once the session is over 30 s old (the seed counts: a page
 * load asks nothing). One request at a time, retried 3 times. Its answer feeds the store
 * (applyCurrentUser). Returns the stop function.
 */
export function startSessionRefresh(deps: RefreshDeps = defaultRefreshDeps): () => void {
  const controller = new AbortController();
  let inFlight = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const refresh = (failures = 0) => {
    if (controller.signal.aborted || (failures === 0 && inFlight)) return;
    inFlight = true;
    const askedAt = ownerVersion;
    deps.fetchUser(controller.signal).then(
      (user) => {
        inFlight = false;
        applyCurrentUser(user, askedAt, deps.now());
      },
      () => {
        if (controller.signal.aborted) return;
        if (failures >= REFRESH_RETRIES) {
          inFlight = false;
          return;
        }
        retryTimer = setTimeout(() => refresh(failures + 1), refreshRetryDelayMs(failures));
      },
    );
  };
  const visible = () => document.visibilityState !== "hidden";
  const refreshIfStale = () => {
    if (visible() && deps.now() - readAt > TIMINGS.currentUserStaleMs) refresh();
  };
  const interval = setInterval(() => {
    if (visible()) refresh();
  }, TIMINGS.currentUserRefetchMs);

  refreshIfStale();
  document.addEventListener("visibilitychange", refreshIfStale);
  window.addEventListener("online", refreshIfStale);
  return () => {
    controller.abort();
    clearInterval(interval);
    clearTimeout(retryTimer);
    document.removeEventListener("visibilitychange", refreshIfStale);
    window.removeEventListener("online", refreshIfStale);
  };
}

export function sameUser(a: PublicUser | null, b: PublicUser | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.username === b.username && a.email === b.email);
}

function sameSession(a: ServerSession, b: ServerSession): boolean {
  return a.guest === b.guest && sameUser(a.user, b.user);
}
