import { dayLabel, monthOfDay, shiftDay } from "@/lib/calendar/month-grid";
import { firstFocus } from "@/lib/calendar/wear-days";
import { PLAN_LIMITS } from "@/lib/constants";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { PLAN_MESSAGES, PLAN_TEXT } from "@/lib/messages/plans";
import { WEAR_TEXT } from "@/lib/messages/wears";
import type { OutfitView } from "@/lib/outfits/contract";
import type { PlanView } from "@/lib/plans/contract";
import { TIME_ZONE_COOKIE } from "@/lib/today/day";
import type { WearView } from "@/lib/wears/contract";
import { expectToast } from "./support/auth";
import { hydrated } from "./support/clicks";
import { becomeGuest, type SeededItem, seedItems } from "./support/closet";
import { expectNoSidewaysScroll } from "./support/overflow";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test";
import { browserDay } from "./support/today";

/**
 * Plans on the calendar (issue #43), as a guest: a day planned from the day panel (pieces, or a
 * saved outfit from its select on a phone), a saved outfit planned by keyboard (pick mode) and by
 * dragging it onto a day, 'remove plan' with undo, a full day, warnings, and, with the browser's
 * clock moved ahead, 'wore as planned' on the day itself and a past plan that was not worn.
 *
 * Pago Pago is UTC-11: the browser's "tomorrow" there is never later than the latest "today" on
 * Earth, so once the browser's clock is a day ahead the server takes "wore as planned" for it.
 */
test.use({ timezoneId: "Pacific/Pago_Pago" });

const DAY_MS = 24 * 60 * 60_000;
const NAMES = { top: "navy tee", bottom: "sand chinos", shoes: "brown boots" } as const;
const NO_PLANS = { planned: 0, worn: 0, missed: 0 };

const dayCell = (page: Page, day: string) => page.locator(`[role="gridcell"][data-day="${day}"]`);
const dayPanel = (page: Page) => page.getByTestId("day-panel");
const planRow = (panel: Locator, id: number) => panel.locator(`[data-plan-id="${id}"]`);
const openToast = (page: Page, title: string) =>
  page.locator('[data-slot="toast"][data-state="open"]', {
    has: page.locator('[data-slot="toast-title"]', { hasText: title }),
  });

type Closet = Record<keyof typeof NAMES, SeededItem>;

/** A top, a bottom and shoes, named (the panel's rows and toasts name pieces). */
async function seedCloset(request: APIRequestContext): Promise<Closet> {
  const closet: Partial<Closet> = {};
  for (const [key, category, color] of [
    ["top", "tops", "#1c3078"],
    ["bottom", "bottoms", "#d9c9ad"],
    ["shoes", "shoes", "#6f4a2f"],
  ] as const) {
    const [item] = await seedItems(request, 1, category, color);
    const named = await request.patch(`/api/closet/${item!.id}`, { data: { name: NAMES[key] } });
    expect(named.status(), await named.text()).toBe(200);
    closet[key] = { ...item!, name: NAMES[key] };
  }
  return closet as Closet;
}

