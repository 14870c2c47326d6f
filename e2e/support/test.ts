import {
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Page,
  test as base,
  type WebError,
} from "@playwright/test";

/**
 * Every spec imports `test` and `expect` from here, not from @playwright/test: the same runner, plus
 * a guard that fails the test when the browser reports a Content-Security-Policy violation, so the
 * policy (proxy.ts, next.config.mjs) is exercised by the whole suite and cannot silently break a page.
 *
 * It watches every browser context of the test (the default one and any a spec opens with
 * `browser.newContext()`): console errors that name the policy (Chromium logs most refusals there,
 * the workers' too), uncaught errors that name it, and `securitypolicyviolation` events in the pages
 * and in the workers (from the moment Playwright sees a worker start). Checked when the test ends.
 */
export * from "@playwright/test";

const NAMES_POLICY = /content[- ]security[- ]policy/i;

/**
 * Runs in a page or a worker: logs each violation as a console error. Chromium does not log every
 * refusal itself (a refused eval or WebAssembly compile only throws, and a library may catch that).
 */
function reportViolations() {
  self.addEventListener("securitypolicyviolation", (event) => {
    const { effectiveDirective, blockedURI, sourceFile, lineNumber } = event as SecurityPolicyViolationEvent;
    const source = sourceFile ? ` (${sourceFile}:${lineNumber})` : "";
    console.error(
      `Content Security Policy violation: ${effectiveDirective} refused ${blockedURI || "an inline resource"}${source}`,
    );
  });
}

/**
 * Tests tagged `@warm-model` (a word at the end of the title, which Playwright reads as a tag) get their
 * page in a browser context their Playwright worker keeps, so the background-removal model and runtime
 * (about 100 MB) are downloaded into its Cache Storage once per worker, not once per test: a cut-out in
 * a new context took 7.0 s against 5.5 s with them stored (quiet 2-core machine, 2026-11-30). Before each
 * such test the context is emptied of everything but that cache (`emptied`). Leave the tag off a test
 * that installs a fake clock (it cannot be removed from a context), that adds init scripts or listeners
 * to the context, that checks the model's own download, or that keeps the model from loading (a route
 * that aborts /bg-removal/ cannot stop a model already stored).
 */
const WARM_MODEL = "@warm-model";

/** The context as a new one would be, but for the stored model: no pages, cookies, routes or storage. */
async function emptied(context: BrowserContext, origin: string): Promise<BrowserContext> {
  for (const page of context.pages()) await page.close();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Storage.clearDataForOrigin", {
    origin,
    storageTypes: "local_storage,indexeddb,websql,service_workers,file_systems,shader_cache",
  });
  await devtools.detach();
  await page.close();
  return context;
}

/** Contexts already given `reportViolations` (a second copy would report each violation twice). */
const reporting = new WeakSet<BrowserContext>();
async function reportViolationsIn(context: BrowserContext): Promise<void> {
  if (reporting.has(context)) return;
  reporting.add(context);
  await context.addInitScript(reportViolations);
}

type PolicyGuard = { watch(context: BrowserContext): () => void };

export const test = base.extend<{ contentSecurityPolicyGuard: PolicyGuard }, { modelCacheContext: BrowserContext }>({
  contentSecurityPolicyGuard: [
    async ({ browser }, use) => {
      const violations = new Set<string>();
      const noteConsole = (message: ConsoleMessage) => {
        if (message.type() === "error" && NAMES_POLICY.test(message.text())) violations.add(message.text());
      };
      const noteError = (error: WebError) => {
        if (NAMES_POLICY.test(String(error.error()))) violations.add(`uncaught: ${String(error.error())}`);
      };
      // A worker runs under its own policy and reports there; its console reaches the context's.
      const watchWorkers = (page: Page) =>
        page.on("worker", (worker) => {
          worker.evaluate(reportViolations).catch(() => undefined); // a worker that already ended has nothing left to report
        });
      const watch = (context: BrowserContext) => {
        context.on("console", noteConsole);
        context.on("weberror", noteError);
        context.on("page", watchWorkers);
        return () => {
          context.off("console", noteConsole);
          context.off("weberror", noteError);
          context.off("page", watchWorkers);
        };
      };

      // The shared browser hands out every context of the test, the built-in `context` fixture's included.
      const newContext = browser.newContext;
      browser.newContext = async function (this: typeof browser, ...args: Parameters<typeof newContext>) {
        const context = await newContext.apply(this, args);
        watch(context);
        await reportViolationsIn(context);
        return context;
      };
      await use({ watch }); // returns when the test ends, failed or not
      browser.newContext = newContext;
      expect([...violations], "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
  modelCacheContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        serviceWorkers,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await reportViolationsIn(context);
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  context: async ({ context, modelCacheContext, contentSecurityPolicyGuard, baseURL }, provide, testInfo) => {
    if (!testInfo.tags.includes(WARM_MODEL)) return provide(context);
    const unwatch = contentSecurityPolicyGuard.watch(await emptied(modelCacheContext, new URL(baseURL!).origin));
    await provide(modelCacheContext);
    unwatch();
  },
  page: async ({ page, viewport, reducedMotion }, provide, testInfo) => {
    // A kept context has the project's window size: a spec's own (test.use) is set on the page.
    if (testInfo.tags.includes(WARM_MODEL)) {
      if (viewport) await page.setViewportSize(viewport);
      if (reducedMotion) await page.emulateMedia({ reducedMotion });
    }
    await provide(page);
  },
});
