import {
  alphaToMask,
  compositeMaskOnWhite,
  grayRgbaToMask,
  maskToGrayRgba,
  paintDab,
  paintStroke,
} from "@/lib/background-removal/mask";
import { describe, expect, it } from "vitest";

describe("mask pixels", () => {
  it("reads the alpha of straight RGBA, and round-trips through opaque grayscale", () => {
    const rgba = new Uint8ClampedArray([10, 20, 30, 0, 10, 20, 30, 128, 10, 20, 30, 255]);
    const mask = alphaToMask(rgba);
    expect([...mask]).toEqual([0, 128, 255]);
    const gray = maskToGrayRgba(mask);
    expect([...gray]).toEqual([0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255]);
    expect([...grayRgbaToMask(gray)]).toEqual([0, 128, 255]);
  });

  it("composites the photo × the mask onto white: kept pixels keep their colour, removed ones turn white, edges blend", () => {
    const photo = new Uint8ClampedArray([200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255]);
    const out = compositeMaskOnWhite(photo, new Uint8Array([255, 0, 51]));
    expect([...out.slice(0, 4)]).toEqual([200, 100, 50, 255]);
    expect([...out.slice(4, 8)]).toEqual([255, 255, 255, 255]);
    // 20 % garment: 0.2 × colour + 0.8 × white
    expect([...out.slice(8, 12)]).toEqual([244, 224, 214, 255]);
    expect([...photo.slice(4, 8)]).toEqual([200, 100, 50, 255]); // the input is left alone
  });

  it("refuses a photo and a mask of different sizes", () => {
    expect(() => compositeMaskOnWhite(new Uint8ClampedArray(8), new Uint8Array(3))).toThrow(/differ in size/);
  });
});

describe("the brush", () => {
  const full = (width: number, height: number, value: number) => new Uint8Array(width * height).fill(value);

  it("erases a round dab to background at its centre and leaves pixels outside the radius alone", () => {
    const mask = full(20, 20, 255);
    paintDab(mask, 20, 20, { x: 10, y: 10, radius: 4, mode: "erase" });
    expect(mask[10 * 20 + 10]).toBe(0);
    expect(mask[10 * 20 + 15]).toBe(255); // 5.5 px away
    expect(mask[0]).toBe(255);
    expect([...mask].filter((value) => value < 255).length).toBeGreaterThan(30);
  });

  it("restores toward garment, and clips at the edges of the frame", () => {
    const mask = full(10, 10, 0);
    paintDab(mask, 10, 10, { x: 0, y: 0, radius: 3, mode: "restore" });
    expect(mask[0]).toBe(255);
    expect(mask[99]).toBe(0);
    expect(mask).toHaveLength(100);
  });

  it("paints a continuous line between two pointer positions", () => {
    const mask = full(100, 10, 255);
    paintStroke(mask, 100, 10, { from: { x: 5, y: 5 }, to: { x: 95, y: 5 }, radius: 3, mode: "erase" });
    for (let x = 5; x <= 95; x++) expect(mask[5 * 100 + x], `x=${x}`).toBeLessThan(60);
    expect(mask[0]).toBe(255);
  });
});
