import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { TOAST } from "@/lib/messages/toasts";
import { registerByApi } from "./support/auth";
import { analyzeItems, becomeGuest, seedItems } from "./support/closet";
import { seedInspiration } from "./support/inspiration";
import { expect, type Page, test } from "./support/test";

/** Style matching and missing pieces (/inspiration/{id}/...) on the local analyzer, as a guest. */

const toast = (page: Page) => page.locator('[data-slot="toast"]');

async function matchingAnswer(page: Page, id: number) {
  const response = await page.request.get(`/api/inspiration/${id}/matching`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    matchScore: number;
    styleNotes: string;
    matchingItems: number[];
    items: { id: number; category: string }[];
  };
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("style matching: the image beside the score, a bar that grows to it, the notes and the matching items", async ({
      page,
    }) => {
      await analyzeItems(page.request, [
        ...(await seedItems(page.request, 2, "tops", "#7c2d12")),
        ...(await seedItems(page.request, 1, "bottoms", "#1e3a8a")),
      ]);
      const [look] = await seedInspiration(page.request, 1, "#7c2d12");
      await page.goto(`/inspiration/${look!.id}/style-matching`);
      await expect(page.getByRole("heading", { level: 1, name: INSIGHT_TEXT.matchingTitle })).toBeVisible();
      await expect(page.getByTestId("inspiration-summary")).toContainText(`inspiration #${look!.id}`);
      await expect(page.getByTestId("match-result")).toBeVisible({ timeout: 30_000 });

      const answer = await matchingAnswer(page, look!.id); // from the cache the screen's call filled
      const score = Math.round(answer.matchScore);
      await expect(page.getByTestId("match-score")).toHaveText(`${score}%`);
      await expect(page.getByRole("meter", { name: INSIGHT_TEXT.matchScore })).toHaveAttribute(
        "aria-valuenow",
        String(score),
      );
      await expect
        .poll(async () =>
          page
            .getByTestId("match-bar")
            .evaluate((bar) =>
              Math.round((bar.getBoundingClientRect().width / bar.parentElement!.getBoundingClientRect().width) * 100),
            ),
        )
        .toBe(score);
      await expect(page.getByTestId("style-notes")).toHaveText(answer.styleNotes);

      const grid = page.getByRole("list", { name: INSIGHT_TEXT.matchingItems });
      if (answer.items.length > 0) {
        await expect(grid.getByTestId("closet-item")).toHaveCount(answer.items.length);
        await expect(page.getByRole("link", { name: INSIGHT_TEXT.createOutfit })).toHaveAttribute(
          "href",
          "/outfit-creator",
        );
      } else {
        await expect(page.getByText(INSIGHT_TEXT.noMatchesTitle)).toBeVisible();
        await expect(page.getByRole("link", { name: INSIGHT_TEXT.createOutfit })).toHaveCount(0);
      }
      await page.getByRole("link", { name: INSIGHT_TEXT.findMissing }).first().click();
      await expect(page).toHaveURL(new RegExp(`/inspiration/${look!.id}/missing-pieces$`));
      await expect(page.getByRole("heading", { level: 1, name: INSIGHT_TEXT.missingTitle })).toBeVisible();
    });

    test("missing pieces: recommendations with an importance badge and search chips that open a web search", async ({
      page,
    }) => {
      await analyzeItems(page.request, await seedItems(page.request, 1, "tops", "#0f766e"));
      const [look] = await seedInspiration(page.request, 1, "#be185d");
      await page.goto(`/inspiration/${look!.id}/missing-pieces`);
      await expect(page.getByTestId("inspiration-summary")).toContainText(`inspiration #${look!.id}`);
      await expect(page.getByRole("link", { name: INSIGHT_TEXT.matchWithCloset })).toHaveAttribute(
        "href",
        `/inspiration/${look!.id}/style-matching`,
      );
      const pieces = page.getByTestId("missing-piece");
      await expect(pieces.first()).toBeVisible({ timeout: 30_000 });
      await expect(pieces.first().getByTestId("importance")).toHaveText(/^(high|medium|low) importance$/);
      const chip = pieces.first().getByTestId("search-chip").first();
      await expect(chip).toHaveAttribute("target", "_blank");
      await expect(chip).toHaveAttribute("rel", /noopener/);
      const term = (await chip.textContent())!.replace("(web search, opens in a new tab)", "").trim();
      expect(await chip.getAttribute("href")).toBe(`https://www.google.com/search?q=${encodeURIComponent(term)}`);
      // The chip opens a new tab (its page is not loaded here: the machine has no internet).
      await page
        .context()
        .route("https://www.google.com/**", (route) =>
          route.fulfill({ status: 200, contentType: "text/html", body: "<title>search</title>" }),
        );
      const [opened] = await Promise.all([page.context().waitForEvent("page"), chip.click()]);
      expect(opened.url()).toBe(`https://www.google.com/search?q=${encodeURIComponent(term)}`);
      await opened.close();
    });
  });
}

