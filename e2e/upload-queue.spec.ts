import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { ITEM_IMAGE_TEXT } from "@/lib/messages/item-image";
import { REVIEW_CHOICES } from "@/lib/messages/upload-review";
import { BUSY_WAIT_TEXT, UPLOAD_ERRORS } from "@/lib/messages/uploads";
import sharp from "sharp";
import { becomeGuest, listCloset, smallPhoto } from "./support/closet";
import { garmentPhoto } from "./support/garment-photo";
import { listInspiration } from "./support/inspiration";
import { installedModels } from "./support/models";
import { expect, type Page, test } from "./support/test";

/**
 * The upload queue of issue #25: it outlives the screen that filled it, waits out busy answers,
 * holds doubtful cut-outs for the person, and serves the inspiration uploader too.
 */
test.describe.configure({ timeout: 600_000 });
const REMOVAL_TIMEOUT = 300_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const entries = (page: Page) => page.getByTestId("upload-entry");
const fileInput = (page: Page) => page.locator('input[type="file"]');
const indicator = (page: Page) => page.getByTestId("upload-indicator");

/** Random RGB noise: nothing in it looks like a garment. */
const noisePhoto = (width = 640, height = 800) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
};

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("photos keep going while the person moves on: the header counts them and the closet gets every one @warm-model", async ({
  page,
}) => {
  await page.goto("/closet-upload");
  await fileInput(page).setInputFiles([
    { name: "tee.jpg", mimeType: "image/jpeg", buffer: await smallPhoto("#0e7490") },
    { name: "skirt.jpg", mimeType: "image/jpeg", buffer: await smallPhoto("#86198f") },
  ]);
  await expect(page.getByRole("link", { name: "2 photos processing" })).toBeVisible();
  await expect(indicator(page)).toHaveAttribute("href", "/closet-upload");
  await expect(entries(page).first()).toHaveAttribute("data-status", "removing");

  // Leave through the nav mid-way (client-side navigation): nothing is dropped, nothing asks.
  await page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "my closet" }).click();
  // What is checked is that the person gets there, not how fast: the page's request for /closet went
  // unanswered for over 10 s in a loaded CI run (embedded PGlite has one connection for every spec).
  await expect(page).toHaveURL(/\/closet$/, { timeout: 60_000 });
  await expect(indicator(page)).toBeVisible();
  await expect.poll(async () => (await listCloset(page.request)).length, { timeout: REMOVAL_TIMEOUT }).toBe(2);
  // The closet on screen fills in as they land, and the indicator goes once both are analysed.
  await expect(page.getByTestId("closet-item")).toHaveCount(2);
  await expect(indicator(page)).toHaveCount(0, { timeout: 60_000 });
  const stored = await listCloset(page.request);
  expect(stored.filter((item) => item.styleTags.length === 0)).toEqual([]);
});

test("a busy answer (503 + Retry-After) is waited out: 'waiting for a free slot', then stored", async ({ page }) => {
  // Without the model the photo goes up as it is, which keeps this test quick.
  await page.context().route("**/bg-removal/**", (route) => route.abort());
  await page.goto("/closet-upload");
  let posts = 0;
  await page.route(
    (url) => url.pathname === "/api/closet",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts++;
      if (posts > 1) return route.continue();
      return route.fulfill({
        status: 503,
        headers: { "Retry-After": "2" },
        json: { message: "Busy right now. Try again in a moment." },
      });
    },
  );
  await fileInput(page).setInputFiles({
    name: "scarf.jpg",
    mimeType: "image/jpeg",
    buffer: await smallPhoto("#be185d"),
  });
  const entry = entries(page).first();
  await expect(entry).toHaveAttribute("data-status", "busy", { timeout: REMOVAL_TIMEOUT });
  await expect(entry.getByText("waiting for a free slot")).toBeVisible();
  await expect(entry).toHaveAttribute("data-status", "analyzed", { timeout: 60_000 });
  expect(posts).toBe(2);
  await expect(entry.getByTestId("upload-error")).toHaveCount(0);
  expect(await listCloset(page.request)).toHaveLength(1);
});

