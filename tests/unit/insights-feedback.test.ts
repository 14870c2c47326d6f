/**
 * Issue #41's pure parts of /insights: the category balance on one scale, the keep period's
 * arithmetic and its names, and the cleanout request's schema the queue and the route share.
 */
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { balanceBars, balanceScale } from "@/lib/wears/balance-scale";
import { addMonths, cleanoutRequestSchema } from "@/lib/wears/cleanout-schema";
import { describe, expect, it } from "vitest";

describe("category balance on one scale", () => {
  it("draws pieces and wears against the same maximum: 3 pieces are 3/10 of 10 wears", () => {
    const rows = [
      { category: "tops", items: 3, wears: 10 },
      { category: "shoes", items: 5, wears: 0 },
    ];
    expect(balanceScale(rows)).toBe(10);
    const [tops, shoes] = balanceBars(rows, 100);
    expect(tops).toMatchObject({ itemWidth: 30, wearWidth: 100 });
    // Before the fix each series was scaled to its own total, so 5 pieces outdrew 10 wears.
    expect(shoes!.itemWidth).toBeLessThan(tops!.wearWidth);
    expect(shoes).toMatchObject({ itemWidth: 50, wearWidth: 0 });
  });

  it("an empty chart has a scale of 1 and no bars", () => {
    expect(balanceScale([])).toBe(1);
    expect(balanceBars([], 100)).toEqual([]);
  });
});

describe("keep periods", () => {
  it("adds calendar months, clamped to the end of a shorter month", () => {
    expect(addMonths("2026-06-15", 3)).toBe("2026-09-15");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-12-01", 12)).toBe("2027-12-01");
  });

  it("names each period as the person chose it, with the right plural", () => {
    expect(INSIGHTS_TEXT.keepFor(1)).toBe("keep for 1 month");
    expect(INSIGHTS_TEXT.keepFor(3)).toBe("keep for 3 months");
    expect(INSIGHTS_TEXT.keepFor(12)).toBe("keep for a year");
    expect(INSIGHTS_TEXT.kept(6, "15 dec 2026")).toBe(
      "kept for 6 months. it comes back on 15 dec 2026 if it's still unworn.",
    );
    expect(INSIGHTS_TEXT.leavingIntro(1)).toMatch(/^1 piece you chose/);
    expect(INSIGHTS_TEXT.leavingIntro(2)).toMatch(/^2 pieces you chose/);
    expect(INSIGHTS_TEXT.wearsByMonthSummary(1)).toBe("1 wear in the last 12 months");
  });
});

describe("the cleanout request schema (queue and route)", () => {
  it("takes keep with a period, the other choices without one, and null", () => {
    expect(cleanoutRequestSchema.safeParse({ choice: "keep", keepMonths: 6 }).success).toBe(true);
    expect(cleanoutRequestSchema.safeParse({ choice: "donate" }).success).toBe(true);
    expect(cleanoutRequestSchema.safeParse({ choice: null, today: "2026-06-15" }).success).toBe(true);
  });

  it("refuses keep without a period, and a period that is not offered", () => {
    expect(cleanoutRequestSchema.safeParse({ choice: "keep" }).success).toBe(false);
    expect(cleanoutRequestSchema.safeParse({ choice: "keep", keepMonths: 4 }).success).toBe(false);
    expect(cleanoutRequestSchema.safeParse({ choice: "maybe", keepMonths: 3 }).success).toBe(false);
  });
});
