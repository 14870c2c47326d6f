import { NETWORK_ERROR_MESSAGE } from "@/lib/api-client/api-error";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { OFFLINE_TEXT } from "@/lib/messages/offline";
import { PACKING_TEXT } from "@/lib/messages/packing-list";
import { TODAY_TEXT } from "@/lib/messages/today";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { pieceName } from "@/lib/trips/checklist-view";
import type { TripView } from "@/lib/trips/schemas";
import type { WearView } from "@/lib/wears/contract";
import { hydrated } from "./support/clicks";
import { becomeGuest, seedItems } from "./support/closet";
import { expect, type Page, test } from "./support/test";
import { browserDay, looks, seedTodayCloset } from "./support/today";

/**
 * Offline and time (issue #41, points 20 and 21): Today's buttons and a packing-list tick say on the
 * page what didn't happen when the network is gone, and the page stays; a navigation offline shows
 * the service worker's offline page, which is all it caches; the person's own "today" is the same on
 * /today and the calendar, in the first HTML too, in a time zone that is not on UTC's day.
 */

const wearsOn = async (page: Page, day: string) =>
  (await (await page.request.get(`/api/wears?from=${day}&to=${day}`)).json()) as WearView[];

/** What Next shows when a client error takes the whole page down (a ChunkLoadError did, issue #41). */
const pageCrash = (page: Page) => page.getByText("This page couldn’t load");

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("offline, today's buttons say what didn't happen on the page, which stays; back online they work", async ({
  page,
  context,
}) => {
  await seedTodayCloset(page);
  await page.goto("/today");
  await expect(looks(page)).toHaveCount(3);
  const day = await browserDay(page);
  const wore = await hydrated(looks(page).first().getByRole("button", { name: TODAY_TEXT.woreThis }));

  await context.setOffline(true);
  await wore.click();
  const alert = page.getByRole("alert").filter({ hasText: TODAY_TEXT.notLogged(1, NETWORK_ERROR_MESSAGE) });
  await expect(alert).toHaveText(TODAY_TEXT.notLogged(1, NETWORK_ERROR_MESSAGE));
  await expect(page.getByRole("heading", { level: 1, name: TODAY_TEXT.title })).toBeVisible();
  await expect(looks(page)).toHaveCount(3);
  await expect(pageCrash(page)).toHaveCount(0);

  await looks(page).nth(1).getByRole("button", { name: TODAY_TEXT.another }).click();
  await expect(page.getByRole("alert").filter({ hasText: TODAY_TEXT.notSwapped(NETWORK_ERROR_MESSAGE) })).toHaveText(
    TODAY_TEXT.notSwapped(NETWORK_ERROR_MESSAGE),
  );
  await expect(looks(page)).toHaveCount(3);
  await expect(pageCrash(page)).toHaveCount(0);

  // Nothing was logged; online again, the same button logs the look and the failure is gone.
  await context.setOffline(false);
  expect(await wearsOn(page, day)).toEqual([]);
  const logged = page.waitForResponse((r) => r.url().includes("/api/wears") && r.request().method() === "POST");
  await looks(page).first().getByRole("button", { name: TODAY_TEXT.woreThis }).click();
  expect((await logged).status()).toBe(201);
  await expect(looks(page).first().getByTestId("look-worn")).toHaveText(TODAY_TEXT.worn);
  await expect(page.getByText(TODAY_TEXT.notLogged(1, NETWORK_ERROR_MESSAGE))).toHaveCount(0);
  expect(await wearsOn(page, day)).toHaveLength(1);
});

