import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { TOAST } from "@/lib/messages/toasts";
import AxeBuilder from "@axe-core/playwright";
import { becomeGuest, chooseOption, listCloset, type SeededItem, seedItems } from "./support/closet";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * The closet grid's finding and tidying (/closet): search and filters kept in the URL, the archived
 * view, select mode with the bulk bar, and undo after every delete and bulk archive. Items are seeded
 * and named through the REST API; the screen is driven as a person would.
 */

const text = CLOSET_GRID_TEXT;
const cards = (page: Page) => page.getByTestId("closet-item");
const toast = (page: Page) => page.locator('[data-slot="toast"]');
const search = (page: Page) => page.getByRole("searchbox", { name: text.searchLabel });
const pathOf = (src: string | null) => new URL(src ?? "", "http://x").pathname;
const shownImages = async (page: Page) =>
  (
    await cards(page)
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")))
  ).map(pathOf);

async function name(request: APIRequestContext, item: SeededItem, fields: Record<string, unknown>) {
  const response = await request.patch(`/api/closet/${item.id}`, { data: fields });
  expect(response.status(), await response.text()).toBe(200);
}

/** Three named tops, newest first: the linen shirt, the wool coat, the linen trousers. */
async function seedNamed(request: APIRequestContext) {
  const [shirt, coat, trousers] = await seedItems(request, 3, "tops");
  await name(request, shirt!, { name: "Linen shirt", price: 40 });
  await name(request, coat!, { name: "Wool coat", category: "outerwear", price: 180 });
  await name(request, trousers!, { name: "linen trousers", category: "bottoms", price: 75 });
  return { shirt: shirt!, coat: coat!, trousers: trousers! };
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("a typed search narrows the grid, lives in the URL, and survives reload and Back", async ({ page }) => {
  const { coat } = await seedNamed(page.request);
  await page.goto("/closet");
  await expect(cards(page)).toHaveCount(3);

  await search(page).fill("LINEN");
  await expect(page).toHaveURL(/\/closet\?q=LINEN$/);
  await expect(cards(page)).toHaveCount(2);
  expect(await shownImages(page)).not.toContain(coat.thumbnailUrl);

  await page.reload();
  await expect(search(page)).toHaveValue("LINEN");
  await expect(cards(page)).toHaveCount(2);

  await page.getByRole("link", { name: "add items" }).click();
  await expect(page).toHaveURL(/\/closet-upload$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/closet\?q=LINEN$/);
  await expect(search(page)).toHaveValue("LINEN");
  await expect(cards(page)).toHaveCount(2);

  // Escape clears at once; a search for nothing says why and offers a way out.
  await search(page).press("Escape");
  await expect(page).toHaveURL(/\/closet$/);
  await expect(cards(page)).toHaveCount(3);
  await search(page).fill("velvet");
  await expect(page.getByRole("heading", { name: text.nothingMatches("velvet") })).toBeVisible();
  await page.getByRole("button", { name: text.clearFilters }).click();
  await expect(page).toHaveURL(/\/closet$/);
  await expect(search(page)).toHaveValue("");
  await expect(cards(page)).toHaveCount(3);
  await search(page).fill("wool");
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("button", { name: text.clearSearch }).click();
  await expect(cards(page)).toHaveCount(3);
});

test("sort and filters are kept in the URL, server-rendered, and work with the category tabs", async ({ page }) => {
  const { shirt, coat, trousers } = await seedNamed(page.request);
  await page.goto("/closet");
  await chooseOption(page, text.sortLabel, text.sorts.price);
  await expect(page).toHaveURL(/\/closet\?sort=price$/);
  await expect.poll(() => shownImages(page)).toEqual([shirt, trousers, coat].map((item) => item.thumbnailUrl));
  await chooseOption(page, text.sortLabel, text.sorts.name);
  await expect.poll(() => shownImages(page)).toEqual([shirt, trousers, coat].map((item) => item.thumbnailUrl));
  await chooseOption(page, text.sortLabel, text.sorts.oldest);
  await expect.poll(() => shownImages(page)).toEqual([trousers, coat, shirt].map((item) => item.thumbnailUrl));

  // Laundry: marked on the card; its own view through the status menu.
  const laundry = await page.request.post("/api/closet/bulk", {
    data: { ids: [trousers.id], action: "set-status", value: "laundry" },
  });
  expect(await laundry.json()).toEqual({ updated: 1, ignored: 0 });
  // The default view still shows it (it is still owned), marked as in the laundry.
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first()).toContainText(text.badges.laundry);
  await chooseOption(page, text.statusLabel, text.statuses.laundry);
  await expect(page).toHaveURL(/\/closet\?status=laundry&sort=oldest$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(text.badges.laundry);

  // The first HTML already holds the view the URL asks for.
  const html = await (await page.request.get("/closet?category=outerwear&sort=name")).text();
  expect(html).toContain(coat.thumbnailUrl);
  expect(html).not.toContain(shirt.thumbnailUrl);
  await page.goto("/closet?status=all&category=bottoms");
  await expect(page.getByRole("combobox", { name: text.statusLabel })).toContainText(text.statuses.all);
  await expect(page.getByRole("tab", { name: /^bottoms/ })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("tab", { name: /^outerwear/ }).click();
  await expect(page).toHaveURL(/\/closet\?category=outerwear&status=all$/);
  await expect(cards(page)).toHaveCount(1);
});

test("select two, archive, undo: they are back; the archived view lists archived items", async ({ page }) => {
  const items = await seedItems(page.request, 3, "tops");
  await page.goto("/closet");
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole("button", { name: text.select, exact: true }).click();
  const toggles = page.getByRole("button", { name: text.selectItem("tops item") });
  await expect(toggles).toHaveCount(3);
  await toggles.nth(0).click();
  // Keyboard: Space toggles the focused card.
  await toggles.nth(1).focus();
  await page.keyboard.press("Space");
  await expect(toggles.nth(1)).toHaveAttribute("aria-pressed", "true");
  const bar = page.getByRole("region", { name: text.selectionActions });
  await expect(bar).toContainText(text.selected(2));
  await bar.getByRole("button", { name: text.archive }).click();

  await expect(toast(page)).toContainText(text.done.archive(2));
  await expect(cards(page)).toHaveCount(1);
  await toast(page).getByRole("button", { name: text.undo }).click();
  await expect(toast(page)).toContainText(text.done.restore(2));
  await expect(cards(page)).toHaveCount(3);

  // Archive again, then find them in the archived view (one click), marked as archived.
  await page.getByRole("button", { name: text.select, exact: true }).click();
  await toggles.nth(0).click();
  await toggles.nth(2).click();
  await bar.getByRole("button", { name: text.archive }).click();
  await expect(toast(page)).toContainText(text.done.archive(2));
  await expect(page.getByTestId("count-all")).toHaveText("1");
  await page.getByRole("link", { name: text.viewArchived, exact: true }).click();
  await expect(page).toHaveURL(/\/closet\?status=archived$/);
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText(text.badges.archived);
  expect((await listCloset(page.request, "?status=archived")).map((item) => item.id).sort()).toEqual(
    [items[0]!.id, items[2]!.id].sort(),
  );

  // Restore from the archived view; an empty archive says so.
  await page.getByRole("button", { name: text.select, exact: true }).click();
  await bar.getByRole("button", { name: text.selectAllShown }).click();
  await bar.getByRole("button", { name: text.restore }).click();
  await expect(toast(page)).toContainText(text.done.restore(2));
  await expect(page.getByRole("heading", { name: text.noArchived })).toBeVisible();
});

test("bulk delete and single delete both offer undo, which brings the items back", async ({ page }) => {
  await seedItems(page.request, 3, "tops");
  await page.goto("/closet");
  await page.getByRole("button", { name: text.select, exact: true }).click();
  const bar = page.getByRole("region", { name: text.selectionActions });
  await bar.getByRole("button", { name: text.selectAllShown }).click();
  await expect(bar).toContainText(text.selected(3));
  await bar.getByRole("button", { name: text.delete }).click();
  await expect(toast(page)).toContainText(text.done.delete(3));
  await expect(page.getByText("your closet is empty")).toBeVisible();
  await toast(page).getByRole("button", { name: text.undo }).click();
  await expect(toast(page)).toContainText(text.done.restore(3));
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId("count-all")).toHaveText("3");

  await cards(page).first().hover();
  await cards(page).first().getByRole("button", { name: "delete tops item" }).click();
  await expect(toast(page)).toContainText(TOAST.closetDeleteSuccess.title);
  await expect(cards(page)).toHaveCount(2);
  await toast(page).getByRole("button", { name: text.undo }).click();
  await expect(toast(page)).toContainText(text.done.restore(1));
  await expect(cards(page)).toHaveCount(3);
});

test("the toolbar, the menus and select mode work at 375 px, axe-clean", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await seedItems(page.request, 2, "tops");
  await page.goto("/closet?status=all");
  await chooseOption(page, text.colorLabel, "navy");
  await chooseOption(page, text.seasonLabel, "winter");
  await expect(page).toHaveURL(/\/closet\?status=all&color=navy&season=winter$/);
  // Seeded items have no colours or seasons yet: the filters explain the empty grid and clear at once.
  await expect(page.getByRole("heading", { name: text.nothingMatchesFilters })).toBeVisible();
  await page.getByRole("button", { name: text.clearFilters }).click();
  await expect(page).toHaveURL(/\/closet\?status=all$/);
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole("button", { name: text.select, exact: true }).click();
  await page
    .getByRole("button", { name: text.selectItem("tops item") })
    .first()
    .click();
  const bar = page.getByRole("region", { name: text.selectionActions });
  await expect(bar).toBeInViewport();
  await bar.getByRole("button", { name: text.setCategory }).click();
  await expect(page.getByRole("menuitem", { name: text.setCategoryTo("shoes") })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" "))}`,
    ),
  ).toEqual([]);
  await page.getByRole("menuitem", { name: text.setCategoryTo("shoes") }).click();
  await expect(toast(page)).toContainText(text.done["set-category"](1, "shoes"));
  await expect(page.getByTestId("closet-item").filter({ hasText: "shoes" })).toHaveCount(1);
});

test("'load more items' pages with the cursor under a filter and a sort", async ({ page }) => {
  test.setTimeout(120_000);
  const items = await seedItems(page.request, 22, "tops");
  await page.goto("/closet?status=all&sort=oldest");
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByText(text.shown(20, true))).toBeVisible();
  const nextPage = page.waitForRequest(
    (request) =>
      request.url().includes("/api/closet?") &&
      request.url().includes("status=all") &&
      request.url().includes("sort=oldest") &&
      request.url().includes("cursor="),
  );
  await page.getByRole("button", { name: "load more items" }).click();
  await nextPage;
  await expect(cards(page)).toHaveCount(22);
  await expect(page.getByRole("button", { name: "load more items" })).toHaveCount(0);
  // Oldest first across both pages: the newest seeded item is the last card.
  expect((await shownImages(page)).at(-1)).toBe(items[0]!.thumbnailUrl);
});
