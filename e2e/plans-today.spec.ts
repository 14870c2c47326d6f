import { dayLabel, shiftDay } from "@/lib/calendar/month-grid";
import { PLAN_LIMITS } from "@/lib/constants";
import { PLAN_DAY_TEXT, PLAN_MESSAGES, PLAN_TEXT } from "@/lib/messages/plans";
import { TODAY_TEXT } from "@/lib/messages/today";
import type { OutfitView } from "@/lib/outfits/contract";
import type { PlanView } from "@/lib/plans/contract";
import type { TodayView } from "@/lib/today/contract";
import type { WearView } from "@/lib/wears/contract";
import { expectToast } from "./support/auth";
import { hydrated } from "./support/clicks";
import { becomeGuest } from "./support/closet";
import { seedOutfitCloset } from "./support/outfits";
import { expect, type Page, test } from "./support/test";
import { browserDay, dayTab, looks, plannedLooks, seedTodayCloset } from "./support/today";

/**
 * Plan ahead (issue #43) on Today and the outfit screen: tomorrow's looks with "plan this", the plan
 * worn with one tap on its day, and a saved outfit planned for a chosen day from a dialog, from the
 * keyboard. In UTC−11: the browser's tomorrow is never later than the latest "today" on Earth, so
 * once the browser's clock is a day ahead the server takes the plan's day as someone's today and
 * accepts the wear. Today's own day comes from the browser (its time-zone cookie, then its clock).
 */
test.use({ timezoneId: "Pacific/Pago_Pago" });

const plansOn = async (page: Page, day: string) =>
  (await (await page.request.get(`/api/plans?from=${day}&to=${day}`)).json()) as PlanView[];
const wearsOn = async (page: Page, day: string) =>
  (await (await page.request.get(`/api/wears?from=${day}&to=${day}`)).json()) as WearView[];
const idsOf = (items: readonly { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("tomorrow's look is planned with one tap; on the day, one tap wears it as planned", async ({ page }) => {
  await seedTodayCloset(page);
  await page.goto("/today");
  await expect(looks(page)).toHaveCount(3);
  const today = await browserDay(page);
  const tomorrow = shiftDay(today, 1);

  // The switch is a tablist: from the keyboard, an arrow chooses tomorrow, which goes into the URL.
  await expect(dayTab(page, "today")).toHaveAttribute("aria-selected", "true");
  await (await hydrated(dayTab(page, "today"))).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dayTab(page, "tomorrow")).toHaveAttribute("aria-selected", "true");
  await expect(dayTab(page, "tomorrow")).toBeFocused();
  await expect(page).toHaveURL(/\/today\?day=tomorrow$/);
  await expect(page.getByText(TODAY_TEXT.summaryTomorrow(tomorrow, "").trim())).toBeVisible();
  await expect(looks(page)).toHaveCount(3);
  // Tomorrow's looks are planned, not worn or swapped.
  await expect(page.getByRole("button", { name: TODAY_TEXT.woreThis })).toHaveCount(0);
  await expect(page.getByRole("button", { name: TODAY_TEXT.another })).toHaveCount(0);
  const shown = (await (await page.request.get(`/api/today?date=${today}&day=tomorrow`)).json()) as TodayView;
  expect(shown.date).toBe(tomorrow);
  const pieces = idsOf(shown.looks[0]!.items);

  // "plan this": a toast with undo, and the card says planned.
  const first = looks(page).first();
  const planned = page.waitForResponse((r) => r.url().includes("/api/plans") && r.request().method() === "POST");
  await first.getByRole("button", { name: PLAN_TEXT.planThis }).click();
  expect((await planned).status()).toBe(201);
  await expectToast(
    page,
    PLAN_TEXT.plannedFor(TODAY_TEXT.days.tomorrow),
    PLAN_TEXT.plannedDescription(TODAY_TEXT.lookName(1), dayLabel(tomorrow)),
  );
  await expect(first.getByTestId("look-planned")).toHaveText(PLAN_TEXT.planned);
  await expect(first.getByRole("button", { name: PLAN_TEXT.planThis })).toHaveCount(0);
  await expect(plannedLooks(page)).toHaveCount(1);
  const [plan, ...others] = await plansOn(page, tomorrow);
  expect(others).toEqual([]);
  expect(idsOf(plan!.items)).toEqual(pieces);
  expect(plan!.wearId).toBeNull();

  // On the calendar: tomorrow's cell says the look is planned; its panel lists the pieces.
  await page.goto(`/calendar?month=${tomorrow.slice(0, 7)}`);
  const cell = page.locator(`[role="gridcell"][data-day="${tomorrow}"]`);
  await expect(cell).toHaveAccessibleName(`${dayLabel(tomorrow)}, 1 look planned`);
  await (await hydrated(cell)).click();
  const panel = page.getByTestId("day-panel");
  await expect(panel.getByRole("button", { name: new RegExp(`^${PLAN_TEXT.removePlan}`) })).toHaveCount(1);

  // Linkable, and in the first HTML: tomorrow's view with its plan.
  const html = await (await page.request.get("/today?day=tomorrow")).text();
  expect(html).toContain(TODAY_TEXT.summaryTomorrow(tomorrow, "").trim());
  expect(html).toContain(PLAN_TEXT.plannedFor(TODAY_TEXT.days.tomorrow));

  // The next day: the plan is today's, above the looks, which go without its pieces.
  await page.clock.setFixedTime(Date.now() + 24 * 60 * 60_000);
  await page.goto("/today");
  expect(await browserDay(page)).toBe(tomorrow);
  await expect(page.getByText(TODAY_TEXT.summary(tomorrow, "").trim())).toBeVisible();
  await expect(dayTab(page, "today")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: PLAN_TEXT.plannedFor(TODAY_TEXT.days.today) })).toBeVisible();
  await expect(plannedLooks(page)).toHaveCount(1);
  const card = plannedLooks(page).first();
  await expect(card.getByRole("img")).toHaveCount(pieces.length);
  const day = (await (await page.request.get(`/api/today?date=${tomorrow}`)).json()) as TodayView;
  expect(day.plans.map((each) => each.id)).toEqual([plan!.id]);
  await expect(looks(page)).toHaveCount(day.looks.length);
  expect(day.looks.length).toBeGreaterThan(0);
  for (const look of day.looks) for (const id of pieces) expect(idsOf(look.items)).not.toContain(id);

  // "wore as planned": logged on the day, with undo; the card says worn.
  const wore = page.waitForResponse((r) => r.url().includes(`/api/plans/${plan!.id}/wear`));
  await (await hydrated(card.getByRole("button", { name: PLAN_TEXT.woreAsPlanned }))).click();
  expect((await wore).status()).toBe(201);
  await expectToast(page, PLAN_TEXT.loggedAsPlanned);
  await expect(card.getByTestId("plan-worn")).toHaveText(PLAN_TEXT.worn);
  await expect(card.getByRole("button", { name: PLAN_TEXT.woreAsPlanned })).toHaveCount(0);
  const wears = await wearsOn(page, tomorrow);
  expect(wears).toHaveLength(1);
  expect(idsOf(wears[0]!.items)).toEqual(pieces);
  expect((await plansOn(page, tomorrow))[0]!.wearId).toBe(wears[0]!.id);
});