test("a packing-list tick offline says it wasn't saved, and the counter never claims it", async ({ page, context }) => {
  await seedItems(page.request, 3, "tops");
  await seedItems(page.request, 2, "bottoms");
  await seedItems(page.request, 1, "shoes");
  const year = new Date().getUTCFullYear() + 1;
  const created = await page.request.post("/api/trips", {
    data: { name: "oslo", startDate: `${year}-03-10`, endDate: `${year}-03-12` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const trip = (await created.json()) as TripView;
  const count = trip.items.length;
  expect(count).toBeGreaterThanOrEqual(3);

  await page.goto(`/trips/${trip.id}`);
  const list = page.getByRole("region", { name: new RegExp(TRIP_TEXT.checklist) });
  const boxes = list.getByRole("checkbox");
  const counter = list.getByRole("heading", { name: new RegExp(TRIP_TEXT.checklist) });
  await expect(boxes).toHaveCount(count);

  // Online: one tick, saved and counted.
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/trips/${trip.id}`) && r.request().method() === "PATCH",
  );
  await (await hydrated(boxes.first())).check();
  expect((await saved).status()).toBe(200);
  await expect(counter).toContainText(TRIP_TEXT.packedCount(1, count));

  // Offline: the box shows the press, the counter keeps what the server holds, then the box goes back
  // and the list says which tick wasn't saved, and why.
  await context.setOffline(true);
  await boxes.nth(1).click();
  await expect(boxes.nth(1)).toBeChecked();
  await expect(counter).toContainText(TRIP_TEXT.packedCount(1, count));
  const message = PACKING_TEXT.tickNotSaved(pieceName(trip.items[1]!), true, NETWORK_ERROR_MESSAGE);
  await expect(list.getByRole("alert")).toHaveText(message);
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(boxes.first()).toBeChecked();
  await expect(counter).toContainText(TRIP_TEXT.packedCount(1, count));

  // Unticking offline: the same, the other way round.
  await boxes.first().click();
  await expect(list.getByRole("alert")).toHaveText(
    PACKING_TEXT.tickNotSaved(pieceName(trip.items[0]!), false, NETWORK_ERROR_MESSAGE),
  );
  await expect(boxes.first()).toBeChecked();
  await expect(counter).toContainText(TRIP_TEXT.packedCount(1, count));

  // The server kept exactly the one tick the page counts.
  await context.setOffline(false);
  const kept = (await (await page.request.get(`/api/trips/${trip.id}`)).json()) as TripView;
  expect(kept.checklist.filter((entry) => entry.checked).map((entry) => entry.itemId)).toEqual([trip.items[0]!.id]);
});

test.describe("with the service worker (blocked in every other spec: playwright.config.ts)", () => {
  test.use({ serviceWorkers: "allow" });

  test("offline, a navigation shows the service worker's offline page, and the worker caches nothing else", async ({
    page,
    context,
  }) => {
    await seedItems(page.request, 1, "tops");
    await page.goto("/closet");
    // The app's screens register the worker; it takes this page over once it is active.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    await page.goto("/today");
    await expect(page.getByRole("heading", { level: 1, name: TODAY_TEXT.title })).toBeVisible();

    await context.setOffline(true);
    // A link in the app's navigation: the client router can't fetch the page, so the browser navigates.
    await page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "my closet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_TEXT.title })).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT.body)).toBeVisible();

    // Typed or reloaded addresses get it too, with a status that says the page didn't load.
    const answer = await page.goto("/calendar");
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_TEXT.title })).toBeVisible();
    await expect(page).toHaveTitle(OFFLINE_TEXT.pageTitle);

    // "try again" is the same address: online again, it loads the page itself.
    await context.setOffline(false);
    await page.getByRole("link", { name: OFFLINE_TEXT.retry }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole("heading", { level: 1, name: CALENDAR_TEXT.title })).toBeVisible();

    // After visiting the closet, today and the calendar, the cache holds only the offline page's files.
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths.sort();
    });
    expect(cached).toEqual(["/icons/icon-192.png", "/offline.css", "/offline.html"]);
  });
});

/**
 * A zone whose day is not UTC's at this hour: UTC+14 from 10:00 UTC on (already tomorrow there),
 * UTC−11 before (still yesterday there).
 */
const zoneOffUtcDay = () => (new Date().getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago");

test.describe("in a time zone on another day than UTC", () => {
  test.use({ timezoneId: zoneOffUtcDay() });

  test("today and the calendar agree on the person's own day, in the first HTML too", async ({ page }) => {
    await seedTodayCloset(page);
    await page.goto("/today");
    await expect(looks(page)).toHaveCount(3);
    const day = await browserDay(page);

    // "wore this" logs on the browser's day.
    const logged = page.waitForResponse((r) => r.url().includes("/api/wears") && r.request().method() === "POST");
    await (await hydrated(looks(page).first().getByRole("button", { name: TODAY_TEXT.woreThis }))).click();
    const post = await logged;
    expect(post.status()).toBe(201);
    expect(post.request().postDataJSON()).toMatchObject({ date: day });

    // The calendar marks that same day as today, with the wear on it.
    await page.goto("/calendar");
    const marked = page.locator('[role="gridcell"][aria-current="date"]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAttribute("data-day", day);
    expect(await wearsOn(page, day)).toHaveLength(1);

    // The server renders the same day before any script runs (the browser's zone is in its cookie).
    const todayHtml = await (await page.request.get("/today")).text();
    expect(todayHtml).toContain(`${day} · `);
    const calendarHtml = await (await page.request.get("/calendar")).text();
    expect(calendarHtml).toMatch(new RegExp(`data-day="${day}"[^>]*aria-current="date"`));
  });
});
