import { newAccount, registerByApi } from "./support/auth";
import { becomeGuest } from "./support/closet";
import { expect, type Page, test } from "./support/test";

// The server runs with default configuration unless these are set for it as well.
const PRODUCT = process.env.PRODUCT_NAME ?? "stylematch";
const EMAIL = process.env.CONTACT_EMAIL ?? "support@stylematch.app";
const STATE = process.env.GOVERNING_STATE ?? "Delaware";

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "page is wider than the window").toBeLessThanOrEqual(0);
}

test.describe("home", () => {
  test("hero, calls to action, features and how it works", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(new RegExp(PRODUCT));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`find your perfect ${PRODUCT}`);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "upload inspiration" })).toHaveAttribute("href", "/inspiration-upload");
    await expect(main.getByRole("link", { name: "add to closet" })).toHaveAttribute("href", "/closet-upload");

    for (const feature of ["match with closet", "create outfits", "identify missing pieces"]) {
      await expect(main.getByRole("heading", { level: 3, name: feature, exact: true })).toBeVisible();
    }

    await expect(main.getByRole("heading", { level: 2, name: "how it works" })).toBeVisible();
    const steps = main
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: "build your digital closet" }) });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "upload inspiration",
      "build your digital closet",
      "discover new outfits",
    ]);
  });

  test("page changes fade in over 300 ms; the first page of a visit shows at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" }); // the fade is the point (the suite runs reduced)
    await page.addInitScript(() => {
      const calls: number[] = [];
      (window as unknown as { __fades: number[] }).__fades = calls;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        if (typeof options === "object" && typeof options.duration === "number") calls.push(options.duration);
        return animate.call(this, keyframes, options);
      };
    });
    await page.goto("/");
    const wrapper = page.locator("[data-page-transition]");
    // Content that starts transparent would count as painted only later (Largest Contentful Paint).
    expect(await wrapper.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");

    await wrapper.evaluate((element) => element.setAttribute("data-before-navigation", ""));
    await page.getByRole("contentinfo").getByRole("link", { name: "privacy policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("privacy policy");
    // Either the wrapper was replaced (CSS animation on the new one) or it replayed the fade by hand.
    const replaced = (await page.locator("[data-before-navigation]").count()) === 0;
    if (replaced) expect(await wrapper.evaluate((element) => getComputedStyle(element).animationDuration)).toBe("0.3s");
    else expect(await page.evaluate(() => (window as unknown as { __fades: number[] }).__fades)).toContain(300);
  });
});

test.describe("legal pages", () => {
  test("privacy policy states what happens to uploaded images", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("privacy policy");
    const main = page.getByRole("main");
    await expect(main.getByText("last updated April 1, 2025")).toBeVisible();
    // The e2e server runs the local analyzer (no ANTHROPIC_API_KEY): the policy names it, not a provider.
    await expect(main).toContainText(
      "An analyser on our own servers analyses the images you upload, to tag their style and to match, complete and suggest outfits. They are not sent to a third party for this.",
    );
    await expect(main).not.toContainText("AI provider");
    await expect(main).toContainText(
      "Your images are kept while your account is active, and you can delete any of them at any time.",
    );
    await expect(main).toContainText("Your images are never used to train AI models");
    await expect(main).toContainText(
      "We do not use your images, or anything derived from them, to train or improve AI models",
    );
    await expect(main.getByRole("link", { name: EMAIL }).first()).toHaveAttribute("href", `mailto:${EMAIL}`);
    await expect(main.getByRole("link", { name: "terms of service" })).toHaveAttribute("href", "/terms");

    await main.getByRole("link", { name: "back to home" }).first().click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`find your perfect ${PRODUCT}`);
  });

  test("terms state the licence, banned uploads, governing law and contact", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("terms of service");
    const main = page.getByRole("main");
    await expect(main.getByText("last updated April 1, 2025")).toBeVisible();
    await expect(main).toContainText("We receive a licence to use your uploads only to provide the service to you.");
    await expect(main).toContainText("Illegal, infringing, explicit, hateful or deceptive uploads are not allowed.");
    const banned = main.locator("#acceptable-use li");
    await expect(banned).toHaveCount(5);
    for (const [index, word] of ["illegal", "infringing", "sexually explicit", "hateful", "deceptive"].entries()) {
      await expect(banned.nth(index)).toContainText(word);
    }
    await expect(main).toContainText(
      "An AI provider analyses your images. They are kept while your account is active, you can delete them at any time, and they are never used to train AI.",
    );
    await expect(main).toContainText(`These terms are governed by the law of the State of ${STATE}, United States`);
    await expect(main.getByRole("link", { name: EMAIL }).first()).toHaveAttribute("href", `mailto:${EMAIL}`);
    await expect(main.getByRole("link", { name: "back to home" }).first()).toHaveAttribute("href", "/");
  });
});

