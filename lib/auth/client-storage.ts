import { STORAGE_KEYS } from "@/lib/constants";
import { isGuestMode } from "@/lib/guest-mode";

/**
 * The browser-side flags of SPEC §4/§9: guestMode (sessionStorage; the header also reads
 * localStorage), showRegisterForm and redirectAfterAuth. Storage can be unavailable (blocked in
 * private modes); every access tolerates that. Changes in this tab are announced with an event so
 * components re-render (the `storage` event only reports other tabs).
 */
const CHANGE_EVENT = "stylematch:auth-storage";

type Area = "session" | "local";

function area(which: Area): Storage | null {
  try {
    return which === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function write(which: Area, key: string, value: string | null): void {
  try {
    const storage = area(which);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or blocked storage: the flag is a convenience, the server cookie is what counts.
  }
}

function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function announce(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function setGuestFlag(): void {
  write("session", STORAGE_KEYS.guestMode, "true");
  announce();
}

/** Leaves guest mode on this browser's side: both storages, as SPEC §4 says. */
export function clearGuestFlags(): void {
  write("session", STORAGE_KEYS.guestMode, null);
  write("local", STORAGE_KEYS.guestMode, null);
  announce();
}

/** Calls `listener` on every change of these flags, in this tab or another (components/auth/use-session.ts). */
export function subscribeAuthStorage(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Makes this tab's flag agree with the guest cookie the server saw when it rendered the page: set
 * for a live guest (a new tab of a guest's session), cleared once the guest has ended. Runs before
 * the first client render reads the flag, so it announces nothing.
 */
export function syncGuestFlag(serverSawGuest: boolean): void {
  if (serverSawGuest) write("session", STORAGE_KEYS.guestMode, "true");
  else if (isGuestMode()) {
    write("session", STORAGE_KEYS.guestMode, null);
    write("local", STORAGE_KEYS.guestMode, null);
  }
}

/** Marks the next /auth visit to open on the Register tab. */
export function requestRegisterForm(): void {
  write("session", STORAGE_KEYS.showRegisterForm, "true");
  write("local", STORAGE_KEYS.showRegisterForm, "true");
}

export function isRegisterFormRequested(): boolean {
  return (
    read("session", STORAGE_KEYS.showRegisterForm) === "true" || read("local", STORAGE_KEYS.showRegisterForm) === "true"
  );
}

/** The auth page consumes the flag once: it opens on Register, then forgets the request. */
export function clearRegisterFormRequest(): void {
  write("session", STORAGE_KEYS.showRegisterForm, null);
  write("local", STORAGE_KEYS.showRegisterForm, null);
}

export function storeRedirectAfterAuth(path: string): void {
  write("session", STORAGE_KEYS.redirectAfterAuth, path);
}

export function readRedirectAfterAuth(): string | null {
  return read("session", STORAGE_KEYS.redirectAfterAuth);
}

export function clearRedirectAfterAuth(): void {
  write("session", STORAGE_KEYS.redirectAfterAuth, null);
}
