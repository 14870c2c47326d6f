/** The resources.json written by scripts/assemble-bg-removal-assets.mjs, as the worker reads it. */
import type { Device } from "./config";

export type ResourceEntry = { chunks: { name: string; offsets: [number, number] }[]; size: number; mime: string };
export type ResourceMap = Record<string, ResourceEntry>;

/**
 * The model or runtime could not be fetched (offline, a dropped connection, a missing or cut-short
 * file), as opposed to a browser that cannot run it: the queue says so and "try again" redoes the
 * cut-out (issue #41). The worker answers it as `cause: "download"`.
 */
export class AssetDownloadError extends Error {}

/** `fetch`, with a network failure turned into an AssetDownloadError. */
export async function fetchAsset(fetcher: typeof fetch, url: string | URL): Promise<Response> {
  try {
    return await fetcher(url);
  } catch (error) {
    throw new AssetDownloadError(error instanceof Error ? error.message : String(error));
  }
}

/** The map, and each chunk's absolute URL mapped back to its key (for per-resource progress). */
export async function loadResourceMap(
  publicPath: string,
): Promise<{ entries: ResourceMap; urlToKey: Map<string, string> }> {
  const response = await fetchAsset(fetch, new URL("resources.json", publicPath));
  if (!response.ok)
    throw new AssetDownloadError(`Background-removal assets are missing (resources.json answered ${response.status}).`);
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
