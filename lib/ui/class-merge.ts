/**
 * Tailwind class conflicts resolved the way tailwind-merge resolves them: a later class removes an
 * earlier one of the same group under the same variants ("px-2 … p-4" keeps p-4). tailwind-merge
 * knows every Tailwind utility and costs 8.6 kB gzipped on every page; this knows the groups our
 * code writes, in about 2 kB. A class it does not know is kept as it is (as tailwind-merge keeps
 * classes that are not Tailwind's).
 * tests/unit/class-merge.test.ts holds it to tailwind-merge: every class word in app/, components/
 * and lib/ must be recognised alike, and every pair of them must merge alike. A new class that
 * this file reads differently fails there; teach it the group below.
 */

/** "group:prefix prefix;group:…" → prefix → group. */
function table(spec: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of spec.split(";")) {
    const [group, names] = entry.split(":") as [string, string];
    for (const name of names.split(" ")) map.set(name, group);
  }
  return map;
}

/** Classes that are one word. */
const WORDS = table(
  "display:block inline flex inline-flex grid inline-grid contents hidden;position:static fixed absolute relative sticky;" +
    "visibility:visible invisible;font-style:italic not-italic;text-decoration:underline no-underline line-through;" +
    "text-transform:uppercase lowercase capitalize normal-case;text-overflow:truncate;sr:sr-only not-sr-only;" +
    "isolation:isolate;fvn-spacing:tabular-nums;flex-direction:flex-row flex-col flex-row-reverse flex-col-reverse;" +
    "flex-wrap:flex-wrap flex-nowrap;break:break-words break-all;filter:filter;rounded:rounded;border-w:border;" +
    "outline-w:outline;shadow:shadow;ring-w:ring;transition:transition;grow:grow;shrink:shrink;blur:blur;" +
    "backdrop-blur:backdrop-blur;drop-shadow:drop-shadow;border-w-t:border-t;border-w-r:border-r;" +
    "border-w-b:border-b;border-w-l:border-l;border-w-x:border-x;border-w-y:border-y",
);

const NUMBER = /^\d+(\.\d+)?$/;
const ARBITRARY = /^(\[.+\]|\(.+\))$/;
/** An arbitrary value that is a length: [13px], [0.95rem], [1.75]. */
const LENGTH = /^\[(\d*\.?\d+(px|r?em|%|vw|vh|dvh|ch)?|length:.*)\]$/;

/** Prefixes that name their group, by the kind of value they take. */
const selfNamed = (names: string) => new Map(names.split(" ").map((name) => [name, name]));
/** Values of spacing, sizing and other scales: a number, fraction, size or arbitrary value. */
const SCALED = selfNamed(
  "p px py pt pr pb pl m mx my mt mr mb ml inset inset-x inset-y top right bottom left gap gap-x gap-y w h size " +
    "min-w min-h max-w max-h z opacity leading tracking grid-cols duration rotate scale translate-x translate-y " +
    "scroll-mt underline-offset outline-offset shrink grow basis",
).set("col-span", "col-start-end");
const SCALE =
  /^(\d+(\.\d+)?|\d+\/\d+|px|auto|full|screen|[sld]v[hw]|min|max|fit|none|\d?xs|sm|md|lg|\d?xl|tight|snug|normal|relaxed|loose|wide|\[.+\]|\(.+\))$/;
/** Values that are a word. */
const NAMED = selfNamed(
  "aspect ease cursor touch pointer-events appearance whitespace break-inside mix-blend drop-shadow blur " +
    "backdrop-blur accent fill transition",
);
const NAME = /^([a-z0-9][a-z0-9-]*|\[.+\]|\(.+\))$/;
/** Values that are an alignment. */
const ALIGNED = selfNamed("justify-items justify-self place-items")
  .set("items", "align-items")
  .set("self", "align-self")
  .set("justify", "justify-content");
const ALIGN = /^(normal|auto|start|end|center|between|around|evenly|stretch|baseline)$/;

const colorOrWidth = (name: string, value: string) =>
  NUMBER.test(value) || LENGTH.test(value) ? `${name}-w` : `${name}-color`;

