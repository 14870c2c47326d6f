import { deferScripts, loadScriptsAfterFirstPaint } from "@/scripts/bench/script-loading";
import { describe, expect, it } from "vitest";

/** The shape of a page's HTML as Next 16 writes it: preinit scripts in the head, the bootstrap script at the end. */
const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/app.css" nonce="n0nce" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/framework.js" async="" nonce="n0nce"></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule="" nonce="n0nce"></script></head>',
  '<body><h1>hello</h1><script nonce="n0nce">self.__next_f.push([1,"payload"])</script>',
  '<script src="/_next/static/chunks/main.js" nonce="n0nce" async=""></script></body></html>',
].join("");

describe("loadScriptsAfterFirstPaint", () => {
  const rewritten = loadScriptsAfterFirstPaint(page);

  it("takes every first-load script and its preload out of the HTML, whatever the attribute order", () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(framework|main)\.js"/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
  });

  it("loads them, once each, from a nonce'd script that waits for the first contentful paint", () => {
    const loader = /<script nonce="n0nce">(new PerformanceObserver[\s\S]*?)<\/script><\/head>/.exec(rewritten);
    expect(loader?.[1]).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader?.[1]).toContain('["/_next/static/chunks/main.js","/_next/static/chunks/framework.js"]');
  });

  it("leaves the page, its inline payload, its stylesheet and the nomodule polyfill alone", () => {
    expect(rewritten).toContain("<h1>hello</h1>");
    expect(rewritten).toContain('self.__next_f.push([1,"payload"])');
    expect(rewritten).toContain('rel="stylesheet" href="/_next/static/chunks/app.css"');
    expect(rewritten).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""');
  });
});

describe("deferScripts", () => {
  it("defers every async script and nothing else", () => {
    const rewritten = deferScripts(page);
    expect(rewritten).not.toContain('async=""');
    expect(rewritten).toContain('<script src="/_next/static/chunks/framework.js" defer="" nonce="n0nce">');
    expect(rewritten).toContain('<script src="/_next/static/chunks/main.js" nonce="n0nce" defer="">');
    expect(rewritten).toContain('<script src="/_next/static/chunks/legacy.js" noModule="" nonce="n0nce">');
  });
});
