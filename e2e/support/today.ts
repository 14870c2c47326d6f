import { TODAY_TEXT } from "@/lib/messages/today";
import type { Page } from "@playwright/test";
import { analyzeItems, seedItems } from "./closet";

/** Today's looks (issue #29): the articles of the looks list. */
export const looks = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .getByRole("article");

/** A closet that gives Today three looks: three tops, three bottoms and shoes, analysed. */
export async function seedTodayCloset(page: Page) {
  const items = [
    ...(await seedItems(page.request, 1, "tops", "#1c3078")),
    ...(await seedItems(page.request, 1, "tops", "#f5eedc")),
    ...(await seedItems(page.request, 1, "tops", "#8a1c2b")),
    ...(await seedItems(page.request, 1, "bottoms", "#d9c9ad")),
    ...(await seedItems(page.request, 1, "bottoms", "#111111")),
    ...(await seedItems(page.request, 1, "bottoms", "#5a6b3a")),
    ...(await seedItems(page.request, 1, "shoes", "#6f4a2f")),
  ];
  return analyzeItems(page.request, items);
}

/** The browser's own day (YYYY-MM-DD), as its clock and time zone say it. */
export const browserDay = (page: Page) => page.evaluate(() => new Date().toLocaleDateString("en-CA"));

/** The "today | tomorrow" switch's tab for a day (issue #43). */
export const dayTab = (page: Page, day: "today" | "tomorrow") =>
  page
    .getByRole("tablist", { name: TODAY_TEXT.daySwitch })
    .getByRole("tab", { name: TODAY_TEXT.days[day], exact: true });

/** The day's plans, above its looks (issue #43). */
export const plannedLooks = (page: Page) => page.getByTestId("planned-look");
