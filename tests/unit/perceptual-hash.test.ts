import { NEAR_DUPLICATE_MAX_DISTANCE } from "@/lib/constants";
import { hammingDistance, perceptualHash } from "@/lib/images/perceptual-hash";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { garmentCutout, type GarmentShot } from "../support/garments";

const hash = async (shot: GarmentShot = {}) => (await perceptualHash(await garmentCutout(shot)))!;

describe("perceptualHash", () => {
  it("gives a re-shot of the same garment (scaled, moved, turned, re-encoded) a hash within the threshold", async () => {
    const original = await hash();
    for (const shot of [
      { scale: 0.9 },
      { scale: 1.1, dx: 20, dy: -25 },
      { rotate: 4 },
      { rotate: -5, scale: 0.95 },
      { quality: 55 },
    ]) {
      expect(hammingDistance(original, await hash(shot)), JSON.stringify(shot)).toBeLessThanOrEqual(
        NEAR_DUPLICATE_MAX_DISTANCE,
      );
    }
  });

  it("straightens a lean read from the outline's edges, for square-ish pieces and leans past 10°", async () => {
    // Re-shoots lean a few degrees more than the first shot; the vision bench turns pieces up to 13°.
    for (const [shape, first, again] of [
      ["shorts", -6, 7],
      ["shorts", 0, 12],
      ["trousers", 0, 13],
      ["tshirt", -12, 3],
    ] as const) {
      const [a, b] = [await hash({ shape, rotate: first }), await hash({ shape, rotate: again })];
      expect(hammingDistance(a, b), `${shape} at ${first}° and ${again}°`).toBeLessThanOrEqual(
        NEAR_DUPLICATE_MAX_DISTANCE,
      );
    }
  });

  it("tells different garments of one colour apart", async () => {
    const [tshirt, trousers, skirt] = await Promise.all([
      hash(),
      hash({ shape: "trousers" }),
      hash({ shape: "skirt" }),
    ]);
    expect(hammingDistance(tshirt, trousers)).toBeGreaterThan(NEAR_DUPLICATE_MAX_DISTANCE);
    expect(hammingDistance(tshirt, skirt)).toBeGreaterThan(NEAR_DUPLICATE_MAX_DISTANCE);
    expect(hammingDistance(trousers, skirt)).toBeGreaterThan(NEAR_DUPLICATE_MAX_DISTANCE);
  });

  it("reads a transparent cut-out as the garment on white", async () => {
    expect(hammingDistance(await hash({ transparent: true }), await hash())).toBeLessThanOrEqual(1);
  });

  it("is deterministic and a signed 64-bit integer (what a Postgres BIGINT holds)", async () => {
    const bytes = await garmentCutout({ shape: "trousers" });
    const value = (await perceptualHash(bytes))!;
    expect(await perceptualHash(bytes)).toBe(value);
    expect(BigInt.asIntN(64, value)).toBe(value);
  });

  it("has no hash for a picture without a silhouette: all white, or a background that was never removed", async () => {
    const white = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#ffffff" } })
      .jpeg()
      .toBuffer();
    const clear = await sharp({ create: { width: 300, height: 400, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#6b5a48" } })
      .jpeg()
      .toBuffer();
    expect(await perceptualHash(white)).toBeNull();
    expect(await perceptualHash(clear)).toBeNull();
    expect(await perceptualHash(photo)).toBeNull();
  });
});

describe("hammingDistance", () => {
  it("counts differing bits across the sign bit", () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
    expect(hammingDistance(0b1011n, 0b0110n)).toBe(3);
  });
});