test("busy for longer than the patience: the entry waits with 'try again', photo kept, never an error; the retry stores it", async ({
  page,
}) => {
  // The page's clock is the test's: minutes of busy answers are run through, not waited for.
  await page.clock.install();
  await page.context().route("**/bg-removal/**", (route) => route.abort());
  await page.goto("/closet-upload");
  let busy = true;
  let posts = 0;
  await page.route(
    (url) => url.pathname === "/api/closet",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts++;
      if (!busy) return route.continue();
      return route.fulfill({ status: 503, headers: { "Retry-After": "5" }, json: { message: UPLOAD_ERRORS.busy } });
    },
  );
  await fileInput(page).setInputFiles({
    name: "coat.jpg",
    mimeType: "image/jpeg",
    buffer: await smallPhoto("#166534"),
  });
  const entry = entries(page).first();
  const kept = entry.getByTestId("upload-busy-wait");
  await expect(entry).toHaveAttribute("data-status", "busy", { timeout: REMOVAL_TIMEOUT });
  await expect(entry.getByText(BUSY_WAIT_TEXT.waiting)).toBeVisible();
  // Each step runs the page's clock on, 5 s at a time, until one more busy answer went out (the longest
  // wait is Retry-After 5 s + a 30 s window). In steps, not one jump: the next try's timer is set only
  // once the page has read the last answer, which on a busy machine can come after a jump was made.
  for (let step = 0; step < 60 && !(await kept.isVisible()); step++) {
    const before = posts;
    await expect
      .poll(
        async () => {
          await page.clock.runFor(5_000);
          return posts > before || (await kept.isVisible());
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }
  await expect(kept).toBeVisible();
  expect(posts).toBeGreaterThan(6); // more patient than the old six answers
  await expect(entry).toHaveAttribute("data-status", "busy");
  await expect(entry.getByText(BUSY_WAIT_TEXT.stalled)).toBeVisible();
  await expect(entry.getByTestId("upload-error")).toHaveCount(0);
  const tries = posts;
  await page.clock.runFor(120_000);
  expect(posts).toBe(tries); // it waits for the person now

  busy = false;
  await kept.getByRole("button", { name: BUSY_WAIT_TEXT.retry }).click();
  await expect(entry).toHaveAttribute("data-status", "analyzed", { timeout: 60_000 });
  expect(await listCloset(page.request)).toHaveLength(1);
});

test("a doubtful cut-out waits for the person: nothing is saved until 'use the original photo' @warm-model", async ({
  page,
}) => {
  await page.goto("/closet-upload");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/closet" && request.method() === "POST") uploads.push(request.url());
  });
  // A 50×50 photo: too small for a cut-out to be trusted.
  await fileInput(page).setInputFiles({
    name: "tiny.jpg",
    mimeType: "image/jpeg",
    buffer: await smallPhoto("#1e3a8a", { width: 50, height: 50 }),
  });
  const entry = entries(page).first();
  await expect(entry).toHaveAttribute("data-status", "review", { timeout: REMOVAL_TIMEOUT });
  console.log(`coverage of the 50×50 photo's cut-out: ${await entry.getAttribute("data-coverage")}`);
  const review = entry.getByTestId("upload-review");
  await expect(review.getByRole("button", { name: REVIEW_CHOICES.keep })).toBeVisible();
  await expect(review.getByRole("button", { name: REVIEW_CHOICES.original })).toBeVisible();
  // Offered only when the server has the large model (issue #46); the npm data package has none.
  const large = installedModels().includes("large");
  await expect(review.getByRole("button", { name: REVIEW_CHOICES.large })).toHaveCount(large ? 1 : 0);
  // Nothing goes up while the person has not decided: a stray upload would be a second one below.
  expect(await listCloset(page.request)).toEqual([]);
  await expect(indicator(page)).toHaveAttribute("href", "/closet-upload");

  await review.getByRole("button", { name: REVIEW_CHOICES.original }).click();
  await expect(entry).toHaveAttribute("data-status", "analyzed", { timeout: 60_000 });
  expect(uploads).toHaveLength(1);
  expect(await listCloset(page.request)).toHaveLength(1);
  const [stored] = await listCloset(page.request);
  expect(stored?.originalImageUrl).toBeTruthy();

  // The item page's picture tools are on the entry too: the stored picture is replaced in place.
  await entry.getByText("fix the picture").click();
  await entry.getByRole("button", { name: ITEM_IMAGE_TEXT.useOriginal }).click();
  await expect.poll(async () => (await listCloset(page.request))[0]?.imageUrl).not.toBe(stored?.imageUrl);
  const [replaced] = await listCloset(page.request);
  await expect(entry.locator("img").first()).toHaveAttribute("src", new RegExp(escapeRegExp(replaced!.imageUrl)));
});

