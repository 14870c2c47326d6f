import {
  cellPlanMark,
  dayStage,
  hasRoomForPlan,
  isPlannable,
  lastPlanDay,
  outfitIdOfDrop,
  planCounts,
  planPieces,
  planTitle,
  planWhat,
  restoreRequest,
} from "@/lib/calendar/plan-days";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { PLAN_TEXT } from "@/lib/messages/plans";
import type { PlanView } from "@/lib/plans/contract";
import type { WearItemView } from "@/lib/wears/contract";
import { describe, expect, it } from "vitest";

const item = (id: number, name: string | null, category = "tops"): WearItemView => ({
  id,
  name,
  category,
  imageUrl: `/i/${id}.jpg`,
  thumbnailUrl: `/t/${id}.jpg`,
});

const plan = (overrides: Partial<PlanView> = {}): PlanView => ({
  id: 1,
  date: "2026-12-01",
  outfitId: null,
  outfitName: null,
  items: [item(1, "navy tee"), item(2, null, "bottoms")],
  note: null,
  free: false,
  wearId: null,
  warnings: [],
  ...overrides,
});

const TODAY = "2026-11-30";

describe("dayStage and isPlannable (issue #43: today up to 60 days ahead)", () => {
  it("puts a day before today in the past, today apart, then 60 days ahead, then beyond", () => {
    expect(dayStage("2026-11-29", TODAY)).toBe("past");
    expect(dayStage(TODAY, TODAY)).toBe("today");
    expect(dayStage("2026-12-01", TODAY)).toBe("ahead");
    expect(lastPlanDay(TODAY)).toBe("2027-01-29");
    expect(dayStage("2027-01-29", TODAY)).toBe("ahead");
    expect(dayStage("2027-01-30", TODAY)).toBe("beyond");
  });

  it("takes plans from today to the 60th day, never a past one", () => {
    expect(isPlannable("2026-11-29", TODAY)).toBe(false);
    expect(isPlannable(TODAY, TODAY)).toBe(true);
    expect(isPlannable("2027-01-29", TODAY)).toBe(true);
    expect(isPlannable("2027-01-30", TODAY)).toBe(false);
  });
});

describe("planCounts and cellPlanMark", () => {
  it("counts a day's plans by state: still to come, worn, or missed (never a wear)", () => {
    const plans = [plan({ date: "2026-11-28", wearId: 4 }), plan({ id: 2, date: "2026-11-28" })];
    expect(planCounts(plans, TODAY)).toEqual({ planned: 0, worn: 1, missed: 1 });
    expect(planCounts([plan({ date: TODAY })], TODAY)).toEqual({ planned: 1, worn: 0, missed: 0 });
  });

  it("marks a cell by the plan still to come first, then a worn one, then a missed one", () => {
    expect(cellPlanMark({ planned: 1, worn: 1, missed: 0 })).toBe("planned");
    expect(cellPlanMark({ planned: 0, worn: 1, missed: 1 })).toBe("worn");
    expect(cellPlanMark({ planned: 0, worn: 0, missed: 2 })).toBe("missed");
    expect(cellPlanMark({ planned: 0, worn: 0, missed: 0 })).toBeNull();
  });

  it("has room for a plan until the day holds three", () => {
    expect(hasRoomForPlan([plan(), plan({ id: 2 })])).toBe(true);
    expect(hasRoomForPlan([plan(), plan({ id: 2 }), plan({ id: 3 })])).toBe(false);
  });
});

describe("a plan's names", () => {
  it("is its outfit's name, or 'planned look' with its pieces by name or category", () => {
    expect(planTitle(plan())).toBe(PLAN_TEXT.plannedLook);
    expect(planPieces(plan())).toBe("navy tee, bottoms");
    expect(planWhat(plan())).toBe("navy tee, bottoms");
    expect(planTitle(plan({ outfitName: "weekend look" }))).toBe("weekend look");
    expect(planWhat(plan({ outfitName: "weekend look" }))).toBe("weekend look");
    expect(planWhat(plan({ items: [] }))).toBe(PLAN_TEXT.plannedLook);
  });
});

describe("restoreRequest (the undo of 'remove plan')", () => {
  it("plans the same day, pieces, outfit and note again", () => {
    expect(restoreRequest(plan({ outfitId: 7, outfitName: "weekend look", note: "lunch with sam" }))).toEqual({
      date: "2026-12-01",
      itemIds: [1, 2],
      outfitId: 7,
      note: "lunch with sam",
    });
    expect(restoreRequest(plan())).toEqual({ date: "2026-12-01", itemIds: [1, 2] });
  });

  it("keeps the outfit alone when its pieces left the closet, and gives up when nothing is left", () => {
    expect(restoreRequest(plan({ items: [], outfitId: 7 }))).toEqual({ date: "2026-12-01", outfitId: 7 });
    expect(restoreRequest(plan({ items: [] }))).toBeNull();
  });
});

describe("outfitIdOfDrop", () => {
  it("reads an outfit id from a drop, and nothing else", () => {
    expect(outfitIdOfDrop("12")).toBe(12);
    expect(outfitIdOfDrop("")).toBeNull();
    expect(outfitIdOfDrop(null)).toBeNull();
    expect(outfitIdOfDrop("0")).toBeNull();
    expect(outfitIdOfDrop("12; drop table")).toBeNull();
    expect(outfitIdOfDrop("https://example.com/")).toBeNull();
    expect(outfitIdOfDrop("99999999999")).toBeNull();
  });
});

describe("CALENDAR_TEXT.dayCell with plans (the cell's name)", () => {
  const label = "tuesday 1 december";

  it("keeps the worn days' words as they were", () => {
    expect(CALENDAR_TEXT.dayCell(label, 0)).toBe("tuesday 1 december, nothing logged");
    expect(CALENDAR_TEXT.dayCell(label, 1)).toBe("tuesday 1 december, 1 piece worn");
    expect(CALENDAR_TEXT.dayCell(label, 3, { planned: 0, worn: 0, missed: 0 })).toBe(
      "tuesday 1 december, 3 pieces worn",
    );
  });

  it("says the plans, leaving out 'nothing logged' on a day that has only plans", () => {
    expect(CALENDAR_TEXT.dayCell(label, 0, { planned: 1, worn: 0, missed: 0 })).toBe(
      "tuesday 1 december, 1 look planned",
    );
    expect(CALENDAR_TEXT.dayCell(label, 0, { planned: 3, worn: 0, missed: 0 })).toBe(
      "tuesday 1 december, 3 looks planned",
    );
    expect(CALENDAR_TEXT.dayCell(label, 2, { planned: 1, worn: 1, missed: 0 })).toBe(
      "tuesday 1 december, 2 pieces worn, 1 look planned, 1 look worn as planned",
    );
  });

  it("says a missed plan apart: it is never counted as pieces worn", () => {
    expect(CALENDAR_TEXT.dayCell(label, 0, { planned: 0, worn: 0, missed: 1 })).toBe(
      "tuesday 1 december, 1 planned look not worn",
    );
    expect(CALENDAR_TEXT.dayCell(label, 0, { planned: 0, worn: 0, missed: 2 })).not.toMatch(/pieces? worn/);
  });

  it("names the rest of the cell after the day the same way", () => {
    expect(CALENDAR_TEXT.dayCellSaid(2, { planned: 1, worn: 0, missed: 0 })).toBe("2 pieces worn, 1 look planned");
    expect(CALENDAR_TEXT.dayCellSaid(0)).toBe(CALENDAR_TEXT.dayCellWorn(0));
  });
});
