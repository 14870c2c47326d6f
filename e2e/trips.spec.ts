import { TRIP_MESSAGES, TRIP_TEXT } from "@/lib/messages/trips";
import { pieceName } from "@/lib/trips/checklist-view";
import type { TripView } from "@/lib/trips/schemas";
import AxeBuilder from "@axe-core/playwright";
import { hydrated } from "./support/clicks";
import { becomeGuest, seedItems } from "./support/closet";
import { expect, type Page, test } from "./support/test";

/** Issue #29: a trip end to end — plan it, see its days, tick the packing list, and the ticks survive a reload. */
test("a trip: create, see the days, tick the checklist, reload keeps the ticks", async ({ page }) => {
  await becomeGuest(page);
  await seedItems(page.request, 3, "tops");
  await seedItems(page.request, 2, "bottoms");
  await seedItems(page.request, 1, "shoes");

  await page.goto("/trips");
  await expect(page.getByRole("heading", { name: TRIP_TEXT.empty })).toBeVisible();

  // The form checks with the handler's schema: end before start is named inline.
  await page.getByLabel(TRIP_TEXT.name).fill("lisbon");
  await page.getByLabel(TRIP_TEXT.startDate).fill("2026-06-04");
  await page.getByLabel(TRIP_TEXT.endDate).fill("2026-06-01");
  await page.getByRole("button", { name: TRIP_TEXT.submit }).click();
  await expect(page.getByText(TRIP_MESSAGES.endBeforeStart)).toBeVisible();

  await page.getByLabel(TRIP_TEXT.endDate).fill("2026-06-05");
  await page.getByRole("checkbox", { name: "sightseeing" }).check();
  await page.getByRole("button", { name: TRIP_TEXT.submit }).click();
  await expect(page).toHaveURL(/\/trips\/\d+$/);
  await expect(page.getByRole("heading", { name: "lisbon" })).toBeVisible();

  // Two days: each its own outfit of three; the list reuses pieces (3 tops × 2 bottoms would allow 6 days).
  const days = page
    .getByRole("region", { name: TRIP_TEXT.days })
    .getByRole("listitem")
    .filter({ has: page.locator("h3") });
  await expect(days).toHaveCount(2);
  const checklist = page.getByRole("region", { name: new RegExp(TRIP_TEXT.checklist) }).getByRole("checkbox");
  const count = await checklist.count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThan(2 * 3);

  const saved = page.waitForResponse((r) => r.url().includes("/api/trips/") && r.request().method() === "PATCH");
  await checklist.first().check();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(TRIP_TEXT.packedCount(1, count))).toBeVisible();

  await page.reload();
  await expect(checklist.first()).toBeChecked();
  await expect(checklist.nth(1)).not.toBeChecked();

  await page.goto("/trips");
  await expect(page.getByRole("link", { name: /lisbon/ })).toContainText(TRIP_TEXT.packedCount(1, count));
});

