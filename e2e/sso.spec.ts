import { randomUUID } from "node:crypto";
import { OIDC_CLIENT, type OidcProvider, ssoEmail, startOidcProvider } from "./support/oidc-provider";
import { testOnOwnServer } from "./support/own-server";
import { expect, type Page } from "./support/test";

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider on loopback): the app's own
 * server is started with the provider configured (OIDC_* and APP_URL, README "Configuration").
 */
const APP_PORT = Number(process.env.E2E_SSO_PORT ?? 5390);
const PROVIDER_PORT = APP_PORT + 5;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const PROVIDER_NAME = "Test SSO";

const test = testOnOwnServer(APP_PORT, {
  APP_URL,
  OIDC_ISSUER: `http://127.0.0.1:${PROVIDER_PORT}`,
  OIDC_CLIENT_ID: OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  OIDC_NAME: PROVIDER_NAME,
});

let provider: OidcProvider;
test.beforeAll(async () => {
  provider = await startOidcProvider(PROVIDER_PORT, APP_URL);
});
test.afterAll(async () => provider?.stop());

const newLogin = (prefix = "sso") => `${prefix}${randomUUID().replaceAll("-", "").slice(0, 10)}`;

/** From /auth through the provider's own sign-in and consent pages, back to the app. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto("/auth");
  await page.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` }).click();
  await page.waitForURL(`http://127.0.0.1:${PROVIDER_PORT}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`${APP_URL}/**`);
}

async function currentUser(page: Page) {
  const answer = await page.request.get("/api/user");
  return {
    status: answer.status(),
    body: answer.ok() ? ((await answer.json()) as { username: string; email: string }) : null,
  };
}

test("the first sign-in with the provider makes an account from the profile, the next one signs in to it", async ({
  page,
  browser,
}) => {
  const login = newLogin();
  await signInWithProvider(page, login);
  await expect(page).not.toHaveURL(/\/auth/);
  const first = await currentUser(page);
  expect(first).toEqual({ status: 200, body: { id: expect.any(Number), username: login, email: ssoEmail(login) } });

  // Another browser, the same person at the provider: the same account, not a second one.
  const other = await browser.newContext({ baseURL: APP_URL });
  const otherPage = await other.newPage();
  await signInWithProvider(otherPage, login);
  expect(await currentUser(otherPage)).toEqual(first);

  // Logging out in one browser ends the session in both (the session version is bumped).
  const logout = await page.request.post("/api/logout", { headers: { origin: APP_URL } });
  expect(logout.status()).toBe(200);
  expect((await currentUser(page)).status).toBe(401);
  expect((await currentUser(otherPage)).status).toBe(401);
  await other.close();
});

test("a provider account whose e-mail already has a password account is refused, never joined silently", async ({
  page,
  request,
}) => {
  const login = newLogin();
  const registered = await request.post("/api/register", {
    data: { email: ssoEmail(login), username: `pw${login}`, password: "a-good-password" },
    headers: { origin: APP_URL },
  });
  expect(registered.status()).toBe(201);

  await signInWithProvider(page, login);
  await expect(page).toHaveURL(/\/auth\?error=sso-email-taken/);
  await expect(page.getByRole("alert").filter({ hasText: "e-mail" })).toHaveText(
    "An account with this e-mail already exists. Sign in with your password; a provider joins an account only once its owner links it.",
  );
  expect((await currentUser(page)).status).toBe(401);
});

test("/auth shows the provider's button above the 'or', and the REST contract is unchanged beside it", async ({
  page,
}) => {
  await page.goto("/auth");
  const button = page.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` });
  await expect(button).toBeVisible();
  const separator = page.getByRole("separator");
  expect((await button.boundingBox())!.y).toBeLessThan((await separator.boundingBox())!.y);
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
});
