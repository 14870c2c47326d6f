/**
 * The 'bold' share template's tiles (issue #41 point 13): tilted, yet no card covers another (one
 * hid the lower half of the next, so trousers looked like shorts), the caption's band, the wordmark
 * or the frame's edge, for every number of pieces a share draws.
 */
import { BOLD_FRAME, BOLD_PADDING, BOLD_WORDMARK, boldLayout, coveredBox, overlaps } from "@/lib/share/bold-layout";
import { describe, expect, it } from "vitest";

describe("boldLayout", () => {
  for (const count of [0, 1, 2, 3, 4]) {
    it(`${count} piece(s): every card clear of the others, the caption, the wordmark and the edge`, () => {
      const { captionHeight, spots } = boldLayout(count);
      expect(spots.length).toBeGreaterThanOrEqual(Math.max(count, 1));
      const boxes = spots.slice(0, Math.max(count, 1)).map(coveredBox);
      const captionBottom = BOLD_PADDING + captionHeight;
      for (const [i, box] of boxes.entries()) {
        expect(box.top, `card ${i} under the caption`).toBeGreaterThanOrEqual(captionBottom);
        expect(overlaps(box, BOLD_WORDMARK), `card ${i} and the wordmark`).toBe(false);
        expect(box.left).toBeGreaterThanOrEqual(BOLD_FRAME.left);
        expect(box.right).toBeLessThanOrEqual(BOLD_FRAME.right);
        expect(box.bottom).toBeLessThanOrEqual(BOLD_FRAME.bottom);
        for (const [j, other] of boxes.entries())
          if (j > i) expect(overlaps(box, other), `cards ${i} and ${j}`).toBe(false);
      }
    });
  }

  it("the old pile is what the check catches: its third card covered the first's lower half", () => {
    const tile = { width: 420, height: 470 };
    const first = coveredBox({ left: 64, top: 590, rotate: -7, ...tile });
    const third = coveredBox({ left: 300, top: 760, rotate: -2, ...tile });
    expect(overlaps(first, third)).toBe(true);
  });
});

describe("the bold caption's size", () => {
  it("shrinks until the longest word fits the width ('weekend' ran off the image at 250 px)", async () => {
    const { captionSize } = await import("@/lib/share/render");
    const sizes = [250, 180, 132, 104, 86];
    expect(captionSize("weekend", sizes)).toBe(250); // by length alone
    expect(captionSize("weekend", sizes, 952)).toBe(180);
    expect(captionSize("go", sizes, 952)).toBe(250);
    expect(captionSize("monday uniform", sizes, 952)).toBe(180);
  });
});
