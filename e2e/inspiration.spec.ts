import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { INSPIRATION_TEXT, INSPIRATION_UPLOAD_TOAST } from "@/lib/messages/inspiration";
import { TOAST } from "@/lib/messages/toasts";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { becomeGuest, smallPhoto } from "./support/closet";
import { listInspiration, seedInspiration } from "./support/inspiration";
import { expect, type Page, type Request, test } from "./support/test";

/** The inspiration gallery (/inspiration) and upload (/inspiration-upload), as a guest, at a phone's and a laptop's width. */

const cards = (page: Page) => page.getByTestId("inspiration-card");
const card = (page: Page, id: number) => page.locator(`[data-testid="inspiration-card"][data-id="${id}"]`);
const toast = (page: Page) => page.locator('[data-slot="toast"]');
const dropZone = (page: Page) => page.getByTestId("inspiration-drop-zone");
const photoInput = (page: Page) => page.getByLabel("inspiration photos", { exact: true });
const tagsPanel = (page: Page) => page.getByTestId("style-tags-panel");

/** Waits until the page's client code runs: the drop zone answers a drag (the server's HTML alone would not). */
async function waitForDropZone(page: Page) {
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["x"], "look.jpg", { type: "image/jpeg" }));
    return transfer;
  });
  await expect(async () => {
    await dropZone(page).dispatchEvent("dragenter", { dataTransfer });
    await expect(dropZone(page)).toHaveAttribute("data-state", "accept", { timeout: 500 });
  }).toPass();
  await dropZone(page).dispatchEvent("dragleave", { dataTransfer });
  await expect(dropZone(page)).toHaveAttribute("data-state", "idle");
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an empty gallery says so and leads to the upload screen", async ({ page }) => {
      await page.goto("/inspiration");
      await expect(page.getByRole("heading", { level: 1, name: INSPIRATION_TEXT.galleryTitle })).toBeVisible();
      await expect(page.getByText(INSPIRATION_TEXT.emptyTitle)).toBeVisible();
      await expect(page.getByText(INSPIRATION_TEXT.emptyDescription)).toBeVisible();
      await page.getByRole("link", { name: INSPIRATION_TEXT.emptyButton }).click();
      await expect(page).toHaveURL(/\/inspiration-upload$/);
      await expect(page.getByRole("heading", { level: 1, name: INSPIRATION_TEXT.uploadTitle })).toBeVisible();

      await page.goto("/inspiration");
      await page.getByRole("link", { name: INSPIRATION_TEXT.addNew }).click();
      await expect(page).toHaveURL(/\/inspiration-upload$/);
    });

    test("upload through the drop zone, get style tags, and find them in the gallery", async ({ page }) => {
      await page.goto("/inspiration-upload");
      await expect(page.locator("section#inspiration")).toBeVisible();
      await expect(tagsPanel(page)).toHaveText(INSPIRATION_TEXT.tagsBeforeUpload);
      await expect(page.getByRole("button", { name: INSPIRATION_TEXT.getStyleTags })).toBeDisabled();
      await waitForDropZone(page);

      // Hold the upload a moment so its in-between state can be seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/inspiration?_t=*", async (route) => {
        await held;
        await route.continue();
      });
      await photoInput(page).setInputFiles({
        name: "look.jpg",
        mimeType: "image/jpeg",
        buffer: await smallPhoto("#1d4ed8", { width: 480, height: 640 }),
      });
      // The photo takes the drop zone's place at once, uploading (issue #25).
      await expect(page.getByTestId("inspiration-preview")).toHaveAttribute("data-status", "uploading");
      await expect(page.getByTestId("inspiration-preview")).toContainText(INSPIRATION_TEXT.uploading);
      release();

      // Tagging starts by itself: the toast says so, not SPEC's "Now you can analyze it" (issue #41).
      await expect(toast(page)).toContainText(INSPIRATION_UPLOAD_TOAST.title);
      await expect(toast(page)).toContainText(INSPIRATION_UPLOAD_TOAST.underway);
      const [uploaded] = await listInspiration(page.request);
      expect(uploaded).toBeDefined();
      const id = uploaded!.id;
      await expect(page.getByTestId("inspiration-preview")).toContainText(`inspiration #${id}`);
      // Tagged by itself once uploaded; 'get style tags' stays for another analysis.
      await expect(tagsPanel(page).getByRole("list", { name: "style tags" })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("link", { name: INSPIRATION_TEXT.findMatching })).toHaveAttribute(
        "href",
        `/inspiration/${id}/style-matching`,
      );
      await expect(page.getByRole("link", { name: INSPIRATION_TEXT.identifyMissing })).toHaveAttribute(
        "href",
        `/inspiration/${id}/missing-pieces`,
      );

      const analyze = page.getByRole("button", { name: INSPIRATION_TEXT.getStyleTags });
      await expect(analyze).toBeEnabled();
      await analyze.click();
      await expect(toast(page).filter({ hasText: TOAST.analysisSuccess.title })).toContainText(
        TOAST.analysisSuccess.description,
      );
      const [analysed] = await listInspiration(page.request);
      expect(analysed!.styleTags.length).toBeGreaterThan(0);
      for (const tag of analysed!.styleTags)
        await expect(tagsPanel(page).getByText(tag, { exact: true })).toBeVisible();

      await page.goto("/inspiration");
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, id)).toContainText(`inspiration #${id}`);
      await expect(card(page, id).getByRole("list", { name: "style tags" })).toContainText(analysed!.styleTags[0]!);
      await expect(card(page, id).getByRole("button", { name: INSPIRATION_TEXT.analyzeForTags })).toHaveCount(0);
      await expect(card(page, id).getByRole("link", { name: INSPIRATION_TEXT.matchWithCloset })).toHaveAttribute(
        "href",
        `/inspiration/${id}/style-matching`,
      );
    });

    test("save and unsave persist across a reload; the saved view lists only saved looks", async ({ page }) => {
      const [newest, older] = await seedInspiration(page.request, 2);
      await page.goto("/inspiration");
      const save = card(page, newest!.id).getByRole("button", { name: `save inspiration #${newest!.id}`, exact: true });
      await expect(save).toHaveAttribute("aria-pressed", "false");
      await save.click();
      // One name whatever the state; the state is aria-pressed.
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await expect
        .poll(async () => (await listInspiration(page.request, "?saved=true")).map((image) => image.id))
        .toEqual([newest!.id]);

      await page.reload();
      await expect(
        card(page, newest!.id).getByRole("button", { name: `save inspiration #${newest!.id}`, exact: true }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(
        card(page, older!.id).getByRole("button", { name: `save inspiration #${older!.id}`, exact: true }),
      ).toHaveAttribute("aria-pressed", "false");

      await page.getByRole("link", { name: "saved" }).click();
      await expect(page).toHaveURL(/\/inspiration\/saved$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, newest!.id)).toBeVisible();

      await card(page, newest!.id)
        .getByRole("button", { name: `save inspiration #${newest!.id}`, exact: true })
        .click();
      await expect(page.getByText(INSPIRATION_TEXT.savedEmptyTitle)).toBeVisible();
      await page.reload();
      await expect(page.getByText(INSPIRATION_TEXT.savedEmptyTitle)).toBeVisible();
      expect(await listInspiration(page.request, "?saved=true")).toEqual([]);
    });

    test("deleting a look toasts with undo: the photo stays until the window closes, and undo brings it back", async ({
      page,
    }) => {
      const [first, second] = await seedInspiration(page.request, 2);
      await page.goto("/inspiration");
      await expect(cards(page)).toHaveCount(2);
      await card(page, first!.id).hover();
      await card(page, first!.id)
        .getByRole("button", { name: `delete inspiration #${first!.id}` })
        .click();
      await expect(toast(page)).toContainText(TOAST.inspirationDeleteSuccess.title);
      await expect(toast(page)).toContainText(TOAST.inspirationDeleteSuccess.description);
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, second!.id)).toBeVisible();
      expect((await listInspiration(page.request)).map((image) => image.id)).toEqual([second!.id]);
      // The files wait for the undo window.
      expect((await page.request.get(first!.imageUrl)).status()).toBe(200);

      await toast(page).getByRole("button", { name: CLOSET_GRID_TEXT.undo }).click();
      await expect(toast(page)).toContainText(INSPIRATION_TEXT.restored);
      await expect(cards(page)).toHaveCount(2);
      await expect(card(page, first!.id)).toBeVisible();
      expect((await listInspiration(page.request)).map((image) => image.id)).toEqual([first!.id, second!.id]);
    });
  });
}

