import { TODAY_TEXT } from "@/lib/messages/today";
import type { TodayView } from "@/lib/today/contract";
import { hydrated } from "./support/clicks";
import { analyzeItems, becomeGuest, seedItems } from "./support/closet";
import { expect, test } from "./support/test";
import { browserDay, looks, seedTodayCloset } from "./support/today";

/** Today (issue #29) as a guest on the local analyzer, at a phone's and a laptop's width. */

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("today shows three explained looks; wearing one marks it worn in place; another look swaps one", async ({
      page,
    }) => {
      await seedTodayCloset(page);
      await page.goto("/today");
      await expect(page.getByRole("heading", { level: 1, name: TODAY_TEXT.title })).toBeVisible();
      await expect(looks(page)).toHaveCount(3);
      for (const look of await looks(page).all()) {
        expect(await look.getByRole("img").count()).toBeGreaterThanOrEqual(3);
        await expect(look.getByTestId("look-reasons").getByRole("listitem").first()).not.toBeEmpty();
      }
      const date = await browserDay(page);
      const before = (await (await page.request.get(`/api/today?date=${date}`)).json()) as TodayView;

      // "wore this": logged on the browser's day, with an undo toast; the look stays where it was,
      // marked worn, so the toast's "look 1" is still the card it names.
      const woreButton = await hydrated(looks(page).first().getByRole("button", { name: TODAY_TEXT.woreThis }));
      const wore = page.waitForResponse((r) => r.url().includes("/api/wears") && r.request().method() === "POST");
      await woreButton.click();
      expect((await wore).status()).toBe(201);
      await expect(page.locator('[data-slot="toast"]').getByText(TODAY_TEXT.logged(1))).toBeVisible();
      await expect(looks(page).first().getByTestId("look-worn")).toHaveText(TODAY_TEXT.worn);
      await expect(looks(page).first().getByRole("button", { name: TODAY_TEXT.woreThis })).toHaveCount(0);
      const after = (await (await page.request.get(`/api/today?date=${date}`)).json()) as TodayView;
      expect(after.looks.map((l) => l.id)).toEqual(before.looks.map((l) => l.id));
      expect(after.looks.map((l) => l.worn ?? false)).toEqual([true, false, false]);

      // "another look": the second look is replaced, and the swap holds on reload.
      const secondBefore = await looks(page)
        .nth(1)
        .getByRole("img")
        .evaluateAll((imgs) => imgs.length);
      const swapped = page.waitForResponse((r) => r.url().includes("/api/today/swap"));
      await looks(page).nth(1).getByRole("button", { name: TODAY_TEXT.another }).click();
      expect((await swapped).status()).toBe(200);
      const current = (await (await page.request.get(`/api/today?date=${date}`)).json()) as TodayView;
      expect(current.looks[1]!.id).not.toBe(after.looks[1]!.id);
      expect(secondBefore).toBeGreaterThan(0);
      await page.reload();
      await expect(looks(page)).toHaveCount(3);
    });
  });
}

test("a closet with one top and one bottom gets one look and says why, never the same look three times", async ({
  page,
}) => {
  await analyzeItems(page.request, [
    ...(await seedItems(page.request, 1, "tops", "#1c3078")),
    ...(await seedItems(page.request, 1, "bottoms", "#d9c9ad")),
  ]);
  await page.goto("/today");
  await expect(looks(page)).toHaveCount(1);
  await expect(page.getByTestId("today-note")).toHaveText(TODAY_TEXT.fewLooks(1));
});

test("a closet that can't make a look gets the empty state", async ({ page }) => {
  await seedItems(page.request, 1, "tops");
  await page.goto("/today");
  await expect(page.getByRole("heading", { level: 2, name: TODAY_TEXT.emptyTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: TODAY_TEXT.addPieces })).toHaveAttribute("href", "/closet-upload");
});

test("the nav shows today with a session, and the account page sets the place with clear errors", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account");
  await expect(page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "today" })).toBeVisible();
  await page.getByLabel(TODAY_TEXT.placeLabel).fill("91, 0");
  await page.getByRole("button", { name: TODAY_TEXT.save }).click();
  await expect(page.locator("#settings-place-error")).toBeVisible();
  await expect(page.getByLabel(TODAY_TEXT.placeLabel)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(TODAY_TEXT.hemisphereLabel).selectOption("south");
  await page.getByLabel(TODAY_TEXT.placeLabel).fill("-33.9, 18.4");
  await page.getByRole("button", { name: TODAY_TEXT.save }).click();
  await expect(page.getByLabel(TODAY_TEXT.placeLabel)).toHaveValue("-33.90, 18.40");
  const settings = await (await page.request.get("/api/account/settings")).json();
  expect(settings).toEqual({ hemisphere: "south", place: { name: "-33.90, 18.40", latitude: -33.9, longitude: 18.4 } });
});
