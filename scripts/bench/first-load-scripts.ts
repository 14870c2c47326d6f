/**
 * The scripts a page's HTML names: what a modern browser loads before the page is interactive.
 * `nomodule` polyfills are left out: only legacy browsers fetch them. Shared by the page-weight
 * bench and the first-load e2e checks, so both count the same files.
 */
export function firstLoadScriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => /\bsrc="([^"]+\.js[^"]*)"/.exec(attributes)?.[1] ?? []);
  return [...new Set(sources)];
}
