import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { BUY_MESSAGES } from "@/lib/messages/buy";
import { BUY_CHECK_TEXT } from "@/lib/messages/buy-check";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { SHARED_PHOTOS_TEXT } from "@/lib/messages/shared-photos";
import { expectToast } from "./support/auth";
import { becomeGuest, listCloset, seedItems, smallPhoto } from "./support/closet";
import { garmentPhoto } from "./support/garment-photo";
import { expectNoSidewaysScroll } from "./support/overflow";
import { expect, type Page, test } from "./support/test";
import { browserDay } from "./support/today";

/**
 * "Before you buy" (issue #44) end to end: photo → verdict → wishlist → bought → in the closet. The
 * check runs on the server (seconds); "I bought it" cuts the product out in the browser with the
 * self-hosted model, which takes seconds per photo on 2 cores and minutes on a busy machine.
 */
test.describe.configure({ timeout: 600_000 });
const REMOVAL_TIMEOUT = 300_000;
const CHECK_TIMEOUT = 60_000;

const TEXT = BUY_SCREEN_TEXT;
const VERDICT_WORDS: readonly string[] = Object.values(BUY_CHECK_TEXT.verdict);
const fileInput = (page: Page) => page.getByTestId("buy-drop-zone").locator('input[type="file"]');
const wishlistEntry = (page: Page, name: string) => page.getByTestId("wishlist-entry").filter({ hasText: name });
const checkAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/buy-checks" && response.request().method() === "POST",
    { timeout: CHECK_TIMEOUT },
  );

type RecordedWindow = { __boughtParts: string[][] };

/** Notes the part names of each "I bought it" request the page sends, and lets it through unchanged. */
async function recordBoughtParts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: string[][] = [];
    (window as unknown as RecordedWindow).__boughtParts = recorded;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).includes("/bought") && init?.body instanceof FormData) recorded.push([...init.body.keys()]);
      return send(input, init);
    };
  });
}