test("the importance badges look different for high, medium and low", async ({ page }) => {
  // An empty closet misses tops, bottoms and shoes (high, high, medium) and the look's colours.
  const [look] = await seedInspiration(page.request, 1, "#be185d");
  await page.goto(`/inspiration/${look!.id}/missing-pieces`);
  const badges = page.getByTestId("importance");
  await expect(badges.first()).toBeVisible({ timeout: 30_000 });
  const styles = new Map<string, string>();
  for (const badge of await badges.all()) {
    const level = (await badge.textContent())!.split(" ")[0]!;
    styles.set(
      level,
      await badge.evaluate(
        (element) => `${getComputedStyle(element).backgroundColor}|${getComputedStyle(element).color}`,
      ),
    );
  }
  expect([...styles.keys()]).toContain("high");
  expect(new Set(styles.values()).size).toBe(styles.size);
});

test("missing pieces shows three skeleton cards while the answer comes, then 'could not load recommendations' with 'try again' on failure", async ({
  page,
}) => {
  const [look] = await seedInspiration(page.request, 1);
  let fail = true;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/inspiration/*/missing-pieces?*", async (route) => {
    await held;
    // Network failures (the connection drops): the client's three attempts all fail.
    if (fail) await route.abort("connectionreset");
    else await route.continue();
  });
  await page.goto(`/inspiration/${look!.id}/missing-pieces`);
  await expect(page.getByTestId("missing-pieces-skeleton")).toBeVisible();
  await expect(page.getByTestId("missing-pieces-skeleton").locator('[data-slot="card"]')).toHaveCount(3);
  release();
  await expect(page.getByText(INSIGHT_TEXT.recommendationsFailed)).toBeVisible({ timeout: 20_000 });
  await expect(toast(page)).toContainText(TOAST.missingPiecesFailure.title);
  await expect(toast(page)).toContainText(TOAST.missingPiecesFailure.description);
  fail = false;
  await page.getByRole("button", { name: INSIGHT_TEXT.tryAgain }).click(); // reloads the page
  await expect(page.getByTestId("missing-piece").first()).toBeVisible({ timeout: 30_000 });
});

test("style matching shows its skeleton with a line about comparing the closet, and the failure toast", async ({
  page,
}) => {
  const [look] = await seedInspiration(page.request, 1);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/inspiration/*/matching?*", async (route) => {
    await held;
    await route.abort("connectionreset");
  });
  await page.goto(`/inspiration/${look!.id}/style-matching`);
  await expect(page.getByTestId("matching-skeleton")).toContainText(INSIGHT_TEXT.comparing);
  release();
  await expect(toast(page)).toContainText(TOAST.matchingFailure.description, { timeout: 20_000 });
  await expect(page.getByText(INSIGHT_TEXT.matchingFailed)).toBeVisible();
});

test("an id that cannot be one, another owner's image and a deleted one each get a clear state", async ({
  page,
  browser,
}) => {
  await page.goto("/inspiration/abc/style-matching");
  await expect(page.getByText(INSIGHT_TEXT.invalidId)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: INSPIRATION_TEXT.backToGallery }).last().click();
  await expect(page).toHaveURL(/\/inspiration$/);

  await page.goto("/inspiration/abc/missing-pieces");
  await expect(page.getByText(INSIGHT_TEXT.noneSelected)).toBeVisible();
  await expect(page.getByRole("link", { name: INSIGHT_TEXT.chooseInspiration })).toHaveAttribute(
    "href",
    "/inspiration",
  );

  // Another owner's image: a signed-in user's look, opened by this guest.
  const other = await browser.newContext();
  await registerByApi(other.request);
  const [theirs] = await seedInspiration(other.request, 1);
  await other.close();
  for (const screen of ["style-matching", "missing-pieces"]) {
    await page.goto(`/inspiration/${theirs!.id}/${screen}`);
    await expect(page.getByText(INSPIRATION_TEXT.notFoundTitle)).toBeVisible();
    await expect(page.getByTestId("inspiration-summary")).toHaveCount(0);
  }

  // Deleted while the screen was open: the answer's 404 shows the same state, not a spinner.
  const [mine] = await seedInspiration(page.request, 1);
  await page.route("**/api/inspiration/*/matching?*", async (route) => {
    await page.request.delete(`/api/inspiration/${mine!.id}`);
    await route.continue();
  });
  await page.goto(`/inspiration/${mine!.id}/style-matching`);
  await expect(page.getByText(INSPIRATION_TEXT.notFoundTitle)).toBeVisible({ timeout: 20_000 });
});