test("a photo pasted from the clipboard is uploaded like a dropped one", async ({ page }) => {
  await page.goto("/inspiration-upload");
  await expect(tagsPanel(page)).toHaveText(INSPIRATION_TEXT.tagsBeforeUpload);
  await waitForDropZone(page);
  const bytes = [...(await smallPhoto("#be185d", { width: 400, height: 500 }))];
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], "image.png", { type: "image/jpeg" }));
    document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, bytes);
  await expect(toast(page)).toContainText(TOAST.inspirationUploadSuccess.title);
  const [pasted] = await listInspiration(page.request);
  await expect(page.getByRole("link", { name: INSPIRATION_TEXT.findMatching })).toHaveAttribute(
    "href",
    `/inspiration/${pasted!.id}/style-matching`,
  );

  // Choosing another photo starts over: a new id, no tags carried over.
  await photoInput(page).setInputFiles({
    name: "next.jpg",
    mimeType: "image/jpeg",
    buffer: await smallPhoto("#0f766e"),
  });
  await expect.poll(async () => (await listInspiration(page.request)).length).toBe(2);
  const [next] = await listInspiration(page.request);
  await expect(page.getByRole("link", { name: INSPIRATION_TEXT.identifyMissing })).toHaveAttribute(
    "href",
    `/inspiration/${next!.id}/missing-pieces`,
  );
  await expect(tagsPanel(page).getByRole("list", { name: "style tags" })).toBeVisible({ timeout: 30_000 });
});

