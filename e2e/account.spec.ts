import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from "@/lib/messages/account";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { DELETED_TOASTS } from "@/lib/messages/toasts";
import type { ShareView } from "@/lib/share/schemas";
import { readFile } from "node:fs/promises";
import {
  type Account,
  expectSignedInAs,
  expectToast,
  fillRegisterForm,
  headerAccount,
  newAccount,
  newAddress,
  registerByApi,
} from "./support/auth";
import { becomeGuest, seedItems } from "./support/closet";
import { seedInspiration } from "./support/inspiration";
import { seedOutfitCloset, suggestOutfits } from "./support/outfits";
import { expect, type Page, test } from "./support/test";
import { readZip } from "../tests/support/read-zip";

/**
 * The account page (issue #16) in Chromium: change the password (the old one stops working and
 * another browser's session answers 401), download the export (a ZIP whose data.json lists the
 * uploads and which holds their photos), and delete everything, as a user and as a guest.
 */

async function openAccountFromMenu(page: Page, account: Account) {
  await page.goto("/closet");
  await expectSignedInAs(page, account.username);
  await page.getByRole("button", { name: /account menu for/ }).click();
  await page.getByRole("menuitem", { name: "account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_TEXT.title })).toBeVisible();
}

const loginStatus = async (page: Page, username: string, password: string) => {
  const visitor = await page.context().browser()!.newContext();
  const status = (
    await visitor.request.post("/api/login", { data: { username, password }, headers: newAddress() })
  ).status();
  await visitor.close();
  return status;
};

test("the account page shows who you are and what you keep here", async ({ page }) => {
  const account = await registerByApi(page.request);
  await seedItems(page.request, 2, "tops");
  await seedInspiration(page.request, 1);
  await openAccountFromMenu(page, account);
  const facts = page.getByTestId("account-facts");
  await expect(facts).toContainText(account.username);
  await expect(facts).toContainText(account.email);
  await expect(facts).toContainText(ACCOUNT_TEXT.memberSince);
  // No AI settings in the shared e2e server: the local analyzer, said as such.
  await expect(facts).toContainText(`${ACCOUNT_TEXT.styleAnalysis}${AI_MESSAGES.localLabel}`);
  const count = (label: string) => page.locator(`[data-count="${label}"] dd`);
  await expect(count(ACCOUNT_TEXT.closetItems)).toHaveText("2");
  await expect(count(ACCOUNT_TEXT.inspirationImages)).toHaveText("1");
  await expect(count(ACCOUNT_TEXT.savedOutfits)).toHaveText("0");
  await expect(count(ACCOUNT_TEXT.activeShareLinks)).toHaveText("0");
});

test("change password: this browser stays signed in, another browser's session answers 401, the old password fails", async ({
  page,
  browser,
}) => {
  const account = await registerByApi(page.request);
  const elsewhere = await browser.newContext();
  expect(
    (
      await elsewhere.request.post("/api/login", {
        data: { username: account.username, password: account.password },
        headers: newAddress(),
      })
    ).status(),
  ).toBe(200);
  expect((await elsewhere.request.get("/api/user")).status()).toBe(200);

  await openAccountFromMenu(page, account);
  const form = page.getByRole("form", { name: ACCOUNT_TEXT.changePasswordTitle });
  // The shared schema's rules show before anything is sent.
  await form.getByLabel(ACCOUNT_TEXT.currentPassword).fill(account.password);
  await form.getByLabel(ACCOUNT_TEXT.newPassword, { exact: true }).fill("short");
  await form.getByLabel(ACCOUNT_TEXT.confirmNewPassword).fill("other");
  await form.getByRole("button", { name: ACCOUNT_TEXT.changePassword }).click();
  await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(form.getByText("Passwords do not match")).toBeVisible();

  const newPassword = `${account.password}-new`;
  await form.getByLabel(ACCOUNT_TEXT.newPassword, { exact: true }).fill(newPassword);
  await form.getByLabel(ACCOUNT_TEXT.confirmNewPassword).fill(newPassword);
  await form.getByRole("button", { name: ACCOUNT_TEXT.changePassword }).click();
  await expectToast(page, ACCOUNT_MESSAGES.passwordChanged.title, ACCOUNT_MESSAGES.passwordChanged.description);
  await expect(form.getByLabel(ACCOUNT_TEXT.currentPassword)).toHaveValue("");

  expect((await elsewhere.request.get("/api/user")).status()).toBe(401);
  await elsewhere.close();
  expect((await page.request.get("/api/user")).status()).toBe(200);
  await page.reload();
  await expectSignedInAs(page, account.username);
  expect(await loginStatus(page, account.username, account.password)).toBe(401);
  expect(await loginStatus(page, account.username, newPassword)).toBe(200);
});

test("a wrong current password is refused with a message", async ({ page }) => {
  const account = await registerByApi(page.request);
  await openAccountFromMenu(page, account);
  const form = page.getByRole("form", { name: ACCOUNT_TEXT.changePasswordTitle });
  await form.getByLabel(ACCOUNT_TEXT.currentPassword).fill(`${account.password}-wrong`);
  await form.getByLabel(ACCOUNT_TEXT.newPassword, { exact: true }).fill("another-password");
  await form.getByLabel(ACCOUNT_TEXT.confirmNewPassword).fill("another-password");
  await form.getByRole("button", { name: ACCOUNT_TEXT.changePassword }).click();
  await expectToast(page, ACCOUNT_MESSAGES.passwordChangeFailure.title, ACCOUNT_MESSAGES.wrongPassword);
  // Also under the field, which takes the focus.
  const current = form.getByLabel(ACCOUNT_TEXT.currentPassword);
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription(ACCOUNT_MESSAGES.wrongPassword);
  expect(await loginStatus(page, account.username, account.password)).toBe(200);
});

test("export downloads a ZIP whose data.json lists the uploads and which holds their photos", async ({ page }) => {
  const account = await registerByApi(page.request);
  const items = await seedItems(page.request, 2, "bottoms");
  const [look] = await seedInspiration(page.request, 1);
  await openAccountFromMenu(page, account);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: ACCOUNT_TEXT.exportButton }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^stylematch-export-${account.username}-\\d{4}-\\d\\d-\\d\\d\\.zip$`),
  );
  const zip = readZip(await readFile((await download.path())!));

  const data = JSON.parse(zip.get("data.json")!.toString("utf8")) as {
    account: { username: string; email: string };
    closetItems: { id: number; category: string; image: string }[];
    inspirationImages: { id: number; image: string }[];
  };
  expect(data.account).toMatchObject({ username: account.username, email: account.email });
  expect(JSON.stringify(data)).not.toMatch(/scrypt|"password"/);
  expect(data.closetItems.map((item) => item.id).sort()).toEqual(items.map((item) => item.id).sort());
  for (const item of items) {
    const name = `closet/bottoms/${item.id}.webp`;
    expect(data.closetItems.find((entry) => entry.id === item.id)?.image).toBe(name);
    const served = Buffer.from(await (await page.request.get(item.imageUrl)).body());
    expect(zip.get(name), name).toEqual(served);
  }
  expect(data.inspirationImages).toEqual([
    expect.objectContaining({ id: look!.id, image: `inspiration/${look!.id}.webp` }),
  ]);
  expect([...zip.keys()]).toContain(`inspiration/${look!.id}.webp`);
  await expect(page.getByRole("button", { name: ACCOUNT_TEXT.exportButton })).toBeEnabled();
});

test("delete account: asks for the password and the username, then login fails and the photos and share links answer 404", async ({
  page,
}) => {
  // Seeds a closet, outfits and a share image, and checks two passwords with scrypt: slow on a busy machine.
  test.setTimeout(120_000);
  const account = await registerByApi(page.request);
  const items = await seedOutfitCloset(page.request);
  const [outfit] = await suggestOutfits(page.request);
  const shared = await page.request.post(`/api/outfits/${outfit!.id}/create-share-image`, {
    data: { caption: "last look" },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  // Published (a preview is a private draft until then), so the link and its image are public.
  const published = await page.request.post(`/api/shares/${((await shared.json()) as ShareView).token}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  const share = (await published.json()) as ShareView;
  const sharePage = new URL(share.shareUrl).pathname;
  expect((await page.request.get(sharePage)).status()).toBe(200);
  const urls = [...items.flatMap((item) => [item.imageUrl, item.thumbnailUrl]), share.imageUrl];
  for (const url of urls) expect((await page.request.get(url)).status()).toBe(200);
  await openAccountFromMenu(page, account);

  await page.getByRole("button", { name: ACCOUNT_TEXT.deleteButton }).click();
  const dialog = page.getByRole("dialog", { name: ACCOUNT_TEXT.deleteConfirmTitle });
  const form = dialog.getByRole("form", { name: ACCOUNT_TEXT.deleteTitle });
  await form.getByLabel("password").fill(`${account.password}-wrong`);
  await form.getByLabel(ACCOUNT_TEXT.typeUsername(account.username)).fill(account.username);
  await form.getByRole("button", { name: ACCOUNT_TEXT.deleteButton }).click();
  await expectToast(page, ACCOUNT_MESSAGES.deleteFailure.title, ACCOUNT_MESSAGES.wrongPassword);
  await expect(dialog).toBeVisible();
  // Also under the password, which takes the focus.
  await expect(form.getByLabel("password")).toBeFocused();
  await expect(form.getByLabel("password")).toHaveAccessibleDescription(ACCOUNT_MESSAGES.wrongPassword);

  await form.getByLabel("password").fill(account.password);
  // A double click deletes once (a second request would answer 401 and toast a false failure).
  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/account/delete")) deletes.push(request.url());
  });
  await form.getByRole("button", { name: ACCOUNT_TEXT.deleteButton }).dblclick();
  // The password check is deliberately slow (scrypt), and the removal follows it.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "anonymous");
  // The home page confirms the deletion.
  await expectToast(page, DELETED_TOASTS.account.title, DELETED_TOASTS.account.description);
  expect(deletes).toHaveLength(1);
  // Once: a reload does not say it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);

  expect(await loginStatus(page, account.username, account.password)).toBe(401);
  for (const url of urls) expect((await page.request.get(url)).status(), url).toBe(404);
  expect((await page.request.get(sharePage)).status()).toBe(404);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth/);
});