/** A check made through the API (no screen), as the wishlist specs start from one. */
async function checkByApi(page: Page, fields: { name: string; price?: string; currency?: string; brand?: string }) {
  const response = await page.request.post("/api/buy-checks", {
    multipart: {
      image: { name: "product.jpg", mimeType: "image/jpeg", buffer: await smallPhoto("#7c2d12") },
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BuyCheckView;
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("a photo gets a verdict, stays on the wishlist after a reload, and 'I bought it' puts it in the closet @warm-model", async ({
  page,
}) => {
  await seedItems(page.request, 2, "bottoms", "#d9c9ad");
  await seedItems(page.request, 1, "shoes", "#222222");
  const photo = await garmentPhoto({ width: 720, height: 960 });
  await recordBoughtParts(page);

  await page.goto("/buy");
  await expect(page.getByRole("heading", { level: 1, name: TEXT.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: TEXT.wishlist.empty })).toBeVisible();

  await fileInput(page).setInputFiles({ name: "shirt.jpg", mimeType: photo.mimeType, buffer: photo.buffer });
  await expect(page.getByRole("img", { name: TEXT.form.chosenAlt })).toBeVisible();
  await page.getByLabel(TEXT.form.name).fill("linen shirt");
  await page.getByLabel(TEXT.form.brand).fill("Acme");
  await page.getByLabel(TEXT.form.price).fill("49.90");
  await page.getByLabel(TEXT.form.currency).fill("eur");
  const answer = checkAnswer(page);
  await page.getByRole("button", { name: TEXT.form.submit }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  const check = (await response.json()) as BuyCheckView;

  // The verdict as the server gave it, in the words of the verdict module, and its reasons word for word.
  expect(VERDICT_WORDS).toContain(BUY_CHECK_TEXT.verdict[check.verdict]);
  const result = page.getByTestId("check-result");
  await expect(result.getByTestId("verdict")).toHaveText(
    `${TEXT.result.verdict}: ${BUY_CHECK_TEXT.verdict[check.verdict]}`,
  );
  await expect(result.getByTestId("verdict-reasons").getByRole("listitem")).toHaveText(check.reasons);
  await expect(page.getByRole("heading", { name: TEXT.result.title })).toBeFocused();
  // The form starts afresh for the next piece.
  await expect(page.getByLabel(TEXT.form.name)).toHaveValue("");

  // The wishlist is in the first HTML: the server renders it.
  const html = await (await page.request.get("/buy")).text();
  expect(html).toContain("linen shirt");
  await page.reload();
  const entry = wishlistEntry(page, "linen shirt");
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId("verdict")).toHaveText(
    `${TEXT.result.verdict}: ${BUY_CHECK_TEXT.verdict[check.verdict]}`,
  );
  await expect(entry.getByTestId("check-facts")).toContainText("€49.90");
  await entry.getByRole("button", { name: TEXT.wishlist.details }).click();
  await expect(entry.getByTestId("verdict-reasons").getByRole("listitem")).toHaveText(check.reasons);

  // "I bought it": the product photo is cut out in this browser, then the item is made.
  const boughtAnswer = page.waitForResponse(
    (candidate) =>
      new URL(candidate.url()).pathname === `/api/buy-checks/${check.id}/bought` &&
      candidate.request().method() === "POST",
    { timeout: REMOVAL_TIMEOUT },
  );
  await entry.getByRole("button", { name: TEXT.wishlist.bought }).click();
  const bought = await boughtAnswer;
  expect(bought.status(), await bought.text()).toBe(201);
  // The cut-out with its mask and the photo as shot, as a closet upload sends them, and the browser's day.
  const [parts] = await page.evaluate(() => (window as unknown as RecordedWindow).__boughtParts);
  expect(parts).toEqual(expect.arrayContaining(["image", "original", "mask", "purchasedOn"]));
  const created = (await bought.json()) as { id: number };
  await expectToast(page, TEXT.bought.toast.title);
  await expect(entry.getByTestId("in-closet")).toHaveAttribute("href", `/closet/${created.id}`);
  await expect(entry.getByRole("button", { name: TEXT.wishlist.bought })).toHaveCount(0);

  const item = (await listCloset(page.request)).find((candidate) => candidate.id === created.id);
  expect(item).toMatchObject({
    category: check.reading.category,
    price: 49.9,
    currency: "EUR",
    brand: "Acme",
    purchasedOn: await browserDay(page),
  });

  // Bought once: a second time is refused, and the list still names the item.
  const again = await page.request.post(`/api/buy-checks/${check.id}/bought`, {
    multipart: { image: { name: "again.jpg", mimeType: "image/jpeg", buffer: await smallPhoto() } },
  });
  expect(again.status()).toBe(409);

  // The toast's "open" leads to the new item.
  await page
    .locator('[data-slot="toast"]', { hasText: TEXT.bought.toast.title })
    .getByRole("button", { name: TEXT.bought.open })
    .click();
  await expect(page).toHaveURL(new RegExp(`/closet/${created.id}$`));
});

test("a shop link the server refuses is answered inline in its words, the link kept, all from the keyboard", async ({
  page,
}) => {
  await page.goto("/buy");
  const photoChoice = page.getByRole("radio", { name: TEXT.form.photo });
  await expect(photoChoice).toBeChecked();
  // Tab from the top of the page to the form's first control.
  for (
    let presses = 0;
    presses < 60 && !(await photoChoice.evaluate((radio) => radio === document.activeElement));
    presses++
  )
    await page.keyboard.press("Tab");
  await expect(photoChoice).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: TEXT.form.link })).toBeChecked();

  // Not a web address: said under the field, nothing sent.
  const link = page.getByRole("textbox", { name: TEXT.form.url });
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.type("not a link");
  await page.keyboard.press("Enter");
  await expect(page.getByText(BUY_MESSAGES.invalidUrl)).toBeVisible();

  // An address the server will not fetch (loopback): its refusal, in its words, with the link kept.
  await expect(link).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("http://127.0.0.1:9/");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(TEXT.form.price)).toBeFocused();
  await page.keyboard.type("30");
  const answer = checkAnswer(page);
  await page.keyboard.press("Enter");
  expect((await answer).status()).toBeGreaterThanOrEqual(400);
  await expect(page.getByTestId("check-error")).toHaveText(BUY_MESSAGES.refusedUrl);
  await expect(page.getByTestId("check-error")).toHaveAttribute("role", "alert");
  await expect(link).toHaveValue("http://127.0.0.1:9/");
  await expect(page.getByLabel(TEXT.form.price)).toHaveValue("30");
  await expect(page.getByTestId("wishlist-entry")).toHaveCount(0);
});