test("a file that is not an image turns the drop zone red and says why in plain words", async ({ page }) => {
  await page.goto("/inspiration-upload");
  await waitForDropZone(page);
  const zone = dropZone(page);
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["hello"], "notes.txt", { type: "text/plain" }));
    return transfer;
  });
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await expect(zone).toHaveAttribute("data-state", "reject");
  await expect(zone).toHaveCSS("border-top-color", "rgb(180, 35, 24)");
  await zone.dispatchEvent("dragleave", { dataTransfer });
  await expect(zone).toHaveAttribute("data-state", "idle");

  await photoInput(page).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(zone).toHaveAttribute("data-state", "rejected");
  await expect(zone).toHaveCSS("border-top-color", "rgb(180, 35, 24)");
  await expect(page.getByTestId("drop-zone-error")).toHaveText(`notes.txt: ${UPLOAD_ERRORS.notAPhoto}`);
  // One message: nothing was uploaded, so no "Upload failed" toast repeats it (issue #41).
  await expect(toast(page)).toHaveCount(0);
  expect(await listInspiration(page.request)).toEqual([]);

  // .DS_Store and Thumbs.db are ignored without a word.
  await photoInput(page).setInputFiles({
    name: ".DS_Store",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("x"),
  });
  await expect(page.getByTestId("drop-zone-error")).toContainText(UPLOAD_ERRORS.notAPhoto);
  expect(await listInspiration(page.request)).toEqual([]);
});

test("a failed upload says why and can be tried again; a failed analysis leaves the image ready to analyse again", async ({
  page,
}) => {
  await page.goto("/inspiration-upload");
  await waitForDropZone(page);
  let failUpload = true;
  await page.route("**/api/inspiration?_t=*", async (route) =>
    failUpload
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ message: "The gallery is resting." }),
        })
      : route.continue(),
  );
  await photoInput(page).setInputFiles({
    name: "look.jpg",
    mimeType: "image/jpeg",
    buffer: await smallPhoto("#4d7c0f"),
  });
  await expect(toast(page)).toContainText(TOAST.uploadFailure.title);
  await expect(page.getByTestId("upload-error")).toContainText("The gallery is resting.");
  // A failed upload clears its preview: that photo is not in the gallery.
  await expect(page.getByTestId("inspiration-preview").locator("img")).toHaveCount(0);
  await page.route("**/api/inspiration/*/analyze?*", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "The style assistant is busy right now." }),
    }),
  );
  failUpload = false;
  await page.getByRole("button", { name: "try again" }).click();
  await expect(page.getByRole("link", { name: INSPIRATION_TEXT.findMatching })).toBeVisible();
  // The analysis that follows the upload by itself fails too; the image stays, ready to analyse again.
  await expect(toast(page).filter({ hasText: TOAST.analysisFailure.title })).toContainText(
    "The style assistant is busy right now.",
  );
  await page.getByRole("button", { name: INSPIRATION_TEXT.getStyleTags }).click();
  await expect(toast(page).filter({ hasText: TOAST.analysisFailure.title })).toContainText(
    "The style assistant is busy right now.",
  );
  await expect(page.getByRole("button", { name: INSPIRATION_TEXT.getStyleTags })).toBeEnabled();
  await expect(tagsPanel(page)).toContainText(INSPIRATION_TEXT.tagsAfterUpload);
});

