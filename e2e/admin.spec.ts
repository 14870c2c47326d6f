import { TIMINGS } from "@/lib/constants";
import { isProtectedPage, pageOpenInComingSoon } from "@/lib/http/gate";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { becomeGuest, seedItems } from "./support/closet";
import { holdAnswers } from "./support/held";
import { testOnOwnServer } from "./support/own-server";
import { expect, type Page } from "./support/test";

/**
 * The admin page (SPEC §2/§4/§8) and what switching the site mode does to a visitor who is already
 * using the app in another browser: within one 30 s poll their page becomes the waitlist, at the
 * same URL, and returns to the app when the admin switches back.
 */
const PASSWORD = process.env.ADMIN_PASSWORD ?? "e2e-admin-password";
const PRODUCT = process.env.PRODUCT_NAME ?? "stylematch";

// The site mode is the whole site's: switched on the shared server, it would turn the pages of every
// test running beside this one into the waitlist. So this spec has a server of its own (E2E_ADMIN_PORT).
const test = testOnOwnServer(Number(process.env.E2E_ADMIN_PORT ?? 5360), { ADMIN_PASSWORD: PASSWORD });

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ request }) => {
  // Whatever happened above, leave the site usable for the specs that run next.
  await request.post("/api/admindesh09/toggle-mode", { data: { mode: "app", password: PASSWORD } });
});

async function unlock(page: Page) {
  await page.goto("/admindesh09");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await page.getByLabel("Admin password").fill(PASSWORD);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
}