/** axe-core on the page as it is: no serious or critical violation, no skipped heading level. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order")
    .map((v) => `${where}: ${v.id} ${v.help} at ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
}

/**
 * Issue #39 §5: a trip with a place, edited, a day's activity chosen and a piece swapped, at a
 * phone's and a laptop's width. Dates beyond the 16-day forecast, so the days say the destination's
 * season and no forecast is asked for (the e2e server has no weather service).
 */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a trip with a place: edit it, choose a day's activity, swap a piece", async ({ page }) => {
      await becomeGuest(page);
      await seedItems(page.request, 4, "tops");
      await seedItems(page.request, 2, "bottoms");
      await seedItems(page.request, 1, "shoes");
      const year = new Date().getUTCFullYear() + 1;
      const july = (day: number) => `${year}-07-${String(day).padStart(2, "0")}`;

      await page.goto("/trips");
      await page.getByLabel(TRIP_TEXT.name).fill("cape town");
      await page.getByLabel(TRIP_TEXT.startDate).fill(july(10));
      await page.getByLabel(TRIP_TEXT.endDate).fill(july(11));
      // Coordinates out of range are named under the place field, before anything is sent.
      const place = page.getByLabel(TRIP_TEXT.place);
      await place.fill("91, 0");
      await page.getByRole("button", { name: TRIP_TEXT.submit }).click();
      await expect(page.getByText(TRIP_MESSAGES.placeOutOfRange)).toBeVisible();
      await expect(place).toHaveAttribute("aria-invalid", "true");
      await place.fill("-33.9, 18.4");
      await page.getByRole("button", { name: TRIP_TEXT.submit }).click();
      await expect(page).toHaveURL(/\/trips\/\d+$/);
      const tripId = Number(page.url().split("/").at(-1));
      await expect(page.getByRole("heading", { level: 1, name: "cape town" })).toBeVisible();
      await expect(page.getByText(/-33\.90, 18\.40/).first()).toBeVisible();
      const weather = page.getByTestId("trip-day-weather");
      await expect(weather).toHaveCount(2);
      for (const line of await weather.all())
        await expect(line).toHaveText(TRIP_TEXT.season["beyond-forecast"]("winter"));

      // Edit: one more day and a new name; the trip is repacked.
      await (await hydrated(page.getByRole("button", { name: TRIP_TEXT.edit }))).click();
      const edit = page.getByRole("region", { name: TRIP_TEXT.editTitle });
      await expect(edit.getByLabel(TRIP_TEXT.name)).toBeFocused();
      await expectAccessible(page, "the trip page with its edit form");
      await edit.getByLabel(TRIP_TEXT.name).fill("cape town and back");
      await edit.getByLabel(TRIP_TEXT.endDate).fill(july(12));
      await expect(edit.getByLabel(TRIP_TEXT.place)).toHaveValue("-33.90, 18.40");
      const saved = page.waitForResponse(
        (r) => r.url().includes(`/api/trips/${tripId}`) && r.request().method() === "PATCH",
      );
      await edit.getByRole("button", { name: TRIP_TEXT.save }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole("button", { name: TRIP_TEXT.edit })).toBeFocused();
      await expect(page.getByRole("heading", { level: 1, name: "cape town and back" })).toBeVisible();
      // Said in a toast (read out too); dismissed here, else the next Escape would close it before the dialog.
      const toast = page.locator('[data-slot="toast"]').filter({ hasText: TRIP_TEXT.saved });
      await expect(toast).toBeVisible();
      await toast.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(toast).toHaveCount(0);
      await expect(edit).toHaveCount(0);
      await expect(weather).toHaveCount(3);

      // The second day's own activity: the trip is repacked for it and says so.
      const chose = page.waitForResponse(
        (r) => r.url().includes(`/api/trips/${tripId}`) && r.request().method() === "PATCH",
      );
      await page.getByLabel(TRIP_TEXT.dayActivity(july(11))).selectOption({ label: "dinner" });
      expect((await chose).status()).toBe(200);
      await expect(page.getByRole("heading", { level: 3, name: `${july(11)} · dinner` })).toBeVisible();

      // Swap the first day's top, by keyboard: the dialog lists what fits; Escape closes it and gives the focus back.
      const before = (await (await page.request.get(`/api/trips/${tripId}`)).json()) as TripView;
      const top = before.days[0]!.items.find((item) => item.category === "tops")!;
      const swapButton = page.getByRole("button", { name: TRIP_TEXT.swapLabel(pieceName(top), july(10)) });
      await swapButton.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: TRIP_TEXT.swapTitle(pieceName(top)) });
      await expect(dialog).toBeVisible();
      const options = dialog.getByRole("button", { name: /^wear .* instead/ });
      await expect(options.first()).toBeVisible();
      await expectAccessible(page, "the swap dialog");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(swapButton).toBeFocused();
      if (width === 375)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await swapButton.click();
      const swapped = page.waitForResponse(
        (r) => r.url().includes(`/api/trips/${tripId}`) && r.request().method() === "PATCH",
      );
      await options.first().click();
      expect((await swapped).status()).toBe(200);
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('[data-slot="toast"]').getByText(TRIP_TEXT.swapped)).toBeVisible();
      const after = (await (await page.request.get(`/api/trips/${tripId}`)).json()) as TripView;
      expect(after.days[0]!.items.map((item) => item.id)).not.toContain(top.id);
      expect(after.days[1]).toMatchObject({ occasion: "dinner", assigned: true });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "cape town and back" })).toBeVisible();
      await expect(weather).toHaveCount(3);
    });
  });
}
