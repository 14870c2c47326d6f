import { dayLabel, localDayKey } from "@/lib/calendar/month-grid";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { WEAR_TEXT } from "@/lib/messages/wears";
import type { WearView } from "@/lib/wears/contract";
import AxeBuilder from "@axe-core/playwright";
import { expectToast } from "./support/auth";
import { hydrated } from "./support/clicks";
import { becomeGuest, type SeededItem, seedItems } from "./support/closet";
import { seedOutfitCloset, suggestOutfits } from "./support/outfits";
import { expectNoSidewaysScroll } from "./support/overflow";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test";

/**
 * Issue #41 on the calendar, at a phone's and a laptop's size: the day panel and its picker fit the
 * window (point 10), the focus follows "log pieces", "log 1 piece" and "remove" (15), a day cell's
 * name holds what it shows (17), and removing a wear can be undone, with nothing lost on a reload (19).
 */

// Long names: a wear's row is named by its pieces, and a long row once widened the whole page.
const NAMES = [
  "navy merino crew-neck jumper with ribbed cuffs and a relaxed boxy fit",
  "mid-wash straight-leg selvedge jeans with a high rise and turned-up hems",
  "white leather low-top trainers with a gum sole and waxed cotton laces",
  "camel double-breasted wool overcoat with horn buttons and a long vent",
  "burgundy silk scarf with a small paisley print and hand-rolled edges",
];
const CATEGORIES = ["tops", "bottoms", "shoes", "outerwear", "accessories"];

const today = () => localDayKey();
const dayCell = (page: Page, day: string) => page.locator(`[role="gridcell"][data-day="${day}"]`);
const dayPanel = (page: Page, day: string) => page.getByRole("region", { name: CALENDAR_TEXT.dayTitle(dayLabel(day)) });
const row = (panel: Locator, name: string) => panel.getByRole("listitem").filter({ hasText: name });
const undoButton = (page: Page) =>
  page.locator('[data-slot="toast"][data-state="open"]').getByRole("button", { name: CLOSET_GRID_TEXT.undo });

/** `count` pieces, one per category, each with a long name of its own. */
async function seedNamed(request: APIRequestContext, count: number): Promise<SeededItem[]> {
  const items: SeededItem[] = [];
  for (let index = 0; index < count; index++) {
    const [item] = await seedItems(request, 1, CATEGORIES[index]);
    const named = await request.patch(`/api/closet/${item!.id}`, { data: { name: NAMES[index] } });
    expect(named.status(), await named.text()).toBe(200);
    items.push({ ...item!, name: NAMES[index]! });
  }
  return items;
}

