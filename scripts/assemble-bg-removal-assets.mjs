// Assembles the self-hosted background-removal assets into public/bg-removal/ (git-ignored), so the
// browser never asks another host for the model or the ONNX runtime. Run by scripts/postinstall.mjs
// and before `next build`; it is idempotent and returns at once when the output is already complete.
//
// The worker (lib/background-removal/worker.ts, resources.ts) reads `<publicPath>/resources.json`: a
// key per resource (`/models/isnet_fp16`, `/onnxruntime-web/<file>`), its byte size and MIME type (the
// runtime's .mjs becomes a blob: module, which needs a JavaScript type), and its chunks, each fetched
// from `new URL(chunk.name, publicPath)` in parallel and reported as download progress. The models
// come from the 1.4.5 data package (`/models/small` is quint8, `/models/medium` is fp16; it has no fp32
// model), whose own map names chunks by `hash` and lists an older ONNX runtime, so the map is written
// here; the runtime comes from onnxruntime-web (ORT_VERSION below). Every file is named by its
// SHA-256, so the long-lived immutable cache headers on /bg-removal/* are safe across upgrades.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public", "bg-removal");
const stampFile = path.join(outDir, "assembled.json");
const require = createRequire(path.join(root, "package.json"));

// Weighed on its own once @imgly/background-removal (which pinned it) was gone: 1.30.0 ran IS-Net no
// faster and its CPU runtime is 1.6 MB bigger (lib/background-removal/README.md, "The onnxruntime-web
// version", which also says what an upgrade needs).
const ORT_VERSION = "1.21.0";
const MODELS = { "/models/isnet_quint8": "/models/small", "/models/isnet_fp16": "/models/medium" };
const RUNTIME_FILES = {
  "ort-wasm-simd-threaded.wasm": "application/wasm",
  "ort-wasm-simd-threaded.mjs": "text/javascript",
  "ort-wasm-simd-threaded.jsep.wasm": "application/wasm",
  "ort-wasm-simd-threaded.jsep.mjs": "text/javascript",
};
// Bump when the layout of the output changes, so an old output is rebuilt.
const LAYOUT_VERSION = 1;

/** The package as the app resolves it (onnxruntime-web does not export its package.json). */
function packageDir(name) {
  for (const base of require.resolve.paths(name) ?? []) {
    if (existsSync(path.join(base, name, "package.json"))) return path.join(base, name);
  }
  throw new Error(`${name} is not installed.`);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

function sha256(file) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/** Hard links are instant and take no extra disk; a copy is the fallback across file systems. */
function place(source, name) {
  const target = path.join(outDir, name);
  if (existsSync(target) && statSync(target).size === statSync(source).size) return;
  rmSync(target, { force: true });
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

/**
 * Through a new file renamed into place: a checkout may share these files with others by hard link
 * (as it shares the chunks), and writing in place would change every copy.
 */
function writeNew(file, text) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

function isComplete(stamp) {
  if (!existsSync(stampFile) || !existsSync(path.join(outDir, "resources.json"))) return false;
  const previous = readJson(stampFile);
  if (JSON.stringify(previous.stamp) !== JSON.stringify(stamp)) return false;
  return previous.files.every(
    ({ name, size }) => existsSync(path.join(outDir, name)) && statSync(path.join(outDir, name)).size === size,
  );
}

function main() {
  const dataDir = packageDir("@imgly/background-removal-data");
  const ortDir = packageDir("onnxruntime-web");
  const stamp = {
    layout: LAYOUT_VERSION,
    data: readJson(path.join(dataDir, "package.json")).version,
    ort: readJson(path.join(ortDir, "package.json")).version,
  };
  if (stamp.ort !== ORT_VERSION) {
    throw new Error(
      `onnxruntime-web ${stamp.ort} is installed; the background-removal worker is built for ${ORT_VERSION}.`,
    );
  }
  if (isComplete(stamp)) {
    console.log("bg-removal assets: already assembled");
    return;
  }

  mkdirSync(outDir, { recursive: true });
  const resources = {};
  const files = new Map();

  const dataMap = readJson(path.join(dataDir, "dist", "resources.json"));
  for (const [key, sourceKey] of Object.entries(MODELS)) {
    const entry = dataMap[sourceKey];
    if (!entry) throw new Error(`${sourceKey} is missing from @imgly/background-removal-data ${stamp.data}.`);
    const chunks = entry.chunks.map(({ hash, offsets }) => {
      const source = path.join(dataDir, "dist", hash);
      if (statSync(source).size !== offsets[1] - offsets[0])
        throw new Error(`Chunk ${hash} of ${sourceKey} has the wrong size.`);
      files.set(hash, source);
      return { name: hash, offsets };
    });
    resources[key] = { chunks, size: entry.size, mime: "application/octet-stream" };
  }

  for (const [file, mime] of Object.entries(RUNTIME_FILES)) {
    const source = path.join(ortDir, "dist", file);
    const size = statSync(source).size;
    const name = `${sha256(source)}${path.extname(file)}`;
    files.set(name, source);
    resources[`/onnxruntime-web/${file}`] = { chunks: [{ name, offsets: [0, size] }], size, mime };
  }

  for (const [name, source] of files) place(source, name);
  // Files of an earlier assembly that the new map no longer names.
  const keep = new Set([...files.keys(), "resources.json", "assembled.json"]);
  for (const name of readdirSync(outDir)) if (!keep.has(name)) rmSync(path.join(outDir, name), { force: true });

  writeNew(path.join(outDir, "resources.json"), `${JSON.stringify(resources, null, 1)}\n`);
  const listed = [...files.keys()].map((name) => ({ name, size: statSync(path.join(outDir, name)).size }));
  writeNew(stampFile, `${JSON.stringify({ stamp, files: listed }, null, 1)}\n`);
  const bytes = listed.reduce((sum, file) => sum + file.size, 0);
  console.log(`bg-removal assets: ${listed.length} files, ${(bytes / 1e6).toFixed(1)} MB in public/bg-removal`);
}

main();
