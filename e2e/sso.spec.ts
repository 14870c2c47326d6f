import { randomUUID } from "node:crypto";
import { headerAccount } from "./support/auth";
import { becomeGuest, listCloset, seedItems } from "./support/closet";
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

const OIDC_SETTINGS = {
  OIDC_ISSUER: `http://127.0.0.1:${PROVIDER_PORT}`,
  OIDC_CLIENT_ID: OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  OIDC_NAME: PROVIDER_NAME,
};
const test = testOnOwnServer(APP_PORT, { APP_URL, ...OIDC_SETTINGS });
// A second server of the spec's own, with password sign-in switched off.
const NO_PASSWORD_PORT = APP_PORT + 1;
const NO_PASSWORD_URL = `http://127.0.0.1:${NO_PASSWORD_PORT}`;
const withoutPasswords = testOnOwnServer(NO_PASSWORD_PORT, {
  APP_URL: NO_PASSWORD_URL,
  AUTH_PASSWORD_LOGIN: "false",
  ...OIDC_SETTINGS,
});

let provider: OidcProvider;
test.beforeAll(async () => {
  provider = await startOidcProvider(PROVIDER_PORT, [APP_URL, NO_PASSWORD_URL]);
});
test.afterAll(async () => provider?.stop());

const newLogin = (prefix = "sso") => `${prefix}${randomUUID().replaceAll("-", "").slice(0, 10)}`;

/** From /auth through the provider's own sign-in and consent pages, back to the app. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto("/auth");
  await page.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` }).click();
  await atProvider(page, login);
}

/** The provider's own pages: any login, then consent; back to the app. */
async function atProvider(page: Page, login: string) {
  await page.waitForURL(`http://127.0.0.1:${PROVIDER_PORT}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.port !== String(PROVIDER_PORT));
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
    "An account with this e-mail already exists. Sign in with your password, then link the provider on your account page.",
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

test("a guest who signs in with the provider for the first time keeps their closet", async ({ page }) => {
  await becomeGuest(page);
  const [item] = await seedItems(page.request, 1);
  // As a guest leaves guest mode: the header's 'sign in', which keeps the guest cookie.
  await page.goto("/closet");
  await headerAccount(page).getByRole("link", { name: "sign in" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` }).click();
  await atProvider(page, newLogin());
  expect((await currentUser(page)).status).toBe(200);
  expect((await listCloset(page.request)).map(({ id }) => id)).toEqual([item!.id]);
  // Guest mode ended with the sign-in: the guest cookie is gone.
  const cookies = await page.context().cookies();
  expect(cookies.map(({ name }) => name)).not.toContain("stylematch-guest");
});

/** A password account signed in in `page`'s browser. */
async function passwordAccount(page: Page, email: string) {
  const username = `pw${randomUUID().replaceAll("-", "").slice(0, 10)}`;
  const answer = await page.request.post("/api/register", {
    data: { email, username, password: "a-good-password" },
    headers: { origin: APP_URL },
  });
  expect(answer.status()).toBe(201);
  return { username, ...((await answer.json()) as { id: number }) };
}

async function linkProvider(page: Page, login: string, password = "a-good-password") {
  await page.goto("/account");
  await page.getByRole("button", { name: `link ${PROVIDER_NAME}` }).click();
  const form = page.getByRole("form", { name: `link ${PROVIDER_NAME}` });
  await form.getByLabel("current password").fill(password);
  await form.getByRole("button", { name: `link ${PROVIDER_NAME}` }).click();
  await atProvider(page, login);
}

