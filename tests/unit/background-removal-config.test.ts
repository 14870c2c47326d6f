import { compositeOnWhite, fitWithin, maskToGrey, toModelInput } from "@/lib/background-removal/composite";
import { BACKGROUND_REMOVAL_DEFAULTS, MODEL_IDS, resolveModel } from "@/lib/background-removal/config";
import { describe, expect, it } from "vitest";

// What scripts/assemble-bg-removal-assets.mjs installs: no fp32 model exists in the npm data package.
const ASSEMBLED = ["/models/isnet_quint8", "/models/isnet_fp16", "/onnxruntime-web/ort-wasm-simd-threaded.wasm"];

describe("background-removal configuration (SPEC §5)", () => {
  it("maps small, medium and large to the IS-Net models, with medium, cpu, png and 0.8 as defaults", () => {
    expect(MODEL_IDS).toEqual({ small: "isnet_quint8", medium: "isnet_fp16", large: "isnet" });
    expect(BACKGROUND_REMOVAL_DEFAULTS).toMatchObject({
      model: "medium",
      device: "cpu",
      output: { format: "image/png", quality: 0.8 },
    });
  });

  it("uses the requested model when it is installed", () => {
    expect(resolveModel("small", ASSEMBLED)).toEqual({
      requested: "small",
      used: "small",
      id: "isnet_quint8",
      fallback: false,
    });
    expect(resolveModel("medium", ASSEMBLED)).toEqual({
      requested: "medium",
      used: "medium",
      id: "isnet_fp16",
      fallback: false,
    });
    expect(resolveModel("large", [...ASSEMBLED, "/models/isnet"])).toEqual({
      requested: "large",
      used: "large",
      id: "isnet",
      fallback: false,
    });
  });

  it("runs large as the largest installed model and flags the fallback for the UI", () => {
    expect(resolveModel("large", ASSEMBLED)).toEqual({
      requested: "large",
      used: "medium",
      id: "isnet_fp16",
      fallback: true,
    });
    expect(resolveModel("large", ["/models/isnet_quint8"])).toMatchObject({ used: "small", fallback: true });
  });

  it("goes up to the smallest installed model only when nothing smaller exists", () => {
    expect(resolveModel("small", ["/models/isnet_fp16", "/models/isnet"])).toMatchObject({
      used: "medium",
      fallback: true,
    });
    expect(() => resolveModel("medium", ["/onnxruntime-web/ort-wasm-simd-threaded.wasm"])).toThrow(
      /No background-removal model/,
    );
  });
});

describe("compositing onto white", () => {
  it("turns transparent pixels white, keeps opaque ones and blends soft edges", () => {
    const pixels = new Uint8ClampedArray([
      40,
      170,
      70,
      0, // removed background
      28,
      48,
      120,
      255, // garment
      28,
      48,
      120,
      128, // soft edge
    ]);
    compositeOnWhite(pixels);
    expect([...pixels.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    expect([...pixels.subarray(4, 8)]).toEqual([28, 48, 120, 255]);
    expect([...pixels.subarray(8, 12)]).toEqual([141, 151, 187, 255]);
  });

  it("scales the longest edge down to the limit, never up", () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(1024, 1365, 2048)).toEqual({ width: 1024, height: 1365 });
  });
});

describe("the model's input and mask", () => {
  it("turns RGBA pixels into planar (v - 128) / 256 floats, reds then greens then blues, alpha dropped", () => {
    const input = toModelInput(Uint8ClampedArray.from([0, 128, 255, 7, 64, 192, 128, 255]));
    expect([...input]).toEqual([-0.5, -0.25, 0, 0.25, 127 / 256, 0]);
  });

  it("turns the float mask into opaque grey pixels (0 → black, 1 → white, rounded)", () => {
    const grey = maskToGrey(Float32Array.from([0, 1, 0.5, 0.001]));
    expect([...grey]).toEqual([0, 0, 0, 255, 255, 255, 255, 255, 128, 128, 128, 255, 0, 0, 0, 255]);
  });
});