test("a saved outfit is planned for a chosen day from its dialog, from the keyboard; a full day is said in the dialog", async ({
  page,
}) => {
  const [top, , bottom] = await seedOutfitCloset(page.request);
  const built = await page.request.post("/api/outfits", {
    data: { itemIds: [top!.id, bottom!.id], name: "sunday best" },
  });
  expect(built.status(), await built.text()).toBe(201);
  const outfit = (await built.json()) as OutfitView;

  await page.goto("/outfit-creator?tab=saved");
  const today = await browserDay(page);
  const card = page.locator(`[data-testid="outfit-card"][data-id="${outfit.id}"]`);
  const button = await hydrated(card.getByRole("button", { name: PLAN_DAY_TEXT.buttonNamed(outfit.name) }));
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: PLAN_TEXT.planForADay });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(PLAN_DAY_TEXT.dayLabel);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(shiftDay(today, 1));
  await expect(field).toHaveAttribute("min", today);
  await expect(field).toHaveAttribute("max", shiftDay(today, PLAN_LIMITS.daysAhead));
  // Enter in the date field submits the form (Tab would walk the field's own day, month and year parts).
  const submit = async () => {
    await expect(field).toBeFocused();
    await page.keyboard.press("Enter");
  };

  // A day that already holds three plans: the server's 409, in the dialog, which stays open.
  const full = shiftDay(today, 5);
  for (let i = 0; i < PLAN_LIMITS.perDay; i++) {
    const made = await page.request.post("/api/plans", { data: { date: full, itemIds: [top!.id] } });
    expect(made.status(), await made.text()).toBe(201);
  }
  await field.fill(full);
  await submit();
  await expect(dialog.getByRole("alert")).toHaveText(PLAN_MESSAGES.dayFull(full));
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // Too far ahead (past every time zone's 60 days): the server's 400, in the dialog.
  await field.fill(shiftDay(today, PLAN_LIMITS.daysAhead + 3));
  await submit();
  await expect(dialog.getByRole("alert")).toHaveText(PLAN_MESSAGES.tooFarAhead);

  // A free day: planned, the dialog closes, the focus is back on the button, and the toast says so.
  const chosen = shiftDay(today, 7);
  await field.fill(chosen);
  const planned = page.waitForResponse((r) => r.url().includes("/api/plans") && r.request().method() === "POST");
  await submit();
  expect((await planned).status()).toBe(201);
  await expectToast(
    page,
    PLAN_TEXT.plannedFor(dayLabel(chosen)),
    PLAN_TEXT.plannedDescription(outfit.name, dayLabel(chosen)),
  );
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  const [plan, ...others] = await plansOn(page, chosen);
  expect(others).toEqual([]);
  expect(plan).toMatchObject({ date: chosen, outfitId: outfit.id, outfitName: outfit.name, wearId: null });
  expect(idsOf(plan!.items)).toEqual(idsOf(outfit.items));
});
