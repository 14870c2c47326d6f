import { dayLabel, localDayKey, shiftDay } from "@/lib/calendar/month-grid";
import { BUILD_TEXT } from "@/lib/messages/build";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { WEAR_TEXT } from "@/lib/messages/wears";
import type { WearView } from "@/lib/wears/contract";
import AxeBuilder from "@axe-core/playwright";
import { expectToast } from "./support/auth";
import { doubleClickAtOnce, hydrated } from "./support/clicks";
import { becomeGuest, type SeededItem, seedItems } from "./support/closet";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * The wear log's screens (issue #28) as a guest on the local analyzer, at a phone's and a laptop's
 * width: build an outfit, wear it from its card (one request per double click), undo, see it on the
 * calendar and remove it there; the item page's figures; insights and a cleanout choice; axe.
 */

const toast = (page: Page) => page.locator('[data-slot="toast"]');
const today = () => localDayKey();
const dayCell = (page: Page, day: string) => page.locator(`[role="gridcell"][data-day="${day}"]`);

async function logWear(request: APIRequestContext, data: object): Promise<WearView> {
  const response = await request.post("/api/wears", { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WearView;
}

async function wearsToday(request: APIRequestContext): Promise<WearView[]> {
  const response = await request.get(`/api/wears?from=${today()}&to=${today()}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WearView[];
}

async function seedThree(request: APIRequestContext): Promise<SeededItem[]> {
  return [
    ...(await seedItems(request, 1, "tops", "#1c3078")),
    ...(await seedItems(request, 1, "bottoms", "#d9c9ad")),
    ...(await seedItems(request, 1, "shoes", "#6f4a2f")),
  ];
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("build an outfit, wear it from its card once per double click, undo; wear it again, see it on the calendar, remove it there", async ({
      page,
    }) => {
      const [top, bottom] = await seedThree(page.request);
      await page.goto("/outfit-creator");
      await (await hydrated(page.getByRole("tab", { name: BUILD_TEXT.tab }))).click();
      const builder = page.getByTestId("outfit-builder");
      await builder.getByLabel(BUILD_TEXT.name).fill("e2e look");
      await builder.locator(`[data-testid="pick-item"][data-id="${top!.id}"]`).click();
      await expect(builder.getByTestId("picked-count")).toHaveText(BUILD_TEXT.picked(1));
      // One piece is not an outfit: 'save' stays focusable but says it is not available yet.
      await expect(builder.getByRole("button", { name: BUILD_TEXT.save, exact: true })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await builder.locator(`[data-testid="pick-item"][data-id="${bottom!.id}"]`).click();
      await expect(builder.getByTestId("picked-count")).toHaveText(BUILD_TEXT.picked(2));
      await expect(builder.getByRole("button", { name: BUILD_TEXT.save, exact: true })).toHaveAttribute(
        "aria-disabled",
        "false",
      );
      await builder.getByRole("button", { name: BUILD_TEXT.save, exact: true }).click();
      await expectToast(page, BUILD_TEXT.saved);

      const card = page.getByRole("list", { name: "saved outfits" }).getByTestId("outfit-card").first();
      await expect(card.getByRole("heading", { name: "e2e look" })).toBeVisible();
      const wore = card.getByRole("button", { name: WEAR_TEXT.woreTodayNamed("e2e look") });

      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/wears")
          posts.push(request.postData() ?? "");
      });
      await doubleClickAtOnce(wore);
      await expectToast(page, WEAR_TEXT.logged);
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0]!)).toMatchObject({ date: today() });
      expect(await wearsToday(page.request)).toHaveLength(1);

      await toast(page).getByRole("button", { name: CLOSET_GRID_TEXT.undo }).click();
      await expectToast(page, WEAR_TEXT.removed);
      await expect.poll(async () => (await wearsToday(page.request)).length).toBe(0);

      await wore.click();
      await expectToast(page, WEAR_TEXT.logged);
      await expect.poll(async () => (await wearsToday(page.request)).length).toBe(1);

      // Once more the same day: the server answers the existing wear, so no undo is offered (it would
      // remove the earlier log) and the calendar still holds one.
      await wore.click();
      await expectToast(page, WEAR_TEXT.alreadyLogged);
      await expect(
        toast(page).filter({ hasText: WEAR_TEXT.alreadyLogged }).getByRole("button", { name: CLOSET_GRID_TEXT.undo }),
      ).toHaveCount(0);
      expect(await wearsToday(page.request)).toHaveLength(1);

      await page.goto("/calendar");
      const cell = dayCell(page, today());
      await expect(cell).toHaveAccessibleName(CALENDAR_TEXT.dayCell(dayLabel(today()), 2));
      await expect(cell).toHaveAttribute("aria-current", "date");
      // Keyboard: the grid is one tab stop; arrows move, Enter opens the day.
      await (await hydrated(cell)).click();
      const panel = page.getByTestId("day-panel");
      await expect(panel.getByRole("heading", { name: CALENDAR_TEXT.dayTitle(dayLabel(today())) })).toBeVisible();
      await cell.press("ArrowLeft");
      await expect(dayCell(page, shiftDay(today(), -1))).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(cell).toBeFocused();
      await panel.getByRole("button", { name: /^remove / }).click();
      await expectToast(page, WEAR_TEXT.removed);
      await expect(panel.getByText(CALENDAR_TEXT.nothingThatDay)).toBeVisible();
      await expect(cell).toHaveAccessibleName(CALENDAR_TEXT.dayCell(dayLabel(today()), 0));
    });

    test("month navigation keeps the month in the address; a day can be logged from the calendar", async ({ page }) => {
      const [top] = await seedThree(page.request);
      await page.goto("/calendar");
      const heading = page.locator("#calendar-month");
      const thisMonth = await heading.textContent();
      await (await hydrated(page.getByRole("button", { name: CALENDAR_TEXT.previousMonth }))).click();
      await expect(heading).not.toHaveText(thisMonth!);
      await expect(page).toHaveURL(/\/calendar\?month=\d{4}-\d{2}$/);
      await page.getByRole("button", { name: CALENDAR_TEXT.nextMonth }).click();
      await expect(heading).toHaveText(thisMonth!);

      const yesterday = shiftDay(today(), -1);
      await page.goto(`/calendar?month=${yesterday.slice(0, 7)}`);
      await (await hydrated(dayCell(page, yesterday))).click();
      const panel = page.getByTestId("day-panel");
      await panel.getByRole("button", { name: CALENDAR_TEXT.addPieces }).click();
      await panel.locator(`[data-testid="pick-item"][data-id="${top!.id}"]`).click();
      await panel.getByRole("button", { name: CALENDAR_TEXT.addSelected(1) }).click();
      await expectToast(page, CALENDAR_TEXT.loggedOn(dayLabel(yesterday)));
      await expect(dayCell(page, yesterday)).toHaveAccessibleName(CALENDAR_TEXT.dayCell(dayLabel(yesterday), 1));
    });

    test("the item page shows wears, last worn and cost per wear, and logs a wear in one tap", async ({ page }) => {
      const [top] = await seedThree(page.request);
      const patch = await page.request.patch(`/api/closet/${top!.id}`, { data: { price: 30 } });
      expect(patch.status(), await patch.text()).toBe(200);
      await logWear(page.request, { itemIds: [top!.id], date: shiftDay(today(), -2) });
      await logWear(page.request, { itemIds: [top!.id], date: shiftDay(today(), -1) });
      await page.goto(`/closet/${top!.id}`);
      const stats = page.getByTestId("item-wears");
      await expect(stats).toContainText(`${WEAR_TEXT.wears}2`);
      await expect(stats).toContainText("15.00");
      await (await hydrated(stats.getByRole("button", { name: WEAR_TEXT.woreTodayNamed("tops") }))).click();
      await expectToast(page, WEAR_TEXT.logged);
      await expect(stats).toContainText(`${WEAR_TEXT.wears}3`);
      await expect(stats).toContainText("10.00");
    });

    test("insights: charts with their numbers, most worn, and a cleanout choice that is stored; archive with undo", async ({
      page,
    }) => {
      const [top, bottom, shoes] = await seedThree(page.request);
      await logWear(page.request, { itemIds: [top!.id, bottom!.id] });
      // Worn only long ago: in the cleanout queue (not worn in the last 90 days).
      await logWear(page.request, { itemIds: [shoes!.id], date: shiftDay(today(), -120) });
      await page.goto("/insights");
      await expect(page.getByRole("heading", { level: 1, name: INSIGHTS_TEXT.title })).toBeVisible();
      await expect(page.getByRole("img", { name: INSIGHTS_TEXT.wearsByMonth })).toBeVisible();
      await expect(page.getByRole("img", { name: INSIGHTS_TEXT.categoryBalance })).toBeVisible();
      // The numbers are a real table inside a closed details element (hidden until opened).
      await expect(page.getByRole("table", { name: INSIGHTS_TEXT.wearsByMonth, includeHidden: true })).toBeAttached();
      await expect(page.getByRole("list", { name: INSIGHTS_TEXT.mostWorn })).toContainText("tops");

      const queued = page.locator(`[data-testid="cleanout-item"][data-id="${shoes!.id}"]`);
      await expect(queued).toBeVisible();
      const choices = queued.getByRole("radiogroup");
      // Donate moves the piece to the leaving list (issue #41); "bring back" returns it to the queue.
      await (await hydrated(choices.getByRole("radio", { name: "donate" }))).click();
      await expectToast(page, INSIGHTS_TEXT.movedToLeaving("donate"));
      await expect
        .poll(async () => ((await (await page.request.get(`/api/closet/${shoes!.id}`)).json()) as SeededItem).cleanout)
        .toBe("donate");
      await page.reload();
      const leaving = page.getByRole("list", { name: INSIGHTS_TEXT.leaving });
      await expect(leaving).toContainText(INSIGHTS_TEXT.leavingAs("donate"));
      await expect(queued).toHaveCount(0);
      await (await hydrated(leaving.getByRole("button", { name: INSIGHTS_TEXT.bringBackNamed("shoes") }))).click();
      await expectToast(page, INSIGHTS_TEXT.broughtBack("shoes"));
      await expect(queued).toBeVisible();

      await (await hydrated(queued.getByRole("radio", { name: "archive" }))).click();
      await expectToast(page, INSIGHTS_TEXT.archived);
      await expect
        .poll(async () => ((await (await page.request.get(`/api/closet/${shoes!.id}`)).json()) as SeededItem).status)
        .toBe("archived");
      await toast(page).getByRole("button", { name: CLOSET_GRID_TEXT.undo }).click();
      await expect
        .poll(async () => ((await (await page.request.get(`/api/closet/${shoes!.id}`)).json()) as SeededItem).status)
        .toBe("active");
    });

    test("empty states: no clothes, then no wears", async ({ page }) => {
      await page.goto("/insights");
      await expect(page.getByRole("heading", { name: INSIGHTS_TEXT.noItemsTitle })).toBeVisible();
      await page.goto("/calendar");
      await expect(page.getByTestId("calendar-empty")).toHaveText(CALENDAR_TEXT.emptyMonth);
      await seedThree(page.request);
      await page.goto("/insights");
      await expect(page.getByTestId("insights-no-wears")).toHaveText(INSIGHTS_TEXT.noWears);
    });

    test("calendar and insights are reachable from the closet's sub-nav", async ({ page }) => {
      await page.goto("/closet");
      const nav = page.getByRole("navigation", { name: "closet" });
      await nav.getByRole("link", { name: "calendar" }).click();
      await expect(page).toHaveURL(/\/calendar$/);
      await expect(nav.getByRole("link", { name: "calendar" })).toHaveAttribute("aria-current", "page");
      await nav.getByRole("link", { name: "insights" }).click();
      await expect(page).toHaveURL(/\/insights$/);
    });

    test("axe: /calendar with a day open and /insights have no serious violations", async ({ page }) => {
      const [top, bottom, shoes] = await seedThree(page.request);
      await logWear(page.request, { itemIds: [top!.id, bottom!.id] });
      await logWear(page.request, { itemIds: [shoes!.id], date: shiftDay(today(), -120) });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/calendar");
      await (await hydrated(dayCell(page, today()))).click();
      await expect(page.getByTestId("day-panel")).toBeVisible();
      await expectNoSeriousViolations(page, `/calendar at ${width}`);
      await page.goto("/insights");
      await expect(page.getByTestId("cleanout-queue")).toBeVisible();
      await expectNoSeriousViolations(page, `/insights at ${width}`);
    });
  });
}

/** As e2e/accessibility.spec.ts: serious or critical violations, and skipped heading levels, fail. */
async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order")
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
}
