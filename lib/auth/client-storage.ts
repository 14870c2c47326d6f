import { STORAGE_KEYS } from "@/lib/constants";

/**
 * Browser storage for the auth flags of SPEC §4/§9, tolerant of storage being unavailable (blocked
 * in private modes): a flag is a convenience, the server's cookies are what count. The /auth flow's
 * own flags live here (showRegisterForm, redirectAfterAuth); the guest flag is the session store's
 * write-through copy (components/auth/session.tsx).
 */
type Area = "session" | "local";

function area(which: Area): Storage | null {
  try {
    return which === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function writeStored(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or blocked storage.
  }
}

export function removeStored(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Blocked storage.
  }
}

function readStored(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Marks the next /auth visit to open on the Register tab. */
export function requestRegisterForm(): void {
  writeStored("session", STORAGE_KEYS.showRegisterForm, "true");
  writeStored("local", STORAGE_KEYS.showRegisterForm, "true");
}

export function isRegisterFormRequested(): boolean {
  return (
    readStored("session", STORAGE_KEYS.showRegisterForm) === "true" ||
    readStored("local", STORAGE_KEYS.showRegisterForm) === "true"
  );
}

/** The auth page consumes the flag once: it opens on Register, then forgets the request. */
export function clearRegisterFormRequest(): void {
  removeStored("session", STORAGE_KEYS.showRegisterForm);
  removeStored("local", STORAGE_KEYS.showRegisterForm);
}

export function storeRedirectAfterAuth(path: string): void {
  writeStored("session", STORAGE_KEYS.redirectAfterAuth, path);
}

export function readRedirectAfterAuth(): string | null {
  return readStored("session", STORAGE_KEYS.redirectAfterAuth);
}

export function clearRedirectAfterAuth(): void {
  removeStored("session", STORAGE_KEYS.redirectAfterAuth);
}
