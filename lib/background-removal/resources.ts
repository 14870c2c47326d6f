/** The resources.json written by scripts/assemble-bg-removal-assets.mjs, as the worker reads it. */
import type { Device } from "./config";

export type ResourceEntry = { chunks: { name: string; offsets: [number, number] }[]; size: number; mime: string };
export type ResourceMap = Record<string, ResourceEntry>;

/** The map, and each chunk's absolute URL mapped back to its key (for per-resource progress). */
export async function loadResourceMap(
  publicPath: string,
): Promise<{ entries: ResourceMap; urlToKey: Map<string, string> }> {
  const response = await fetch(new URL("resources.json", publicPath));
  if (!response.ok)
    throw new Error(`Background-removal assets are missing (resources.json answered ${response.status}).`);
  const entries = (await response.json()) as ResourceMap;
  const urlToKey = new Map<string, string>();
  for (const [key, entry] of Object.entries(entries)) {
    for (const chunk of entry.chunks) urlToKey.set(new URL(chunk.name, publicPath).href, key);
  }
  return { entries, urlToKey };
}

type GpuNavigator = { gpu?: { requestAdapter(): Promise<unknown> } };

/** The runtime files the worker will fetch: the WebGPU (jsep) build only when it will really use a GPU. */
export async function runtimeKeys(device: Device): Promise<string[]> {
  const gpu = (navigator as GpuNavigator).gpu;
  const useGpu = device === "gpu" && gpu !== undefined && (await gpu.requestAdapter().catch(() => null)) !== null;
  const base = useGpu ? "/onnxruntime-web/ort-wasm-simd-threaded.jsep" : "/onnxruntime-web/ort-wasm-simd-threaded";
  return [`${base}.wasm`, `${base}.mjs`];
}
