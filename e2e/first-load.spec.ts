import { firstLoadScriptSources } from "../scripts/bench/first-load-scripts";
import { COMPILE_HINT } from "../scripts/compile-hints.mjs";
import { registerByApi } from "./support/auth";
import { hydrated } from "./support/clicks";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * What a page's first load carries (issue 15, DESIGN.md "Screens"): marketing pages load no React
 * Query and no dialog or menu code until a visitor reaches for a menu. Told apart by strings that
 * survive minification: React Query's missing-provider error and Radix's layer component name.
 */
const REACT_QUERY = "No QueryClient set";
const RADIX_LAYER = "DismissableLayer";
/** zod's error class name, kept by the minifier: the forms' schemas load after their page. */
const ZOD = "$ZodError";

/**
 * The bodies of the scripts the page receives. A body is read after its response arrives, so it can be
 * listed a moment after the page ran it: a check that code has loaded polls.
 */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(await response.text().catch(() => ""));
  });
  return bodies;
}

const loaded = (bodies: string[], marker: string) => bodies.some((body) => body.includes(marker));

/** The bodies of the scripts a page's HTML names: its first-load JS. */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const sources = firstLoadScriptSources(await (await request.get(path)).text());
  expect(sources.length).toBeGreaterThan(0);
  return Promise.all(sources.map(async (source) => (await request.get(source)).text()));
}

for (const path of ["/", "/privacy", "/terms"]) {
  test(`${path} loads no React Query and no dialog or menu code`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(loaded(scripts, REACT_QUERY), "React Query on a marketing page").toBe(false);
    expect(loaded(scripts, RADIX_LAYER), "dialog or menu code before any menu is used").toBe(false);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the side menu's code loads when the menu is used, and the menu opens on the first tap", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(loaded(scripts, RADIX_LAYER)).toBe(false);
    await (await hydrated(page.getByRole("button", { name: "open menu" }))).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(() => loaded(scripts, RADIX_LAYER), "the menu's code, read by then").toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "open menu" }), "focus returns to the menu button").toBeFocused();
  });
});

test("a signed-in user's account menu opens from the keyboard on first use, its code loaded on demand", async ({
  page,
}) => {
  const account = await registerByApi(page.request);
  const scripts = recordScripts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(loaded(scripts, RADIX_LAYER)).toBe(false);
  const trigger = await hydrated(page.getByRole("button", { name: `account menu for ${account.username}` }));
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "logout" })).toBeVisible();
  await expect.poll(() => loaded(scripts, RADIX_LAYER), "the menu's code, read by then").toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the account menu opens when its code arrives between the press and the release of a click", async ({ page }) => {
  const account = await registerByApi(page.request);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const trigger = await hydrated(page.getByRole("button", { name: `account menu for ${account.username}` }));
  const box = await trigger.boundingBox();
  expect(box).not.toBeNull();
  // The menu's code is held until the button is down: the moment a quick click on a busy machine falls into.
  let press!: () => void;
  const pressed = new Promise<void>((resolve) => (press = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await pressed;
    await route.continue();
  });
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  press();
  await expect(page.getByRole("menuitem", { name: "logout" })).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole("menuitem", { name: "logout" })).toBeVisible();
});

for (const { path, signedIn } of [
  { path: "/auth", signedIn: false },
  { path: "/account", signedIn: true },
]) {
  test(`${path}'s form schemas (zod) load after the page, not in its first-load JS`, async ({ page }) => {
    if (signedIn) await registerByApi(page.request);
    expect(loaded(await firstLoadScripts(page.request, path), ZOD), "zod in the first-load JS").toBe(false);
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect
      .poll(() => loaded(scripts, ZOD), { message: "the schemas load once the form is on screen" })
      .toBe(true);
  });
}

test("every script a page's HTML names is compiled as it streams in (its first line is V8's compile hint)", async ({
  page,
}) => {
  await registerByApi(page.request);
  for (const path of ["/", "/auth", "/closet", "/outfits"]) {
    const scripts = await firstLoadScripts(page.request, path);
    const unmarked = scripts.filter((body) => !body.startsWith(COMPILE_HINT));
    expect(
      unmarked.map((body) => body.slice(0, 80)),
      `${path}: first-load scripts without the hint`,
    ).toEqual([]);
  }
});
