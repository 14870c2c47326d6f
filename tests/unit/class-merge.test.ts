import { mergeClasses } from "@/lib/ui/class-merge";
import { cn } from "@/lib/ui/cn";
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

  it("agrees on every pair of classes written in app/, components/ and lib/", { timeout: 300_000 }, () => {
    const differ: string[] = [];
    for (const first of tailwindClasses)
      for (const second of tailwindClasses) {
        const pair = `${first} ${second}`;
        if (mergeClasses(pair) !== twMerge(pair)) differ.push(`${pair} → ${twMerge(pair)}`);
      }
    expect(differ.slice(0, 50)).toEqual([]);
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
