import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

/**
 * Issue #41: iOS's home-screen icon is ours, served from public/icons/ (never fetched from another
 * host), 180 px square and opaque: iOS rounds the corners itself and shows transparency as black.
 */
const ICON = path.resolve(import.meta.dirname, "../../public/icons/apple-touch-icon.png");

describe("the apple-touch-icon", () => {
  it("is a self-hosted 180 × 180 PNG without transparency", async () => {
    expect(existsSync(ICON)).toBe(true);
    const { format, width, height, hasAlpha } = await sharp(ICON).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({ format: "png", width: 180, height: 180, hasAlpha: false });
  });

  it("fills its corners with the mark's own dark colour, not white or black", async () => {
    const { data } = await sharp(ICON).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect([...data.subarray(0, 3)]).toEqual([0x1f, 0x1b, 0x16]);
  });
});