/** A built outfit, saved at once (POST /api/outfits). */
async function saveOutfit(request: APIRequestContext, name: string, itemIds: number[]): Promise<OutfitView> {
  const response = await request.post("/api/outfits", { data: { name, itemIds } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OutfitView;
}

async function planByApi(request: APIRequestContext, data: object): Promise<PlanView> {
  const response = await request.post("/api/plans", { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlanView;
}

async function plansOn(request: APIRequestContext, day: string): Promise<PlanView[]> {
  const response = await request.get(`/api/plans?from=${day}&to=${day}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PlanView[];
}

async function wearsOn(request: APIRequestContext, day: string): Promise<WearView[]> {
  const response = await request.get(`/api/wears?from=${day}&to=${day}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WearView[];
}

/**
 * The browser's own today. The calendar keeps the browser's time zone in a cookie once hydrated;
 * waiting for it makes the server's "today" (the first HTML, the grid's first tab stop) agree.
 */
async function browserToday(page: Page): Promise<string> {
  await page.goto("/calendar");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === TIME_ZONE_COOKIE))
    .toBe(true);
  return browserDay(page);
}

async function showMonthOf(page: Page, day: string): Promise<Locator> {
  await page.goto(`/calendar?month=${monthOfDay(day)}`);
  return hydrated(dayCell(page, day));
}

/** The day's cell clicked: its panel opens. */
async function openDay(page: Page, day: string): Promise<Locator> {
  await (await hydrated(dayCell(page, day))).click();
  const panel = dayPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("plan tomorrow by picking pieces in the day panel: the cell shows it planned; remove it, then undo", async ({
    page,
  }) => {
    const { top, bottom } = await seedCloset(page.request);
    const today = await browserToday(page);
    const tomorrow = shiftDay(today, 1);
    const label = dayLabel(tomorrow);
    const cell = await showMonthOf(page, tomorrow);
    await expect(cell).toHaveAccessibleName(CALENDAR_TEXT.dayCell(label, 0));

    const panel = await openDay(page, tomorrow);
    await expect(panel.getByRole("heading", { name: PLAN_TEXT.plannedFor(label) })).toBeVisible();
    await expect(panel.getByText(CALENDAR_TEXT.noPlans)).toBeVisible();
    // A day still to come is no longer only "hasn't happened yet": it can be planned, not logged.
    await expect(panel.getByRole("button", { name: CALENDAR_TEXT.addPieces })).toHaveCount(0);

    await panel.getByRole("button", { name: CALENDAR_TEXT.planPieces }).click();
    await expect(panel.getByRole("searchbox", { name: CLOSET_GRID_TEXT.searchLabel })).toBeFocused();
    await panel.locator(`[data-testid="pick-item"][data-id="${top.id}"]`).click();
    await panel.locator(`[data-testid="pick-item"][data-id="${bottom.id}"]`).click();
    await panel.getByRole("button", { name: CALENDAR_TEXT.planSelected(2) }).click();
    const what = `${NAMES.top}, ${NAMES.bottom}`;
    await expectToast(page, PLAN_TEXT.plannedFor(label), PLAN_TEXT.plannedDescription(what, label));

    const [plan, ...more] = await plansOn(page.request, tomorrow);
    expect(more).toEqual([]);
    expect(plan!.items.map((item) => item.id)).toEqual([top.id, bottom.id]);
    expect(plan!.wearId).toBeNull();

    // The cell: its name says the plan (the day's number first), a mark shows it (words, not colour only).
    await expect(cell).toHaveAccessibleName(`${label}, 1 look planned`);
    await expect(cell).toHaveAccessibleName(CALENDAR_TEXT.dayCell(label, 0, { ...NO_PLANS, planned: 1 }));
    await expect(cell).toHaveAttribute("data-plan-mark", "planned");
    await expect(cell.getByText(PLAN_TEXT.planned, { exact: true })).toBeVisible();

    // The panel: the new row has the focus, with its pieces and state.
    const row = planRow(panel, plan!.id);
    await expect(row).toBeFocused();
    await expect(row).toContainText(PLAN_TEXT.plannedLook);
    await expect(row).toContainText(what);
    await expect(row.getByTestId("plan-state")).toHaveText(PLAN_TEXT.planned);
    // A day still to come cannot be worn yet.
    await expect(row.getByRole("button", { name: CALENDAR_TEXT.woreAsPlannedNamed(what) })).toHaveCount(0);

    // Remove: gone at once, the focus on the day's "nothing planned" line; undo brings it back.
    await row.getByRole("button", { name: PLAN_TEXT.removePlanNamed(what) }).click();
    await expectToast(page, PLAN_TEXT.planRemoved, PLAN_TEXT.planRemovedDescription(what, label));
    await expect(panel.getByText(CALENDAR_TEXT.noPlans)).toBeFocused();
    await expect(cell).toHaveAccessibleName(CALENDAR_TEXT.dayCell(label, 0));
    expect(await plansOn(page.request, tomorrow)).toEqual([]);

    await openToast(page, PLAN_TEXT.planRemoved).getByRole("button", { name: CLOSET_GRID_TEXT.undo }).click();
    await expectToast(page, PLAN_TEXT.planBack, PLAN_TEXT.plannedDescription(what, label));
    await expect(cell).toHaveAccessibleName(`${label}, 1 look planned`);
    const [back] = await plansOn(page.request, tomorrow);
    expect(back!.items.map((item) => item.id)).toEqual([top.id, bottom.id]);
    await expect(planRow(panel, back!.id)).toBeVisible();
  });

  test("keyboard only: 'plan for a day' on a saved outfit, the arrow keys, Enter plans the day; Escape cancels", async ({
    page,
  }) => {
    const { top, bottom } = await seedCloset(page.request);
    const outfit = await saveOutfit(page.request, "weekend look", [top.id, bottom.id]);
    const today = await browserToday(page);
    const month = monthOfDay(shiftDay(today, 1));
    await showMonthOf(page, shiftDay(today, 1));

    const pick = page.getByRole("button", { name: CALENDAR_TEXT.planForADayNamed(outfit.name) });
    await (await hydrated(pick)).focus();
    await page.keyboard.press("Enter");
    const prompt = page.getByTestId("plan-pick-prompt");
    await expect(prompt).toHaveText(CALENDAR_TEXT.pickPrompt(outfit.name));
    await expect(pick).toHaveAttribute("aria-pressed", "true");
    // Pick mode starts on the grid's tab stop (today, or the 1st of next month: both can be planned).
    const start = firstFocus(month, today);
    await expect(dayCell(page, start)).toBeFocused();

    // A past day cannot be planned: the prompt says which days can.
    const yesterday = shiftDay(today, -1);
    for (let day = start; day !== yesterday; day = shiftDay(day, -1)) await page.keyboard.press("ArrowLeft");
    await expect(dayCell(page, yesterday)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(prompt).toHaveText(
      CALENDAR_TEXT.pickOutOfRange(dayLabel(today), dayLabel(shiftDay(today, PLAN_LIMITS.daysAhead))),
    );
    expect(await plansOn(page.request, yesterday)).toEqual([]);

    const target = shiftDay(today, 2);
    for (let day = yesterday; day !== target; day = shiftDay(day, 1)) await page.keyboard.press("ArrowRight");
    const cell = dayCell(page, target);
    await expect(cell).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, PLAN_TEXT.plannedFor(dayLabel(target)));
    // The focus stays on the day just planned; its name says the plan.
    await expect(cell).toBeFocused();
    await expect(cell).toHaveAccessibleName(`${dayLabel(target)}, 1 look planned`);
    await expect(pick).toHaveAttribute("aria-pressed", "false");
    const [plan] = await plansOn(page.request, target);
    expect(plan).toMatchObject({ outfitId: outfit.id, outfitName: outfit.name });
    await expect(planRow(dayPanel(page), plan!.id)).toContainText(outfit.name);

    // Escape: out of pick mode, the focus back on the card's button, nothing planned.
    await pick.focus();
    await page.keyboard.press("Enter");
    await expect(prompt).toHaveText(CALENDAR_TEXT.pickPrompt(outfit.name));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(pick).toBeFocused();
    await expect(prompt).toHaveText(CALENDAR_TEXT.pickCancelled);
    await expect(pick).toHaveAttribute("aria-pressed", "false");
    expect(await plansOn(page.request, shiftDay(target, 1))).toEqual([]);
  });

  test("drag a saved outfit from the strip onto a day: it is planned there", async ({ page }) => {
    const { top, bottom, shoes } = await seedCloset(page.request);
    const outfit = await saveOutfit(page.request, "office look", [top.id, bottom.id, shoes.id]);
    const today = await browserToday(page);
    const target = shiftDay(today, 3);
    const cell = await showMonthOf(page, target);

    const card = page.getByTestId("saved-outfit-card").filter({ hasText: outfit.name });
    await expect(card).toHaveAttribute("draggable", "true");
    await (await hydrated(card)).dragTo(cell, { sourcePosition: { x: 16, y: 20 } });
    await expectToast(
      page,
      PLAN_TEXT.plannedFor(dayLabel(target)),
      PLAN_TEXT.plannedDescription(outfit.name, dayLabel(target)),
    );
    await expect(cell).toHaveAccessibleName(`${dayLabel(target)}, 1 look planned`);
    await expect(cell).toHaveAttribute("data-plan-mark", "planned");
    const [plan] = await plansOn(page.request, target);
    expect(plan).toMatchObject({ outfitId: outfit.id, date: target });
    // The day's panel opens on it.
    await expect(dayPanel(page).getByRole("heading", { name: PLAN_TEXT.plannedFor(dayLabel(target)) })).toBeVisible();
    await expect(planRow(dayPanel(page), plan!.id)).toContainText(outfit.name);
  });

  test("a day with 3 plans hides its add actions and says why; a 4th dropped on it is refused with the server's words", async ({
    page,
  }) => {
    const { top, bottom, shoes } = await seedCloset(page.request);
    const outfit = await saveOutfit(page.request, "full day look", [top.id, bottom.id]);
    const today = await browserToday(page);
    const target = shiftDay(today, 4);
    for (const itemIds of [[top.id], [bottom.id], [shoes.id]]) await planByApi(page.request, { date: target, itemIds });
    const refused = await page.request.post("/api/plans", { data: { date: target, itemIds: [top.id] } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ code: "plan_day_full", message: PLAN_MESSAGES.dayFull(target) });

    const cell = await showMonthOf(page, target);
    await expect(cell).toHaveAccessibleName(`${dayLabel(target)}, 3 looks planned`);
    const panel = await openDay(page, target);
    await expect(panel.locator("[data-plan-id]")).toHaveCount(PLAN_LIMITS.perDay);
    await expect(panel.getByTestId("day-full")).toHaveText(CALENDAR_TEXT.dayFull);
    await expect(panel.getByRole("button", { name: CALENDAR_TEXT.planPieces })).toHaveCount(0);
    await expect(panel.getByLabel(CALENDAR_TEXT.planOutfit)).toHaveCount(0);

    const card = page.getByTestId("saved-outfit-card").filter({ hasText: outfit.name });
    await (await hydrated(card)).dragTo(cell, { sourcePosition: { x: 16, y: 20 } });
    await expectToast(page, PLAN_TEXT.planFailed, PLAN_MESSAGES.dayFull(target));
    expect(await plansOn(page.request, target)).toHaveLength(PLAN_LIMITS.perDay);
  });

  test("a plan's warnings are listed under 'worth a look'", async ({ page }) => {
    const { top, bottom } = await seedCloset(page.request);
    const laundry = await page.request.patch(`/api/closet/${top.id}`, { data: { status: "laundry" } });
    expect(laundry.status(), await laundry.text()).toBe(200);
    const today = await browserToday(page);
    const target = shiftDay(today, 5);
    const plan = await planByApi(page.request, { date: target, itemIds: [top.id, bottom.id], note: "dinner at eight" });
    expect(plan.warnings.map((warning) => warning.kind)).toContain("laundry");

    await showMonthOf(page, target);
    const row = planRow(await openDay(page, target), plan.id);
    const note = row.getByRole("note", { name: PLAN_TEXT.warnings });
    for (const warning of plan.warnings)
      await expect(note.getByRole("listitem").filter({ hasText: warning.text })).toHaveCount(1);
    await expect(row).toContainText("dinner at eight");
  });

  test("on the day itself, 'wore as planned' logs the wear in one tap, with undo; the plan shows worn", async ({
    page,
  }) => {
    const { top, bottom } = await seedCloset(page.request);
    const today = await browserToday(page);
    const tomorrow = shiftDay(today, 1);
    const plan = await planByApi(page.request, { date: tomorrow, itemIds: [top.id, bottom.id] });
    const what = `${NAMES.top}, ${NAMES.bottom}`;
    const label = dayLabel(tomorrow);

    // The browser's clock a day ahead: its today is the plan's day.
    await page.clock.install({ time: Date.now() + DAY_MS });
    const cell = await showMonthOf(page, tomorrow);
    expect(await browserDay(page)).toBe(tomorrow);
    await expect(cell).toHaveAttribute("aria-current", "date");
    await expect(cell).toHaveAccessibleName(`${label}, 1 look planned`);

    const panel = await openDay(page, tomorrow);
    await expect(panel.getByRole("heading", { name: CALENDAR_TEXT.dayTitle(label) })).toBeVisible();
    const row = planRow(panel, plan.id);
    const wore = row.getByRole("button", { name: CALENDAR_TEXT.woreAsPlannedNamed(what) });
    await expect(wore).toHaveText(PLAN_TEXT.woreAsPlanned);
    await wore.click();
    await expectToast(page, PLAN_TEXT.loggedAsPlanned, WEAR_TEXT.loggedDescription(what));

    // Worn: the cell counts the pieces worn, the plan says it was worn, and the focus is on its row.
    await expect(cell).toHaveAccessibleName(CALENDAR_TEXT.dayCell(label, 2, { ...NO_PLANS, worn: 1 }));
    await expect(cell).toHaveAccessibleName(`${label}, 2 pieces worn, 1 look worn as planned`);
    await expect(row.getByTestId("plan-state")).toHaveText(PLAN_TEXT.worn);
    await expect(wore).toHaveCount(0);
    await expect(row).toBeFocused();
    const [wear, ...others] = await wearsOn(page.request, tomorrow);
    expect(others).toEqual([]);
    expect(wear!.items.map((item) => item.id).sort()).toEqual([top.id, bottom.id].sort());
    expect((await plansOn(page.request, tomorrow))[0]!.wearId).toBe(wear!.id);

    // Undo removes that wear: the plan is planned again, and counted as nothing worn.
    await openToast(page, PLAN_TEXT.loggedAsPlanned).getByRole("button", { name: CLOSET_GRID_TEXT.undo }).click();
    await expectToast(page, WEAR_TEXT.removed);
    await expect(cell).toHaveAccessibleName(`${label}, 1 look planned`);
    expect(await wearsOn(page.request, tomorrow)).toEqual([]);
    expect((await plansOn(page.request, tomorrow))[0]!.wearId).toBeNull();

    // Once more, and a reload keeps it.
    await row.getByRole("button", { name: CALENDAR_TEXT.woreAsPlannedNamed(what) }).click();
    await expectToast(page, PLAN_TEXT.loggedAsPlanned);
    await expect(cell).toHaveAccessibleName(`${label}, 2 pieces worn, 1 look worn as planned`);
    await page.reload();
    await expect(dayCell(page, tomorrow)).toHaveAccessibleName(`${label}, 2 pieces worn, 1 look worn as planned`);
  });

  test("a past plan that was not worn fades and is never counted as a wear", async ({ page }) => {
    const { top, bottom } = await seedCloset(page.request);
    const today = await browserToday(page);
    const tomorrow = shiftDay(today, 1);
    const plan = await planByApi(page.request, { date: tomorrow, itemIds: [top.id, bottom.id] });
    const label = dayLabel(tomorrow);

    // Two days on: the plan's day has gone by without a wear.
    await page.clock.install({ time: Date.now() + 2 * DAY_MS });
    const cell = await showMonthOf(page, tomorrow);
    await expect(cell).toHaveAccessibleName(`${label}, 1 planned look not worn`);
    await expect(cell).toHaveAccessibleName(CALENDAR_TEXT.dayCell(label, 0, { ...NO_PLANS, missed: 1 }));
    await expect(cell).toHaveAttribute("data-plan-mark", "missed");
    await expect(cell.getByText(PLAN_TEXT.missed, { exact: true })).toBeVisible();

    const panel = await openDay(page, tomorrow);
    await expect(panel.getByText(CALENDAR_TEXT.nothingThatDay)).toBeVisible();
    const row = planRow(panel, plan.id);
    await expect(row.getByTestId("plan-state")).toHaveText(PLAN_TEXT.missed);
    await expect(row.getByTestId("plan-photos")).toHaveCSS("opacity", "0.4");
    // History: neither worn now nor removed from here.
    await expect(row.getByRole("button")).toHaveCount(0);
    expect(await wearsOn(page.request, tomorrow)).toEqual([]);
  });
});

test.describe("at 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a phone plans a saved outfit from the day panel (no strip), and the page stays inside the window", async ({
    page,
  }) => {
    const { top, bottom } = await seedCloset(page.request);
    const outfit = await saveOutfit(page.request, "a rather long name for a saturday lunch look", [top.id, bottom.id]);
    const today = await browserToday(page);
    const target = shiftDay(today, 2);
    const cell = await showMonthOf(page, target);
    await expect(page.getByTestId("saved-strip")).toBeHidden();

    const panel = await openDay(page, target);
    await panel.getByLabel(CALENDAR_TEXT.planOutfit).selectOption({ label: outfit.name });
    await panel.getByRole("button", { name: CALENDAR_TEXT.planOutfitSubmit }).click();
    await expectToast(
      page,
      PLAN_TEXT.plannedFor(dayLabel(target)),
      PLAN_TEXT.plannedDescription(outfit.name, dayLabel(target)),
    );
    const [plan] = await plansOn(page.request, target);
    expect(plan).toMatchObject({ outfitId: outfit.id });
    await expect(planRow(panel, plan!.id)).toBeFocused();
    await expect(cell).toHaveAccessibleName(`${dayLabel(target)}, 1 look planned`);
    await expect(cell).toHaveAttribute("data-plan-mark", "planned");
    await expectNoSidewaysScroll(page, "/calendar with a planned day open");

    await panel.getByRole("button", { name: CALENDAR_TEXT.planPieces }).click();
    await expect(panel.locator('[data-testid="pick-item"]').first()).toBeVisible();
    await expectNoSidewaysScroll(page, "/calendar with the plan picker open");
  });

  test("the first HTML shows planned days", async ({ page }) => {
    const { top } = await seedCloset(page.request);
    const today = await browserToday(page);
    const target = shiftDay(today, 1);
    await planByApi(page.request, { date: target, itemIds: [top.id] });
    const html = await (await page.request.get(`/calendar?month=${monthOfDay(target)}`)).text();
    expect(html).toMatch(new RegExp(`data-day="${target}"[^>]*data-plan-mark="planned"`));
    expect(html).toContain(CALENDAR_TEXT.dayCellSaid(0, { ...NO_PLANS, planned: 1 }));
  });
});
