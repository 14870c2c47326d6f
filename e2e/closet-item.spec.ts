import { isVocabularyTag } from "@/lib/ai/vocabulary";
import { ITEM_LIMITS } from "@/lib/constants";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { TOAST } from "@/lib/messages/toasts";
import { WARMTH_NAMES } from "@/lib/style/facts";
import AxeBuilder from "@axe-core/playwright";
import { doubleClickAtOnce, hydrated } from "./support/clicks";
import { analyzeItems, becomeGuest, chooseOption, type SeededItem, seedItems } from "./support/closet";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/** The item page (/closet/{id}): edits that persist, refused values, re-analysis, archive, delete with undo. */

const cards = (page: Page) => page.getByTestId("closet-item");
const chips = (page: Page) => page.getByTestId("tag-chip");
const toast = (page: Page) => page.locator('[data-slot="toast"]');
const saveState = (page: Page) => page.getByTestId("save-state");

async function getItem(request: APIRequestContext, id: number): Promise<SeededItem> {
  const response = await request.get(`/api/closet/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SeededItem;
}

/** Records the PATCH requests the page sends for one item. */
function patchesOf(page: Page, id: number): string[] {
  const bodies: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH" && new URL(request.url()).pathname === `/api/closet/${id}`) {
      bodies.push(request.postData() ?? "");
    }
  });
  return bodies;
}

async function seedAnalysed(page: Page): Promise<SeededItem> {
  const [item] = await analyzeItems(page.request, await seedItems(page.request, 1, "tops"));
  return item!;
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("an item opens from the grid; name, brand, price, colours and tags are edited and persist", async ({ page }) => {
  const item = await seedAnalysed(page);
  const removed = item.styleTags.find(isVocabularyTag)!;
  await page.goto("/closet");
  await cards(page).first().getByRole("link", { name: "tops" }).click();
  await expect(page).toHaveURL(new RegExp(`/closet/${item.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "tops" })).toBeVisible();

  const name = page.getByLabel(ITEM_TEXT.name, { exact: true });
  await name.fill("linen shirt");
  await name.press("Enter"); // Enter saves
  await expect(saveState(page)).toHaveText(ITEM_TEXT.saved);
  await expect(page.getByRole("heading", { level: 1, name: "linen shirt" })).toBeVisible();

  await page.getByLabel(ITEM_TEXT.brand).fill("Arket");
  await page.getByLabel(ITEM_TEXT.price, { exact: true }).fill("49.90");
  await page.getByLabel(ITEM_TEXT.price, { exact: true }).blur(); // leaving a field saves it
  await page.getByRole("button", { name: "red", exact: true }).click();
  const tagInput = page.getByLabel(ITEM_TEXT.tagPlaceholder);
  await tagInput.fill("Weekend");
  await tagInput.press("Enter");
  await expect(chips(page).filter({ hasText: "#weekend" })).toHaveAttribute("data-own", "");
  await page.getByRole("button", { name: ITEM_TEXT.removeTag(removed) }).click();
  await expect(tagInput).toBeFocused();

  await expect
    .poll(async () => {
      const saved = await getItem(page.request, item.id);
      return [saved.name, saved.brand, saved.price, saved.colors.includes("red"), saved.styleTags];
    })
    .toEqual(["linen shirt", "Arket", 49.9, true, [...item.styleTags.filter((tag) => tag !== removed), "weekend"]]);

  await page.reload();
  await expect(page.getByLabel(ITEM_TEXT.name, { exact: true })).toHaveValue("linen shirt");
  await expect(page.getByLabel(ITEM_TEXT.brand)).toHaveValue("Arket");
  await expect(page.getByLabel(ITEM_TEXT.price, { exact: true })).toHaveValue("49.9");
  await expect(page.getByRole("button", { name: "red", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(chips(page).filter({ hasText: "#weekend" })).toHaveCount(1);
  await expect(chips(page).filter({ hasText: `#${removed}` })).toHaveCount(0);

  // The grid shows the name, and its card still opens the item.
  await page.goto("/closet");
  await expect(
    cards(page)
      .first()
      .getByRole("link", { name: /linen shirt/ }),
  ).toHaveAttribute("href", `/closet/${item.id}`);
});

test("a refused value shows the field's message and sends nothing", async ({ page }) => {
  const [item] = await seedItems(page.request, 1, "tops");
  const patches = patchesOf(page, item!.id);
  await page.goto(`/closet/${item!.id}`);

  const price = page.getByLabel(ITEM_TEXT.price, { exact: true });
  await price.fill("-1");
  await price.press("Enter");
  const priceMessage = page.getByText(ITEM_MESSAGES.invalidPrice(ITEM_LIMITS.priceMax));
  await expect(priceMessage).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAttribute("aria-describedby", (await priceMessage.getAttribute("id"))!);
  await expect(saveState(page)).toHaveText(ITEM_TEXT.invalid);

  await price.fill("");
  await expect(priceMessage).toBeHidden(); // the message follows the correction
  const notes = page.getByLabel(ITEM_TEXT.notes);
  await notes.fill("x".repeat(ITEM_LIMITS.notes + 1));
  await notes.blur();
  await expect(page.getByText(ITEM_MESSAGES.tooLong("notes", ITEM_LIMITS.notes))).toBeVisible();
  await expect(page.getByText(ITEM_TEXT.notesCount(ITEM_LIMITS.notes + 1, ITEM_LIMITS.notes))).toBeVisible();
  expect(patches).toEqual([]);
  expect((await getItem(page.request, item!.id)).notes).toBeNull();
});

test("re-analysis keeps the owner's own tag and does not bring back a removed one", async ({ page }) => {
  const item = await seedAnalysed(page);
  const removed = item.styleTags.find(isVocabularyTag)!;
  await page.goto(`/closet/${item.id}`);
  const tagInput = page.getByLabel(ITEM_TEXT.tagPlaceholder);
  await tagInput.fill("office");
  await tagInput.press("Enter");
  await page.getByRole("button", { name: ITEM_TEXT.removeTag(removed) }).click();
  await expect.poll(async () => (await getItem(page.request, item.id)).styleTags).not.toContain(removed);

  await page.getByRole("button", { name: ITEM_TEXT.reanalyze }).click();
  await expect(toast(page)).toContainText(ITEM_TEXT.toasts.analysisSuccess.title);
  await expect(chips(page).filter({ hasText: "#office" })).toHaveCount(1);
  await expect(chips(page).filter({ hasText: `#${removed}` })).toHaveCount(0);
  const saved = await getItem(page.request, item.id);
  expect(saved.styleTags).toContain("office");
  expect(saved.styleTags).not.toContain(removed);
});

test("an archived item leaves the closet's default view and can come back", async ({ page }) => {
  const [item] = await seedItems(page.request, 1, "shoes");
  await page.goto(`/closet/${item!.id}`);
  await page.getByRole("button", { name: ITEM_TEXT.archive, exact: true }).click();
  await expect(page.getByText(ITEM_TEXT.archivedNote)).toBeVisible();
  await expect(saveState(page)).toHaveText(ITEM_TEXT.saved);
  await expect(page.getByRole("radio", { name: ITEM_TEXT.statusLabels.archived })).toBeChecked();

  await page.goto("/closet");
  await expect(page.getByText("your closet is empty")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.goto(`/closet/${item!.id}`);
  await page.getByRole("button", { name: ITEM_TEXT.unarchive, exact: true }).click();
  await expect(page.getByText(ITEM_TEXT.archivedNote)).toBeHidden();
  await expect.poll(async () => (await getItem(page.request, item!.id)).status).toBe("active");
});

test("delete goes back to the closet with an undo toast; undo brings the item back", async ({ page }) => {
  const [item] = await seedItems(page.request, 1, "dresses");
  await page.goto(`/closet/${item!.id}`);
  await page.getByRole("button", { name: ITEM_TEXT.delete, exact: true }).click();
  await expect(page).toHaveURL(/\/closet$/);
  await expect(toast(page)).toContainText(TOAST.closetDeleteSuccess.title);
  await expect(cards(page)).toHaveCount(0);

  await toast(page).getByRole("button", { name: ITEM_TEXT.undo }).click();
  await expect(toast(page)).toContainText(ITEM_TEXT.toasts.restored.title);
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().getByRole("link", { name: "dresses" }).click();
  await expect(page).toHaveURL(new RegExp(`/closet/${item!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "dresses" })).toBeVisible();
});

test("garment facts set on the item page are kept after a reload, and go back to auto", async ({ page }) => {
  const [item] = await seedItems(page.request, 1, "outerwear");
  const patches = patchesOf(page, item!.id);
  const text = ITEM_TEXT.facts;
  const autoWarmth = text.auto(WARMTH_NAMES[item!.facts.warmth]);
  const autoRain = text.auto(item!.facts.rainReady ? text.yes : text.no);
  await page.goto(`/closet/${item!.id}`);
  const facts = page.getByRole("group", { name: text.title });
  const warmth = facts.getByRole("combobox", { name: text.warmth });
  const rain = facts.getByRole("group", { name: text.rainReady });
  const rainReady = (name: string) => rain.getByRole("radio", { name, exact: true });
  // The radios are visually hidden inside their chip labels: a tap lands on the label.
  const chooseRain = (name: string) => rain.getByText(name, { exact: true }).click();
  // "auto" says what it means for this piece now.
  await expect(warmth.locator("option:checked")).toHaveText(autoWarmth);
  await expect(rainReady(autoRain)).toBeChecked();

  await hydrated(warmth);
  await chooseOption(page, text.warmth, WARMTH_NAMES[4]);
  await chooseRain(text.yes);
  await expect
    .poll(async () => (await getItem(page.request, item!.id)).facts)
    .toMatchObject({ warmth: 4, rainReady: true, set: ["warmth", "rainReady"] });
  // Each save sent only the fact that changed.
  expect(patches.map((body) => JSON.parse(body))).toEqual([{ facts: { warmth: 4 } }, { facts: { rainReady: true } }]);

  await page.reload();
  await expect(warmth.locator("option:checked")).toHaveText(WARMTH_NAMES[4]);
  await expect(rainReady(text.yes)).toBeChecked();

  await hydrated(warmth);
  await chooseOption(page, text.warmth, autoWarmth);
  await chooseRain(autoRain);
  await expect.poll(async () => (await getItem(page.request, item!.id)).facts).toEqual(item!.facts);
  await page.reload();
  await expect(warmth).toHaveValue("auto");
  await expect(rainReady(autoRain)).toBeChecked();
});

test("a double click on delete or re-analyze sends one request each", async ({ page }) => {
  const [item] = await seedItems(page.request, 1, "dresses");
  const sent: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(`/api/closet/${item!.id}`) && request.method() !== "GET")
      sent.push(`${request.method()} ${path}`);
  });
  await page.goto(`/closet/${item!.id}`);
  await doubleClickAtOnce(page.getByRole("button", { name: ITEM_TEXT.reanalyze, exact: true }));
  await expect(page.getByRole("button", { name: ITEM_TEXT.reanalyze, exact: true })).toBeEnabled();
  await doubleClickAtOnce(page.getByRole("button", { name: ITEM_TEXT.delete, exact: true }));
  await expect(page).toHaveURL(/\/closet$/);
  await expect(toast(page).first()).toContainText(TOAST.closetDeleteSuccess.title);
  expect(sent).toEqual([`POST /api/closet/${item!.id}/analyze`, `DELETE /api/closet/${item!.id}`]);
  await expect(toast(page).filter({ hasText: TOAST.closetDeleteFailure.title })).toHaveCount(0);
});

test("another owner's item, a missing one and a bad id are the not-found page", async ({ page, browser }) => {
  const [item] = await seedItems(page.request, 1, "tops");
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await becomeGuest(stranger);
  for (const path of [`/closet/${item!.id}`, "/closet/2147483647", "/closet/abc"]) {
    await stranger.goto(path);
    await expect(stranger.getByRole("heading", { level: 1, name: "page not found" })).toBeVisible();
  }
  await other.close();
});

for (const width of [375, 1280]) {
  test(`the item page has no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const item = await seedAnalysed(page);
    await page.goto(`/closet/${item.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order")
      .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(serious, serious.join("\n")).toEqual([]);
  });
}
