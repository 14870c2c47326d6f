/**
 * "ask me about every photo" (issue #25), remembered in this browser: the closet upload screen's
 * checkbox reads and writes it without loading the queue's runner; the runner reads it as a cut-out lands.
 */

/** localStorage key of "ask me about every photo" (per browser). */
export const ASK_EVERY_PHOTO_KEY = "stylematch:ask-every-photo";

export function readAskEveryPhoto(): boolean {
  try {
    return localStorage.getItem(ASK_EVERY_PHOTO_KEY) === "1";
  } catch {
    return false;
  }
}

const askListeners = new Set<() => void>();
let askOverride: boolean | null = null; // when storage refuses (private mode), the choice lasts for this page

export function setAskEveryPhoto(on: boolean): void {
  try {
    if (on) localStorage.setItem(ASK_EVERY_PHOTO_KEY, "1");
    else localStorage.removeItem(ASK_EVERY_PHOTO_KEY);
    askOverride = null;
  } catch {
    askOverride = on;
  }
  for (const listener of askListeners) listener();
}

/** "ask me about every photo" for useSyncExternalStore: this browser's choice, false on the server. */
export const askEveryPhotoStore = {
  subscribe(listener: () => void) {
    askListeners.add(listener);
    return () => askListeners.delete(listener);
  },
  get: (): boolean => askOverride ?? readAskEveryPhoto(),
  getServer: (): boolean => false,
};
