import {
  describeModel,
  encodeValueInfo,
  encodeVarint,
  withInputResolution,
} from "@/lib/background-removal/model-input";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A tiny protobuf writer for a synthetic model with IS-Net's shape: one 1×3×1024×1024 input, a
// Resize whose size is Concat(shape slice, Constant [h, w]) (the fp16 model), another whose size is
// an int64 initializer [n, c, h, w] (the quint8 model), a side output and value_info.
const bytes = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const str = (s: string) => new TextEncoder().encode(s);
const len = (field: number, value: Uint8Array) => bytes(encodeVarint(field * 8 + 2), encodeVarint(value.length), value);
const int = (field: number, value: number) => bytes(encodeVarint(field * 8), encodeVarint(value));
const int64s = (values: number[]) => {
  const raw = new Uint8Array(values.length * 8);
  values.forEach((v, i) => new DataView(raw.buffer).setBigInt64(i * 8, BigInt(v), true));
  return raw;
};
const tensor = (name: string, values: number[]) =>
  bytes(int(1, values.length), int(2, 7), len(8, str(name)), len(9, int64s(values)));
const node = (op: string, inputs: string[], outputs: string[], attribute?: Uint8Array) =>
  bytes(
    ...inputs.map((i) => len(1, str(i))),
    ...outputs.map((o) => len(2, str(o))),
    len(4, str(op)),
    ...(attribute ? [len(5, attribute)] : []),
  );

function syntheticModel(): Uint8Array {
  const graph = bytes(
    len(1, node("Constant", [], ["hw"], bytes(len(1, str("value")), len(5, tensor("", [32, 32]))))),
    len(1, node("Concat", ["nc", "hw"], ["size1"])),
    len(1, node("Resize", ["x", "", "", "size1"], ["y"])),
    len(1, node("Resize", ["y", "", "", "size2"], ["output"])),
    len(5, tensor("size2", [1, 64, 512, 512])),
    len(5, bytes(int(1, 3), int(2, 1), len(8, str("weights")), len(9, new Uint8Array(12)))),
    len(11, encodeValueInfo("input", 1, [1, 3, 1024, 1024])),
    len(12, encodeValueInfo("output", 1, [1, 1, 1024, 1024])),
    len(12, encodeValueInfo("side", 1, [1, 64, 512, 512])),
    len(13, encodeValueInfo("y", 1, [1, 64, 32, 32])),
  );
  return bytes(int(1, 8), len(7, graph), len(8, bytes(int(2, 15))));
}

describe("withInputResolution (IS-Net at another input size)", () => {
  it("declares the new input and output size and scales every Resize target size", () => {
    const model = syntheticModel();
    expect(describeModel(model).resizeSizes).toEqual([
      [32, 32],
      [512, 512],
    ]);
    const rewritten = describeModel(withInputResolution(model, 768));
    expect(rewritten.inputs).toEqual([{ name: "input", elemType: 1, dims: [1, 3, 768, 768] }]);
    expect(rewritten.resizeSizes).toEqual([
      [24, 24],
      [384, 384],
    ]);
  });

  it("keeps only the mask output and drops value_info computed for 1024", () => {
    const rewritten = describeModel(withInputResolution(syntheticModel(), 512));
    expect(rewritten.outputs).toEqual([{ name: "output", elemType: 1, dims: [1, 1, 512, 512] }]);
    expect(rewritten.valueInfo).toBe(0);
  });

  it("leaves everything else byte for byte (the weights, the opset) and is a no-op size at 1024", () => {
    const model = syntheticModel();
    const same = withInputResolution(model, 1024);
    const weights = bytes(len(8, str("weights")), len(9, new Uint8Array(12)));
    const indexIn = (haystack: Uint8Array, needle: Uint8Array) => Buffer.from(haystack).indexOf(Buffer.from(needle));
    expect(indexIn(same, weights)).toBeGreaterThanOrEqual(0);
    expect(indexIn(same, len(8, bytes(int(2, 15))))).toBeGreaterThanOrEqual(0);
    expect(describeModel(same).resizeSizes).toEqual(describeModel(model).resizeSizes);
  });

  it("refuses a size that is not a multiple of 32 and bytes that are not such a model", () => {
    expect(() => withInputResolution(syntheticModel(), 700)).toThrow(/multiple of 32/);
    expect(() => withInputResolution(new Uint8Array([0x08, 0x01]), 768)).toThrow(/no graph/);
    expect(() => withInputResolution(syntheticModel(), 768, "missing")).toThrow(/0 outputs named missing/);
  });

  const assets = path.resolve(import.meta.dirname, "../../public/bg-removal");
  it.skipIf(!existsSync(path.join(assets, "resources.json")))(
    "rewrites both installed models: 39 Resize sizes each, one 768 px input, one output",
    () => {
      const map = JSON.parse(readFileSync(path.join(assets, "resources.json"), "utf8")) as Record<
        string,
        { chunks: { name: string }[] }
      >;
      for (const id of ["isnet_fp16", "isnet_quint8"]) {
        const model = new Uint8Array(
          Buffer.concat(map[`/models/${id}`]!.chunks.map((chunk) => readFileSync(path.join(assets, chunk.name)))),
        );
        const before = describeModel(model);
        const after = describeModel(withInputResolution(model, 768));
        expect(before.inputs[0]!.dims).toEqual([1, 3, 1024, 1024]);
        expect(after.inputs[0]!.dims).toEqual([1, 3, 768, 768]);
        expect(after.outputs.map((o) => o.name)).toEqual(["output"]);
        expect(after.resizeSizes).toHaveLength(39);
        expect(after.resizeSizes).toEqual(before.resizeSizes.map(([h, w]) => [(h! * 3) / 4, (w! * 3) / 4]));
      }
    },
    60_000,
  );
});