test("'ask me about every photo' is remembered by the browser and holds every cut-out; coverage figures @warm-model", async ({
  page,
}) => {
  await page.goto("/closet-upload");
  const ask = page.getByRole("checkbox", { name: "ask me about every photo" });
  await ask.check();
  await page.reload();
  await expect(ask).toBeChecked();

  const garment = await garmentPhoto({ width: 1024, height: 1365 });
  await fileInput(page).setInputFiles([
    { name: "noise.jpg", mimeType: "image/jpeg", buffer: await noisePhoto() },
    { name: garment.name, mimeType: garment.mimeType, buffer: garment.buffer },
    { name: "block.jpg", mimeType: "image/jpeg", buffer: await smallPhoto("#7c2d12") },
  ]);
  for (const entry of await entries(page).all())
    await expect(entry).toHaveAttribute("data-status", "review", { timeout: REMOVAL_TIMEOUT });
  const figures = await entries(page).evaluateAll((nodes) =>
    nodes.map((node) => `${node.getAttribute("data-file-name")}: ${node.getAttribute("data-coverage")}`),
  );
  console.log(`cut-out coverage: ${figures.join(", ")}`);
  expect(await listCloset(page.request)).toEqual([]);

  // Each photo's own category, chosen before it goes up, is the one stored.
  const block = page.locator('[data-testid="upload-entry"][data-file-name="block.jpg"]');
  await block.getByTestId("entry-category").selectOption("shoes");
  await block.getByRole("button", { name: REVIEW_CHOICES.keep }).click();
  await expect(block).toHaveAttribute("data-status", "analyzed", { timeout: 60_000 });
  const [stored] = await listCloset(page.request);
  expect(stored?.category).toBe("shoes");
  // After the upload, a change is saved on the item.
  await block.getByTestId("entry-category").selectOption("accessories");
  await expect.poll(async () => (await listCloset(page.request))[0]?.category).toBe("accessories");
});

test("the inspiration uploader takes several photos and tags each by itself", async ({ page }) => {
  await page.goto("/inspiration-upload");
  await page.locator('[data-testid="inspiration-drop-zone"] input[type="file"]').setInputFiles([
    { name: "look-a.jpg", mimeType: "image/jpeg", buffer: await smallPhoto("#1d4ed8", { width: 480, height: 640 }) },
    { name: "look-b.jpg", mimeType: "image/jpeg", buffer: await smallPhoto("#b91c1c", { width: 480, height: 640 }) },
  ]);
  await expect(page.getByTestId("inspiration-entry")).toHaveCount(2);
  // The chosen photo takes the drop zone's place, at the top of the column.
  const preview = page.getByTestId("inspiration-preview");
  await expect(preview).toBeVisible();
  const [previewBox, zoneBox] = await Promise.all([
    preview.boundingBox(),
    page.getByTestId("inspiration-drop-zone").boundingBox(),
  ]);
  expect(previewBox!.y).toBeLessThan(zoneBox!.y);

  await expect
    .poll(async () => (await listInspiration(page.request)).filter((look) => look.styleTags.length > 0).length, {
      timeout: 60_000,
    })
    .toBe(2);
  await expect(page.getByTestId("style-tags-panel").getByRole("list", { name: "style tags" })).toBeVisible();
  await expect(page.getByRole("button", { name: INSPIRATION_TEXT.getStyleTags })).toBeEnabled();
  await expect(page.getByTestId("upload-indicator")).toHaveCount(0);
});
