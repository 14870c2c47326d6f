import { BACKGROUND_COLORS } from "@/lib/constants";
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextColor, relativeLuminance } from "@/lib/share/contrast";
import { describe, expect, it } from "vitest";

describe("readableTextColor", () => {
  it.each(BACKGROUND_COLORS)("gives text of at least 4.5:1 (WCAG AA) on the %s preset", (background) => {
    const text = readableTextColor(background);
    expect([DARK_TEXT, LIGHT_TEXT]).toContain(text);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("picks the better of the two on every preset", () => {
    for (const background of BACKGROUND_COLORS) {
      const other = readableTextColor(background) === DARK_TEXT ? LIGHT_TEXT : DARK_TEXT;
      expect(contrastRatio(readableTextColor(background), background)).toBeGreaterThanOrEqual(
        contrastRatio(other, background),
      );
    }
  });

  it("is white on black and dark on white, cream and the pastels", () => {
    expect(readableTextColor("#000000")).toBe(LIGHT_TEXT);
    for (const light of ["#ffffff", "#f5f0e8", "#e8e2d6", "#fda4af", "#bae6fd", "#FFFFFF", "#fff"])
      expect(readableTextColor(light)).toBe(DARK_TEXT);
  });

  it("follows the WCAG luminance formula", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2158605, 6);
    expect(() => readableTextColor("red")).toThrow();
  });
});
