import { SHARE_TEXT } from "@/lib/messages/share";
import { TOAST } from "@/lib/messages/toasts";
import type { ShareView } from "@/lib/share/schemas";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { registerByApi } from "./support/auth";
import { becomeGuest } from "./support/closet";
import { seedOutfitCloset, suggestOutfits } from "./support/outfits";
import { testOnOwnServer } from "./support/own-server";
import { expect, type Locator, type Page, test } from "./support/test";

/**
 * The share dialog (customize → preview → share), the public share page, and revoking a link.
 * Issue #26: previews are private drafts until published, instagram/snapchat never claim a post,
 * emoji captions, undo of 'stop sharing', focus and Escape, double clicks, the 375 px stepper.
 */

const dialog = (page: Page) => page.getByRole("dialog", { name: SHARE_TEXT.title });
// The topmost toast (a new one replaces the current; a closed one lingers hidden).
const toast = (page: Page) => page.locator('[data-slot="toast"][data-state="open"]');
const step = (page: Page) => dialog(page).locator("[data-step]");
const PASSWORD = process.env.ADMIN_PASSWORD ?? "e2e-admin-password";
// Each test renders share images (satori + sharp, in the bounded image queue): on a busy 2-core
// machine one render can take several seconds, and a test makes up to three.
test.describe.configure({ timeout: 180_000 });

/** A guest whose closet makes outfits, on the outfit screen with the first idea's share dialog open. */
async function openShareDialog(
  page: Page,
  owner: "guest" | "user" = "guest",
): Promise<{ outfitId: number; username?: string; trigger: Locator }> {
  const username =
    owner === "user" ? (await registerByApi(page.request)).username : (await becomeGuest(page), undefined);
  await seedOutfitCloset(page.request);
  const [outfit] = await suggestOutfits(page.request);
  await page.goto("/outfit-creator");
  const card = page.locator(`[data-testid="outfit-card"][data-id="${outfit!.id}"]`);
  const trigger = card.getByRole("button", { name: `${SHARE_TEXT.button} ${outfit!.name}` });
  await trigger.click();
  await expect(dialog(page)).toBeVisible();
  return { outfitId: outfit!.id, username, trigger };
}

/** Waits for the preview and answers the share it shows (the create-share-image answer). */
async function previewShare(page: Page): Promise<ShareView> {
  const answered = page.waitForResponse(
    (response) => response.url().includes("/create-share-image") && response.request().method() === "POST",
  );
  await dialog(page).getByRole("button", { name: SHARE_TEXT.preview }).click();
  const share = (await (await answered).json()) as ShareView;
  await expect(dialog(page).getByTestId("share-preview")).toHaveAttribute("src", share.imageUrl);
  return share;
}

