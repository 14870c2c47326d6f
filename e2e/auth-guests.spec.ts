import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { TOAST } from "@/lib/messages/toasts";
import { expectSignedInAs, expectToast, fillRegisterForm, headerAccount, newAccount } from "./support/auth";
import { doubleClickAtOnce } from "./support/clicks";
import { listCloset, seedItems } from "./support/closet";
import { holdAnswers } from "./support/held";
import { type Browser, expect, type Page, test } from "./support/test";

/** Private guests in the browser: each guest's closet is their own, and registering keeps it. */
const cards = (page: Page) => page.getByTestId("closet-item");

async function guestPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth");
  await page.getByRole("button", { name: "continue as guest" }).click();
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");
  return page;
}

test("two guests in two browsers see two separate closets", async ({ browser }) => {
  const [first, second] = [await guestPage(browser), await guestPage(browser)];
  const [item] = await seedItems(first.request, 1, "tops");
  await seedItems(second.request, 2, "shoes", "#7c2d12");

  await first.goto("/closet");
  await expect(cards(first)).toHaveCount(1);
  await second.goto("/closet");
  await expect(cards(second)).toHaveCount(2);

  // Neither can read or delete the other's item by id.
  expect((await listCloset(second.request)).map((entry) => entry.id)).not.toContain(item!.id);
  expect((await second.request.delete(`/api/closet/${item!.id}`)).status()).toBe(404);
  await first.reload();
  await expect(cards(first)).toHaveCount(1);

  const third = await guestPage(browser);
  await third.goto("/closet");
  await expect(third.getByText(CLOSET_MESSAGES.emptyTitle)).toBeVisible();
  await Promise.all([first, second, third].map((page) => page.context().close()));
});

test("a guest's closet survives registration and belongs to the new account", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "continue as guest" }).click();
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");
  await seedItems(page.request, 2, "tops");
  await page.goto("/closet");
  await expect(cards(page)).toHaveCount(2);

  await headerAccount(page).getByRole("link", { name: "sign in" }).click();
  await page.getByRole("tab", { name: "Register" }).click();
  const account = newAccount("ui");
  const form = await fillRegisterForm(page, account);
  await form.getByRole("button", { name: "create account" }).click();
  await expectSignedInAs(page, account.username);
  // The welcome says the closet came along, with the real count.
  await expectToast(page, TOAST.registerSuccess.title, "welcome! your 2 items are saved to your account.");

  await page.goto("/closet");
  await expect(cards(page)).toHaveCount(2);
  expect(await page.evaluate(() => sessionStorage.getItem("guestMode"))).toBeNull();

  // The items follow the account, not the browser: a fresh sign-in elsewhere sees them too.
  const elsewhere = await page.context().browser()!.newContext();
  const login = await elsewhere.request.post("/api/login", {
    data: { username: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  expect(await listCloset(elsewhere.request)).toHaveLength(2);
  await elsewhere.close();
});

test("double-clicking 'continue as guest' starts one guest", async ({ page }) => {
  const starts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/guest") && request.method() === "POST") starts.push(request.url());
  });
  // Hold the answer, as a slow network would, until the busy label shows: the second click lands while the first is out.
  const held = holdAnswers();
  await page.route("**/api/guest*", async (route) => {
    await held.until;
    await route.continue();
  });
  await page.goto("/auth");
  const button = page.getByRole("button", { name: "continue as guest" });
  await doubleClickAtOnce(button);
  await expect(page.getByRole("button", { name: "continuing..." })).toBeDisabled();
  held.release();
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");
  expect(starts).toHaveLength(1);
});

test("a guest with an empty closet who registers hears the plain welcome, nothing about items", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "continue as guest" }).click();
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");
  await headerAccount(page).getByRole("link", { name: "sign in" }).click();
  await page.getByRole("tab", { name: "Register" }).click();
  const account = newAccount("ui");
  const form = await fillRegisterForm(page, account);
  await form.getByRole("button", { name: "create account" }).click();
  await expectSignedInAs(page, account.username);
  await expectToast(page, TOAST.registerSuccess.title, TOAST.registerSuccess.description);
});
