/**
 * Rewrites of a page's HTML that change how its first-load scripts load, for the lcp bench (./lcp.ts)
 * to measure what each would do to Lighthouse's LCP. Measurement only: the app serves Next's HTML as is.
 */

/** The script tags and script preloads a page's HTML names, nomodule polyfills aside. */
const SCRIPT_TAG = /<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\bhref="([^"]+)"[^>]*\/>/g;

/** A page's HTML with every first-load script loaded once the first contentful paint has been presented. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = new Set<string>();
  const nonce = /\bnonce="([^"]+)"/.exec(html)?.[1] ?? "";
  const stripped = html
    .replace(SCRIPT_PRELOAD, (_, src: string) => (sources.add(src), ""))
    .replace(SCRIPT_TAG, (_, src: string) => (sources.add(src), ""));
  // A paint entry is queued once the frame is presented: a script inserted then evaluates after it.
  const loader =
    `<script nonce="${nonce}">new PerformanceObserver((list, observer) => {` +
    `if (!list.getEntriesByName("first-contentful-paint").length) return; observer.disconnect();` +
    `for (const src of ${JSON.stringify([...sources])}) {` +
    `const script = document.createElement("script"); script.src = src; script.async = true; document.head.append(script); }` +
    `}).observe({ type: "paint", buffered: true });</script>`;
  return stripped.replace("</head>", `${loader}</head>`);
}

/** A page's HTML with `defer` in place of `async` on its scripts. */
export function deferScripts(html: string): string {
  return html.replace(SCRIPT_TAG, (tag) => tag.replace(/ async=""/, ' defer=""'));
}
