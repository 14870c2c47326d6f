import { ACCOUNT_TEXT } from "@/lib/messages/account";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { randomBytes } from "node:crypto";
import { newAddress, registerByApi } from "./support/auth";
import { becomeGuest, seedItems } from "./support/closet";
import { seedInspiration } from "./support/inspiration";
import { type Browser, expect, type Page, test } from "./support/test";

/**
 * Restoring an export (issue #30) in Chromium: user A's export, made through the API in another
 * browser, is restored by B on the account page: the upload shows its progress, the summary says
 * what came along, and B's closet shows A's items. A file that is no export is refused with the
 * server's message, announced, and nothing changes. Guests can restore too.
 */

/** A's export: two items (one named), an inspiration image, made in a browser context of its own. */
async function exportOfAnotherUser(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    await registerByApi(context.request);
    const [top] = await seedItems(context.request, 2, "tops");
    const named = await context.request.patch(`/api/closet/${top!.id}`, { data: { name: "Imported shirt" } });
    expect(named.status(), await named.text()).toBe(200);
    await seedInspiration(context.request, 1);
    const exported = await context.request.get("/api/account/export", { headers: newAddress() });
    expect(exported.status()).toBe(200);
    return await exported.body();
  } finally {
    await context.close();
  }
}

async function restore(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto("/account");
  const form = page.getByRole("form", { name: IMPORT_TEXT.title });
  await expect(page.getByRole("heading", { name: IMPORT_TEXT.title })).toBeVisible();
  // Every text the status line shows, kept for the test to read once the restore is over.
  await page.getByTestId("import-progress").evaluate((status) => {
    const said: string[] = [];
    (window as unknown as { importStatusSaid: string[] }).importStatusSaid = said;
    new MutationObserver(() => said.push(status.textContent ?? "")).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await form.getByLabel(IMPORT_TEXT.chooseFile).setInputFiles(file);
  await form.getByRole("button", { name: IMPORT_TEXT.restore }).click();
  return form;
}

test("restore: B restores A's export on the account page, sees the summary, and A's items are in B's closet", async ({
  page,
  browser,
}) => {
  const zip = await exportOfAnotherUser(browser);
  await registerByApi(page.request);

  const answer = page.waitForResponse((response) => response.url().includes("/api/account/import"));
  await restore(page, { name: "export.zip", mimeType: "application/zip", buffer: zip });
  const summary = page.getByTestId("import-summary");
  await expect(summary).toBeVisible({ timeout: 30_000 });
  // The server told the photos' progress as it went (issue #40 point 10), and the page showed it.
  expect((await answer).headers()["content-type"]).toBe("application/x-ndjson; charset=utf-8");
  const said = await page.evaluate(() => (window as unknown as { importStatusSaid: string[] }).importStatusSaid);
  expect(said.filter((text) => /^restoring: \d+ of \d+ photos processed\.\.\.$/.test(text)).length).toBeGreaterThan(0);
  await expect(summary.getByRole("heading", { name: IMPORT_TEXT.summaryTitle })).toBeVisible();
  await expect(summary.locator(`[data-count="${IMPORT_TEXT.counts.closet}"] dd`)).toHaveText("2");
  await expect(summary.locator(`[data-count="${IMPORT_TEXT.counts.inspiration}"] dd`)).toHaveText("1");
  // The page's own counts follow (the page is refreshed from the server).
  await expect(page.locator(`[data-testid="account-counts"] [data-count="${ACCOUNT_TEXT.closetItems}"] dd`)).toHaveText(
    "2",
  );

  await page.goto("/closet");
  await expect(page.getByTestId("closet-item")).toHaveCount(2);
  await expect(page.getByText("Imported shirt")).toBeVisible();

  // The same archive again: nothing new, and the note says why.
  await restore(page, { name: "export.zip", mimeType: "application/zip", buffer: zip });
  await expect(page.getByTestId("import-summary")).toContainText(IMPORT_TEXT.summaryEmpty, { timeout: 30_000 });
  await expect(page.getByTestId("import-skipped")).toContainText("already restored");
});

test("restore refuses a file that is no export with the server's message, announced, and imports nothing", async ({
  page,
}) => {
  await registerByApi(page.request);
  const form = await restore(page, { name: "holiday.zip", mimeType: "application/zip", buffer: randomBytes(4000) });
  const alert = form.getByRole("alert");
  await expect(alert).toHaveText(IMPORT_TEXT.notZip);
  await expect(form.getByLabel(IMPORT_TEXT.chooseFile)).toHaveAccessibleDescription(IMPORT_TEXT.notZip);
  await expect(page.getByTestId("import-summary")).toHaveCount(0);
  const closet = await page.request.get("/api/closet");
  expect(await closet.json()).toEqual([]);
});

test("a guest restores an export too", async ({ page, browser }) => {
  const zip = await exportOfAnotherUser(browser);
  await becomeGuest(page);
  await restore(page, { name: "export.zip", mimeType: "application/zip", buffer: zip });
  await expect(page.getByTestId("import-summary").locator(`[data-count="${IMPORT_TEXT.counts.closet}"] dd`)).toHaveText(
    "2",
    { timeout: 30_000 },
  );
});
