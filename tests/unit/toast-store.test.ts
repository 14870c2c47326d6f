import { TOASTS } from "@/lib/constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The store is module state; a fresh copy per test keeps the cases independent.
async function freshStore() {
  vi.resetModules();
  return import("@/components/ui/use-toast");
}

describe("toast store (SPEC §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps at most one toast: a new one replaces the current", async () => {
    const store = await freshStore();
    store.toast({ title: "first" });
    store.toast({ title: "second", description: "newest wins" });
    expect(TOASTS.limit).toBe(1);
    expect(store.getToasts()).toHaveLength(1);
    expect(store.getToasts()[0]).toMatchObject({ title: "second", description: "newest wins", open: true });
  });

  it("closes a dismissed toast at once and removes it only after 1,000,000 ms", async () => {
    const store = await freshStore();
    const handle = store.toast({ title: "saved" });
    handle.dismiss();
    expect(store.getToasts()).toMatchObject([{ id: handle.id, open: false }]);

    vi.advanceTimersByTime(TOASTS.removeDelayMs - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it("updates a toast in place, and dismisses every toast when no id is given", async () => {
    const store = await freshStore();
    const handle = store.toast({ title: "uploading" });
    handle.update({ title: "Upload failed", variant: "destructive" });
    expect(store.getToasts()).toMatchObject([
      { id: handle.id, title: "Upload failed", variant: "destructive", open: true },
    ]);
    store.dismissToast();
    expect(store.getToasts().filter((entry) => entry.open)).toEqual([]);
  });

  it("gives every toast its own id and tells subscribers about each change", async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeToToasts(listener);
    const first = store.toast({ title: "one" });
    const second = store.toast({ title: "two" });
    store.dismissToast(second.id);
    expect(first.id).not.toBe(second.id);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.toast({ title: "three" });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
