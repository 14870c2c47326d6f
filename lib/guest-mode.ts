import { STORAGE_KEYS } from "@/lib/constants";

/**
 * Whether this browser tab is in guest mode. The flag is only a hint for the UI and the
 * `X-Guest-Mode` header; the guest identity itself lives in an httpOnly cookie (DESIGN.md).
 * Safe to call during server rendering, where there is no window.
 */
export function isGuestMode(): boolean {
  if (typeof window === "undefined") return false;
  return readFlag(() => window.sessionStorage) || readFlag(() => window.localStorage);
}

// Storage access throws when the browser blocks it (private modes, disabled cookies).
function readFlag(storage: () => Storage): boolean {
  try {
    return storage().getItem(STORAGE_KEYS.guestMode) === "true";
  } catch {
    return false;
  }
}
