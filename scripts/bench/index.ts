/**
 * `npm run bench`: prints the figures the issues ask for. Needs a production build (`npm run build`),
 * except for the sections measured in-process (`npm run bench share`).
 * Speed and size targets live here, never in timed tests: these machines are shared and noisy.
 * Each section is independent; one failing section is reported and the others still run.
 */
import { existsSync } from "node:fs";
import { benchAi } from "./ai";
import { benchAiRoutes } from "./ai-routes";
import { benchBackgroundRemovalModels } from "./background-removal";
import { benchBuy } from "./buy";
import { benchCategories } from "./categories";
import { benchCloset } from "./closet";
import { benchClosetSearch } from "./closet-search";
import { benchDeploy } from "./deploy";
import { benchFoundation } from "./foundation";
import { benchInsights } from "./insights";
import { benchLcp } from "./lcp";
import { benchLearning } from "./learning";
import { benchLighthouse } from "./lighthouse";
import { benchNearDuplicates } from "./near-duplicates";
import { OverBudget } from "./over-budget";
import { benchPageWeight } from "./page-weight";
import { startBenchServer } from "./server";
import { benchSessions } from "./sessions";
import { benchShare } from "./share";
import { benchStylist } from "./stylist";
import { benchToday } from "./today";
import { benchTrips } from "./trips";
import { benchUploads } from "./uploads";
import { benchVision } from "./vision";

/** `inProcess`: measured without a production build (the handlers run in a child process). */
type Section = { name: string; run: () => Promise<Record<string, string | number>>; inProcess?: boolean };

const sections: Section[] = [
  { name: "foundation", run: () => benchFoundation(3900) },
  { name: "ai", run: benchAi },
  { name: "ai-routes", run: benchAiRoutes },
  // Issue #24's closet figures (search over 2,000 items, bulk updates), in-process: `npm run bench -- closet`.
  { name: "closet", run: benchClosetSearch, inProcess: true },
  // Issue #5's: uploads, thumbnails, list latency under load, in-browser background removal.
  { name: "closet-uploads", run: () => benchCloset(3905) },
  { name: "uploads", run: () => benchUploads() },
  // Issue #25's: seconds per photo for each model and way of arriving at /closet-upload, in Chromium.
  { name: "background-removal", run: () => benchBackgroundRemovalSection(Number(process.env.BENCH_PORT ?? 3925)) },
  { name: "sessions", run: () => benchSessions(3910) },
  { name: "deploy", run: () => benchDeploy(5320) },
  { name: "share", run: benchShare, inProcess: true },
  // Issue #28's: insights and a month of wears over 2,000 items and 1,000 wears, in-process: `npm run bench -- insights`.
  { name: "insights", run: benchInsights, inProcess: true },
  // Issue #29's: a 14-day trip over 2,000 items and the packer's optimality gap, in-process: `npm run bench -- trips`.
  { name: "trips", run: benchTrips, inProcess: true },
  // Issue #29's: GET /api/today over 2,000 items and 1,000 wears, in-process: `npm run bench -- today`.
  { name: "today", run: benchToday, inProcess: true },
  // Issue #39's: the style engine's rule violations and false reasons over generated cases (goal 0),
  // Today and a 14-day trip on 500 pieces, in-process: `npm run bench -- stylist`.
  { name: "stylist", run: benchStylist, inProcess: true },
  // Issue #44's: the "before you buy" judgement (outfits unlocked, cost per wear, verdict) on 500
  // pieces, its share of the check's 300 ms, in-process: `npm run bench -- buy`.
  { name: "buy", run: benchBuy, inProcess: true },
  { name: "near-duplicates", run: benchNearDuplicates, inProcess: true },
  { name: "learning", run: benchLearning, inProcess: true },
  // Issue #25's: the local category detection's accuracy on labelled silhouettes, in-process.
  { name: "categories", run: benchCategories, inProcess: true },
  // Issue #46's: local vision on a drawn labelled set (categories, colours, patterns, near-duplicates,
  // learning, inspiration regions), in-process: `npm run bench -- vision`.
  { name: "vision", run: benchVision, inProcess: true },
  // Issue #31's: each page next to the framework floor, served on BENCH_PORT + 1.
  { name: "page-weight", run: () => benchPageWeight(Number(process.env.BENCH_PORT ?? 3915)) },
  { name: "lighthouse", run: () => benchLighthouse(Number(process.env.BENCH_PORT ?? 3920)) },
  // Issue #31's: where /'s LCP goes, against references built on the framework floor; prints, judges nothing.
  { name: "lcp", run: () => benchLcp(Number(process.env.BENCH_PORT ?? 3935)) },
];

async function benchBackgroundRemovalSection(port: number) {
  const server = await startBenchServer(port);
  try {
    return await benchBackgroundRemovalModels(server.baseUrl, {
      photos: Number(process.env.BENCH_PHOTOS ?? 5),
    });
  } finally {
    await server.stop();
  }
}

async function main() {
  const only = process.argv.slice(2);
  const chosen = sections.filter((section) => only.length === 0 || only.includes(section.name));
  if (chosen.some((section) => !section.inProcess) && !existsSync(".next/BUILD_ID")) {
    console.error("No production build found. Run `npm run build` first.");
    process.exit(1);
  }
  let failed = false;
  for (const section of chosen) {
    console.log(`\n## ${section.name}`);
    try {
      for (const [figure, value] of Object.entries(await section.run())) console.log(`  ${figure}: ${value}`);
    } catch (error) {
      failed = true;
      if (error instanceof OverBudget)
        for (const [figure, value] of Object.entries(error.figures)) console.log(`  ${figure}: ${value}`);
      console.log(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

void main();
