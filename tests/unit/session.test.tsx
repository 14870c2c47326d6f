import type { PublicUser } from "@/lib/auth/types";
import { TIMINGS } from "@/lib/constants";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The browser's one session module (components/auth/session.tsx): seeded by the root layout,
 * changed by switchOwner and guest-mode choices, fed by GET /api/user on SPEC §7's schedule, with
 * the sessionStorage guest flag written through.
 */
const { sessionChanged } = vi.hoisted(() => ({ sessionChanged: vi.fn(async (): Promise<void> => undefined) }));
vi.mock("@/lib/auth/session-actions", () => ({ sessionChanged }));

const ana: PublicUser = { id: 1, email: "ana@example.com", username: "ana" };
const bo: PublicUser = { id: 2, email: "bo@example.com", username: "bo" };

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

type Browser = {
  sessionStorage: MemoryStorage;
  localStorage: MemoryStorage;
  document: EventTarget & { visibilityState: "visible" | "hidden" };
  window: EventTarget;
};

/** A window with storage and a document, and a fresh session module (one per page load). */
async function pageLoad() {
  vi.resetModules();
  const window = Object.assign(new EventTarget(), {
    sessionStorage: new MemoryStorage(),
    localStorage: new MemoryStorage(),
  });
  const document = Object.assign(new EventTarget(), { visibilityState: "visible" as "visible" | "hidden" });
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", document);
  const browser: Browser = {
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    document,
    window,
  };
  return { session: await import("@/lib/auth/session-store"), browser };
}

