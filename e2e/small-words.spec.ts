import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import { TRIP_MESSAGES, TRIP_TEXT } from "@/lib/messages/trips";
import { hydrated } from "./support/clicks";
import { analyzeItems, becomeGuest, type SeededItem, seedItems } from "./support/closet";
import { listOutfits, seedOutfitCloset, suggestOutfits } from "./support/outfits";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * Issue #41's small words and keyboard stops, on the screens: the trip form names its fields by
 * their labels, a closet card is two tab stops (the item, then its delete), the archived view counts
 * its own pieces and restores with "restore", seasons are exclusive in the item form, an outfit card
 * shows the layer its reason relies on, and `?tab=saved` opens the saved outfits.
 */

const cards = (page: Page) => page.getByTestId("closet-item");
const outfitCards = (page: Page) => page.getByRole("list", { name: "outfit ideas" }).getByTestId("outfit-card");
const savedCards = (page: Page) => page.getByRole("list", { name: "saved outfits" }).getByTestId("outfit-card");

async function patchItem(request: APIRequestContext, item: SeededItem, fields: Record<string, unknown>) {
  const response = await request.patch(`/api/closet/${item.id}`, { data: fields });
  expect(response.status(), await response.text()).toBe(200);
}

async function itemOf(request: APIRequestContext, id: number): Promise<SeededItem> {
  const response = await request.get(`/api/closet/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SeededItem;
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("the trip form names the dates by their labels, under the last day", async ({ page }) => {
  await page.goto("/trips");
  await page.getByLabel(TRIP_TEXT.name).fill("lisbon");
  await page.getByLabel(TRIP_TEXT.startDate).fill("2026-06-04");
  await page.getByLabel(TRIP_TEXT.endDate).fill("2026-06-01");
  await (await hydrated(page.getByRole("button", { name: TRIP_TEXT.submit }))).click();
  await expect(page.getByLabel(TRIP_TEXT.endDate)).toHaveAccessibleDescription(TRIP_MESSAGES.endBeforeStart);
  await expect(page.getByText(TRIP_MESSAGES.endBeforeStart)).toContainText(TRIP_TEXT.startDate);
  await expect(page.getByText(/startDate|endDate/)).toHaveCount(0);
});

test("a closet card is two tab stops: the item, then its delete (its tag links are not stops)", async ({ page }) => {
  await analyzeItems(page.request, await seedItems(page.request, 3, "tops"));
  await page.goto("/closet");
  await expect(cards(page)).toHaveCount(3);
  // The analysis gave each card its tag links: there are stops to leave out.
  await expect(cards(page).first().getByRole("link", { name: /^#/ }).first()).toBeVisible();

  const itemLink = (index: number) => cards(page).nth(index).getByRole("link", { name: "tops", exact: true });
  const deleteButton = (index: number) =>
    cards(page)
      .nth(index)
      .getByRole("button", { name: /^delete / });
  await (await hydrated(itemLink(0))).focus();
  for (const index of [0, 1, 2]) {
    await expect(itemLink(index)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(deleteButton(index)).toBeFocused();
    if (index < 2) await page.keyboard.press("Tab");
  }
  for (const tag of await cards(page).getByRole("link", { name: /^#/ }).all())
    await expect(tag).toHaveAttribute("tabindex", "-1");
});

test("the archived view counts its archived pieces, and its item restores with 'restore'", async ({ page }) => {
  const [archived] = await seedItems(page.request, 3, "tops");
  await patchItem(page.request, archived!, { status: "archived" });

  await page.goto("/closet");
  await expect(page.getByText(CLOSET_GRID_TEXT.pieces(2), { exact: true })).toBeVisible();
  await page.getByRole("link", { name: CLOSET_GRID_TEXT.viewArchived, exact: true }).click();
  await expect(page).toHaveURL(/\/closet\?status=archived$/);
  await expect(cards(page)).toHaveCount(1);
  // Not the closet's "2 pieces" above the archive's one.
  await expect(page.getByText(CLOSET_GRID_TEXT.archivedPieces(1, false), { exact: true })).toBeVisible();
  await expect(page.getByText(CLOSET_GRID_TEXT.pieces(2), { exact: true })).toHaveCount(0);
  await expect(page.getByText(CLOSET_GRID_TEXT.shown(1, false), { exact: true })).toBeVisible();
  const linkOut = page.getByRole("link", { name: CLOSET_GRID_TEXT.leaveArchived, exact: true });
  await expect(linkOut).toBeVisible();

  // The same view opened afresh says the same.
  await page.reload();
  await expect(page.getByText(CLOSET_GRID_TEXT.archivedPieces(1, false), { exact: true })).toBeVisible();

  await cards(page).first().getByRole("link", { name: "tops", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/closet/${archived!.id}$`));
  const restore = page.getByRole("button", { name: ITEM_TEXT.unarchive, exact: true });
  await expect(restore).toHaveText(ITEM_TEXT.unarchive);
  // "back to closet" is the archived view's way out, not a button here.
  await expect(page.getByRole("button", { name: CLOSET_GRID_TEXT.leaveArchived })).toHaveCount(0);
  await (await hydrated(restore)).click();
  await expect.poll(async () => (await itemOf(page.request, archived!.id)).status).toBe("active");
});

