import { type BrowserContext, type ConsoleMessage, expect, test as base } from "@playwright/test";

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

export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
  contentSecurityPolicyGuard: [
    async ({ browser }, use) => {
      const violations = new Set<string>();
      const noteConsole = (message: ConsoleMessage) => {
        if (message.type() === "error" && NAMES_POLICY.test(message.text())) violations.add(message.text());
      };
      const watch = async (context: BrowserContext) => {
        context.on("console", noteConsole);
        context.on("weberror", (error) => {
          if (NAMES_POLICY.test(String(error.error()))) violations.add(`uncaught: ${String(error.error())}`);
        });
        // A worker runs under its own policy and reports there; its console reaches the context's.
        context.on("page", (page) =>
          page.on("worker", (worker) => {
            worker.evaluate(reportViolations).catch(() => undefined); // a worker that already ended has nothing left to report
          }),
        );
        await context.addInitScript(reportViolations);
      };

      // The shared browser hands out every context of the test, the built-in `context` fixture's included.
      const newContext = browser.newContext;
      browser.newContext = async function (this: typeof browser, ...args: Parameters<typeof newContext>) {
        const context = await newContext.apply(this, args);
        await watch(context);
        return context;
      };
      await use(); // returns when the test ends, failed or not
      browser.newContext = newContext;
      expect([...violations], "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
});
