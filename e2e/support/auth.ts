import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

/** A fresh account's details; the suffix keeps runs against a reused server from colliding. */
export function newAccount(prefix = "e2e") {
  const id = randomUUID().replace(/-/g, "").slice(0, 10);
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}_${id}`, password: `pw-${id}` };
}
export type Account = ReturnType<typeof newAccount>;

/** Every API test speaks from its own address so per-address limits never leak between tests. */
export const newAddress = () => ({ "x-forwarded-for": `e2e-${randomUUID()}` });

export async function registerByApi(
  request: APIRequestContext,
  account: Account = newAccount(),
): Promise<Account & { id: number }> {
  const response = await request.post("/api/register", { data: account, headers: newAddress() });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: number };
  return { ...account, id: body.id };
}

/** The header's account area on a desktop-sized window. */
export const headerAccount = (page: Page) => page.locator("header [data-auth-state]").first();

export async function expectSignedInAs(page: Page, username: string) {
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "user");
  await expect(page.getByTestId("header-username")).toHaveText(username);
}

export async function fillRegisterForm(
  page: Page,
  account: Pick<Account, "email" | "username" | "password">,
  confirm = account.password,
) {
  const form = page.getByRole("form", { name: "register" });
  await form.getByLabel("email").fill(account.email);
  await form.getByLabel("username").fill(account.username);
  await form.getByLabel("password", { exact: true }).fill(account.password);
  await form.getByLabel("confirm password").fill(confirm);
  return form;
}

export async function fillLoginForm(page: Page, username: string, password: string) {
  const form = page.getByRole("form", { name: "login" });
  await form.getByLabel("email or username").fill(username);
  await form.getByLabel("password").fill(password);
  return form;
}

export async function logoutFromHeader(page: Page) {
  await page.getByRole("button", { name: /account menu for/ }).click();
  await page.getByRole("menuitem", { name: "logout" }).click();
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "anonymous");
}

/** A toast on screen with this title (and description), not its screen-reader announcement copy. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-slot="toast"]', {
    has: page.locator('[data-slot="toast-title"]', { hasText: title }),
  });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast.locator('[data-slot="toast-description"]')).toHaveText(description);
}
