/** Near-duplicate evidence (issue #46): colour and pattern after the outline, with a re-shoot's misreadings allowed for. */
import { type DuplicateEvidence, DUPLICATES, sameColourAndPattern } from "@/lib/vision/duplicates";
import type { Lab } from "@/lib/vision/lab";
import { colourLab } from "@/lib/vision/palette";
import type { PatternReading } from "@/lib/vision/pattern";
import { describe, expect, it } from "vitest";

/** A clear pattern unless `minorShare` says otherwise: its lesser tone covers a third of the garment. */
const evidence = (
  lab: Lab,
  pattern: PatternReading["pattern"],
  denim = false,
  minorShare = 0.33,
): DuplicateEvidence => ({
  colours: { swatches: [{ name: "navy", lab, share: 1 }], lightness: lab[0], chroma: 0 },
  pattern: { pattern, denim, contrast: pattern === "solid" ? 6 : 50, minorShare },
});
const navy = colourLab("navy");
const shifted = (lab: Lab, by: number): Lab => [lab[0] + by, lab[1], lab[2]];

describe("sameColourAndPattern", () => {
  it("tells colours apart by CIEDE2000, not by name", () => {
    expect(sameColourAndPattern(evidence(navy, "solid"), evidence(shifted(navy, 3), "solid"))).toBe(true);
    expect(sameColourAndPattern(evidence(navy, "solid"), evidence(colourLab("black"), "solid"))).toBe(false);
  });

  it("takes printed and dotted as one family (printed motifs read as dots at thumbnail size), never striped", () => {
    expect(sameColourAndPattern(evidence(navy, "printed"), evidence(navy, "dotted"))).toBe(true);
    expect(sameColourAndPattern(evidence(navy, "printed"), evidence(navy, "striped"))).toBe(false);
    expect(sameColourAndPattern(evidence(navy, "solid"), evidence(navy, "checked"))).toBe(false);
  });

  it("lets a faint pattern (a shadow, a seam, shading) neither part nor join two pieces", () => {
    const faintStripes = evidence(navy, "striped", false, DUPLICATES.faintPattern - 0.03);
    expect(sameColourAndPattern(evidence(navy, "solid"), faintStripes)).toBe(true);
    expect(sameColourAndPattern(faintStripes, evidence(navy, "checked"))).toBe(true);
    // At the threshold a pattern is clear again.
    expect(
      sameColourAndPattern(evidence(navy, "solid"), evidence(navy, "striped", false, DUPLICATES.faintPattern)),
    ).toBe(false);
    // Colour still decides.
    expect(sameColourAndPattern(evidence(colourLab("black"), "solid"), faintStripes)).toBe(false);
  });

  it("allows denim's weave to show in one shot and not the other only when the colours are close", () => {
    expect(sameColourAndPattern(evidence(navy, "solid", true), evidence(shifted(navy, 2), "solid"))).toBe(true);
    expect(sameColourAndPattern(evidence(navy, "solid", true), evidence(shifted(navy, 8), "solid"))).toBe(false);
    expect(sameColourAndPattern(evidence(navy, "solid", true), evidence(shifted(navy, 8), "solid", true))).toBe(true);
  });

  it("takes an even two-tone piece whose colours swapped places between shots as the same colours", () => {
    const [grey, green, pink] = [colourLab("grey"), colourLab("green"), colourLab("pink")];
    const twoTone = (first: Lab, second: Lab, secondShare: number): DuplicateEvidence => ({
      ...evidence(first, "striped"),
      colours: {
        swatches: [
          { name: "grey", lab: first, share: 1 - secondShare },
          { name: "green", lab: second, share: secondShare },
        ],
        lightness: first[0],
        chroma: 0,
      },
    });
    const even = DUPLICATES.evenTwoTone;
    // A grey-and-green striped suit read grey first, then green first.
    expect(sameColourAndPattern(twoTone(grey, green, 0.45), twoTone(green, grey, even))).toBe(true);
    // A second colour under the share is an accent, and the main colours decide.
    expect(sameColourAndPattern(twoTone(grey, green, 0.45), twoTone(green, grey, even - 0.05))).toBe(false);
    // Both colours must match crosswise.
    expect(sameColourAndPattern(twoTone(grey, green, 0.45), twoTone(green, pink, 0.45))).toBe(false);
  });

  it("keeps a pattern read plain in one shot when its second colour still covers as much of it", () => {
    const [camel, lightBlue, green] = [colourLab("camel"), colourLab("light blue"), colourLab("green")];
    const withSecond = (pattern: PatternReading["pattern"], second: Lab, share: number): DuplicateEvidence => ({
      ...evidence(camel, pattern),
      colours: {
        swatches: [
          { name: "camel", lab: camel, share: 1 - share },
          { name: "light blue", lab: second, share },
        ],
        lightness: camel[0],
        chroma: 0,
      },
    });
    // A camel cardigan with light-blue stripes, read plain on a gingham cloth in the second shot.
    expect(sameColourAndPattern(withSecond("striped", lightBlue, 0.34), withSecond("solid", lightBlue, 0.37))).toBe(
      true,
    );
    // Another second colour, or one covering far less, is another piece.
    expect(sameColourAndPattern(withSecond("striped", lightBlue, 0.34), withSecond("solid", green, 0.37))).toBe(false);
    expect(sameColourAndPattern(withSecond("striped", lightBlue, 0.34), withSecond("solid", lightBlue, 0.12))).toBe(
      false,
    );
    // A plain piece of one colour is never a striped one.
    expect(sameColourAndPattern(withSecond("striped", lightBlue, 0.34), evidence(camel, "solid"))).toBe(false);
  });
});
