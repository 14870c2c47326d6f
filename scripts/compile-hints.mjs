// Marks the client chunks a page runs at startup with V8's explicit compile hint (run after
// `next build`, as `postbuild`). Without it Chrome compiles each module's function lazily, on the main
// thread, the first time the module is instantiated: on a cold load that compilation was most of the
// one long task in which Turbopack instantiates the app (on a 4x slower CPU, 160–270 ms of the
// startup on /auth, 40–55 ms with the hint). With `//# allFunctionsCalledOnLoad` as its first line a
// script's functions are compiled eagerly on the background thread that streams it (Chrome 136+;
// other browsers read a comment). Only first-load chunks are marked: the root's and those of every
// page's entries; chunks loaded on demand keep lazy compilation.
//
// Turbopack names chunks by a hash of their content before this line is added; the same build always
// adds it to the same chunks, so a name still stands for one content.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Every `page_client-reference-manifest.js` under the built server app. */
function clientReferenceManifests(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "page_client-reference-manifest.js")
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The chunks (paths relative to the build directory, e.g. `static/chunks/…js`) that some page loads
 * with its HTML: the root main files, and the entry chunks of every page's layouts and page.
 */
export function firstLoadChunks(buildDir) {
  const chunks = new Set();
  const buildManifest = JSON.parse(readFileSync(path.join(buildDir, "build-manifest.json"), "utf8"));
  for (const file of buildManifest.rootMainFiles ?? []) chunks.add(file);
  for (const file of clientReferenceManifests(path.join(buildDir, "server", "app"))) {
    // Each manifest is a script assigning `globalThis.__RSC_MANIFEST[route] = {…}`.
    const scope = { __RSC_MANIFEST: {} };
    new Function("globalThis", readFileSync(file, "utf8"))(scope);
    for (const manifest of Object.values(scope.__RSC_MANIFEST)) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith(".js")).sort();
}

/** Adds the hint to each first-load chunk that lacks it; answers how many were marked. */
export function markFirstLoadChunks(buildDir) {
  let marked = 0;
  for (const chunk of firstLoadChunks(buildDir)) {
    const file = path.join(buildDir, chunk);
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked++;
  }
  return marked;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const buildDir = path.resolve(import.meta.dirname, "..", ".next");
  const total = firstLoadChunks(buildDir).length;
  const marked = markFirstLoadChunks(buildDir);
  console.log(`compile hints: ${total} first-load chunks (${marked} marked now)`);
}
