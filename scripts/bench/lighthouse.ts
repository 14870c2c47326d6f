/**
 * Lighthouse (its default mobile preset: a mid-range phone, simulated slow 4G and a 4x slower CPU)
 * on every page, in Debian's Chromium, offline, against a production server on a fresh embedded
 * database. The app screens are visited as a guest holding 20 closet items. Targets (issue 31,
 * DESIGN.md "Screens"): performance ≥ 95, accessibility and best practices 100, SEO 100 on public
 * pages, LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.02. A page that misses one fails the section and names the
 * audits. The framework floor (./floor.ts, an empty Next app built in this run, served on `port + 1`)
 * is audited first, in the same Chromium and the same way, and printed first, so every page is read
 * next to what Next and React cost by themselves; the floor is a reference and is not judged.
 *
 * Lighthouse estimates a throttled load from an unthrottled one, and how far the scripts had got
 * when the first paint reached the screen moves a page's LCP by a second from run to run, so
 * BENCH_LIGHTHOUSE_RUNS (default 3) runs each page that many times and keeps the median run by
 * performance score; BENCH_PAGES (comma-separated paths) narrows the pages (the floor always runs);
 * BENCH_LIGHTHOUSE_REPORTS names a folder to keep each page's full Lighthouse report in (JSON, for the
 * Lighthouse viewer; the floor's is floor.json).
 */
import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFloorServer } from "./floor";
import { OverBudget } from "./over-budget";
import { benchPages, seedGuestWorkspace, SEEDING_ENV } from "./pages";
import { startBenchServer } from "./server";

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.02,
};
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The flags our e2e runs use (root, no network), plus a debugging port for Lighthouse. */
export async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), "stylematch-lighthouse-"));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  let port = 0;
  while (!port) {
    if (chromium.exitCode !== null) throw new Error(`chromium exited with ${chromium.exitCode}`);
    if (Date.now() > deadline) throw new Error("chromium opened no debugging port within 30 s");
    try {
      port = Number(readFileSync(path.join(profile, "DevToolsActivePort"), "utf8").split("\n")[0]);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      chromium.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      // Chromium may still be flushing its profile as it exits; a profile left in the temp folder
      // must not throw away the figures of the run that just finished.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove the Lighthouse profile ${profile}: ${String(error)}`);
      }
    },
  };
}

/** Lighthouse's own trace-recording failures: the page was fine, the recording was not. Run again. */
const RECORDING_ERRORS = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_RESOURCE_REQUEST", "PROTOCOL_TIMEOUT"]);

export async function audit(url: string, port: number, cookie: string, attempt = 1): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const failure = result.lhr.runtimeError;
  if (failure && RECORDING_ERRORS.has(failure.code) && attempt < 3) return audit(url, port, cookie, attempt + 1);
  if (failure) throw new Error(`Lighthouse on ${url}: ${failure.message}`);
  return result.lhr;
}

const score = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits that cost a category points, e.g. "errors-in-console", "largest-contentful-paint (3.1 s)". */
function lostPoints(lhr: LighthouseResult, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((result) => result.score !== null && result.score < 1)
    .map((result) => (result.displayValue ? `${result.id} (${result.displayValue})` : result.id));
}

/** The median of `runs` audits by performance score, kept in BENCH_LIGHTHOUSE_REPORTS as `<report>.json`. */
async function medianAudit(url: string, port: number, cookie: string, runs: number, report: string) {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await audit(url, port, cookie));
  results.sort((a, b) => score(a, "performance") - score(b, "performance"));
  const lhr = results[Math.floor(results.length / 2)]!;
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${report}.json`), JSON.stringify(lhr));
  }
  return lhr;
}

/** One page's figures against the targets: `misses` is empty when it meets them all. */
function readAudit(lhr: LighthouseResult, seo: boolean): { line: string; misses: string[] } {
  const lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity;
  const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? Infinity;
  const tbtMs = lhr.audits["total-blocking-time"]?.numericValue ?? Infinity;
  const categories = seo ? CATEGORIES : CATEGORIES.filter((category) => category !== "seo");
  const misses = [
    ...categories
      .filter((category) => score(lhr, category) < TARGETS[category])
      .map((category) => `${category}: ${lostPoints(lhr, category).join(", ")}`),
    ...(lcpMs > TARGETS.lcpMs ? [`LCP ${(lcpMs / 1000).toFixed(1)} s`] : []),
    ...(tbtMs > TARGETS.tbtMs ? [`TBT ${Math.round(tbtMs)} ms`] : []),
    ...(cls > TARGETS.cls ? [`CLS ${cls.toFixed(3)}`] : []),
  ];
  const line = [
    `performance ${score(lhr, "performance")}`,
    `accessibility ${score(lhr, "accessibility")}`,
    `best practices ${score(lhr, "best-practices")}`,
    seo ? `SEO ${score(lhr, "seo")}` : null,
    `LCP ${(lcpMs / 1000).toFixed(2)} s`,
    `TBT ${Math.round(tbtMs)} ms`,
    `CLS ${cls.toFixed(3)}`,
  ]
    .filter(Boolean)
    .join(" · ");
  return { line, misses };
}

export async function benchLighthouse(port: number): Promise<Record<string, string | number>> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  const figures: Record<string, string | number> = { "Lighthouse runs per page (median kept)": runs };
  const chromium = await launchChromium();
  try {
    const floorServer = await startFloorServer(port + 1);
    try {
      const floor = readAudit(await medianAudit(`${floorServer.baseUrl}/`, chromium.port, "", runs, "floor"), true);
      // Not judged: what the floor would miss says how much of a page's miss the framework (or the machine's load) owns.
      figures["the floor (an empty Next app)"] =
        `${floor.line} · reference${floor.misses.length ? `, would miss: ${floor.misses.join("; ")}` : ""}`;
    } finally {
      await floorServer.stop();
    }

    const server = await startBenchServer(port, SEEDING_ENV);
    try {
      const workspace = await seedGuestWorkspace(server.baseUrl);
      const pages = benchPages(workspace.inspirationId).filter((page) => !only || only.includes(page.path));
      const missed: string[] = [];
      const unmeasured: string[] = [];
      for (const page of pages) {
        const cookie = page.signedIn ? workspace.cookie : "";
        // Warm the server's route and data caches, as any visit after the first finds them.
        await fetch(`${server.baseUrl}${page.path}`, { headers: { cookie } });
        const report = page.path === "/" ? "home" : page.path.slice(1).replace(/\W+/g, "_");
        try {
          const lhr = await medianAudit(`${server.baseUrl}${page.path}`, chromium.port, cookie, runs, report);
          const { line, misses } = readAudit(lhr, !page.signedIn);
          if (misses.length > 0) missed.push(page.path);
          figures[page.path] = `${line} · ${misses.length ? `MISSED: ${misses.join("; ")}` : "ok"}`;
        } catch (error) {
          // One page Lighthouse could not audit still leaves the other pages' figures to read.
          unmeasured.push(page.path);
          figures[page.path] = `NOT MEASURED: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
      const failures = [
        ...(missed.length ? [`targets missed on ${missed.join(", ")}`] : []),
        ...(unmeasured.length ? [`not measured: ${unmeasured.join(", ")}`] : []),
      ];
      if (failures.length > 0) throw new OverBudget(failures.join("; "), figures);
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await chromium.close();
  }
}
