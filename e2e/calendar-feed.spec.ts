import { CALENDAR_FEED_TEXT, CALENDAR_FEED_WORDS } from "@/lib/messages/calendar-feed";
import { becomeGuest, seedItems } from "./support/closet";
import { expect, test } from "./support/test";

/**
 * The calendar feed on /account (issue #43) in Chromium: off at first, "turn on" shows a private
 * link that a calendar app (no cookies) can read, holding the planned day; "turn off" kills that link,
 * and turning on again makes a new one.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("turn the feed on, read it as a calendar app would, turn it off", async ({ page, browser }) => {
  await becomeGuest(page);
  const [top] = await seedItems(page.request, 1, "tops");
  const plan = await page.request.post("/api/plans", { data: { date: day(2), itemIds: [top!.id] } });
  expect(plan.status(), await plan.text()).toBe(201);

  await page.goto("/account");
  const status = page.getByRole("status").filter({ hasText: /your calendar feed is/ });
  await expect(status).toHaveText(CALENDAR_FEED_TEXT.off);
  await expect(page.getByLabel(CALENDAR_FEED_TEXT.linkLabel)).toHaveCount(0);

  await page.getByRole("button", { name: CALENDAR_FEED_TEXT.turnOn }).click();
  await expect(status).toHaveText(CALENDAR_FEED_TEXT.on);
  const link = page.getByLabel(CALENDAR_FEED_TEXT.linkLabel);
  const url = await link.inputValue();
  expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{40,64}\.ics$/);
  await expect(page.getByRole("link", { name: CALENDAR_FEED_TEXT.addToCalendar })).toHaveAttribute(
    "href",
    url.replace(/^https?:/, "webcal:"),
  );

  // A calendar app: another browser context, no cookies.
  const calendarApp = await browser.newContext();
  const feed = await calendarApp.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const text = await feed.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain(`DTSTART;VALUE=DATE:${day(2).replaceAll("-", "")}`);
  expect(text).toContain(`SUMMARY:${CALENDAR_FEED_WORDS.plan(null, ["tops"])}`);

  await page.getByRole("button", { name: CALENDAR_FEED_TEXT.turnOff }).click();
  await expect(status).toHaveText(CALENDAR_FEED_TEXT.off);
  expect((await calendarApp.request.get(url)).status()).toBe(404);

  await page.getByRole("button", { name: CALENDAR_FEED_TEXT.turnOn }).click();
  await expect(page.getByLabel(CALENDAR_FEED_TEXT.linkLabel)).not.toHaveValue(url);
  await calendarApp.close();
});
