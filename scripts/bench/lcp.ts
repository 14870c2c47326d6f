/**
 * Where `/`'s Largest Contentful Paint goes (issue 31): Lighthouse's simulated LCP (mobile preset, the
 * median of BENCH_LIGHTHOUSE_RUNS runs, default 3) of `/`, next to references that each add one thing
 * to the framework floor, and of `/` with its first-load scripts loaded in other ways. It prints
 * figures and judges nothing: the lighthouse section holds the targets.
 *
 * Lighthouse estimates a throttled load from an unthrottled one: every request that finished before
 * the observed LCP, and every script whose evaluation began before it, is on the simulated path. On
 * an unthrottled load the first-load scripts arrive before a styled page's first paint, so all of them
 * count. The references show how much of `/`'s LCP is that, and what would take it off the path:
 * - the floor (./floor.ts);
 * - the floor with the stylesheet `/` links (its @font-face rules left out: no fonts);
 * - the floor with that stylesheet and `/`'s server-rendered markup as static HTML: `/` as it looks,
 *   with the framework's scripts and none of ours;
 * - `/` as served;
 * - `/` with `defer` in place of `async` on its scripts (what vercel/next.js#60727 and #79799 propose);
 * - `/` with its scripts requested only once the first paint is on screen.
 * The last two are served through a proxy that rewrites the HTML; the App Router has no option for
 * either (its scripts are `async`, from ReactDOM.preinit in next/dist/server/app-render/required-scripts).
 */
import { createServer, request } from "node:http";
import { gzipSync } from "node:zlib";
import { buildFloorVariant, FLOOR_FILES, startFloorServer } from "./floor";
import { audit, launchChromium } from "./lighthouse";
import { deferScripts, loadScriptsAfterFirstPaint } from "./script-loading";
import { startBenchServer } from "./server";

type Target = { url: string; stop(): Promise<void> };
type Reference = { name: string; start: () => Promise<Target> };

/** A proxy on `port` in front of `target` that answers documents rewritten by `rewrite` (gzipped, like Next's). */
async function startRewritingProxy(port: number, target: URL, rewrite: (html: string) => string): Promise<Target> {
  const proxy = createServer((incoming, outgoing) => {
    const document = (incoming.headers.accept ?? "").includes("text/html");
    const headers = { ...incoming.headers, ...(document ? { "accept-encoding": "identity" } : {}) };
    const upstream = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (response) => {
        if (!document || !(response.headers["content-type"] ?? "").startsWith("text/html")) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = gzipSync(rewrite(Buffer.concat(chunks).toString("utf8")));
          const { "transfer-encoding": _, ...rest } = response.headers;
          outgoing.writeHead(response.statusCode ?? 502, {
            ...rest,
            "content-encoding": "gzip",
            "content-length": body.length,
          });
          outgoing.end(body);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

/** The floor's files that make it `/`'s stylesheet (and markup) on an empty Next app. */
function styledFloorFiles(stylesheet: string, markup?: string): Record<string, string> {
  return {
    "app/globals.css": stylesheet.replace(/@font-face\s*\{[^}]*\}/g, ""),
    "app/layout.tsx": `import "./globals.css";\n${FLOOR_FILES["app/layout.tsx"]}`,
    ...(markup === undefined
      ? {}
      : {
          "app/page.tsx": `const markup = ${JSON.stringify(markup)};

export default function Page() {
  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}
`,
        }),
  };
}

/** The body of a server-rendered page without its scripts: what a visitor sees before hydration. */
function staticMarkup(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  return body.replace(/<script\b[\s\S]*?<\/script>/g, "");
}

export async function benchLcp(port: number): Promise<Record<string, string | number>> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const server = await startBenchServer(port);
  const chromium = await launchChromium();
  try {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    const stylesheet = (
      await Promise.all(stylesheets.map(async (href) => (await fetch(new URL(href, server.baseUrl))).text()))
    ).join("\n");
    const [styledFloor, styledFloorWithMarkup] = await Promise.all([
      buildFloorVariant(styledFloorFiles(stylesheet)),
      buildFloorVariant(styledFloorFiles(stylesheet, staticMarkup(html))),
    ]);
    const floorAt = (dir?: string) => async () => {
      const floor = await startFloorServer(port + 1, dir);
      return { url: `${floor.baseUrl}/`, stop: floor.stop };
    };
    const proxied = (rewrite: (html: string) => string) => () =>
      startRewritingProxy(port + 2, new URL(server.baseUrl), rewrite);
    const references: Reference[] = [
      { name: "the floor (an empty Next app)", start: floorAt() },
      { name: "the floor + the stylesheet of /", start: floorAt(styledFloor) },
      {
        name: "the floor + the stylesheet and markup of / (no script of ours)",
        start: floorAt(styledFloorWithMarkup),
      },
      { name: "/", start: async () => ({ url: `${server.baseUrl}/`, stop: async () => {} }) },
      { name: "/ with its scripts deferred", start: proxied(deferScripts) },
      { name: "/ with its scripts requested after the first paint", start: proxied(loadScriptsAfterFirstPaint) },
    ];
    const figures: Record<string, string | number> = { "Lighthouse runs per page (median)": runs };
    for (const reference of references) {
      const target = await reference.start();
      try {
        const samples: { lcp: number; observed: number }[] = [];
        for (let run = 0; run < runs; run++) {
          const lhr = await audit(target.url, chromium.port, "");
          const metrics = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
          samples.push({
            lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
            observed: metrics?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
          });
        }
        samples.sort((a, b) => a.lcp - b.lcp);
        const median = samples[Math.floor(samples.length / 2)]!;
        figures[`LCP of ${reference.name}, s`] =
          `${(median.lcp / 1000).toFixed(2)} (runs: ${samples.map((sample) => (sample.lcp / 1000).toFixed(2)).join(", ")}; ` +
          `painted at ${Math.round(median.observed)} ms unthrottled)`;
      } finally {
        await target.stop();
      }
    }
    return figures;
  } finally {
    await chromium.close();
    await server.stop();
  }
}
