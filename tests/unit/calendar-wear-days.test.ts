import { dayFocusTarget, firstFocus, piecesOf, wearsByDay } from "@/lib/calendar/wear-days";
import type { WearView } from "@/lib/wears/contract";
import { describe, expect, it } from "vitest";

const wear = (id: number, date: string, pieces: number): WearView => ({
  id,
  date,
  outfitId: null,
  items: Array.from({ length: pieces }, (_, index) => ({ id: index + 1 }) as WearView["items"][number]),
});

describe("wearsByDay", () => {
  it("groups a range's wears by their day, in the order they came", () => {
    const days = wearsByDay([wear(1, "2026-11-02", 2), wear(2, "2026-11-03", 1), wear(3, "2026-11-02", 3)]);
    expect([...days.keys()]).toEqual(["2026-11-02", "2026-11-03"]);
    expect(days.get("2026-11-02")?.map((each) => each.id)).toEqual([1, 3]);
  });

  it("is empty before the wears arrive", () => {
    expect(wearsByDay(undefined).size).toBe(0);
  });
});

describe("piecesOf", () => {
  it("counts the pieces of every wear of a day", () => {
    expect(piecesOf([wear(1, "2026-11-02", 2), wear(3, "2026-11-02", 3)])).toBe(5);
    expect(piecesOf([])).toBe(0);
  });
});

describe("firstFocus", () => {
  it("is today in today's month and the 1st in any other", () => {
    expect(firstFocus("2026-11", "2026-11-17")).toBe("2026-11-17");
    expect(firstFocus("2026-10", "2026-11-17")).toBe("2026-10-01");
  });
});

describe("dayFocusTarget (issue #41: focus never falls to <body>)", () => {
  it("waits for a logged wear to be listed, then names its row", () => {
    expect(dayFocusTarget({ show: 7 }, [3, 5])).toBeNull();
    expect(dayFocusTarget({ show: 7 }, [3, 7, 5])).toEqual({ wear: 7 });
  });

  it("waits for a removed wear to leave the list, then names the row that took its place", () => {
    expect(dayFocusTarget({ removed: 5, index: 1 }, [3, 5, 9])).toBeNull();
    expect(dayFocusTarget({ removed: 5, index: 1 }, [3, 9])).toEqual({ wear: 9 });
  });

  it("names the row before when the last row went, and the empty day when nothing is left", () => {
    expect(dayFocusTarget({ removed: 9, index: 2 }, [3, 5])).toEqual({ wear: 5 });
    expect(dayFocusTarget({ removed: 3, index: 0 }, [])).toBe("empty");
  });
});