test("the prompt checks nothing while empty and refuses a wrong password", async ({ page }) => {
  const checks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admindesh09/")) checks.push(request.url());
  });
  await page.goto("/admindesh09");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await expect(page.locator("[data-site-chrome]").first()).toBeHidden();

  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(page.getByLabel("Admin password")).toBeFocused();
  // An empty submit says why nothing happened, under the field it names.
  await expect(page.getByRole("alert").filter({ hasText: "Please enter the admin password." })).toBeVisible();
  await expect(page.getByLabel("Admin password")).toHaveAccessibleDescription("Please enter the admin password.");
  expect(checks).toEqual([]);

  // Hold the real request until the busy label has been seen.
  const held = holdAnswers();
  await page.route("**/api/admindesh09/mode*", async (route) => {
    await held.until;
    await route.continue();
  });
  await page.getByLabel("Admin password").fill("not-the-password");
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(page.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
  held.release();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid admin password" })).toBeVisible();
  await expect(page.locator('[data-slot="toast-title"]', { hasText: "Invalid admin password" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
  expect(checks).toHaveLength(1);
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain("not-the-password");

  // The right password unlocks, and the wrong one's toast goes with the prompt.
  await page.getByLabel("Admin password").fill(PASSWORD);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(page.locator('[data-slot="toast-title"]', { hasText: "Invalid admin password" })).toHaveCount(0);
});

test("switching to coming-soon turns a visitor's app into the waitlist, and back", async ({ page, browser }) => {
  test.setTimeout(180_000);

  // A visitor already inside the app, as a guest, in a browser of their own.
  const visitor = await browser.newContext();
  expect((await visitor.request.post("/api/guest")).status()).toBe(200);
  const visitorPage = await visitor.newPage();
  // The visitor's clock is in the test's hand too: their page's 30 s poll is run out, not waited for.
  await visitorPage.clock.install();
  await visitorPage.goto("/closet");
  await expect(visitorPage).toHaveURL(/\/closet$/);
  await expect(visitorPage.locator("[data-coming-soon-page]")).toHaveCount(0);

  // The admin's page keeps the page's clock in the test's hand (it still runs on its own), so a timer
  // such as SPEC §4's reload can be run out below instead of waited for.
  await page.clock.install();
  await unlock(page);
  await expect(page.getByTestId("site-mode-badge")).toHaveText("Full Application");
  await expect(page.getByRole("button", { name: "Enable Full App" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Enable Coming Soon" })).toBeEnabled();
  for (const [name, href] of [
    [/View site/, "/"],
    [/View coming-soon page/, "/coming-soon"],
  ] as const) {
    const link = page.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain(PASSWORD);

  // Hold the switch until both buttons have been seen saying what is happening.
  const held = holdAnswers();
  await page.route("**/api/admindesh09/toggle-mode*", async (route) => {
    await held.until;
    await route.continue();
  });
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  const switches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admindesh09/toggle-mode")) switches.push(request.url());
  });
  // A double click switches once.
  await page.getByRole("button", { name: "Enable Coming Soon" }).dblclick();
  await expect(page.getByRole("button", { name: "Switching..." })).toHaveCount(2);
  held.release();
  await expect(page.locator('[data-slot="toast-title"]', { hasText: "Mode Updated" })).toBeVisible();
  // One name per mode: the toast names the mode as the badge does.
  await expect(page.locator('[data-slot="toast-description"]')).toHaveText("Site is now in Coming Soon Page mode");
  // The panel stays unlocked and shows the new mode, so the admin can check it or undo it at once.
  await expect(page.getByTestId("site-mode-badge")).toHaveText("Coming Soon Page");
  await expect(page.getByRole("button", { name: "Enable Coming Soon" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Enable Full App" })).toBeEnabled();
  await page.clock.runFor(1500); // SPEC §4's reload would have come after 1 s: it must not come.
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  expect(navigations).toEqual([]);
  expect(switches).toHaveLength(1);
  await page.unroute("**/api/admindesh09/toggle-mode*");
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain(PASSWORD);

  // The visitor's open page turns into the waitlist at the same URL within one poll.
  await visitorPage.clock.runFor(TIMINGS.siteModePollMs);
  await expect(visitorPage.locator("[data-coming-soon-page]")).toBeVisible();
  await expect(visitorPage).toHaveURL(/\/closet$/);
  await expect(visitorPage.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
  await expect(visitorPage.locator("[data-site-chrome]").first()).toBeHidden();

  // Any other page is the waitlist too, at once; app APIs answer 503; the admin page stays.
  const other = await visitor.newPage();
  await other.goto("/inspiration");
  await expect(other.getByRole("button", { name: "Join Waitlist" })).toBeVisible();
  await expect(other).toHaveURL(/\/inspiration$/);
  const api = await visitor.request.get("/api/closet");
  expect(api.status()).toBe(503);
  expect((await api.json()).message).toMatch(/coming soon/i);
  await other.goto("/admindesh09");
  await expect(other.getByRole("heading", { name: "Admin Access" })).toBeVisible();

  // Switch back, from the same unlocked panel; a fresh visit starts locked and shows the mode.
  await page.getByRole("button", { name: "Enable Full App" }).click();
  await expect(page.locator('[data-slot="toast-description"]')).toHaveText("Site is now in Full Application mode");
  await expect(page.getByTestId("site-mode-badge")).toHaveText("Full Application");
  await expect(page.getByRole("button", { name: "Enable Full App" })).toBeDisabled();
  await unlock(page);
  await expect(page.getByTestId("site-mode-badge")).toHaveText("Full Application");

  // The visitor's waitlist turns back into the page they were on.
  await visitorPage.clock.runFor(TIMINGS.siteModePollMs);
  await expect(visitorPage.locator("[data-coming-soon-page]")).toHaveCount(0);
  await expect(visitorPage).toHaveURL(/\/closet$/);
  expect((await visitor.request.get("/api/closet")).status()).not.toBe(503);
  await visitor.close();
});

test("a failed switch says so and relocks when the password stopped working", async ({ page }) => {
  await unlock(page);
  // The server refuses the switch (as it would after the password changed): 401 from the real handler.
  await page.route("**/api/admindesh09/toggle-mode*", async (route) => {
    const body = route.request().postDataJSON() as { mode: string };
    await route.continue({ postData: JSON.stringify({ ...body, password: "changed-meanwhile" }) });
  });
  await page.getByRole("button", { name: "Enable Coming Soon" }).click();
  await expect(page.locator('[data-slot="toast-title"]', { hasText: "Error" })).toBeVisible();
  await expect(
    page.locator('[data-slot="toast-description"]', { hasText: "Failed to update site mode" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  expect(await (await page.request.get("/api/admin/mode")).json()).toEqual({ mode: "app" });
});

test("in coming-soon mode the privacy policy and the terms stay readable; the waitlist's footer says 2025", async ({
  page,
}) => {
  const switched = await page.request.post("/api/admindesh09/toggle-mode", {
    data: { mode: "coming-soon", password: PASSWORD },
  });
  expect(switched.status()).toBe(200);
  try {
    await page.goto("/closet");
    await expect(page.locator("[data-coming-soon-page]")).toBeVisible();
    // SPEC §2: the waitlist's footer year is 2025, and no other year shows beside it.
    await expect(page.locator("body")).toContainText("© 2025", { useInnerText: true });
    expect((await page.locator("body").innerText()).match(/© \d{4}/g)).toEqual(["© 2025"]);

    for (const [path, title] of [
      ["/privacy", "privacy policy"],
      ["/terms", "terms of service"],
    ] as const) {
      // This page's own read of the mode (the page before may still have one under way).
      const modeRead = page.waitForResponse(
        async (response) =>
          response.url().includes("/api/admin/mode") &&
          ((await response.request().headerValue("referer")) ?? "").endsWith(path),
      );
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("[data-coming-soon-page]")).toHaveCount(0);
      // The site-mode watcher reads the mode as the page opens, and leaves this page as it is.
      expect(await (await modeRead).json()).toEqual({ mode: "coming-soon" });
      // A reload would follow the read at once, in the effect that renders it: let two frames pass (a
      // reload under way would end this evaluation, failing the test) and check how the page was loaded.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const navigation = await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type,
      );
      expect(navigation, `${path} was reloaded`).toBe("navigate");
    }
  } finally {
    await page.request.post("/api/admindesh09/toggle-mode", { data: { mode: "app", password: PASSWORD } });
  }
});

/** Every page of the app, from app/ (route groups dropped, each dynamic segment given `id`). */
function everyPage(id: number): string[] {
  const pages: string[] = [];
  const walk = (folder: string, route: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === "page.tsx") pages.push(`/${route.join("/")}`);
      if (!entry.isDirectory() || entry.name.startsWith("_") || entry.name === "api") continue;
      const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name.startsWith("[") ? String(id) : entry.name];
      walk(path.join(folder, entry.name), [...route, ...segment]);
    }
  };
  walk("app", []);
  return pages;
}

test("the data URL of every page (/_next/data/<build id>/<page>.json) is gated like the page, in both modes", async ({
  page,
  playwright,
  baseURL,
}) => {
  const buildId = readFileSync(".next/BUILD_ID", "utf8").trim();
  const dataUrl = (pagePath: string) => `/_next/data/${buildId}/${pagePath === "/" ? "index" : pagePath.slice(1)}.json`;
  // A guest with a piece whose name must never show on the waitlist.
  await becomeGuest(page);
  const item = (await seedItems(page.request, 1))[0]!;
  const secret = "Tartan coat from the guest's own closet";
  expect((await page.request.patch(`/api/closet/${item.id}`, { data: { name: secret } })).status()).toBe(200);
  const pages = everyPage(item.id);
  expect(pages.length).toBeGreaterThanOrEqual(25);
  expect(pages).toContain(`/closet/${item.id}`);

  // App mode, signed out: a protected page's data URL sends the visitor to /auth like the page does.
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    for (const pagePath of pages.filter(isProtectedPage)) {
      const response = await anonymous.get(dataUrl(pagePath), { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(307);
      // Next hands a data request's redirect to its client router in its own header, with no body.
      expect(response.headers()["x-nextjs-redirect"], pagePath).toBe(`/auth?redirect=${encodeURIComponent(pagePath)}`);
      expect(await response.text(), pagePath).toBe("");
    }
  } finally {
    await anonymous.dispose();
  }
  // The owner still reaches their own page by it (the gate judges the page, it does not break it).
  expect(await (await page.request.get(dataUrl("/closet"))).text()).toContain(secret);

  // Coming-soon mode: every page's data URL is the waitlist, whoever asks, but for the pages the mode keeps open.
  const switched = await page.request.post("/api/admindesh09/toggle-mode", {
    data: { mode: "coming-soon", password: PASSWORD },
  });
  expect(switched.status()).toBe(200);
  try {
    for (const pagePath of pages.filter((p) => !pageOpenInComingSoon(p) && p !== "/unavailable")) {
      const response = await page.request.get(dataUrl(pagePath), { maxRedirects: 0 });
      const html = await response.text();
      expect(html, pagePath).toContain("data-coming-soon-page");
      expect(html, pagePath).not.toContain(secret);
    }
  } finally {
    await page.request.post("/api/admindesh09/toggle-mode", { data: { mode: "app", password: PASSWORD } });
  }
});
