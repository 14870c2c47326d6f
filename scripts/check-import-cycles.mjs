// Fails when the app's own modules (app/, components/, lib/, proxy.ts, instrumentation*.ts) import
// each other in a circle. A circle makes the load order decide what a module sees (an export read
// before its module ran is undefined) and, for client code, can pull a lazily loaded chunk back into
// the page that loads it on demand. Every specifier counts: static, type-only and dynamic import().
// Resolution is TypeScript's own, with tsconfig.json (the `@/` alias included). Part of `npm run lint`.
import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const roots = ["app", "components", "lib"];
const skip = new Set(["node_modules", "generated", ".next"]);

function sources(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : sources(rel);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path.join(root, rel)] : [];
  });
}

const topLevel = readdirSync(root).filter((name) => /^(proxy|instrumentation.*)\.ts$/.test(name));
const files = [...roots.flatMap(sources), ...topLevel.map((name) => path.join(root, name))];
const own = new Set(files);

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);

const edges = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
    const target = resolved && path.resolve(resolved.resolvedFileName);
    if (target && own.has(target) && target !== file) targets.add(target);
  }
  edges.set(file, [...targets].sort());
}

// Depth-first search; a back edge to a module still on the stack closes a circle.
const state = new Map(); // file -> "open" | "done"
const stack = [];
const circles = [];
function visit(file) {
  state.set(file, "open");
  stack.push(file);
  for (const next of edges.get(file)) {
    if (state.get(next) === "open") circles.push([...stack.slice(stack.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, "done");
}
for (const file of [...files].sort()) if (!state.has(file)) visit(file);

if (circles.length > 0) {
  for (const circle of circles)
    console.error(`import circle: ${circle.map((f) => path.relative(root, f)).join(" -> ")}`);
  process.exit(1);
}
console.log(`no import circles among ${files.length} modules`);
