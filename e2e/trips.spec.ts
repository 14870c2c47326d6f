import { TRIP_TEXT } from "@/lib/messages/trips";
import { becomeGuest, seedItems } from "./support/closet";
import { expect, test } from "./support/test";

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
  await expect(page.getByText("endDate must be on or after startDate.")).toBeVisible();

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