async function cornerColour(page: Page, imageUrl: string): Promise<string> {
  const png = Buffer.from(await (await page.request.get(imageUrl)).body());
  const { width, height } = await sharp(png).metadata();
  expect([width, height]).toEqual([1080, 1350]);
  const pixel = await sharp(png).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer();
  return `#${[...pixel.subarray(0, 3)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

test("three steps and back: the chosen colour and template are in the preview; copy link; twitter opens its intent", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openShareDialog(page);
  await expect(dialog(page).getByRole("listitem").filter({ hasText: "customize" })).toHaveAttribute(
    "aria-current",
    "step",
  );

  // Customize: the defaults are SPEC's, then a caption, navy and the bordered template.
  const caption = dialog(page).getByLabel(SHARE_TEXT.caption);
  await expect(caption).toBeFocused();
  await expect(caption).toHaveValue("ootd");
  await expect(dialog(page).getByRole("radio", { name: "black" })).toHaveAttribute("aria-checked", "true");
  await caption.fill("sunday <b>market</b>");
  await expect(dialog(page).getByText("20/80")).toBeVisible();
  await dialog(page).getByRole("radio", { name: "navy" }).click();
  await dialog(page).getByRole("radio", { name: "bordered" }).click();

  const bordered = await previewShare(page);
  expect(bordered).toMatchObject({
    caption: "sunday <b>market</b>",
    background: "#1e3a8a",
    template: "bordered",
    width: 1080,
    height: 1350,
  });
  expect(bordered.shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  expect(await cornerColour(page, bordered.imageUrl)).toBe("#1e3a8a");
  await expect(step(page)).toHaveAttribute("data-step", "preview");

  // Back to customize keeps the choices; another template and colour give another image.
  await dialog(page).getByRole("button", { name: SHARE_TEXT.back }).click();
  await expect(step(page)).toHaveAttribute("data-step", "customize");
  await expect(dialog(page).getByRole("radio", { name: "bordered" })).toHaveAttribute("aria-checked", "true");
  await dialog(page).getByRole("radio", { name: "minimal" }).click();
  await dialog(page).getByRole("radio", { name: "cream" }).click();
  const minimal = await previewShare(page);
  expect(minimal).toMatchObject({ template: "minimal", background: "#f5f0e8" });
  expect(minimal.imageUrl).not.toBe(bordered.imageUrl);
  expect(await cornerColour(page, minimal.imageUrl)).toBe("#f5f0e8");

  // Share: copy link, then twitter's intent in a new tab with the share URL.
  await dialog(page).getByRole("button", { name: SHARE_TEXT.next }).click();
  await expect(step(page)).toHaveAttribute("data-step", "share");
  await dialog(page).getByRole("button", { name: SHARE_TEXT.copyLink }).click();
  await expect(toast(page)).toContainText(TOAST.linkCopied.description);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(minimal.shareUrl);

  await context.route("https://twitter.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>intent</title>" }),
  );
  const popup = context.waitForEvent("page");
  await dialog(page).getByRole("button", { name: "twitter / x" }).click();
  const intent = await popup;
  await expect.poll(() => intent.url()).toContain("https://twitter.com/intent/tweet");
  expect(new URL(intent.url()).searchParams.get("url")).toBe(minimal.shareUrl);
  // Issue #41: only the compose tab opened, so the toast says to finish the post there, never "shared!".
  await expect(toast(page)).toContainText(SHARE_TEXT.composeOpened("twitter").description);
  await expect(toast(page)).toContainText("finish your post in the twitter tab.");
  await expect(toast(page)).not.toContainText("shared");

  // Back from share is the preview again.
  await dialog(page).getByRole("button", { name: SHARE_TEXT.back }).click();
  await expect(dialog(page).getByTestId("share-preview")).toHaveAttribute("src", minimal.imageUrl);
});

test("a preview is private until published; the share page previews well and shows nothing of the owner; stop sharing, then undo", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { outfitId, username, trigger } = await openShareDialog(page, "user");
  await dialog(page).getByLabel(SHARE_TEXT.caption).fill("<script>alert(1)</script> fit check");
  const share = await previewShare(page);
  const path = new URL(share.shareUrl).pathname;
  expect(share.publishedAt).toBeNull();
  expect(share.imageUrl).toBe(`/api/shares/${share.token}/image`);

  // A stranger (no cookies): the draft's page and image answer 404 (401 without any session).
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  expect((await visitor.goto(path))?.status()).toBe(404);
  expect((await visitor.request.get(share.imageUrl)).status()).toBe(401);
  // Another person signed in: 404 too. The owner sees the draft's page.
  const other = await browser.newContext();
  await registerByApi(other.request);
  expect((await other.request.get(path)).status()).toBe(404);
  expect((await other.request.get(share.imageUrl)).status()).toBe(404);
  await other.close();
  const own = await context.newPage();
  expect((await own.goto(path))?.status()).toBe(200);
  await expect(own.getByRole("img", { name: /fit check/ })).toHaveAttribute("src", share.imageUrl);
  await own.close();

  // 'copy link' publishes it.
  await dialog(page).getByRole("button", { name: SHARE_TEXT.next }).click();
  await dialog(page).getByRole("button", { name: SHARE_TEXT.copyLink }).click();
  await expect(toast(page)).toContainText(TOAST.linkCopied.description);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(share.shareUrl);

  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("img", { name: /fit check/ })).toBeVisible();
  await expect(visitor.getByText("<script>alert(1)</script> fit check")).toBeVisible();
  const meta = (name: string) => visitor.locator(`meta[property="${name}"], meta[name="${name}"]`).first();
  await expect(meta("og:image")).toHaveAttribute("content", /^http:\/\/127\.0\.0\.1:\d+\/uploads\/shares\/.+\.png$/);
  await expect(meta("og:image:width")).toHaveAttribute("content", "1080");
  await expect(meta("og:image:height")).toHaveAttribute("content", "1350");
  await expect(meta("twitter:card")).toHaveAttribute("content", "summary_large_image");
  // Nothing of the owner: not their username, not the outfit's id, no account menu.
  const html = await visitor.content();
  expect(html).not.toContain(username!);
  expect(html).not.toMatch(new RegExp(`outfits?/${outfitId}\\b`));
  const image = await visitor.request.get((await meta("og:image").getAttribute("content"))!);
  expect(image.status()).toBe(200);
  // Revocable: caches keep it minutes, not the year other uploads get.
  expect(image.headers()["cache-control"]).toBe("public, max-age=300");

  // The owner stops sharing it: the page answers 404 at once, and the toast offers undo.
  const links = dialog(page).getByRole("list", { name: SHARE_TEXT.activeLinks });
  await expect(links.getByRole("listitem")).toHaveCount(1);
  await links.getByRole("button", { name: new RegExp(SHARE_TEXT.revoke) }).click();
  await expect(toast(page)).toContainText(SHARE_TEXT.revoked.description);
  await expect(step(page)).toHaveAttribute("data-step", "customize");
  await expect(step(page)).toBeFocused();
  expect((await visitor.goto(path))?.status()).toBe(404);

  // One Escape closes the dialog (the undo toast stays), and the focus is back on the share button.
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(toast(page)).toContainText(SHARE_TEXT.revoked.description);

  // Undo: the link works again.
  await toast(page).locator("button", { hasText: SHARE_TEXT.undo }).click();
  await expect(toast(page)).toContainText(SHARE_TEXT.restored.description);
  expect((await visitor.goto(path))?.status()).toBe(200);
  await stranger.close();
});

test("instagram on desktop: the image downloads and the link is copied, and the toast never claims a post", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // A desktop browser without a share sheet for files (Chromium on Linux may or may not have one).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "canShare", { value: undefined }));
  await openShareDialog(page);
  const share = await previewShare(page);
  await dialog(page).getByRole("button", { name: SHARE_TEXT.next }).click();

  const download = page.waitForEvent("download");
  const instagram = dialog(page).getByRole("button", { name: "instagram", exact: true });
  await instagram.click();
  expect((await download).suggestedFilename()).toBe("outfit.png");
  await expect(toast(page)).toContainText(SHARE_TEXT.savedForApp("instagram").title);
  await expect(instagram).toBeEnabled(); // the share is over: nothing more is coming
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toContainText(SHARE_TEXT.savedForApp("instagram").description);
  await expect(page.locator('[data-slot="toast"]', { hasText: "shared!" })).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(share.shareUrl);

  // Published: the copied link works for anyone.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL(share.shareUrl).pathname)).status()).toBe(200);
  await stranger.close();
});

test("a caption with an emoji draws the emoji, not a box", async ({ page }) => {
  await openShareDialog(page);
  await dialog(page).getByLabel(SHARE_TEXT.caption).fill("monday uniform ✨");
  const share = await previewShare(page);
  expect(share.caption).toBe("monday uniform ✨");
  const png = Buffer.from(await (await page.request.get(share.imageUrl)).body());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Twemoji's sparkles are yellow (#ffac33, #ffcc4d); a missing glyph's box is grey, and the rest of the black template has no yellow.
  let yellow = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i]! > 235 && data[i + 1]! > 150 && data[i + 1]! < 215 && data[i + 2]! < 100) yellow += 1;
  expect(yellow).toBeGreaterThan(200);
});

test("double clicks send one request: preview, copy link, a platform, stop sharing", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.route("https://twitter.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>intent</title>" }),
  );
  const { outfitId } = await openShareDialog(page);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/"))
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const created = page.waitForResponse((response) => response.url().includes("/create-share-image"));
  await dialog(page).getByRole("button", { name: SHARE_TEXT.preview }).dblclick();
  const share = (await (await created).json()) as ShareView;
  await expect(dialog(page).getByTestId("share-preview")).toBeVisible();
  await dialog(page).getByRole("button", { name: SHARE_TEXT.next }).click();

  const copy = dialog(page).getByRole("button", { name: SHARE_TEXT.copyLink });
  await copy.dblclick();
  await expect(toast(page)).toContainText(TOAST.linkCopied.description);
  await expect(copy).toBeEnabled();

  const popups: Page[] = [];
  context.on("page", (opened) => popups.push(opened));
  const twitter = dialog(page).getByRole("button", { name: "twitter / x" });
  await twitter.dblclick();
  await expect(toast(page)).toContainText(SHARE_TEXT.composeOpened("twitter").description);
  await expect(twitter).toBeEnabled();
  expect(popups).toHaveLength(1);

  const revoke = dialog(page).getByRole("button", { name: new RegExp(SHARE_TEXT.revoke) });
  await revoke.dblclick();
  await expect(toast(page)).toContainText(SHARE_TEXT.revoked.description);
  expect(calls).toEqual([
    `POST /api/outfits/${outfitId}/create-share-image`,
    `POST /api/shares/${share.token}/publish`,
    `POST /api/outfits/${outfitId}/share`,
    `DELETE /api/shares/${share.token}`,
  ]);
});

// Coming-soon mode is the whole site's: on the shared server it would turn the pages of the tests
// running beside this one into the waitlist, so this test runs solo, on a server of its own (E2E_SHARE_PORT).
const solo = testOnOwnServer(Number(process.env.E2E_SHARE_PORT ?? 5370), { ADMIN_PASSWORD: PASSWORD });

solo(
  "published share pages stay reachable in coming-soon mode; drafts and other pages do not show",
  async ({ page, browser, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openShareDialog(page);
    await dialog(page).getByLabel(SHARE_TEXT.caption).fill("posted");
    const posted = await previewShare(page);
    await dialog(page).getByRole("button", { name: SHARE_TEXT.next }).click();
    await dialog(page).getByRole("button", { name: SHARE_TEXT.copyLink }).click();
    await expect(toast(page)).toContainText(TOAST.linkCopied.description);
    await dialog(page).getByRole("button", { name: SHARE_TEXT.back }).click();
    await dialog(page).getByRole("button", { name: SHARE_TEXT.back }).click();
    await dialog(page).getByLabel(SHARE_TEXT.caption).fill("draft only");
    const draft = await previewShare(page);

    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    const toggle = (mode: string) =>
      visitor.request.post("/api/admindesh09/toggle-mode", {
        data: { mode, password: PASSWORD },
        headers: { "x-forwarded-for": `e2e-share-${mode}-${Date.now()}` },
      });
    expect((await toggle("coming-soon")).status()).toBe(200);
    try {
      const response = await visitor.goto(new URL(posted.shareUrl).pathname);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole("heading", { level: 1, name: "posted" })).toBeVisible();
      await expect(visitor.getByRole("img", { name: /posted/ })).toBeVisible();
      expect((await visitor.goto(new URL(draft.shareUrl).pathname))?.status()).toBe(404);
      // Any other page shows the waitlist (a fresh tab: the 404 page may still be busy).
      const elsewhere = await stranger.newPage();
      await elsewhere.goto("/closet");
      await expect(elsewhere.getByPlaceholder("Enter your email")).toBeVisible();
    } finally {
      expect((await toggle("app")).status()).toBe(200);
      await stranger.close();
    }
  },
);

for (const width of [375, 1280]) {
  test(`the dialog fits a ${width} px screen, traps focus, closes on Escape, and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 400 ? 740 : 900 });
    const { trigger } = await openShareDialog(page);
    // Measured once the opening animation has settled.
    await expect
      .poll(async () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
              ).length,
        ),
      )
      .toBe(0);
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await dialog(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    // Every step label stays inside the dialog's padding: none runs into its edge.
    const steps = dialog(page).getByRole("list", { name: "steps" });
    const overrun = await steps.evaluate((list) => {
      const content = list.closest('[role="dialog"]')!;
      const edge = content.getBoundingClientRect().right - parseFloat(getComputedStyle(content).paddingRight);
      return Math.max(
        ...[...list.querySelectorAll("li span")].map((label) => label.getBoundingClientRect().right - edge),
      );
    });
    expect(overrun).toBeLessThanOrEqual(0);
    for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(
      violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => violation.id),
    ).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
}
