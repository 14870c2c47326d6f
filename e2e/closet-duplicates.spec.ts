import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { becomeGuest, chooseOption, listCloset, seedItems } from "./support/closet";
import { garmentPhoto } from "./support/garment-photo";
import { expect, type Page, test } from "./support/test";

/**
 * /closet-upload and near-duplicates (issue #24): the same photo uploaded twice is flagged with a
 * link to the piece already owned, and 'recently added items' lists what earlier visits uploaded.
 * Uploads go through the real in-browser background removal (seconds per photo on 2 cores).
 */
test.describe.configure({ timeout: 600_000 });
const REMOVAL_TIMEOUT = 300_000;

const entries = (page: Page) => page.getByTestId("upload-entry");
const stored = (page: Page) => page.getByTestId("recent-item");
const fileInput = (page: Page) => page.locator('input[type="file"]');

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("the same photo uploaded twice says 'looks like something you already own', links to the first, and suggests the first's corrected category @warm-model", async ({
  page,
}) => {
  const photo = await garmentPhoto({ width: 600, height: 800 });
  const file = { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer };
  await page.goto("/closet-upload");
  await fileInput(page).setInputFiles(file);
  const first = entries(page).first();
  await expect(first).toHaveAttribute("data-status", "analyzed", { timeout: REMOVAL_TIMEOUT });
  await expect(first.getByTestId("similar-notice")).toHaveCount(0);
  const [original] = await listCloset(page.request);
  // The owner corrects the first upload: the analyzer learns from it.
  expect((await page.request.patch(`/api/closet/${original!.id}`, { data: { category: "bottoms" } })).status()).toBe(
    200,
  );

  // The look-alike is filed as tops by the person (a chosen category is never overridden), so the
  // correction comes back as a suggestion rather than as the detected category.
  await chooseOption(page, "category for all photos", "tops");
  await fileInput(page).setInputFiles({ ...file, name: "again.jpg" });
  const again = page.locator('[data-testid="upload-entry"][data-file-name="again.jpg"]');
  await expect(again).toHaveAttribute("data-status", "analyzed", { timeout: REMOVAL_TIMEOUT });
  const notice = again.getByTestId("similar-notice");
  await expect(notice).toContainText(CLOSET_MESSAGES.looksLikeOwned);
  const link = notice.getByRole("link", { name: CLOSET_MESSAGES.similarItemLink(0, 1) });
  await expect(link).toHaveAttribute("href", `/closet/${original!.id}`);
  await expect(link.locator("img")).toHaveAttribute("src", original!.thumbnailUrl);
  await expect(page.getByTestId("similar-announcement")).toHaveText(
    CLOSET_MESSAGES.looksLikeOwnedAnnouncement("again.jpg"),
  );
  // The correction comes back as a suggestion for the look-alike; applying it stores the category.
  const suggestion = again.getByTestId("suggestion-note");
  await expect(suggestion).toContainText(ITEM_TEXT.suggestion("bottoms"));
  await suggestion.getByRole("button", { name: ITEM_TEXT.apply }).click();
  await expect(suggestion).toHaveCount(0);
  await expect(again.getByTestId("entry-category")).toHaveValue("bottoms");
  const newest = (await listCloset(page.request)).find((item) => item.id !== original!.id);
  expect(newest?.category).toBe("bottoms");
  // The first upload is listed once (as its entry), not again from the server's list.
  await expect(entries(page)).toHaveCount(2);
  await expect(stored(page)).toHaveCount(0);
  // From the keyboard, the link opens the item already owned.
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/closet/${original!.id}$`));
});

test("'recently added items' lists earlier visits' uploads after a reload, with this visit's on top @warm-model", async ({
  page,
}) => {
  await page.goto("/closet-upload");
  await expect(page.getByText(CLOSET_MESSAGES.uploadEmpty)).toBeVisible();
  const earlier = await seedItems(page.request, 2, "bottoms", "#7c2d12");

  // Server-rendered: the items are in the first HTML, before any script runs.
  const html = await (await page.request.get("/closet-upload")).text();
  for (const item of earlier) expect(html).toContain(item.thumbnailUrl);

  await page.reload();
  await expect(page.getByText(CLOSET_MESSAGES.uploadEmpty)).toHaveCount(0);
  await expect(stored(page)).toHaveCount(2);
  expect(
    await stored(page).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-item-id")))),
  ).toEqual(earlier.map((item) => item.id));

  const photo = await garmentPhoto({ width: 600, height: 800, garmentColor: [20, 110, 60] });
  await fileInput(page).setInputFiles({ name: "new.jpg", mimeType: photo.mimeType, buffer: photo.buffer });
  await expect(entries(page).first()).toHaveAttribute("data-status", "analyzed", { timeout: REMOVAL_TIMEOUT });
  // After the lists refresh the new item is still shown once, as this visit's entry.
  await expect(stored(page)).toHaveCount(2);
  await expect(page.getByRole("list", { name: CLOSET_MESSAGES.recentlyAdded }).locator(":scope > li")).toHaveCount(3);

  await page.reload();
  await expect(entries(page)).toHaveCount(0);
  await expect(stored(page)).toHaveCount(3);

  // Deleting one from the list deletes it on the server.
  const last = stored(page).last();
  await last.hover();
  await last.getByRole("button", { name: /^delete/ }).click();
  await expect(stored(page)).toHaveCount(2);
  expect(await listCloset(page.request)).toHaveLength(2);
});
