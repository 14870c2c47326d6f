import {
  dayAfterKey,
  dayLabel,
  dayLabelParts,
  gridRange,
  isDayKey,
  isMonthKey,
  localDayKey,
  monthGrid,
  monthLabel,
  shiftMonth,
} from "@/lib/calendar/month-grid";
import { describe, expect, it } from "vitest";

describe("monthGrid", () => {
  it("covers november 2026 in Monday-first weeks, padded with the months either side", () => {
    const weeks = monthGrid("2026-11");
    expect(weeks).toHaveLength(6);
    expect(weeks.filter((week) => week.length !== 7)).toEqual([]);
    expect(weeks[0]?.[0]).toEqual({ date: "2026-10-26", day: 26, inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: "2026-11-01", day: 1, inMonth: true });
    expect(weeks[5]?.[0]).toEqual({ date: "2026-11-30", day: 30, inMonth: true });
    expect(weeks[5]?.[6]).toEqual({ date: "2026-12-06", day: 6, inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
  });

  it("needs only four weeks for a february starting on a Monday", () => {
    expect(monthGrid("2021-02")).toHaveLength(4);
    expect(gridRange("2021-02")).toEqual({ from: "2021-02-01", to: "2021-02-28" });
  });

  it("handles leap years", () => {
    expect(
      monthGrid("2024-02")
        .flat()
        .filter((day) => day.inMonth),
    ).toHaveLength(29);
  });
});

describe("keys and labels", () => {
  it("validates months and days", () => {
    expect(isMonthKey("2026-11")).toBe(true);
    expect(isMonthKey("2026-13")).toBe(false);
    expect(isDayKey("2026-02-29")).toBe(false);
    expect(isDayKey("2024-02-29")).toBe(true);
    expect(isDayKey("2024-2-9")).toBe(false);
  });

  it("shifts months across years", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  });

  it("labels in lowercase", () => {
    expect(monthLabel("2026-11")).toBe("november 2026");
    expect(dayLabel("2026-11-25")).toBe("wednesday 25 november");
    expect(dayLabelParts("2026-11-25")).toEqual({ weekday: "wednesday", date: 25, month: "november" });
  });

  it("reads today from the local clock", () => {
    expect(localDayKey(new Date(2026, 10, 5, 23, 59))).toBe("2026-11-05");
  });
});

describe("dayAfterKey", () => {
  it.each([
    ["ArrowLeft", "2026-11-01", "2026-10-31"],
    ["ArrowRight", "2026-11-30", "2026-12-01"],
    ["ArrowUp", "2026-11-04", "2026-10-28"],
    ["ArrowDown", "2026-11-25", "2026-12-02"],
    ["Home", "2026-11-25", "2026-11-23"],
    ["End", "2026-11-25", "2026-11-29"],
    ["PageUp", "2026-03-31", "2026-02-28"],
    ["PageDown", "2026-01-31", "2026-02-28"],
  ])("%s from %s lands on %s", (key, from, to) => {
    expect(dayAfterKey(from, key)).toBe(to);
  });

  it("ignores other keys", () => {
    expect(dayAfterKey("2026-11-25", "a")).toBeNull();
  });
});
