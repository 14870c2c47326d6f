import { SHARE_TEXT, TOAST } from "@/lib/messages";
import type { ShareView } from "@/lib/share/schemas";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { registerByApi } from "./support/auth";
import { becomeGuest } from "./support/closet";
import { seedOutfitCloset, suggestOutfits } from "./support/outfits";
import { expect, test, type Page } from "./support/test";

/** The share dialog (customize → preview → share), the public share page, and revoking a link. */

const dialog = (page: Page) => page.getByRole("dialog", { name: SHARE_TEXT.title });
const toast = (page: Page) => page.locator('[data-slot="toast"]');
const step = (page: Page) => dialog(page).locator("[data-step]");

/** A guest whose closet makes outfits, on the outfit screen with the first idea's share dialog open. */
async function openShareDialog(
  page: Page,
  owner: "guest" | "user" = "guest",
): Promise<{ outfitId: number; username?: string }> {
  const username =
    owner === "user" ? (await registerByApi(page.request)).username : (await becomeGuest(page), undefined);
  await seedOutfitCloset(page.request);
  const [outfit] = await suggestOutfits(page.request);
  await page.goto("/outfit-creator");
  const card = page.locator(`[data-testid="outfit-card"][data-id="${outfit!.id}"]`);
  await card.getByRole("button", { name: `${SHARE_TEXT.button} ${outfit!.name}` }).click();
  await expect(dialog(page)).toBeVisible();
  return { outfitId: outfit!.id, username };
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
  await expect(toast(page)).toContainText("your outfit has been shared to twitter");

  // Back from share is the preview again.
  await dialog(page).getByRole("button", { name: SHARE_TEXT.back }).click();
  await expect(dialog(page).getByTestId("share-preview")).toHaveAttribute("src", minimal.imageUrl);
});

test("the share page previews well and shows nothing of the owner; a revoked link answers 404", async ({
  page,
  browser,
}) => {
  const { outfitId, username } = await openShareDialog(page, "user");
  await dialog(page).getByLabel(SHARE_TEXT.caption).fill("<script>alert(1)</script> fit check");
  const share = await previewShare(page);
  const path = new URL(share.shareUrl).pathname;

  // A stranger (no cookies) opens the link.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("img", { name: /fit check/ })).toBeVisible();
  await expect(visitor.getByText("<script>alert(1)</script> fit check")).toBeVisible();
  const meta = (name: string) => visitor.locator(`meta[property="${name}"], meta[name="${name}"]`).first();
  await expect(meta("og:image")).toHaveAttribute("content", /^http:\/\/127\.0\.0\.1:\d+\/.+/);
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

  // The owner stops sharing it from the dialog: the page and the image answer 404.
  await dialog(page).getByRole("button", { name: SHARE_TEXT.next }).click();
  const links = dialog(page).getByRole("list", { name: SHARE_TEXT.activeLinks });
  await expect(links.getByRole("listitem")).toHaveCount(1);
  await links.getByRole("button", { name: new RegExp(SHARE_TEXT.revoke) }).click();
  await expect(toast(page)).toContainText(SHARE_TEXT.revoked.description);
  await expect(step(page)).toHaveAttribute("data-step", "customize");
  expect((await visitor.goto(path))?.status()).toBe(404);
  expect((await visitor.request.get(share.imageUrl)).status()).toBe(404);
  await stranger.close();
});

for (const width of [375, 1280]) {
  test(`the dialog fits a ${width} px screen, traps focus, closes on Escape, and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 400 ? 740 : 900 });
    await openShareDialog(page);
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
    expect(await dialog(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
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
  });
}