test.describe("not found", () => {
  test("unknown paths answer 404 with the not-found screen", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("page not found");
    await expect(
      page.getByText("the page you're looking for doesn't exist or has been moved.", { exact: true }),
    ).toBeVisible();
    const home = page.getByRole("link", { name: "return to home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`find your perfect ${PRODUCT}`);
  });
});

test.describe("shared layout", () => {
  const header = (page: Page) => page.getByRole("banner");

  // Widths on each side of SPEC §9's breakpoints: wordmark > 360, sign in > 500,
  // create account > 640, side menu < 768.
  const widths = [
    { width: 360, wordmark: false, signIn: false, createAccount: false, sideMenu: true },
    { width: 375, wordmark: true, signIn: false, createAccount: false, sideMenu: true },
    { width: 500, wordmark: true, signIn: false, createAccount: false, sideMenu: true },
    { width: 501, wordmark: true, signIn: true, createAccount: false, sideMenu: true },
    { width: 640, wordmark: true, signIn: true, createAccount: false, sideMenu: true },
    { width: 641, wordmark: true, signIn: true, createAccount: true, sideMenu: true },
    { width: 767, wordmark: true, signIn: true, createAccount: true, sideMenu: true },
    { width: 768, wordmark: true, signIn: true, createAccount: true, sideMenu: false },
    { width: 1280, wordmark: true, signIn: true, createAccount: true, sideMenu: false },
  ];

  test("header pieces appear at the specified widths", async ({ page }) => {
    await page.goto("/");
    for (const expected of widths) {
      await page.setViewportSize({ width: expected.width, height: 800 });
      const bar = header(page);
      const shown = async (locator: ReturnType<Page["locator"]>, visible: boolean) =>
        visible
          ? expect(locator, `at ${expected.width}px`).toBeVisible()
          : expect(locator, `at ${expected.width}px`).toBeHidden();
      await shown(bar.getByRole("link", { name: `${PRODUCT} home` }), true);
      await shown(bar.getByTestId("wordmark"), expected.wordmark);
      await shown(bar.getByRole("link", { name: "sign in" }), expected.signIn);
      await shown(bar.getByRole("link", { name: "create account" }), expected.createAccount);
      await shown(bar.getByRole("button", { name: "open menu" }), expected.sideMenu);
      await shown(bar.getByRole("navigation", { name: "main" }), !expected.sideMenu);
      await expectNoHorizontalScroll(page);
    }
  });

  test("with a session the bar's six links and the account area fit side by side at 768 and 1024 px", async ({
    page,
  }) => {
    const fits = async (who: string) => {
      for (const width of [768, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/today");
        const bar = header(page);
        const nav = bar.getByRole("navigation", { name: "main" });
        await expect(nav.getByRole("link")).toHaveText([
          "home",
          "today",
          "my closet",
          "outfit creator",
          "inspiration",
          "trips",
        ]);
        const account = bar.locator("[data-auth-state]").first();
        await expect(account).toHaveAttribute("data-auth-state", who);
        const [navBox, accountBox] = [await nav.boundingBox(), await account.boundingBox()];
        expect(
          navBox!.x + navBox!.width,
          `${who} at ${width}px: the nav ends before the account area`,
        ).toBeLessThanOrEqual(accountBox!.x);
        expect(
          accountBox!.x + accountBox!.width,
          `${who} at ${width}px: the account area is inside the window`,
        ).toBeLessThanOrEqual(width);
        await expectNoHorizontalScroll(page);
      }
    };
    await becomeGuest(page);
    await fits("guest");
    await expect(header(page).getByRole("link", { name: "account", exact: true })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "sign in" })).toBeVisible();
    const account = newAccount();
    await registerByApi(page.request, { ...account, username: `${account.username}_with_a_long_name`.slice(0, 32) });
    await fits("user");
  });

  test("header and footer at 1280 px: nav links, current link, footer links and year", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(header(page).getByTestId("wordmark")).toHaveText(PRODUCT);
    const nav = header(page).getByRole("navigation", { name: "main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(["home", "my closet", "outfit creator", "inspiration"]);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/closet", "/outfit-creator", "/inspiration"]);

    const underline = (name: string) =>
      nav.getByRole("link", { name, exact: true }).evaluate((a) => getComputedStyle(a).textDecorationLine);
    await expect(nav.getByRole("link", { name: "home", exact: true })).toHaveAttribute("aria-current", "page");
    expect(await underline("home")).toBe("underline");
    expect(await underline("my closet")).toBe("none");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    await expectFooter(page);

    // On a page that is none of the four, no link is current.
    await page.goto("/terms");
    await expect(header(page).getByRole("navigation", { name: "main" }).locator("[aria-current]")).toHaveCount(0);
  });

  test("header and footer at 375 px fit the phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ["/", "/privacy", "/terms", "/missing-page"]) {
      await page.goto(path);
      await expect(header(page).getByRole("button", { name: "open menu" })).toBeVisible();
      await expect(header(page).getByTestId("wordmark")).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await page.goto("/");
    await expectFooter(page);
  });

  async function expectFooter(page: Page) {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "outfit ideas" })).toHaveAttribute("href", "/outfit-creator");
    await expect(footer.getByRole("link", { name: "style inspiration" })).toHaveAttribute("href", "/inspiration");
    await expect(footer.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
    await expect(footer.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "terms of service" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${PRODUCT}. all rights reserved.`)).toBeVisible();
  }

  test("create account asks the auth page for the register form", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Record storage writes: the auth page may clear the flag as soon as it has read it.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { __writes: string[] }).__writes = writes;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        writes.push(`${this === window.localStorage ? "local" : "session"}:${key}=${value}`);
        return setItem.call(this, key, value);
      };
    });
    await page.goto("/");
    await header(page).getByRole("link", { name: "create account" }).click();
    await expect(page).toHaveURL("/auth");
    const writes = await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes);
    expect(writes).toEqual(expect.arrayContaining(["local:showRegisterForm=true", "session:showRegisterForm=true"]));
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "sign in" })).toHaveAttribute("href", "/auth");
  });

  test("skip link jumps past the header to the main content", async ({ page }) => {
    await page.goto("/privacy");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("mobile side menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("is a dialog that traps focus and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "open menu" });
    await trigger.click();
    const menu = page.getByRole("dialog", { name: PRODUCT });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "home", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("navigation", { name: "mobile" }).getByRole("link")).toHaveText([
      "home",
      "my closet",
      "outfit creator",
      "inspiration",
    ]);
    await expect(menu.getByRole("link", { name: "sign in" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "create account" })).toBeVisible();

    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("stays open briefly after a link click and closes after 750 ms", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("button", { name: "open menu" }).click();
    const menu = page.getByRole("dialog", { name: PRODUCT });
    await expect(menu).toBeVisible();

    // Measured in the page from the click itself. The 300 ms probe is scheduled (capture phase)
    // before the menu's own 750 ms timer, so even a busy machine runs it first.
    type Probe = { __clickAt: number; __openAt300?: boolean };
    await page.evaluate(() => {
      const probe = window as unknown as Probe;
      const isOpen = () => !!document.querySelector('[role="dialog"][data-state="open"]');
      document.addEventListener(
        "click",
        () => {
          probe.__clickAt = performance.now();
          setTimeout(() => (probe.__openAt300 = isOpen()), 300);
        },
        { capture: true, once: true },
      );
    });
    await menu.getByRole("link", { name: "home", exact: true }).click();

    const probed = await page.waitForFunction(() => {
      const { __openAt300: open } = window as unknown as Probe;
      return open === undefined ? null : { open };
    });
    expect(await probed.jsonValue(), "menu still open 300 ms after the click").toEqual({ open: true });

    const closedAfter = await page.waitForFunction(() => {
      const clickAt = (window as unknown as Probe).__clickAt;
      return document.querySelector('[role="dialog"][data-state="open"]') ? false : performance.now() - clickAt;
    });
    const elapsed = (await closedAfter.jsonValue()) as number;
    expect(elapsed).toBeGreaterThanOrEqual(750);
    // Nothing else closes it (navigation does not), so closing at all proves the timer; the
    // upper bound is loose because a busy machine delays timers.
    expect(elapsed).toBeLessThan(5000);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`find your perfect ${PRODUCT}`);
  });
});

test.describe("back to top", () => {
  test("appears only after scrolling past 300 px and scrolls back up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "back to top" });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 280));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(280);
    await nextFrames(page); // the scroll event has been handled and rendered
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("toasts", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // A failed sign-in is the simplest way to raise a real toast from a public page.
  /** Signs in with a wrong password and waits until the server has answered. */
  async function failSignIn(page: Page) {
    const form = page.getByRole("form", { name: "login" });
    await form.getByLabel("email or username").fill("nobody-by-this-name");
    await form.getByLabel("password").fill("not-the-password");
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/login");
    await form.getByRole("button", { name: "sign in" }).click();
    await answered;
  }

  test("one at a time, closing by themselves after 5000 ms", async ({ page }) => {
    await page.goto("/auth");
    const toasts = page.locator('[data-slot="toast"]');
    await failSignIn(page);
    await expect(toasts.filter({ hasText: "Login failed" })).toBeVisible();
    const shownAt = Date.now();
    await failSignIn(page);
    await nextFrames(page); // the second answer's toast has been rendered, in place of the first
    await expect(toasts).toHaveCount(1);

    await expect(toasts.filter({ visible: true })).toHaveCount(0, { timeout: 9000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4500);
  });

  test("F8 moves focus to the notifications, and a 50 px swipe dismisses", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" }); // the swipe follows the finger with motion
    await page.goto("/auth");
    // The toast UI loads with the first toast, not with the page.
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).not.toBeAttached();
    await failSignIn(page);
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Login failed" });
    await expect(toast).toBeVisible();
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();

    await page.keyboard.press("F8");
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label")),
    ).toBe("Notifications (F8)");

    const swipe = async (distance: number) => {
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + (distance * step) / 10, y);
      await page.mouse.up();
    };
    await swipe(30);
    // Radix marks a swipe that fell short as cancelled once the pointer is up.
    await expect(toast).toHaveAttribute("data-swipe", "cancel");
    await expect(toast, "a swipe under 50 px leaves the toast").toBeVisible();
    await swipe(90);
    await expect(toast, "a swipe past 50 px dismisses it").toBeHidden();
  });
});

test("with reduced motion a page change does not fade", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "privacy policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("privacy policy");
  const seconds = await page
    .locator("[data-page-transition]")
    .evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
  expect(seconds).toBeLessThan(0.001);
  const fading = await page
    .locator("[data-page-transition]")
    .evaluate((element) => element.getAnimations().filter((animation) => animation.playState === "running").length);
  expect(fading).toBe(0);
});

/** Resolves after two animation frames: whatever the last event changed has been rendered. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