test("'check it' without a photo says so, and a file that is no photo is refused on the zone", async ({ page }) => {
  await page.goto("/buy");
  await page.getByRole("button", { name: TEXT.form.submit }).click();
  await expect(page.getByText(TEXT.form.needPhoto)).toBeVisible();
  await fileInput(page).setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not a photo"),
  });
  await expect(page.getByTestId("drop-zone-error")).toContainText("notes.jpg");
  await expect(page.getByRole("img", { name: TEXT.form.chosenAlt })).toHaveCount(0);
});

test("delete hides the check with undo; undo keeps it, and a delete left alone reaches the server", async ({
  page,
}) => {
  const check = await checkByApi(page, { name: "wool coat", price: "120", currency: "EUR" });
  await page.goto("/buy");
  const entry = wishlistEntry(page, "wool coat");
  await entry.getByRole("button", { name: TEXT.wishlist.delete }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByRole("heading", { name: TEXT.wishlist.title })).toBeFocused();
  await expectToast(page, TEXT.delete.deleted, "wool coat");
  await page.locator('[data-slot="toast"]').getByRole("button", { name: TEXT.delete.undo }).click();
  await expectToast(page, TEXT.delete.restored);
  await expect(entry).toHaveCount(1);

  await entry.getByRole("button", { name: TEXT.wishlist.delete }).click();
  await expect(entry).toHaveCount(0);
  await expect
    .poll(
      async () => ((await (await page.request.get("/api/buy-checks")).json()) as BuyCheckView[]).map(({ id }) => id),
      { timeout: 30_000 },
    )
    .not.toContain(check.id);
  await page.reload();
  await expect(page.getByRole("heading", { name: TEXT.wishlist.empty })).toBeVisible();
});

test("a photo shared to the app goes to 'check before buying' with the photo in the form", async ({ page }) => {
  const form = new FormData();
  form.append(
    "photos",
    new File([new Uint8Array(await smallPhoto("#065f46"))], "IMG_0002.JPG", { type: "image/jpeg" }),
  );
  const shared = await page.request.post("/share-target", { multipart: form, maxRedirects: 0 });
  expect(shared.status(), await shared.text()).toBe(303);
  await page.goto(shared.headers()["location"]!);
  const review = page.getByTestId("shared-photos-review");
  await expect(review.getByTestId("shared-photo")).toHaveCount(1);
  await expect(review.getByRole("button", { name: SHARED_PHOTOS_TEXT.add(1) })).toBeVisible();
  await review.getByRole("link", { name: TEXT.shareChoice }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/buy");
  await expect(page.getByRole("img", { name: TEXT.form.chosenAlt })).toBeVisible();
  await expect(page.getByText("IMG_0002.JPG")).toBeVisible();
  const answer = checkAnswer(page);
  await page.getByRole("button", { name: TEXT.form.submit }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByTestId("check-result").getByTestId("verdict")).toBeVisible();
  // The stash is done with, and the address no longer names it.
  await expect(page).toHaveURL((url) => !url.searchParams.has("shared"));
});

test("before you buy is reached from the closet's sub-nav, where it is marked current", async ({ page }) => {
  await page.goto("/closet");
  const nav = page.getByRole("navigation", { name: "closet" });
  await nav.getByRole("link", { name: TEXT.title }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(nav.getByRole("link", { name: TEXT.title })).toHaveAttribute("aria-current", "page");
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the screen, a verdict and an opened wishlist entry are no wider than the window", async ({ page }) => {
    await seedItems(page.request, 2, "bottoms", "#d9c9ad");
    const name = "an oversized double-breasted herringbone wool overcoat with a very long name";
    await checkByApi(page, { name, price: "1234.50", currency: "EUR", brand: "A brand with a long name too" });
    await page.goto("/buy");
    await expectNoSidewaysScroll(page, "/buy with a check");
    const entry = wishlistEntry(page, name);
    await entry.getByRole("button", { name: TEXT.wishlist.details }).click();
    await expect(entry.getByTestId("check-details")).toBeVisible();
    await expectNoSidewaysScroll(page, "/buy with an entry's details open");

    await page.getByRole("radio", { name: TEXT.form.link }).check();
    await expect(page.getByRole("textbox", { name: TEXT.form.url })).toBeVisible();
    await expectNoSidewaysScroll(page, "/buy, shop link");
  });

  test("the side menu leads to before you buy", async ({ page }) => {
    await page.goto("/today");
    await page.getByRole("button", { name: "open menu" }).click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: TEXT.title }).click();
    await expect(page).toHaveURL(/\/buy$/);
    await expect(page.getByRole("heading", { level: 1, name: TEXT.title })).toBeVisible();
  });
});
