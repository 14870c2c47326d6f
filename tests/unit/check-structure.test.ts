import { MAX_FUNCTION_LINES, structureProblems } from "@/scripts/check-structure.mjs";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

let root: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A function of `lines` lines in all, with `header` as its doc comment. */
function functionOf(lines: number, header = ""): string {
  const body = Array.from({ length: lines - 2 }, (_, index) => `  const v${index} = ${index};`).join("\n");
  return `${header}export function long() {\n${body}\n}\n`;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "structure-"));
  write("tsconfig.json", JSON.stringify({ compilerOptions: { jsx: "preserve", paths: { "@/*": ["./*"] } } }));
  write("lib/closet/index.ts", 'import { cn } from "@/lib/ui/cn";\nexport const item = cn();\n');
  write("lib/ui/cn.ts", "export const cn = () => '';\n");
  write("components/closet/card.tsx", 'import { item } from "@/lib/closet";\nexport const Card = () => item;\n');
  write("app/closet/page.tsx", 'import { Card } from "@/components/closet/card";\nexport default Card;\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the structure check", () => {
  it("passes a tree whose imports point down the layers", () => {
    expect(structureProblems(root)).toEqual([]);
  });

  it("fails when a lib file imports components, or components import app", () => {
    write("lib/ui/cn.ts", 'import { Card } from "@/components/closet/card";\nexport const cn = () => String(Card);\n');
    write("components/closet/other.tsx", 'import Page from "@/app/closet/page";\nexport const Other = Page;\n');
    expect(structureProblems(root)).toEqual(
      expect.arrayContaining([
        "import up the layers: lib/ui/cn.ts -> components/closet/card.tsx (lib/ imports components/)",
        "import up the layers: components/closet/other.tsx -> app/closet/page.tsx (components/ imports app/)",
      ]),
    );
  });

  it("fails on an import circle, type-only and dynamic imports included", () => {
    write("lib/ui/cn.ts", 'export const cn = () => import("@/lib/closet");\n');
    expect(structureProblems(root)).toEqual([
      "import circle: lib/closet/index.ts -> lib/ui/cn.ts -> lib/closet/index.ts",
    ]);
  });

  it(`fails on a function over ${MAX_FUNCTION_LINES} lines unless its doc comment says why`, () => {
    write("lib/ui/fits.ts", functionOf(MAX_FUNCTION_LINES));
    write("lib/ui/long.ts", functionOf(MAX_FUNCTION_LINES + 1));
    write("lib/ui/reasoned.ts", functionOf(MAX_FUNCTION_LINES + 1, "/** Long because it is a table. */\n"));
    expect(structureProblems(root)).toEqual([
      `function over ${MAX_FUNCTION_LINES} lines without a "Long because" sentence in its doc comment: lib/ui/long.ts:1 long (${MAX_FUNCTION_LINES + 1} lines)`,
    ]);
  });
});
