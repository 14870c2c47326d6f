import {
  cutoutFileName,
  MaskBrush,
  renderMaskView,
  strokeBounds,
  toMaskSpace,
  UndoStack,
  unionRect,
  wholeRect,
} from "@/lib/uploads/mask-brush";
import { describe, expect, it } from "vitest";

const full = (width: number, height: number, value: number) => new Uint8Array(width * height).fill(value);

describe("stroke geometry", () => {
  it("maps a pointer on the scaled-down canvas to mask pixels, and the brush's diameter to a radius", () => {
    // A 400 px wide mask shown 200 px wide, 10 px from the viewport's left and 20 px from its top.
    const { point, radius } = toMaskSpace({ clientX: 60, clientY: 70 }, { left: 10, top: 20, width: 200 }, 400, 24);
    expect(point).toEqual({ x: 100, y: 100 });
    expect(radius).toBe(24);
  });

  it("bounds a stroke by its ends plus the radius and a pixel of margin, clipped to the mask", () => {
    expect(strokeBounds({ x: 10, y: 10 }, { x: 20, y: 15 }, 3, 100, 100)).toEqual({
      left: 6,
      top: 6,
      right: 24,
      bottom: 19,
    });
    expect(strokeBounds({ x: 1, y: 98 }, { x: 1, y: 98 }, 5, 100, 100)).toEqual({
      left: 0,
      top: 92,
      right: 7,
      bottom: 99,
    });
  });

  it("grows a dirty rect to hold the next one", () => {
    const a = { left: 5, top: 5, right: 10, bottom: 10 };
    expect(unionRect(null, a)).toBe(a);
    expect(unionRect(a, { left: 2, top: 7, right: 8, bottom: 20 })).toEqual({ left: 2, top: 5, right: 10, bottom: 20 });
    expect(wholeRect(4, 3)).toEqual({ left: 0, top: 0, right: 3, bottom: 2 });
  });
});

describe("the shown mask", () => {
  const photo = new Uint8ClampedArray([200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255]);
  const mask = new Uint8Array([255, 0, 0, 255]); // 2 × 2: garment on the diagonal

  it("shows the cut-out on white, opaque", () => {
    const out = renderMaskView(photo, mask, 2, wholeRect(2, 2), "cutout")!;
    expect(out).toMatchObject({ width: 2, height: 2 });
    expect([...out.pixels]).toEqual([200, 100, 50, 255, 255, 255, 255, 255, 255, 255, 255, 255, 200, 100, 50, 255]);
  });

  it("tints the removed parts in the overlay view and leaves the garment as shot", () => {
    const out = renderMaskView(photo, mask, 2, wholeRect(2, 2), "overlay")!;
    expect([...out.pixels.slice(0, 4)]).toEqual([200, 100, 50, 255]);
    // 35 % photo + 65 % tint (236, 72, 110)
    expect([...out.pixels.slice(4, 8)]).toEqual([223, 82, 89, 255]);
  });

  it("renders only the asked area, and nothing for an empty one", () => {
    const out = renderMaskView(photo, mask, 2, { left: 1, top: 1, right: 1, bottom: 1 }, "cutout")!;
    expect(out).toMatchObject({ width: 1, height: 1 });
    expect([...out.pixels]).toEqual([200, 100, 50, 255]);
    expect(renderMaskView(photo, mask, 2, { left: 1, top: 0, right: 0, bottom: 1 }, "cutout")).toBeNull();
  });
});

describe("the undo stack", () => {
  it("keeps copies, newest first, and drops the oldest past its limit", () => {
    const stack = new UndoStack(2);
    const mask = new Uint8Array([1]);
    stack.push(mask);
    mask[0] = 2;
    stack.push(mask);
    mask[0] = 3;
    stack.push(mask);
    expect(stack.size).toBe(2);
    expect([...stack.pop()!]).toEqual([3]);
    expect([...stack.pop()!]).toEqual([2]);
    expect(stack.pop()).toBeUndefined();
  });
});

describe("a brush on a mask", () => {
  it("erases along a stroke, reports what to redraw, and undoes the whole stroke at once", () => {
    const brush = new MaskBrush(full(40, 20, 255), 40, 20);
    const start = brush.begin(1, { x: 5, y: 10 }, 3, "erase");
    expect(start).toEqual({ left: 1, top: 6, right: 9, bottom: 14 });
    expect(brush.mask[10 * 40 + 5]).toBe(0);
    const next = brush.extend(1, { x: 30, y: 10 }, 3, "erase");
    expect(next).toEqual({ left: 1, top: 6, right: 34, bottom: 14 });
    expect(brush.mask[10 * 40 + 20]).toBe(0); // the line between the two, not just its ends
    brush.end(1);
    expect(brush.undoDepth).toBe(1);
    expect(brush.undo()).toBe(true);
    expect(new Set(brush.mask)).toEqual(new Set([255]));
    expect(brush.undo()).toBe(false);
  });

  it("lets one pointer draw at a time and ignores the others' moves", () => {
    const brush = new MaskBrush(full(20, 20, 0), 20, 20);
    expect(brush.begin(1, { x: 5, y: 5 }, 2, "restore")).not.toBeNull();
    expect(brush.drawing).toBe(true);
    expect(brush.begin(2, { x: 15, y: 15 }, 2, "restore")).toBeNull();
    expect(brush.extend(2, { x: 15, y: 5 }, 2, "restore")).toBeNull();
    expect(brush.drawingWith(2)).toBe(false);
    expect(brush.mask[15 * 20 + 15]).toBe(0);
    brush.end(2); // not the drawing pointer: the stroke goes on
    expect(brush.drawingWith(1)).toBe(true);
    brush.end(1);
    expect(brush.drawing).toBe(false);
    expect(brush.undoDepth).toBe(1);
  });

  it("keeps at most its limit of strokes to undo", () => {
    const brush = new MaskBrush(full(10, 10, 255), 10, 10, 2);
    for (let stroke = 0; stroke < 4; stroke++) {
      brush.begin(stroke, { x: stroke * 2, y: 5 }, 1, "erase");
      brush.end(stroke);
    }
    expect(brush.undoDepth).toBe(2);
  });
});

describe("the saved file's name", () => {
  it("swaps the extension for .png, and falls back to cutout.png", () => {
    expect(cutoutFileName("item-7.webp")).toBe("item-7.png");
    expect(cutoutFileName("cutout.png")).toBe("cutout.png");
    expect(cutoutFileName(".jpg")).toBe("cutout.png");
  });
});