test("linking proves the password, then the provider account signs in to it; unlinking ends that", async ({
  page,
  browser,
}) => {
  const login = newLogin();
  const account = await passwordAccount(page, `other-${ssoEmail(login)}`);
  await linkProvider(page, login);
  await expect(page).toHaveURL(`${APP_URL}/account`);
  const methods = page.getByRole("list", { name: "ways to sign in" });
  await expect(methods).toContainText(ssoEmail(login));

  const other = await browser.newContext({ baseURL: APP_URL });
  const otherPage = await other.newPage();
  await signInWithProvider(otherPage, login);
  expect(await currentUser(otherPage)).toMatchObject({ status: 200, body: { id: account.id } });
  await other.close();

  await methods.getByRole("button", { name: `unlink ${PROVIDER_NAME}` }).click();
  await expect(page.getByText(`${PROVIDER_NAME} unlinked`, { exact: true })).toBeVisible();
  await expect(methods).not.toContainText(ssoEmail(login));
  // The provider account is nobody's now: signing in with it makes a new account.
  const third = await browser.newContext({ baseURL: APP_URL });
  const thirdPage = await third.newPage();
  await signInWithProvider(thirdPage, login);
  const fresh = await currentUser(thirdPage);
  expect(fresh.status).toBe(200);
  expect(fresh.body).not.toMatchObject({ id: account.id });
  await third.close();
});

test("a wrong password links nothing, and a provider that does not vouch for its e-mail is refused", async ({
  page,
}) => {
  await passwordAccount(page, `${newLogin("pw")}@example.com`);
  await page.goto("/account");
  await page.getByRole("button", { name: `link ${PROVIDER_NAME}` }).click();
  const form = page.getByRole("form", { name: `link ${PROVIDER_NAME}` });
  await form.getByLabel("current password").fill("not-the-password");
  await form.getByRole("button", { name: `link ${PROVIDER_NAME}` }).click();
  await expect(form.getByText("That password is not correct.")).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/account`);

  await linkProvider(page, newLogin("unverified"));
  await expect(page).toHaveURL(`${APP_URL}/account?error=sso-unverified`);
  await expect(page.getByRole("alert").filter({ hasText: "vouch" })).toHaveText(
    "Your provider doesn't vouch for that account's e-mail address, so it wasn't linked.",
  );
  await expect(page.getByRole("button", { name: `unlink ${PROVIDER_NAME}` })).toHaveCount(0);
});

test("an account made by single sign-on keeps its last way to sign in, and can set a password", async ({ page }) => {
  const login = newLogin();
  await signInWithProvider(page, login);
  await page.goto("/account");
  const unlink = page.getByRole("button", { name: `unlink ${PROVIDER_NAME}` });
  await expect(unlink).toBeDisabled();
  const refused = await page.request.get("/api/account/identities");
  const [identity] = ((await refused.json()) as { identities: { id: number }[] }).identities;
  const direct = await page.request.delete(`/api/account/identities/${identity!.id}`, { headers: { origin: APP_URL } });
  expect(direct.status()).toBe(409);

  const form = page.getByRole("form", { name: "set a password" });
  await form.getByLabel("new password", { exact: true }).fill("my-new-password");
  await form.getByLabel("confirm new password").fill("my-new-password");
  await form.getByRole("button", { name: "set a password" }).click();
  await expect(page.getByText("password set", { exact: true })).toBeVisible();
  await expect(unlink).toBeEnabled();

  const signIn = await page.request.post("/api/login", {
    data: { username: login, password: "my-new-password" },
    headers: { origin: APP_URL },
  });
  expect(signIn.status()).toBe(200);
});

withoutPasswords(
  "AUTH_PASSWORD_LOGIN=false: no password forms, the password routes refuse, single sign-on works",
  async ({ page, request }) => {
    await page.goto("/auth");
    await expect(page.getByRole("button", { name: `Continue with ${PROVIDER_NAME}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "continue as guest" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveCount(0);
    await expect(page.getByLabel("Password")).toHaveCount(0);

    const refusal = {
      code: "password_login_off",
      message: "Signing in with a password is switched off on this site. Use single sign-on instead.",
    };
    const headers = { origin: NO_PASSWORD_URL };
    for (const [path, data] of [
      ["/api/login", { username: "someone", password: "a-good-password" }],
      ["/api/register", { email: "someone@example.com", username: "someone", password: "a-good-password" }],
      ["/api/password-reset", { email: "someone@example.com" }],
    ] as const) {
      const answer = await request.post(path, { data, headers });
      expect(answer.status(), path).toBe(403);
      expect(await answer.json()).toEqual(refusal);
    }

    const login = newLogin();
    await signInWithProvider(page, login);
    expect(await currentUser(page)).toMatchObject({ status: 200, body: { username: login } });
  },
);
