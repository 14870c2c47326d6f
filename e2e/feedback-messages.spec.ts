import { UNDO_TOAST_MS } from "@/lib/constants";
import { ACCOUNT_TEXT } from "@/lib/messages/account";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripView } from "@/lib/trips/schemas";
import { PENDING_DELETES_KEYS, type PendingDelete } from "@/lib/ui/pending-deletes";
import { registerByApi } from "./support/auth";
import { hydrated } from "./support/clicks";
import { becomeGuest, seedItems } from "./support/closet";
import { expect, type Page, test } from "./support/test";

/**
 * Issue #41, round 2 of the walk-throughs: messages that say what happened (a trip delete, the
 * account texts), pages that are not there answering HTTP 404, and the install icon.
 */
const toast = (page: Page) => page.locator('[data-slot="toast"][data-state="open"]');
const tripLink = (page: Page, name: string) => page.getByRole("main").getByRole("link", { name: new RegExp(name) });

/** A guest with enough clean clothes to pack, and one trip made through the API (dates beyond any forecast). */
async function guestWithTrip(page: Page, name: string): Promise<TripView> {
  await becomeGuest(page);
  await seedItems(page.request, 2, "tops");
  await seedItems(page.request, 1, "bottoms");
  const year = new Date().getUTCFullYear() + 1;
  const response = await page.request.post("/api/trips", {
    data: { name, startDate: `${year}-05-04`, endDate: `${year}-05-05` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TripView;
}

/** "delete trip", then the second press that confirms it, on the trip's page. */
async function deleteFromTripPage(page: Page, trip: TripView) {
  await page.goto(`/trips/${trip.id}`);
  await (await hydrated(page.getByRole("button", { name: TRIP_TEXT.delete }))).click();
  await page.getByRole("button", { name: TRIP_TEXT.confirmDelete }).click();
  await expect(page).toHaveURL(/\/trips$/);
}

const pendingDeletes = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as PendingDelete[], PENDING_DELETES_KEYS.trips);

test.describe("deleting a trip (point 1)", () => {
  test("lands on /trips with 'trip deleted' and undo; a reload keeps both; undo keeps the trip", async ({ page }) => {
    const trip = await guestWithTrip(page, "lisbon");
    const deletes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "DELETE") deletes.push(request.url());
    });
    await deleteFromTripPage(page, trip);

    const deleted = toast(page).filter({ hasText: TRIP_TEXT.deleted });
    await expect(deleted).toBeVisible();
    await expect(deleted).toContainText("lisbon");
    await expect(deleted.getByRole("button", { name: TRIP_TEXT.undo })).toBeVisible();
    await expect(tripLink(page, "lisbon")).toHaveCount(0);
    await expect(page.getByText("Unexpected end of JSON input")).toHaveCount(0);

    // A reload within the window: the delete still waits, the trip stays hidden and undo is offered
    // again. The stored window is stretched to a minute first, so a slow reload cannot end it.
    const [waiting] = await pendingDeletes(page);
    expect(waiting).toMatchObject({ id: trip.id, name: "lisbon" });
    await page.evaluate(
      ({ key, entry }) => localStorage.setItem(key, JSON.stringify([{ ...entry, at: Date.now() + 60_000 }])),
      { key: PENDING_DELETES_KEYS.trips, entry: waiting! },
    );
    await page.reload();
    const again = toast(page).filter({ hasText: TRIP_TEXT.deleted });
    await expect(again).toBeVisible();
    await expect(tripLink(page, "lisbon")).toHaveCount(0);

    await (await hydrated(again.getByRole("button", { name: TRIP_TEXT.undo }))).click();
    await expect(toast(page).filter({ hasText: TRIP_TEXT.restored })).toBeVisible();
    await expect(tripLink(page, "lisbon")).toBeVisible();
    expect(await pendingDeletes(page)).toEqual([]);
    expect((await page.request.get(`/api/trips/${trip.id}`)).status()).toBe(200);
    expect(deletes).toEqual([]);
  });

  test("when the undo window ends the delete is sent: 204, and nothing says it failed", async ({ page }) => {
    const trip = await guestWithTrip(page, "porto");
    const sent = page.waitForResponse(
      (response) => response.url().includes(`/api/trips/${trip.id}`) && response.request().method() === "DELETE",
      { timeout: UNDO_TOAST_MS + 15_000 },
    );
    await deleteFromTripPage(page, trip);
    await expect(toast(page).filter({ hasText: TRIP_TEXT.deleted })).toBeVisible();
    expect((await sent).status()).toBe(204);

    await expect(page.getByText("Unexpected end of JSON input")).toHaveCount(0);
    await expect(toast(page).filter({ hasText: TRIP_TEXT.deleteFailed })).toHaveCount(0);
    await expect(tripLink(page, "porto")).toHaveCount(0);
    expect(await pendingDeletes(page)).toEqual([]);
    expect((await page.request.get(`/api/trips/${trip.id}`)).status()).toBe(404);
    await page.reload();
    await expect(page.getByRole("heading", { name: TRIP_TEXT.empty })).toBeVisible();
  });

  test("a window that ended while no trips page was open is sent on the next visit", async ({ page }) => {
    const trip = await guestWithTrip(page, "bergen");
    await deleteFromTripPage(page, trip);
    await expect(toast(page).filter({ hasText: TRIP_TEXT.deleted })).toBeVisible();

    // Away from the trips (a full page load: this page's timer is gone), and the window ends meanwhile.
    await page.goto("/account");
    const [waiting] = await pendingDeletes(page);
    await page.evaluate(
      ({ key, entry }) => localStorage.setItem(key, JSON.stringify([{ ...entry, at: Date.now() - 1 }])),
      { key: PENDING_DELETES_KEYS.trips, entry: waiting! },
    );
    expect((await page.request.get(`/api/trips/${trip.id}`)).status()).toBe(200);

    const sent = page.waitForResponse(
      (response) => response.url().includes(`/api/trips/${trip.id}`) && response.request().method() === "DELETE",
    );
    await page.goto("/trips");
    expect((await sent).status()).toBe(204);
    await expect(page.getByRole("heading", { name: TRIP_TEXT.empty })).toBeVisible();
    // Its window is over: no undo is offered for it.
    await expect(toast(page).filter({ hasText: TRIP_TEXT.deleted })).toHaveCount(0);
    expect((await page.request.get(`/api/trips/${trip.id}`)).status()).toBe(404);
  });
});

