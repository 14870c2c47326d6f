import { COMPILE_HINT, firstLoadChunks, markFirstLoadChunks } from "@/scripts/compile-hints.mjs";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

/** A build directory shaped like Next's: root main files, two pages' client manifests, chunks. */
function fakeBuild(dir: string) {
  const chunk = (name: string) => `static/chunks/${name}.js`;
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  for (const name of ["runtime", "framework", "layout", "closet", "home", "menu", "polyfill"]) {
    writeFileSync(path.join(dir, chunk(name)), `/* ${name} */`);
  }
  writeFileSync(path.join(dir, "static", "chunks", "styles.css"), "body{}");
  writeFileSync(
    path.join(dir, "build-manifest.json"),
    JSON.stringify({ polyfillFiles: [chunk("polyfill")], rootMainFiles: [chunk("runtime"), chunk("framework")] }),
  );
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ entryJSFiles: entries, entryCSSFiles: {} })};`;
  for (const [route, page] of [
    ["/(app)/closet/page", "closet"],
    ["/(marketing)/page", "home"],
  ] as const) {
    const folder = path.join(dir, "server", "app", ...route.split("/").slice(1, -1));
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, "page_client-reference-manifest.js"),
      manifest(route, {
        "[project]/app/layout": [chunk("layout")],
        [`[project]/app${route.replace(/\/page$/, "")}/page`]: [
          chunk("layout"),
          chunk(page),
          "static/chunks/styles.css",
        ],
      }),
    );
  }
}

describe("compile hints", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    fakeBuild(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const read = (name: string) => readFileSync(path.join(dir, "static", "chunks", `${name}.js`), "utf8");

  it("finds the root main files and every page's entry chunks, scripts only", () => {
    expect(firstLoadChunks(dir)).toEqual(
      ["closet", "framework", "home", "layout", "runtime"].map((name) => `static/chunks/${name}.js`),
    );
  });

  it("puts the hint first in each first-load chunk, once, and leaves on-demand chunks and polyfills alone", () => {
    expect(markFirstLoadChunks(dir)).toBe(5);
    expect(read("closet")).toBe(`${COMPILE_HINT}/* closet */`);
    expect(read("runtime")).toBe(`${COMPILE_HINT}/* runtime */`);
    expect(read("menu")).toBe("/* menu */");
    expect(read("polyfill")).toBe("/* polyfill */");
    expect(markFirstLoadChunks(dir)).toBe(0);
    expect(read("layout")).toBe(`${COMPILE_HINT}/* layout */`);
  });
});
