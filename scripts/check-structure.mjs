// The structure check of `npm run lint`, over the app's own modules (app/, components/, lib/,
// proxy.ts, instrumentation*.ts). It fails on:
// - an import circle: the load order would decide what a module sees (an export read before its
//   module ran is undefined) and, for client code, a circle can pull a lazily loaded chunk back into
//   the page that loads it on demand;
// - an arrow back up the layers: lib/ imports neither components/ nor app/, and components/ does not
//   import app/ (route-only components sit beside their page; shared ones never reach into a route);
// - a function over MAX_FUNCTION_LINES lines whose doc comment has no sentence starting "Long because"
//   (a long function must say why it stays whole).
// Every specifier counts: static, type-only and dynamic import(). Resolution is TypeScript's own, with
// tsconfig.json (the `@/` alias included).
import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const roots = ["app", "components", "lib"];
const skip = new Set(["node_modules", "generated", ".next"]);
export const MAX_FUNCTION_LINES = 80;

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
const relative = (file) => path.relative(root, file);
const layer = (file) => relative(file).split(path.sep)[0];

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

const problems = [];

// Depth-first search; a back edge to a module still on the stack closes a circle.
const state = new Map(); // file -> "open" | "done"
const stack = [];
function visit(file) {
  state.set(file, "open");
  stack.push(file);
  for (const next of edges.get(file)) {
    if (state.get(next) === "open")
      problems.push(`import circle: ${[...stack.slice(stack.indexOf(next)), next].map(relative).join(" -> ")}`);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, "done");
}
for (const file of [...files].sort()) if (!state.has(file)) visit(file);

/** Which layers each layer may not import: the arrows point down, app -> components -> lib. */
const FORBIDDEN = { lib: new Set(["components", "app"]), components: new Set(["app"]) };
for (const [file, targets] of edges) {
  for (const target of targets) {
    if (FORBIDDEN[layer(file)]?.has(layer(target)))
      problems.push(`import up the layers: ${relative(file)} -> ${relative(target)} (${layer(file)}/ imports ${layer(target)}/)`);
  }
}

for (const file of files) problems.push(...longFunctions(file));

/** Functions over MAX_FUNCTION_LINES lines whose doc comment does not say "Long because ...". */
function longFunctions(file) {
  const text = ts.sys.readFile(file);
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const line = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  const walk = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const lines = line(node.end) - line(node.getStart(source)) + 1;
      if (lines > MAX_FUNCTION_LINES && !/\bLong because\b/.test(headerComment(node, text)))
        found.push(
          `function over ${MAX_FUNCTION_LINES} lines without a "Long because" sentence in its doc comment: ` +
            `${relative(file)}:${line(node.getStart(source))} ${functionName(node)} (${lines} lines)`,
        );
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

/** The comments before a function, or before the declaration or export that holds it. */
function headerComment(node, text) {
  let holder = node;
  while (
    holder.parent &&
    (ts.isVariableDeclaration(holder.parent) ||
      ts.isVariableDeclarationList(holder.parent) ||
      ts.isVariableStatement(holder.parent) ||
      ts.isPropertyAssignment(holder.parent) ||
      ts.isCallExpression(holder.parent) || // memo(...), forwardRef(...)
      ts.isExportAssignment(holder.parent))
  )
    holder = holder.parent;
  const ranges = ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? [];
  return ranges.map((range) => text.slice(range.pos, range.end)).join("\n");
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) return parent.name.getText();
  return "(anonymous)";
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(
  `${files.length} modules: no import circles, no imports up the layers, no function over ${MAX_FUNCTION_LINES} lines without a reason`,
);