test("the gallery comes in the first HTML: cards with their thumbnails, no session spinner", async ({ page }) => {
  const seeded = await seedInspiration(page.request, 3);
  const html = await (await page.request.get("/inspiration")).text();
  for (const image of seeded) {
    expect(html).toContain(`inspiration #${image.id}`);
    expect(html).toContain(image.thumbnailUrl);
  }
  expect(html).not.toContain("Loading your session...");
});

test("the grid adapts to one, two and three or more looks", async ({ page }) => {
  const grid = page.getByRole("list", { name: "inspiration images" });
  await seedInspiration(page.request, 1);
  await page.goto("/inspiration");
  await expect(grid).toHaveAttribute("data-columns", "1");
  await seedInspiration(page.request, 1);
  await page.reload();
  await expect(grid).toHaveAttribute("data-columns", "2");
  await seedInspiration(page.request, 2);
  await page.reload();
  await expect(grid).toHaveAttribute("data-columns", "3");
  const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards(page).nth(i).boundingBox())!));
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1); // three side by side at 1280 px
});

test("a look without tags offers 'analyze for tags', analysed in place on its card; failures to load or delete are toasted", async ({
  page,
}) => {
  const [image] = await seedInspiration(page.request, 1);
  await page.goto("/inspiration");
  const analyze = card(page, image!.id).getByRole("button", { name: INSPIRATION_TEXT.analyzeForTags });
  await expect(card(page, image!.id)).toContainText(INSPIRATION_TEXT.noTagsYet);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/inspiration/${image!.id}/analyze?_t=*`, async (route) => {
    await held;
    await route.continue();
  });
  await analyze.click();
  await expect(page).toHaveURL(/\/inspiration$/);
  await expect(card(page, image!.id).getByRole("status", { name: INSPIRATION_TEXT.analyzing })).toBeVisible();
  await expect(card(page, image!.id).getByRole("button", { name: INSPIRATION_TEXT.analyzing })).toBeDisabled();
  release();
  await expect(toast(page).filter({ hasText: TOAST.analysisSuccess.title })).toContainText(
    TOAST.analysisSuccess.description,
  );
  const [analysed] = await listInspiration(page.request);
  expect(analysed!.styleTags.length).toBeGreaterThan(0);
  await expect(card(page, image!.id).getByRole("list", { name: "style tags" })).toContainText(analysed!.styleTags[0]!);
  await expect(card(page, image!.id).getByRole("button", { name: INSPIRATION_TEXT.analyzeForTags })).toHaveCount(0);
  await page.unroute(`**/api/inspiration/${image!.id}/analyze?_t=*`);

  // A failed analysis says so with the reason, and the button is back.
  const [bare] = await seedInspiration(page.request, 1);
  await page.reload();
  await page.route(`**/api/inspiration/${bare!.id}/analyze?_t=*`, (route) =>
    route.fulfill({ status: 503, json: { message: "The analyzer is resting.", code: "ai_unavailable" } }),
  );
  await card(page, bare!.id).getByRole("button", { name: INSPIRATION_TEXT.analyzeForTags }).click();
  await expect(toast(page)).toContainText(TOAST.analysisFailure.title);
  await expect(toast(page)).toContainText("The analyzer is resting.");
  await expect(card(page, bare!.id).getByRole("button", { name: INSPIRATION_TEXT.analyzeForTags })).toBeEnabled();
  await page.unroute(`**/api/inspiration/${bare!.id}/analyze?_t=*`);
  await page.request.delete(`/api/inspiration/${bare!.id}`);
  await page.reload();

  await page.route("**/api/inspiration/*?_t=*", (route) =>
    route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await card(page, image!.id).hover();
  await card(page, image!.id)
    .getByRole("button", { name: `delete inspiration #${image!.id}` })
    .click();
  await expect(toast(page)).toContainText(TOAST.inspirationDeleteFailure.title);
  await expect(toast(page)).toContainText(TOAST.inspirationDeleteFailure.description);
  await expect(cards(page)).toHaveCount(1);

  // The list is fetched again after a save; when that fails the cards stay and the toast says so.
  // (The pointer moves away first: until it does, the grid under it takes no hover nor clicks.)
  await page.mouse.move(1, 1);
  await page.route("**/api/inspiration?_t=*", (route) => route.fulfill({ status: 500, body: "" }));
  await card(page, image!.id)
    .getByRole("button", { name: `save inspiration #${image!.id}`, exact: true })
    .click();
  await expect(toast(page)).toContainText(TOAST.inspirationLoadFailure.description);
  await expect(cards(page)).toHaveCount(1);
});