beforeEach(() => sessionChanged.mockClear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("seed", () => {
  it("starts with what the server read, once per page load, and writes the guest flag through", async () => {
    const { session, browser } = await pageLoad();
    expect(session.currentSession()).toEqual({ user: null, guest: false });
    session.seedSession({ user: null, guest: true });
    expect(session.currentSession()).toEqual({ user: null, guest: true });
    expect(session.isGuestTab()).toBe(true);
    expect(browser.sessionStorage.getItem("guestMode")).toBe("true");
    session.seedSession({ user: ana, guest: false });
    expect(session.currentSession().user).toBeNull();
  });

  it("clears a stale guest flag in both storages when the server saw no guest", async () => {
    const { session, browser } = await pageLoad();
    browser.sessionStorage.setItem("guestMode", "true");
    browser.localStorage.setItem("guestMode", "true");
    session.seedSession({ user: ana, guest: false });
    expect([browser.sessionStorage.getItem("guestMode"), browser.localStorage.getItem("guestMode")]).toEqual([
      null,
      null,
    ]);
    expect(session.isGuestTab()).toBe(false);
  });

  it("renders the seed on the server (where the store stays empty) via useSession", async () => {
    vi.resetModules();
    const { SessionProvider, useSession } = await import("@/components/auth/session");
    function Status() {
      const { status, user } = useSession();
      return <p>{`${status}:${user?.username ?? "-"}`}</p>;
    }
    const html = (seed: { user: PublicUser | null; guest: boolean }) =>
      renderToStaticMarkup(
        <SessionProvider seed={seed}>
          <Status />
        </SessionProvider>,
      );
    expect(html({ user: ana, guest: false })).toBe("<p>user:ana</p>");
    expect(html({ user: null, guest: true })).toBe("<p>guest:-</p>");
    expect(html({ user: null, guest: false })).toBe("<p>anonymous:-</p>");
  });
});

describe("switchOwner", () => {
  it("drops the router cache first, then changes the owner: owner listeners run, the flag follows", async () => {
    const { session, browser } = await pageLoad();
    session.seedSession({ user: null, guest: false });
    const seenByAction: unknown[] = [];
    sessionChanged.mockImplementationOnce(async () => void seenByAction.push(session.currentSession()));
    const ownerChanges = vi.fn();
    session.onOwnerChange(ownerChanges);

    await session.switchOwner(null, true);
    expect(seenByAction).toEqual([{ user: null, guest: false }]);
    expect(session.currentSession()).toEqual({ user: null, guest: true });
    expect(browser.sessionStorage.getItem("guestMode")).toBe("true");
    expect(ownerChanges).toHaveBeenCalledTimes(1);

    await session.switchOwner(ana, false);
    expect(session.currentSession()).toEqual({ user: ana, guest: false });
    expect(browser.sessionStorage.getItem("guestMode")).toBeNull();
    await session.switchOwner(null, false);
    expect(session.currentSession()).toEqual({ user: null, guest: false });
    expect(ownerChanges).toHaveBeenCalledTimes(3);
    expect(sessionChanged).toHaveBeenCalledTimes(3);
  });

  it("still switches when the router-cache action fails (offline)", async () => {
    const { session } = await pageLoad();
    session.seedSession({ user: ana, guest: false });
    sessionChanged.mockRejectedValueOnce(new Error("offline"));
    await session.switchOwner(null, false);
    expect(session.currentSession().user).toBeNull();
  });
});

describe("guest mode choices", () => {
  it("leaving guest mode clears the flag without a change of owner (the guest cookie stays)", async () => {
    const { session, browser } = await pageLoad();
    session.seedSession({ user: null, guest: true });
    const ownerChanges = vi.fn();
    session.onOwnerChange(ownerChanges);
    session.leaveGuestMode();
    expect(session.currentSession()).toEqual({ user: null, guest: false });
    expect(browser.sessionStorage.getItem("guestMode")).toBeNull();
    expect(ownerChanges).not.toHaveBeenCalled();
  });

  it("a protected screen the server rendered for a guest brings a tab that left guest mode back", async () => {
    const { session, browser } = await pageLoad();
    session.seedSession({ user: null, guest: true });
    session.leaveGuestMode();
    session.adoptServerSession({ user: null, guest: true });
    expect(session.isGuestTab()).toBe(true);
    expect(browser.sessionStorage.getItem("guestMode")).toBe("true");
    // A tab with a session keeps it.
    session.adoptServerSession({ user: bo, guest: false });
    expect(session.currentSession()).toEqual({ user: null, guest: true });
  });
});

describe("GET /api/user on SPEC §7's schedule", () => {
  async function scheduled(seed: { user: PublicUser | null; guest: boolean }) {
    vi.useFakeTimers({ now: 0 });
    const loaded = await pageLoad();
    loaded.session.seedSession(seed, Date.now());
    const answers: Array<PublicUser | null | Error> = [];
    const fetchUser = vi.fn(async () => {
      const next = answers.shift() ?? null;
      if (next instanceof Error) throw next;
      return next;
    });
    const stop = loaded.session.startSessionRefresh({ fetchUser, now: () => Date.now() });
    return { ...loaded, answers, fetchUser, stop };
  }

  const show = (browser: Browser) => {
    browser.document.visibilityState = "visible";
    browser.document.dispatchEvent(new Event("visibilitychange"));
  };

  it("asks nothing at load (the seed is fresh), on focus once 30 s old, and every 5 minutes", async () => {
    const { browser, fetchUser, answers, stop } = await scheduled({ user: ana, guest: false });
    expect(fetchUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    show(browser);
    expect(fetchUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TIMINGS.currentUserStaleMs);
    answers.push(ana);
    show(browser);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    // Just answered: back on focus a moment later asks nothing.
    show(browser);
    browser.window.dispatchEvent(new Event("online"));
    expect(fetchUser).toHaveBeenCalledTimes(1);
    answers.push(ana);
    await vi.advanceTimersByTimeAsync(TIMINGS.currentUserRefetchMs);
    expect(fetchUser).toHaveBeenCalledTimes(2);
    // Hidden tabs are not polled.
    browser.document.visibilityState = "hidden";
    await vi.advanceTimersByTimeAsync(TIMINGS.currentUserRefetchMs);
    expect(fetchUser).toHaveBeenCalledTimes(2);
    stop();
  });

  it("feeds the store: a session found gone is a change of owner", async () => {
    const { session, fetchUser, answers, stop } = await scheduled({ user: ana, guest: false });
    const ownerChanges = vi.fn();
    session.onOwnerChange(ownerChanges);
    answers.push(ana);
    await vi.advanceTimersByTimeAsync(TIMINGS.currentUserRefetchMs);
    expect(ownerChanges).not.toHaveBeenCalled();
    answers.push(null);
    await vi.advanceTimersByTimeAsync(TIMINGS.currentUserRefetchMs);
    expect(fetchUser).toHaveBeenCalledTimes(2);
    expect(session.currentSession()).toEqual({ user: null, guest: false });
    expect(ownerChanges).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a guest's 401 (no user) leaves guest mode on", async () => {
    const { session, stop } = await scheduled({ user: null, guest: true });
    await vi.advanceTimersByTimeAsync(TIMINGS.currentUserRefetchMs);
    expect(session.isGuestTab()).toBe(true);
    stop();
  });

  it("retries a failed read 3 times, backing off 1, 2 and 4 s (capped at 30 s)", async () => {
    const { fetchUser, answers, session, stop } = await scheduled({ user: ana, guest: false });
    answers.push(new Error("500"), new Error("500"), new Error("500"), new Error("500"));
    await vi.advanceTimersByTimeAsync(TIMINGS.currentUserRefetchMs);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchUser).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchUser).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchUser).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchUser).toHaveBeenCalledTimes(4);
    expect(session.currentSession().user).toEqual(ana);
    expect([0, 1, 2, 5, 10].map(session.refreshRetryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    stop();
  });

  it("an answer asked for before a change of owner is not applied after it", async () => {
    const { session, fetchUser, stop } = await scheduled({ user: null, guest: false });
    let answer: (user: PublicUser | null) => void = () => undefined;
    fetchUser.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(TIMINGS.currentUserRefetchMs);
    await session.switchOwner(ana, false);
    answer(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.currentSession().user).toEqual(ana);
    stop();
  });
});
