import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's Chromium (Playwright's own browser download is not available offline): its headless shell
 * (`apt-get install chromium-headless-shell`, the build Playwright itself runs headless tests in) when
 * installed, else the full browser. The shell has no browser UI to draw: the whole suite ran about 12 %
 * faster on it on two cores (measured 2026-11-29), with the same results but for text layout (below).
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
const fullBrowser = "/usr/bin/chromium";
const chromiumAt = (executablePath: string) => ({
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
});
const chromium = chromiumAt(existsSync(headlessShell) ? headlessShell : fullBrowser);

/**
 * Specs that measure text layout, which must be the full browser's: the headless shell shapes text a
 * little differently, and on it one paragraph of the home page wrapped to another line in the fonts'
 * fallbacks (fonts.spec.ts failed there every time and passes in the full browser, 2026-11-29).
 */
export const fullBrowserSpecs = ["**/fonts.spec.ts"];

/**
 * Specs that boot servers of their own (e2e/support/own-server.ts, e2e/support/instances.ts), each on
 * ports and data folders of its own: they never touch the shared server, but each boot is a burst of
 * CPU, so at most one of them runs at a time, next to the shared specs on the other worker.
 */
export const ownServerSpecs = [
  "admin",
  "admin-api",
  "ai-openai",
  "attacks",
  "deploy-instances",
  "inspiration-insights-anthropic",
  "password-reset",
  "shutdown",
  "sso",
  "store-outage",
  "stylist",
  "unavailable",
].map((name) => `**/${name}.spec.ts`);

/**
 * A failed test keeps its trace (actions, console, network, sources), without the screencast or the
 * DOM snapshots: recording the screencast encodes a frame whenever the page paints, and beside the
 * in-browser background removal that took half of two cores (one photo's removal went from 10 s to
 * 5.5 s warm without it, the whole suite from 1,190 s to 888 s, 2026-11-29). The DOM snapshots cost
 * about a tenth more on the upload specs (closet-upload and closet-detect, one worker, quiet: 87.6 s
 * with them, 80.3 s without, 78.5 s with no trace at all, 2026-11-30). A failure still attaches the
 * page's accessibility snapshot (error-context) and the trace's action log.
 */
const trace = { mode: "retain-on-failure", screenshots: false, snapshots: false } as const;

export default defineConfig({
  testDir: "e2e",
  // Two workers unless E2E_WORKERS says otherwise. The specs isolate themselves (an owner and an
  // address of their own; a spec that switches the site mode has a server of its own), so the 'shared'
  // project runs side by side on the one server. Once traces stopped recording a screencast, one worker
  // left the cores idle while a test waited on the server or the browser: the suite took 742 s on two
  // workers against 888 s on one (quiet 2-core machine, 2026-11-29), though in clean-clone CI runs only
  // 874 s against 902 s (2026-11-30, not yet explained). The first clean-clone run on two
  // found two races, both fixed: a Radix select's dropped click (e2e/support/closet.ts chooseOption)
  // and a keep-alive reset (password-reset.spec.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // No retries, under CI either: a flaky test is a bug to fix, and a retry would land it green.
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The app's service worker (public/sw.js) would sit in front of every request, and page.route()
  // does not see requests a worker handles: blocked here, allowed by the spec that tests it
  // (e2e/offline-and-today.spec.ts). A double-click test lost its routed request to it once.
  // Reduced motion (app/globals.css stops animations and transitions): spinners and shimmers that run
  // through a photo's seconds of background removal kept the browser compositing frames on the two
  // cores the removal needed. Three upload specs took 164 s against 183 s with motion (one worker,
  // quiet, 2026-11-30). The specs about motion ask for it (dialogs.spec.ts, public-pages.spec.ts).
  use: { baseURL, trace, serviceWorkers: "block", reducedMotion: "reduce", ...chromium },
  projects: [
    {
      // First in the queue: the scheduler hands the first runnable job to a free worker, so the long
      // own-server specs start at once on one worker while the shared specs fill the other.
      name: "instances",
      testMatch: ownServerSpecs,
      fullyParallel: false,
      workers: 1,
      // Their beforeAll hooks boot servers, which beside the shared specs on two cores can take more
      // than a minute (startOwnServer and startInstance give up after 180 s themselves).
      timeout: 200_000,
      use: chromium,
    },
    {
      // Every test on the one shared server, in any order and alongside any other: each speaks as an
      // owner of its own (a new account or guest) and, for per-address limits, from an address of its
      // own (X-Forwarded-For, e2e/support/auth.ts), so no test can see another's data or budget.
      name: "shared",
      testIgnore: [...ownServerSpecs, ...fullBrowserSpecs],
      fullyParallel: true,
      use: chromium,
    },
    {
      // On the shared server too, in the browser people run.
      name: "full-browser",
      testMatch: fullBrowserSpecs,
      use: chromiumAt(fullBrowser),
    },
  ],
  webServer: {
    // A production server (`next build` ran before) on a fresh embedded data directory.
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
