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
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const MAX_FUNCTION_LINES = 80;
const skip = new Set(["node_modules", "generated", ".next"]);

/** Every problem in the app's modules under `root`, one line each (empty when the structure holds). */
export function structureProblems(root) {
  const files = appModules(root);
  const edges = importEdges(root, files);
  const relative = (file) => path.relative(root, file);
  return [
    ...circles(edges).map((circle) => `import circle: ${circle.map(relative).join(" -> ")}`),
    ...arrowsUp(root, edges).map(
      ([from, to, layers]) => `import up the layers: ${relative(from)} -> ${relative(to)} (${layers})`,
    ),
    ...files.flatMap((file) =>
      longFunctions(file).map(
        ({ line, name, lines }) =>
          `function over ${MAX_FUNCTION_LINES} lines without a "Long because" sentence in its doc comment: ` +
          `${relative(file)}:${line} ${name} (${lines} lines)`,
      ),
    ),
  ];
}

/** app/, components/, lib/ (generated code left out) and the top-level proxy.ts and instrumentation*.ts. */
function appModules(root) {
  const sources = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return skip.has(entry.name) ? [] : sources(rel);
      return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path.join(root, rel)] : [];
    });
  const roots = ["app", "components", "lib"].filter((dir) => existsSync(path.join(root, dir)));
  const topLevel = readdirSync(root).filter((name) => /^(proxy|instrumentation.*)\.ts$/.test(name));
  return [...roots.flatMap(sources), ...topLevel.map((name) => path.join(root, name))];
}

/** Each module's imports among `files`, resolved as TypeScript resolves them with root's tsconfig.json. */
function importEdges(root, files) {
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
  return edges;
}

/** Depth-first search; a back edge to a module still on the stack closes a circle. */
function circles(edges) {
  const state = new Map(); // file -> "open" | "done"
  const stack = [];
  const found = [];
  const visit = (file) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of edges.get(file)) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

/** Which layers each layer may not import: the arrows point down, app -> components -> lib. */
const FORBIDDEN = { lib: new Set(["components", "app"]), components: new Set(["app"]) };

function arrowsUp(root, edges) {
  const layer = (file) => path.relative(root, file).split(path.sep)[0];
  const found = [];
  for (const [file, targets] of edges)
    for (const target of targets)
      if (FORBIDDEN[layer(file)]?.has(layer(target)))
        found.push([file, target, `${layer(file)}/ imports ${layer(target)}/`]);
  return found;
}

/** Functions over MAX_FUNCTION_LINES lines whose doc comment does not say "Long because ...". */
function longFunctions(file) {
  const text = ts.sys.readFile(file);
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  const walk = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const line = lineOf(node.getStart(source));
      const lines = lineOf(node.end) - line + 1;
      if (lines > MAX_FUNCTION_LINES && !/\bLong because\b/.test(headerComment(node, text)))
        found.push({ line, name: functionName(node), lines });
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..");
  const problems = structureProblems(root);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  console.log(
    `no import circles, no imports up the layers, no function over ${MAX_FUNCTION_LINES} lines without a reason`,
  );
}