test("pages about something that is not there answer HTTP 404 (point 24)", async ({ page, browser }) => {
  const trip = await guestWithTrip(page, "oslo");
  const [item] = await seedItems(page.request, 1, "shoes");
  // Another owner's trip reads like a missing one.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  const theirs = await guestWithTrip(stranger, "their trip");
  await other.close();

  for (const path of ["/closet/99999", "/closet/abc", "/trips/99999", "/trips/abc", `/trips/${theirs.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "page not found" })).toBeVisible();
  }
  // The inspiration screens keep SPEC §2's own words for each case, with the 404.
  for (const screen of ["style-matching", "missing-pieces"]) {
    const response = await page.goto(`/inspiration/99999/${screen}`);
    expect(response?.status(), screen).toBe(404);
    await expect(page.getByText(INSPIRATION_TEXT.notFoundTitle)).toBeVisible();
  }
  expect((await page.goto("/inspiration/abc/style-matching"))?.status()).toBe(404);
  await expect(page.getByText(INSIGHT_TEXT.invalidId)).toBeVisible();
  expect((await page.goto("/inspiration/abc/missing-pieces"))?.status()).toBe(404);
  await expect(page.getByText(INSIGHT_TEXT.noneSelected)).toBeVisible();

  // What is there still answers 200.
  expect((await page.goto(`/closet/${item!.id}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "page not found" })).toHaveCount(0);
  expect((await page.goto(`/trips/${trip.id}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "oslo" })).toBeVisible();
});

test("/account says what the export holds and what deleting removes (point 9)", async ({ page, browser }) => {
  await becomeGuest(page);
  await page.goto("/account");
  await expect(page.getByText(ACCOUNT_TEXT.exportIntro)).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXT.guestDeleteIntro)).toBeVisible();
  for (const words of ["your wear log", "trips", "settings", "cleanout"])
    await expect(page.getByText(ACCOUNT_TEXT.guestDeleteIntro)).toContainText(words);

  const context = await browser.newContext();
  const userPage = await context.newPage();
  await registerByApi(userPage.request);
  await userPage.goto("/account");
  await expect(userPage.getByText(ACCOUNT_TEXT.exportIntro)).toBeVisible();
  await expect(userPage.getByText(ACCOUNT_TEXT.deleteIntro)).toBeVisible();
  await context.close();
});

test("iOS gets a self-hosted apple-touch-icon (point 23)", async ({ page }) => {
  await page.goto("/");
  const link = page.locator('link[rel="apple-touch-icon"]');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute("sizes", "180x180");
  const href = await link.getAttribute("href");
  expect(href).toBe("/icons/apple-touch-icon.png");
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/png");
});