async function logWear(request: APIRequestContext, data: object): Promise<WearView> {
  const response = await request.post("/api/wears", { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WearView;
}

async function wearsOn(request: APIRequestContext, day: string): Promise<WearView[]> {
  const response = await request.get(`/api/wears?from=${day}&to=${day}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WearView[];
}

/** The calendar with today's panel open. */
async function openToday(page: Page): Promise<Locator> {
  await page.goto("/calendar");
  await (await hydrated(dayCell(page, today()))).click();
  const panel = dayPanel(page, today());
  await expect(panel).toBeVisible();
  return panel;
}

/** The focus is on `locator`, and so not on <body> (where it fell before issue #41). */
async function expectFocusOn(page: Page, locator: Locator) {
  await expect(locator).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(
    true,
  );
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test("point 10: the day panel and the open picker fit the window; the remove buttons are on screen", async ({
      page,
    }) => {
      const items = await seedNamed(page.request, 3);
      await logWear(page.request, { itemIds: items.map((item) => item.id), date: today() });
      await logWear(page.request, { itemIds: [items[0]!.id], date: today() });
      const panel = await openToday(page);
      await expect(panel.getByRole("listitem")).toHaveCount(2);
      await expectNoSidewaysScroll(page, "/calendar with a day open");

      await panel.getByRole("button", { name: CALENDAR_TEXT.addPieces }).click();
      await expect(panel.getByRole("button", { name: NAMES[1], exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, "/calendar with the picker open");

      const edge = await page.evaluate(() => window.innerWidth);
      for (const remove of await panel.getByRole("button", { name: /^remove / }).all()) {
        const right = await remove.evaluate((element) => element.getBoundingClientRect().right + window.scrollX);
        expect(right, "a remove button's right edge").toBeLessThanOrEqual(edge);
      }
    });

    test("point 15: the focus follows 'log pieces', 'cancel', 'log 1 piece' and 'remove', never to <body>", async ({
      page,
    }) => {
      const [top, bottom] = await seedNamed(page.request, 2);
      await logWear(page.request, { itemIds: [top!.id], date: today() });
      const panel = await openToday(page);
      await expect(row(panel, NAMES[0]!)).toBeVisible();

      // "log pieces for this day": into the picker's search box; "cancel": back on the button.
      const open = panel.getByRole("button", { name: CALENDAR_TEXT.addPieces });
      await open.press("Enter");
      await expectFocusOn(page, panel.getByRole("searchbox", { name: CLOSET_GRID_TEXT.searchLabel }));
      await panel.getByRole("button", { name: CALENDAR_TEXT.cancel }).press("Enter");
      await expectFocusOn(page, open);

      // "log 1 piece": the new wear's row.
      await open.press("Enter");
      await panel.getByRole("button", { name: NAMES[1], exact: true }).press("Space");
      await panel.getByRole("button", { name: CALENDAR_TEXT.addSelected(1) }).press("Enter");
      await expectToast(page, CALENDAR_TEXT.loggedOn(dayLabel(today())));
      await expectFocusOn(page, row(panel, NAMES[1]!));
      expect((await wearsOn(page.request, today())).map((wear) => wear.items.map((item) => item.id))).toEqual([
        [top!.id],
        [bottom!.id],
      ]);

      // "remove" on the first row: the row that took its place; on the last one: the empty day.
      await panel.getByRole("button", { name: CALENDAR_TEXT.removeWearNamed(NAMES[0]!) }).press("Enter");
      await expectToast(page, WEAR_TEXT.removed);
      await expect(row(panel, NAMES[0]!)).toHaveCount(0);
      await expectFocusOn(page, row(panel, NAMES[1]!));
      await panel.getByRole("button", { name: CALENDAR_TEXT.removeWearNamed(NAMES[1]!) }).press("Enter");
      await expectFocusOn(page, panel.getByText(CALENDAR_TEXT.nothingThatDay));
    });

    test("point 17: a day cell's accessible name holds its visible text (axe label-content-name-mismatch)", async ({
      page,
    }) => {
      // Five pieces: more than a cell shows at either size, so the cell reads "<day> +N".
      const items = await seedNamed(page.request, 5);
      await logWear(page.request, { itemIds: items.map((item) => item.id), date: today() });
      await page.goto("/calendar");
      const cell = dayCell(page, today());
      await expect(cell.getByText(/^\+\d$/).filter({ visible: true })).toHaveCount(1);
      await expect(cell).toHaveAccessibleName(CALENDAR_TEXT.dayCell(dayLabel(today()), 5));
      await expect(page.getByRole("gridcell", { name: CALENDAR_TEXT.dayCell(dayLabel(today()), 5) })).toHaveCount(1);
      const { violations } = await new AxeBuilder({ page })
        .include('[role="grid"]')
        .withRules(["label-content-name-mismatch"])
        .analyze();
      expect(
        violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
        ),
      ).toEqual([]);
    });

    test("point 19: removing a wear offers undo, which brings the same pieces and outfit back on the same day", async ({
      page,
    }) => {
      test.setTimeout(120_000); // five uploads, their analysis and outfit ideas, on a busy machine
      await seedOutfitCloset(page.request);
      const [outfit] = await suggestOutfits(page.request);
      const worn = await logWear(page.request, { outfitId: outfit!.id, date: today() });
      const name = worn.items.map((item) => item.name ?? item.category).join(", ");
      const panel = await openToday(page);

      await panel.getByRole("button", { name: CALENDAR_TEXT.removeWearNamed(name) }).click();
      await expectToast(page, WEAR_TEXT.removed, WEAR_TEXT.removedDescription(name, dayLabel(today())));
      await expect(panel.getByText(CALENDAR_TEXT.nothingThatDay)).toBeVisible();
      expect(await wearsOn(page.request, today())).toEqual([]);

      await undoButton(page).click();
      await expectToast(page, WEAR_TEXT.restored, WEAR_TEXT.restoredDescription(name, dayLabel(today())));
      await expect(row(panel, name)).toBeVisible();
      const [back, ...more] = await wearsOn(page.request, today());
      expect(more).toEqual([]);
      expect(back).toMatchObject({ date: today(), outfitId: outfit!.id, items: worn.items });

      await page.reload();
      await expect(dayCell(page, today())).toHaveAccessibleName(
        CALENDAR_TEXT.dayCell(dayLabel(today()), worn.items.length),
      );
    });

    test("point 19: a reload while the undo is on offer loses nothing: the removed wear stays removed, the others stay", async ({
      page,
    }) => {
      const [top, bottom] = await seedNamed(page.request, 2);
      await logWear(page.request, { itemIds: [top!.id], date: today() });
      const kept = await logWear(page.request, { itemIds: [bottom!.id], date: today() });
      const panel = await openToday(page);

      await panel.getByRole("button", { name: CALENDAR_TEXT.removeWearNamed(NAMES[0]!) }).click();
      await expect(undoButton(page)).toBeVisible();
      await page.reload();
      await expect(undoButton(page)).toHaveCount(0);
      expect(await wearsOn(page.request, today())).toEqual([kept]);
      await expect(dayCell(page, today())).toHaveAccessibleName(CALENDAR_TEXT.dayCell(dayLabel(today()), 1));
      await (await hydrated(dayCell(page, today()))).click();
      await expect(row(dayPanel(page, today()), NAMES[1]!)).toBeVisible();
      await expect(row(dayPanel(page, today()), NAMES[0]!)).toHaveCount(0);
    });
  });
}
