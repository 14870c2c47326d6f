import { localDayKey, shiftDay } from "@/lib/calendar/month-grid";
import { INSIGHTS_TEXT } from "@/lib/messages/insights";
import { addMonths } from "@/lib/wears/cleanout-schema";
import type { WearView } from "@/lib/wears/contract";
import { formatDay, formatMoney } from "@/lib/wears/format";
import { expectToast } from "./support/auth";
import { hydrated } from "./support/clicks";
import { becomeGuest, type SeededItem, seedItems } from "./support/closet";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * /insights after issue #41, as a guest on the local analyzer: the cleanout queue's keyboard (arrows
 * only move, Space or Enter chooses), "keep" as a named snooze, the leaving list and bringing a
 * piece back, what an empty queue says, money per currency, the worst cost-per-wear list and the
 * category balance on one scale.
 */

const today = () => localDayKey();
const nameOf = (item: SeededItem) => item.name ?? item.category;
const queueRow = (page: Page, item: SeededItem) => page.locator(`[data-testid="cleanout-item"][data-id="${item.id}"]`);
const choicesOf = (page: Page, item: SeededItem) =>
  page.getByRole("radiogroup", { name: INSIGHTS_TEXT.choiceFor(nameOf(item)) });

async function logWear(request: APIRequestContext, data: object): Promise<WearView> {
  const response = await request.post("/api/wears", { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WearView;
}

async function itemOf(request: APIRequestContext, item: SeededItem): Promise<SeededItem> {
  const response = await request.get(`/api/closet/${item.id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SeededItem;
}

/** Pieces worn only 120 days ago: in the cleanout queue. Each of its own category, so names differ. */
async function queued(request: APIRequestContext, categories: string[]): Promise<SeededItem[]> {
  const items: SeededItem[] = [];
  for (const category of categories) items.push(...(await seedItems(request, 1, category)));
  await logWear(request, { itemIds: items.map((item) => item.id), date: shiftDay(today(), -120) });
  return items;
}

async function price(request: APIRequestContext, item: SeededItem, amount: number, currency: string) {
  const response = await request.patch(`/api/closet/${item.id}`, { data: { price: amount, currency } });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the queue's arrow keys only move; Enter keeps for the period chosen, Space chooses maybe", async ({
      page,
    }) => {
      const [shoes, outerwear] = await queued(page.request, ["shoes", "outerwear"]);
      await page.goto("/insights");
      const first = choicesOf(page, shoes!);
      const keep = first.getByRole("radio", { name: INSIGHTS_TEXT.keepFor(3) });
      await (await hydrated(keep)).focus();
      // Four presses from keep reach archive, and choose nothing on the way.
      for (let press = 0; press < 4; press++) await page.keyboard.press("ArrowRight");
      await expect(first.getByRole("radio", { name: "archive" })).toBeFocused();
      for (const radio of await first.getByRole("radio").all())
        await expect(radio).toHaveAttribute("aria-checked", "false");
      await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
      const untouched = await itemOf(page.request, shoes!);
      expect([untouched.status, untouched.cleanout]).toEqual(["active", null]);

      // The period is chosen first and named on the choice; Enter keeps the piece for it.
      await page.getByLabel(INSIGHTS_TEXT.keepPeriodLabel).selectOption({ label: INSIGHTS_TEXT.keepPeriod(6) });
      await first.getByRole("radio", { name: INSIGHTS_TEXT.keepFor(6) }).focus();
      await page.keyboard.press("Enter");
      await expectToast(page, INSIGHTS_TEXT.kept(6, formatDay(addMonths(today(), 6))));
      await expect(queueRow(page, shoes!)).toHaveCount(0);
      await expect.poll(async () => (await itemOf(page.request, shoes!)).cleanout).toBe("keep");

      // Focus moved on to the next piece's choices, not to the page's body.
      const second = choicesOf(page, outerwear!);
      await expect(second.getByRole("radio", { name: INSIGHTS_TEXT.keepFor(6) })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(second.getByRole("radio", { name: "maybe" })).toBeFocused();
      await expect(second.getByRole("radio", { name: "maybe" })).toHaveAttribute("aria-checked", "false");
      await page.keyboard.press("Space");
      await expectToast(page, INSIGHTS_TEXT.maybe);
      await expect(second.getByRole("radio", { name: "maybe" })).toHaveAttribute("aria-checked", "true");
      await expect.poll(async () => (await itemOf(page.request, outerwear!)).cleanout).toBe("maybe");
      // Maybe stays in the queue.
      await page.reload();
      await expect(queueRow(page, outerwear!)).toBeVisible();
      await expect(queueRow(page, shoes!)).toHaveCount(0);
    });

    test("an emptied queue says when the kept piece comes back, and focus lands on that message", async ({ page }) => {
      const [shoes] = await queued(page.request, ["shoes"]);
      await page.goto("/insights");
      await (await hydrated(choicesOf(page, shoes!).getByRole("radio", { name: INSIGHTS_TEXT.keepFor(3) }))).click();
      const back = formatDay(addMonths(today(), 3));
      await expectToast(page, INSIGHTS_TEXT.kept(3, back));
      const empty = page.getByTestId("cleanout-empty");
      await expect(empty).toBeFocused();
      await expect(empty).toHaveText(
        `${INSIGHTS_TEXT.cleanoutEmpty} ${INSIGHTS_TEXT.cleanoutNext.kept("shoes", back)}`,
      );
    });

    test("sell moves a piece to the leaving list; bring back returns it to the queue", async ({ page }) => {
      const [shoes] = await queued(page.request, ["shoes"]);
      await page.goto("/insights");
      const leavingPanel = page.getByRole("region", { name: INSIGHTS_TEXT.leaving });
      await expect(leavingPanel.getByTestId("leaving-intro")).toHaveText(INSIGHTS_TEXT.leavingEmpty);
      await (await hydrated(choicesOf(page, shoes!).getByRole("radio", { name: "sell" }))).click();
      await expectToast(page, INSIGHTS_TEXT.movedToLeaving("sell"));
      await expect(queueRow(page, shoes!)).toHaveCount(0);

      const leaving = page.getByRole("list", { name: INSIGHTS_TEXT.leaving });
      await expect(leaving.getByRole("listitem")).toHaveCount(1);
      await expect(leaving).toContainText(INSIGHTS_TEXT.leavingAs("sell"));
      await expect(leavingPanel.getByTestId("leaving-intro")).toHaveText(INSIGHTS_TEXT.leavingIntro(1));
      // It is still there after a reload: the server keeps the list.
      await page.reload();
      await expect(leaving.getByRole("listitem")).toHaveCount(1);

      await (await hydrated(leaving.getByRole("button", { name: INSIGHTS_TEXT.bringBackNamed("shoes") }))).click();
      await expectToast(page, INSIGHTS_TEXT.broughtBack("shoes"));
      await expect(leavingPanel.getByTestId("leaving-intro")).toHaveText(INSIGHTS_TEXT.leavingEmpty);
      await expect(leavingPanel.getByTestId("leaving-intro")).toBeFocused();
      await expect(queueRow(page, shoes!)).toBeVisible();
      await expect.poll(async () => (await itemOf(page.request, shoes!)).cleanout).toBeNull();
    });

    test("with no wears and only new pieces, the queue says when the first one joins", async ({ page }) => {
      const [shoes] = await seedItems(page.request, 1, "shoes");
      await page.goto("/insights");
      await expect(page.getByTestId("insights-no-wears")).toHaveText(INSIGHTS_TEXT.noWears);
      const empty = page.getByTestId("cleanout-empty");
      // A new piece joins 15 days after the (UTC) day it was added, the first day it is over 14 days old.
      const joins = formatDay(shiftDay(new Date().toISOString().slice(0, 10), 15));
      await expect(empty).toHaveText(
        `${INSIGHTS_TEXT.cleanoutEmpty} ${INSIGHTS_TEXT.cleanoutNext.new(nameOf(shoes!), joins)}`,
      );
      await expect(page.getByText("you've worn everything")).toHaveCount(0);
    });

    test("money in each piece's own currency, a total per currency, and the worst cost per wear shown", async ({
      page,
    }) => {
      const tops = (await seedItems(page.request, 1, "tops"))[0]!;
      const bottoms = (await seedItems(page.request, 1, "bottoms"))[0]!;
      const shoes = (await seedItems(page.request, 1, "shoes"))[0]!;
      await price(page.request, tops, 100, "EUR");
      await price(page.request, bottoms, 20, "EUR");
      await price(page.request, shoes, 30, "USD");
      await logWear(page.request, { itemIds: [tops.id, bottoms.id, shoes.id], date: today() });
      await page.goto("/insights");

      const totals = page.getByTestId("insights-totals");
      await expect(totals).toContainText(formatMoney(120, "EUR"));
      await expect(totals).toContainText(formatMoney(30, "USD"));
      await expect(totals).not.toContainText(formatMoney(150, "USD"));
      await expect(totals).not.toContainText(formatMoney(120, "USD"));

      const worstEur = page.getByRole("list", { name: INSIGHTS_TEXT.inCurrency(INSIGHTS_TEXT.worstValue, "EUR") });
      await expect(worstEur).toContainText(`${formatMoney(100, "EUR")} ${INSIGHTS_TEXT.perWear}`);
      const bestEur = page.getByRole("list", { name: INSIGHTS_TEXT.inCurrency(INSIGHTS_TEXT.bestValue, "EUR") });
      await expect(bestEur).toContainText(`${formatMoney(20, "EUR")} ${INSIGHTS_TEXT.perWear}`);
      const bestUsd = page.getByRole("list", { name: INSIGHTS_TEXT.inCurrency(INSIGHTS_TEXT.bestValue, "USD") });
      await expect(bestUsd).toContainText(`${formatMoney(30, "USD")} ${INSIGHTS_TEXT.perWear}`);
      await expect(
        page.getByRole("heading", { name: INSIGHTS_TEXT.inCurrency(INSIGHTS_TEXT.worstValue, "EUR") }),
      ).toBeVisible();
    });

    test("category balance draws pieces and wears on one scale", async ({ page }) => {
      const tops = (await seedItems(page.request, 1, "tops"))[0]!;
      await seedItems(page.request, 1, "bottoms");
      for (const days of [0, -1, -2])
        await logWear(page.request, { itemIds: [tops.id], date: shiftDay(today(), days) });
      await page.goto("/insights");
      const chart = page.getByTestId("category-balance");
      await expect(chart).toHaveAttribute("data-scale", "3");
      await expect(chart.locator("figcaption")).toHaveText(INSIGHTS_TEXT.categoryBalanceSummary(3));
      const width = (series: string) =>
        chart
          .locator(`[data-category="tops"] rect[data-series="${series}"]`)
          .evaluate((rect) => Number(rect.getAttribute("width")));
      // 1 piece against 3 wears: a third of the length, not the same length.
      expect((await width("items")) * 3).toBeCloseTo(await width("wears"), 3);
    });
  });
}