/** Prefixes that several groups share, told apart by the value. */
const SHARED: Record<string, (value: string) => string | undefined> = {
  text: (value) =>
    /^(xs|sm|base|lg|\d?xl)$/.test(value) || LENGTH.test(value)
      ? "font-size"
      : /^(left|center|right|justify|start|end)$/.test(value)
        ? "text-alignment"
        : "text-color",
  font: (value) => (/^(normal|medium|semibold|bold|\d+)$/.test(value) ? "font-weight" : "font-family"),
  bg: () => "bg-color",
  border: (value) => (/^(solid|dashed|dotted|none)$/.test(value) ? "border-style" : colorOrWidth("border", value)),
  shadow: (value) => (/^(2?xs|sm|md|lg|\d?xl|none)$/.test(value) || value[0] === "[" ? "shadow" : "shadow-color"),
  ring: (value) => colorOrWidth("ring", value),
  "ring-offset": (value) => colorOrWidth("ring-offset", value),
  outline: (value) => (/^(none|solid|dashed)$/.test(value) ? "outline-style" : colorOrWidth("outline", value)),
  decoration: (value) => (NUMBER.test(value) ? "decoration-thickness" : "decoration-color"),
  stroke: (value) => (NUMBER.test(value) ? "stroke-w" : "stroke"),
  content: (value) => (ALIGN.test(value) ? "align-content" : ARBITRARY.test(value) ? "content" : undefined),
  object: (value) =>
    /^(contain|cover|fill|none)$/.test(value)
      ? "object-fit"
      : /^(center|top|bottom|left|right)$/.test(value)
        ? "object-position"
        : undefined,
  list: (value) => (/^(disc|decimal|none)$/.test(value) ? "list-style-type" : undefined),
  animate: (value) => (/^(spin|ping|pulse|bounce|none)$/.test(value) || ARBITRARY.test(value) ? "animate" : undefined),
  select: (value) => (/^(none|text|all|auto)$/.test(value) ? "select" : undefined),
  flex: (value) => (/^(\d+|auto|initial|none)$/.test(value) || ARBITRARY.test(value) ? "flex" : undefined),
  overflow: (value) => (/^(auto|hidden|clip|visible|scroll)$/.test(value) ? "overflow" : undefined),
  "overflow-x": (value) => (/^(auto|hidden|clip|visible|scroll)$/.test(value) ? "overflow-x" : undefined),
  "overflow-y": (value) => (/^(auto|hidden|clip|visible|scroll)$/.test(value) ? "overflow-y" : undefined),
  rounded: (value) =>
    /^(none|full|\d?xs|sm|md|lg|\d?xl)$/.test(value) || ARBITRARY.test(value) ? "rounded" : undefined,
  "rounded-t": (value) => (/^(none|full|sm|md|lg|\d?xl)$/.test(value) ? "rounded-t" : undefined),
};
for (const side of "trblxy")
  SHARED[`border-${side}`] = (value) =>
    NUMBER.test(value) || LENGTH.test(value) ? `border-w-${side}` : `border-color-${side}`;

/** Every prefix with a dash in the value after it, longest first, so "inset-x-0" is not read as inset. */
const PREFIXES = [...SCALED.keys(), ...NAMED.keys(), ...ALIGNED.keys(), ...Object.keys(SHARED)].sort(
  (a, b) => b.length - a.length,
);

/** Groups that a class of the key's group also overrides: p-4 after px-2 removes px-2. */
const CONFLICTS = new Map<string, string[]>();
function conflict(group: string, others: string): void {
  CONFLICTS.set(group, others.split(" "));
}
conflict("font-size", "leading");
conflict("flex", "basis grow shrink");
conflict("size", "w h");
conflict("gap", "gap-x gap-y");
conflict("overflow", "overflow-x overflow-y");
conflict("inset", "inset-x inset-y top right bottom left");
conflict("inset-x", "right left");
conflict("inset-y", "top bottom");
conflict("rounded", "rounded-t rounded-r rounded-b rounded-l rounded-tl rounded-tr rounded-br rounded-bl");
conflict("rounded-t", "rounded-tl rounded-tr");
for (const [box, side] of [
  ["p", "p"],
  ["m", "m"],
  ["border-w", "border-w-"],
  ["border-color", "border-color-"],
]) {
  conflict(box!, `${side}x ${side}y ${side}t ${side}r ${side}b ${side}l`);
  conflict(`${side}x`, `${side}r ${side}l`);
  conflict(`${side}y`, `${side}t ${side}b`);
}

/** A class's group without its variants, or undefined for a class this file does not know. */
function groupOf(utility: string): string | undefined {
  if (utility[0] === "[") {
    const property = /^\[([a-z-]+):.+\]$/.exec(utility)?.[1];
    return property && `[${property}]`;
  }
  const name = utility[0] === "-" ? utility.slice(1) : utility;
  const word = WORDS.get(name);
  if (word) return word;
  const prefix = PREFIXES.find((candidate) => name.startsWith(`${candidate}-`));
  if (!prefix) return undefined;
  const value = name.slice(prefix.length + 1);
  const shared = SHARED[prefix];
  if (shared) return shared(value);
  const scaled = SCALED.get(prefix);
  if (scaled) return SCALE.test(value) ? scaled : undefined;
  const named = NAMED.get(prefix);
  if (named) return NAME.test(value) ? named : undefined;
  return ALIGN.test(value) ? ALIGNED.get(prefix) : undefined;
}

/** Variants whose order matters (tailwind-merge's list); the others are compared sorted. */
const ORDER_SENSITIVE = new Set(
  "* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(" "),
);

/** "md:hover:bg-muted/50" → the variants as one key, the utility, and where its "/" modifier starts. */
function parse(className: string): { variants: string; utility: string; slash: number } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (depth === 0 && char === ":") {
      variants.push(className.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && char === "/") slash = index - start;
  }
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === "[" || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return { variants: [...sorted, ...run.sort()].join(":"), utility: className.slice(start), slash };
}

/** Joins a class list, dropping each Tailwind class that a later class of its group overrides. */
export function mergeClasses(classList: string): string {
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    const parsed = parse(className);
    let { utility, slash } = parsed;
    // Tailwind 4 writes "!" last; tailwind-merge also accepts it first.
    const important = utility.endsWith("!") || utility[0] === "!";
    if (important) {
      if (utility[0] === "!") slash--;
      utility = utility.replace(/^!|!$/, "");
    }
    const group = (slash > 0 && groupOf(utility.slice(0, slash))) || groupOf(utility);
    if (!group) {
      kept.push(className);
      continue;
    }
    const scope = `${parsed.variants}${important ? "!" : ""}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of CONFLICTS.get(group) ?? []) taken.add(scope + other);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
