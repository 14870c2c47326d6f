import { costPerWear } from "@/lib/closet/contract";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import { isCalendarDay, latestToday, wearCreateSchema, wearRangeQuerySchema } from "@/lib/wears/schemas";
import { describe, expect, it } from "vitest";

/** The wear log's shared rules (issue #28): days, ranges, and cost per wear to the cent. */
describe("wear days", () => {
  it("accepts real calendar days only", () => {
    for (const day of ["2026-01-31", "2024-02-29", "1900-01-01"]) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "1899-12-31", "", "2026-01-01T00:00"])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it("is in the future only past the furthest time zone's today (UTC+14)", () => {
    const now = Date.parse("2026-06-15T12:00:00Z");
    expect(latestToday(now)).toBe("2026-06-16");
    expect(latestToday(Date.parse("2026-06-15T09:59:59Z"))).toBe("2026-06-15");
  });

  it("ranges: both ends included, at most 366 days, in order", () => {
    expect(wearRangeQuerySchema.safeParse({ from: "2024-01-01", to: "2024-12-31" }).success).toBe(true);
    const tooLong = wearRangeQuerySchema.safeParse({ from: "2025-01-01", to: "2026-01-02" });
    expect(tooLong.error?.issues[0]?.message).toBe(WEAR_MESSAGES.rangeTooLong(366));
    const reversed = wearRangeQuerySchema.safeParse({ from: "2026-01-02", to: "2026-01-01" });
    expect(reversed.error?.issues[0]?.message).toBe(WEAR_MESSAGES.rangeOrder);
  });

  it("a wear needs pieces or an outfit", () => {
    expect(wearCreateSchema.safeParse({ outfitId: 3 }).success).toBe(true);
    expect(wearCreateSchema.safeParse({}).error?.issues[0]?.message).toBe(WEAR_MESSAGES.nothingWorn);
  });
});

describe("costPerWear", () => {
  it("divides in cents and rounds half up; null without a price or wears", () => {
    expect(costPerWear(100, 3)).toBe(33.33);
    expect(costPerWear(0.05, 2)).toBe(0.03);
    expect(costPerWear(49.9, 4)).toBe(12.48); // 1247.5 cents
    expect(costPerWear(0, 5)).toBe(0);
    expect(costPerWear(null, 5)).toBeNull();
    expect(costPerWear(20, 0)).toBeNull();
  });
});
