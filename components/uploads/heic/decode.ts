import type { HeicRequest, HeicResponse } from "./protocol";

/**
 * HEIC/HEIF → JPEG in the browser. libheif (libheif-js, WebAssembly) runs in a worker of its own,
 * bundled by Next and served from this origin; the worker and its ~2 MB chunk load only when the
 * first HEIC arrives (preparePhoto imports this module then). A worker runs under the policy its own
 * script is served with (next.config.mjs: WebAssembly may compile there, never on a page). The
 * worker is kept while photos keep coming and ends after a minute idle, freeing libheif's memory.
 */
const IDLE_MS = 60_000;
/** A 12 MP photo decodes in about a second; a file that hangs libheif must not hold the queue. */
const TIMEOUT_MS = 60_000;

let worker: Worker | null = null;
let idle: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const pending = new Map<number, (blob: Blob | null) => void>();

function stop(target: Worker) {
  if (worker === target) worker = null;
  target.terminate();
  for (const [id, settle] of pending) {
    pending.delete(id);
    settle(null);
  }
}

function getWorker(): Worker {
  clearTimeout(idle);
  if (worker) return worker;
  const created = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "heic-decoder" });
  created.onmessage = ({ data }: MessageEvent<HeicResponse>) => {
    const settle = pending.get(data.id);
    pending.delete(data.id);
    settle?.(data.ok ? data.jpeg : null);
    if (pending.size === 0) idle = setTimeout(() => stop(created), IDLE_MS);
  };
  created.onerror = () => stop(created);
  worker = created;
  return created;
}

/** The photo as a JPEG, or null when it cannot be decoded (damaged, or a HEIF without an image). */
export async function decodeHeic(file: Blob): Promise<Blob | null> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return null;
  }
  const id = nextId++;
  const target = getWorker();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve(null);
    }, TIMEOUT_MS);
    pending.set(id, (blob) => {
      clearTimeout(timer);
      resolve(blob);
    });
    const request: HeicRequest = { id, bytes };
    target.postMessage(request, [bytes]);
  });
}
