import type { ResourceMap } from "@/lib/background-removal/resources";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, "public/bg-removal");
let map: ResourceMap;

beforeAll(() => {
  // Idempotent: returns at once when postinstall already assembled the files.
  execFileSync(process.execPath, [path.join(root, "scripts/assemble-bg-removal-assets.mjs")], { cwd: root });
  map = JSON.parse(readFileSync(path.join(outDir, "resources.json"), "utf8")) as ResourceMap;
}, 120_000);

describe("self-hosted background-removal assets", () => {
  it("holds the quint8 and fp16 models and the ONNX runtime files that the worker loads", () => {
    expect(Object.keys(map).sort()).toEqual([
      "/models/isnet_fp16",
      "/models/isnet_quint8",
      "/onnxruntime-web/ort-wasm-simd-threaded.jsep.mjs",
      "/onnxruntime-web/ort-wasm-simd-threaded.jsep.wasm",
      "/onnxruntime-web/ort-wasm-simd-threaded.mjs",
      "/onnxruntime-web/ort-wasm-simd-threaded.wasm",
    ]);
  });

  it("names every chunk by a file that exists with exactly the chunk's size, adding up to the resource", () => {
    for (const entry of Object.values(map)) {
      let total = 0;
      for (const { name, offsets } of entry.chunks) {
        expect(statSync(path.join(outDir, name)).size).toBe(offsets[1] - offsets[0]);
        total += offsets[1] - offsets[0];
      }
      expect(total).toBe(entry.size);
    }
  });

  it("takes the models from the data package and the runtime from onnxruntime-web 1.21.0, byte for byte", () => {
    const data = JSON.parse(
      readFileSync(path.join(root, "node_modules/@imgly/background-removal-data/dist/resources.json"), "utf8"),
    );
    expect(map["/models/isnet_quint8"]!.chunks.map((c) => c.name)).toEqual(
      data["/models/small"].chunks.map((c: { hash: string }) => c.hash),
    );
    expect(map["/models/isnet_fp16"]!.chunks.map((c) => c.name)).toEqual(
      data["/models/medium"].chunks.map((c: { hash: string }) => c.hash),
    );
    const ortWasm = readFileSync(path.join(root, "node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm"));
    const [chunk] = map["/onnxruntime-web/ort-wasm-simd-threaded.wasm"]!.chunks;
    expect(chunk!.name).toBe(`${createHash("sha256").update(ortWasm).digest("hex")}.wasm`);
    expect(map["/onnxruntime-web/ort-wasm-simd-threaded.mjs"]!.mime).toBe("text/javascript");
  });

  it("skips the work when the output is already complete", () => {
    const output = execFileSync(process.execPath, [path.join(root, "scripts/assemble-bg-removal-assets.mjs")], {
      cwd: root,
      encoding: "utf8",
    });
    expect(output).toContain("already assembled");
  });
});