test("a guest reaches their data from the header, exports it, and deletes it", async ({ page }) => {
  await becomeGuest(page);
  const items = await seedItems(page.request, 1, "shoes");
  await page.goto("/closet");
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");
  await headerAccount(page).getByRole("link", { name: "account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_TEXT.guestTitle })).toBeVisible();
  await expect(page.locator(`[data-count="${ACCOUNT_TEXT.closetItems}"] dd`)).toHaveText("1");
  await expect(page.getByRole("form", { name: ACCOUNT_TEXT.changePasswordTitle })).toHaveCount(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: ACCOUNT_TEXT.exportButton }).click();
  const zip = readZip(await readFile((await (await downloading).path())!));
  expect([...zip.keys()]).toContain(`closet/shoes/${items[0]!.id}.webp`);

  await page.getByRole("button", { name: ACCOUNT_TEXT.guestDeleteButton }).click();
  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/account/delete")) deletes.push(request.url());
  });
  await page
    .getByRole("dialog", { name: ACCOUNT_TEXT.guestDeleteConfirmTitle })
    .getByRole("button", { name: ACCOUNT_TEXT.guestDeleteButton })
    .dblclick();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "anonymous");
  await expectToast(page, DELETED_TOASTS.guest.title, DELETED_TOASTS.guest.description);
  expect(deletes).toHaveLength(1);
  for (const url of [items[0]!.imageUrl, items[0]!.thumbnailUrl])
    expect((await page.request.get(url)).status(), url).toBe(404);
  expect((await page.request.get("/api/closet")).status()).toBe(401);
});

test("a guest's 'create an account' opens /auth on the Register tab, and registering keeps the closet", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "continue as guest" }).click();
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");
  await seedItems(page.request, 1, "tops");
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_TEXT.guestTitle })).toBeVisible();

  await page.getByRole("link", { name: ACCOUNT_TEXT.createAccount }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  const account = newAccount("ui");
  const form = await fillRegisterForm(page, account);
  await form.getByRole("button", { name: "create account" }).click();
  await expectSignedInAs(page, account.username);
  // One item: the welcome counts it in the singular.
  await expectToast(page, "Account created", "welcome! your 1 item is saved to your account.");
  await page.goto("/account");
  await expect(page.locator(`[data-count="${ACCOUNT_TEXT.closetItems}"] dd`)).toHaveText("1");
});

test("the export button downloads once however fast it is clicked", async ({ page }) => {
  await becomeGuest(page);
  await page.goto("/account");
  const exports: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/account/export")) exports.push(request.url());
  });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: ACCOUNT_TEXT.exportButton }).dblclick();
  await downloading;
  await expect(page.getByRole("button", { name: ACCOUNT_TEXT.exportButton })).toBeEnabled();
  expect(exports).toHaveLength(1);
});