test("a client-side visit shows six skeleton cards while the gallery renders", async ({ page }) => {
  await seedInspiration(page.request, 1);
  // The header's link prefetches the gallery's loading state; the visit shows it while the page renders.
  // (Next asks for the route's tree first, then for the segment holding loading.tsx; wait for the second.)
  // Waited for until the router is done with it, not only for its headers: the router can show the
  // loading state only once it has read it (on a busy machine the click came between the two). Next
  // ends a prefetch itself once it has read what it needs, so that is a failed request (ERR_ABORTED)
  // as often as a finished one.
  const prefetched = new Promise<void>((resolve) => {
    const readByRouter = (request: Request) => {
      const headers = request.headers();
      if (
        /\/inspiration\?_rsc=/.test(request.url()) &&
        headers["next-router-prefetch"] === "1" &&
        !headers["next-router-segment-prefetch"]
      )
        resolve();
    };
    page.on("requestfinished", readByRouter);
    page.on("requestfailed", readByRouter);
  });
  await page.goto("/inspiration-upload");
  await prefetched;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/inspiration\?_rsc=/, async (route) => {
    if (!route.request().headers()["next-router-prefetch"]) await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "inspiration" }).click();
  await expect(page.getByTestId("inspiration-skeleton")).toBeVisible();
  await expect(page.getByTestId("inspiration-skeleton").getByRole("listitem")).toHaveCount(6);
  release();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId("inspiration-skeleton")).toHaveCount(0);
});

test("a double click on save sends {saved: true} once and ends saved", async ({ page }) => {
  const [image] = await seedInspiration(page.request, 1);
  await page.goto("/inspiration");
  const bodies: unknown[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/inspiration/${image!.id}/save?_t=*`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  const save = card(page, image!.id).getByRole("button", { name: `save inspiration #${image!.id}`, exact: true });
  await save.dblclick();
  await expect(save).toBeDisabled();
  release();
  await expect(save).toBeEnabled();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  expect(bodies).toEqual([{ saved: true }]);
  expect((await listInspiration(page.request, "?saved=true")).map((i) => i.id)).toEqual([image!.id]);
  // SPEC §7: a call without a body still toggles; {saved} sets.
  const url = `/api/inspiration/${image!.id}/save`;
  expect(await (await page.request.post(url, { data: { saved: true } })).json()).toEqual({
    id: image!.id,
    isSaved: true,
  });
  expect(await (await page.request.post(url)).json()).toEqual({ id: image!.id, isSaved: false });
});

test("after a delete the next card does not show its bin under a pointer that has not moved, and focus moves to it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const [first, second, third] = await seedInspiration(page.request, 3);
  await page.goto("/inspiration");
  await expect(cards(page)).toHaveCount(3);
  const bin = (id: number) => card(page, id).getByRole("button", { name: `delete inspiration #${id}` });
  // One column: the next card slides up to where the deleted one was.
  await card(page, first!.id).hover();
  await bin(first!.id).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("heading", { level: 2, name: `inspiration #${second!.id}` })).toBeFocused();
  await expect(bin(second!.id)).toHaveCSS("opacity", "0");
  // Once the pointer moves, hover works again.
  const box = (await bin(second!.id).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2 + 2);
  await expect(bin(second!.id)).toHaveCSS("opacity", "1");

  // Deleting the last card moves focus to the one before it; deleting the only one, to the heading.
  await card(page, third!.id).hover();
  await bin(third!.id).click();
  await expect(page.getByRole("heading", { level: 2, name: `inspiration #${second!.id}` })).toBeFocused();
  await page.mouse.move(5, 5);
  await card(page, second!.id).hover();
  await bin(second!.id).click();
  await expect(page.getByText(INSPIRATION_TEXT.emptyTitle)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: INSPIRATION_TEXT.galleryTitle })).toBeFocused();
});
