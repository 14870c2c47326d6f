import { mergeClasses } from "@/lib/ui/class-merge";
import { cn } from "@/lib/ui/cn";
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every space-separated word in a string literal of our source: each class we write, and then some
 * (class-merge.ts itself holds group names, not classes).
 */
function sourceWords(): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  const words = new Set<string>();
  for (const dir of ["app", "components", "lib"]) {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || file.endsWith("class-merge.ts")) continue;
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
          for (const word of node.text.split(/\s+/)) if (word) words.add(word);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return [...words];
}

/** Pairs checked per run: about a second on a busy 2-core machine. */
const PAIRS_PER_RUN = 20_000;

describe("mergeClasses resolves conflicts as tailwind-merge does", () => {
  const words = sourceWords();
  // Classes tailwind-merge knows collapse when repeated; every other word is kept twice.
  const tailwindClasses = words.filter((word) => twMerge(`${word} ${word}`) === word);

  it("finds the classes in the source", () => {
    expect(tailwindClasses.length).toBeGreaterThan(500);
    expect(tailwindClasses).toContain("text-muted-foreground");
  });

  it("knows the same words for Tailwind classes", () => {
    const differ = words.filter((word) => mergeClasses(`${word} ${word}`) !== twMerge(`${word} ${word}`));
    expect(differ).toEqual([]);
  });

  // All pairs (hundreds of thousands) took 7 to 26 s; a fresh sample each run keeps the reach over
  // many runs, and a failure prints its seed and pair (replay: fc.assert(..., { seed, path })).
  it("agrees on pairs of classes written in app/, components/ and lib/, sampled anew each run", () => {
    const tailwindClass = fc.constantFrom(...tailwindClasses);
    fc.assert(
      fc.property(tailwindClass, tailwindClass, (first, second) => {
        const pair = `${first} ${second}`;
        expect(mergeClasses(pair), pair).toBe(twMerge(pair));
      }),
      { numRuns: PAIRS_PER_RUN },
    );
  });

  it.each([
    ["px-3 py-1 p-4", "p-4"],
    ["p-4 px-3", "p-4 px-3"],
    ["text-sm leading-tight text-muted-foreground text-accent", "text-sm leading-tight text-accent"],
    ["leading-tight text-xl", "text-xl"],
    ["hover:bg-muted focus:bg-muted hover:bg-accent", "focus:bg-muted hover:bg-accent"],
    ["sm:hover:p-2 hover:sm:p-4", "hover:sm:p-4"],
    ["[&_svg]:size-4 [&_svg]:size-5 size-6", "[&_svg]:size-5 size-6"],
    ["bg-surface/95 bg-primary", "bg-primary"],
    ["border border-input border-2 border-t", "border-input border-2 border-t"],
    ["w-4 h-4 size-5", "size-5"],
    ["inset-0 left-3 inset-x-0", "inset-0 inset-x-0"],
    ["mt-2 -mt-3", "-mt-3"],
    ["p-4! p-2", "p-4! p-2"],
    ["my-class other-class p-2 my-class", "my-class other-class p-2 my-class"],
  ])("%s → %s", (input, merged) => {
    expect(mergeClasses(input)).toBe(merged);
    expect(twMerge(input)).toBe(merged);
  });

  it("cn joins conditional classes before merging", () => {
    expect(cn("h-11 px-4", false && "hidden", undefined, { "h-9": true }, ["px-2"])).toBe("h-9 px-2");
  });
});