test("'all-season' and single seasons are exclusive in the item form", async ({ page }) => {
  const [item] = await seedItems(page.request, 1, "tops");
  await page.goto(`/closet/${item!.id}`);
  const seasons = page.getByRole("group", { name: ITEM_TEXT.seasons, exact: true });
  const box = (season: string) => seasons.getByRole("checkbox", { name: season, exact: true });

  await (await hydrated(box("winter"))).check();
  await box("fall").check();
  await expect.poll(async () => (await itemOf(page.request, item!.id)).seasons).toEqual(["winter", "fall"]);

  await box("all-season").check();
  await expect(box("winter")).not.toBeChecked();
  await expect(box("fall")).not.toBeChecked();
  await expect.poll(async () => (await itemOf(page.request, item!.id)).seasons).toEqual(["all-season"]);

  await box("summer").check();
  await expect(box("all-season")).not.toBeChecked();
  await expect.poll(async () => (await itemOf(page.request, item!.id)).seasons).toEqual(["summer"]);
});

test("an outfit card whose reason relies on its layer shows that layer, not under the '+1'", async ({ page }) => {
  const items = await analyzeItems(page.request, [
    ...(await seedItems(page.request, 1, "tops", "#1c3078")),
    ...(await seedItems(page.request, 1, "bottoms", "#d9c9ad")),
    ...(await seedItems(page.request, 1, "shoes", "#6f4a2f")),
    ...(await seedItems(page.request, 1, "outerwear", "#3b3b3b")),
  ]);
  // Winter pieces, so the winter ideas wear all four: a top, bottoms, shoes and the coat (the 4th piece).
  for (const item of items) await patchItem(page.request, item, { seasons: ["winter"] });

  await page.goto("/outfit-creator?season=winter");
  const layered = outfitCards(page).filter({ hasText: "with the layer on top" }).first();
  await expect(layered).toBeVisible();
  const tiles = layered.getByRole("list", { name: "items" }).getByRole("listitem");
  await expect(tiles).toHaveCount(3);
  await expect(layered.getByRole("img", { name: "outerwear", exact: true })).toBeVisible();
  // The outfit has four pieces: one is counted as "+1", on a tile that is not the layer's.
  await expect(layered.getByTestId("outfit-more-items")).toHaveText("+1");
  const layerTile = tiles.filter({ has: page.getByRole("img", { name: "outerwear", exact: true }) });
  await expect(layerTile).toHaveCount(1);
  await expect(layerTile.getByTestId("outfit-more-items")).toHaveCount(0);
});

test("/outfit-creator?tab=saved opened afresh shows the saved outfits, and the tab stays in the URL", async ({
  page,
}) => {
  await seedOutfitCloset(page.request);
  const [idea] = await suggestOutfits(page.request);
  const saved = await page.request.post(`/api/outfits/${idea!.id}/save`, { data: { saved: true } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await listOutfits(page.request, "?saved=true")).map((outfit) => outfit.id)).toEqual([idea!.id]);

  await page.goto("/outfit-creator?tab=saved");
  const savedTab = page.getByRole("tab", { name: new RegExp(`^${OUTFIT_TEXT.savedTab}`) });
  const ideasTab = page.getByRole("tab", { name: OUTFIT_TEXT.ideasTab, exact: true });
  await expect(savedTab).toHaveAttribute("aria-selected", "true");
  await expect(savedCards(page)).toHaveCount(1);
  await expect(savedCards(page).first()).toHaveAttribute("data-id", String(idea!.id));
  await expect(page.getByRole("list", { name: "outfit ideas" })).toBeHidden();

  await (await hydrated(ideasTab)).click();
  await expect(ideasTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/outfit-creator$/);
  await savedTab.click();
  await expect(page).toHaveURL(/\/outfit-creator\?tab=saved$/);
  await page.reload();
  await expect(savedTab).toHaveAttribute("aria-selected", "true");
  await expect(savedCards(page)).toHaveCount(1);
});
