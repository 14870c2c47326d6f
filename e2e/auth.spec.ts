import { TOAST } from "@/lib/messages/toasts";
import {
  expectSignedInAs,
  expectToast,
  fillLoginForm,
  fillRegisterForm,
  headerAccount,
  logoutFromHeader,
  newAccount,
  registerByApi,
} from "./support/auth";
import { doubleClickAtOnce } from "./support/clicks";
import { expect, test } from "./support/test";

/** The /auth screen, the header's account states and the route gate, in the browser. */

test("an anonymous visitor to a protected page lands on /auth and, after registering, back on that page", async ({
  page,
}) => {
  await page.goto("/closet?category=tops");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcloset%3Fcategory%3Dtops$/);
  await expect(page.getByRole("heading", { level: 1, name: "welcome to stylematch" })).toBeVisible();
  await expect(page.getByText("sign in to access your personal wardrobe")).toBeVisible();
  await expect(page.getByRole("heading", { name: "unlock your style potential" })).toBeVisible();
  for (const step of ["upload inspiration", "build your digital closet", "discover new outfits"]) {
    await expect(page.getByRole("heading", { name: step })).toBeVisible();
  }
  expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterAuth"))).toBe("/closet?category=tops");

  const account = newAccount("ui");
  await page.getByRole("tab", { name: "Register" }).click();
  const form = await fillRegisterForm(page, account);
  await form.getByRole("button", { name: "create account" }).click();

  await expect(page).toHaveURL(/\/closet\?category=tops$/);
  await expectSignedInAs(page, account.username);
  await expectToast(page, "Account created", "Your account has been created successfully.");
  expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterAuth"))).toBeNull();
});

test("logout returns the header to 'sign in'; login works by e-mail and by username", async ({ page, request }) => {
  const account = await registerByApi(request, newAccount("ui"));

  for (const name of [account.email, account.username]) {
    await page.goto("/auth");
    const form = await fillLoginForm(page, name, account.password);
    await form.getByRole("button", { name: "sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, account.username);
    await expectToast(page, "Welcome back!", "You have successfully signed in.");

    await logoutFromHeader(page);
    await expect(headerAccount(page).getByRole("link", { name: "sign in" })).toBeVisible();
    await page.reload();
    await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "anonymous");
  }
});

test("a wrong password shows the server's message in the login-failed toast and under the password, which takes the focus", async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, newAccount("ui"));
  await page.goto("/auth");
  const form = await fillLoginForm(page, account.username, "not-the-password");
  await form.getByRole("button", { name: "sign in" }).click();
  await expectToast(page, "Login failed", "Invalid username or password.");
  await expect(page).toHaveURL(/\/auth$/);
  const password = form.getByLabel("password");
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription("Invalid username or password.");
  await expect(form.locator("[data-field-error]")).toHaveText("Invalid username or password.");
  // Typing again takes the mark away; the right password signs in.
  await password.fill(account.password);
  await expect(form.locator("[data-field-error]")).toHaveCount(0);
  await form.getByRole("button", { name: "sign in" }).click();
  await expectSignedInAs(page, account.username);
});

test("each validation message shows under its field and nothing is sent", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/(login|register)/.test(request.url())) sent.push(request.url());
  });
  await page.goto("/auth");
  const login = page.getByRole("form", { name: "login" });
  await login.getByRole("button", { name: "sign in" }).click();
  await expect(login.getByText("Email or username is required")).toBeVisible();
  await expect(login.getByText("Password is required")).toBeVisible();

  await page.getByRole("tab", { name: "Register" }).click();
  const register = await fillRegisterForm(page, { email: "not-an-email", username: "ab", password: "12345" }, "54321");
  await register.getByRole("button", { name: "create account" }).click();
  await expect(register.getByText("Please enter a valid email address")).toBeVisible();
  await expect(register.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(register.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(register.getByLabel("confirm password")).toHaveAccessibleDescription("Passwords do not match");
  expect(sent).toEqual([]);

  // Messages clear as the fields are corrected.
  await register.getByLabel("email").fill("fixed@example.com");
  await expect(register.getByText("Please enter a valid email address")).toBeHidden();
});

test("a taken username shows 'Registration failed' with the server's reason", async ({ page, request }) => {
  const taken = await registerByApi(request, newAccount("ui"));
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  const form = await fillRegisterForm(page, { ...newAccount("ui"), username: taken.username });
  await form.getByRole("button", { name: "create account" }).click();
  await expectToast(page, "Registration failed", "That username is taken.");
});

test("'create account' in the header opens /auth on the Register tab, once", async ({ page }) => {
  await page.goto("/");
  await headerAccount(page).getByRole("link", { name: "create account" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  expect(
    await page.evaluate(() => [localStorage.getItem("showRegisterForm"), sessionStorage.getItem("showRegisterForm")]),
  ).toEqual([null, null]);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
});

test("a guest goes from a protected page to /auth and straight back, keeps guest mode on reload, and 'sign in' leaves it", async ({
  page,
}) => {
  // Arrive by clicking the header link (a client-side navigation the router may have prefetched).
  await page.goto("/");
  await page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "my closet" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcloset$/);
  await page.getByRole("button", { name: "continue as guest" }).click();
  await expect(page).toHaveURL(/\/closet$/);
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");
  await expect(headerAccount(page).getByRole("link", { name: "create account" })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("guestMode"))).toBe("true");

  // DESIGN.md: guest mode survives a reload within the browser session.
  await page.reload();
  await expect(page).toHaveURL(/\/closet$/);
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");

  await headerAccount(page).getByRole("link", { name: "sign in" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("form", { name: "login" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("guestMode"))).toBeNull();
});

test("a new tab of a guest's browser session is let in as that guest", async ({ page, context }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "continue as guest" }).click();
  await expect(headerAccount(page)).toHaveAttribute("data-auth-state", "guest");
  // sessionStorage is per tab, the guest cookie per browser session.
  const tab = await context.newPage();
  await tab.goto("/closet");
  await expect(tab).toHaveURL(/\/closet$/);
  await expect(headerAccount(tab)).toHaveAttribute("data-auth-state", "guest");
  expect(await tab.evaluate(() => sessionStorage.getItem("guestMode"))).toBe("true");
});

test("a guest who registers keeps the guest session's place and becomes the user", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "continue as guest" }).click();
  await expect(page).toHaveURL(/\/$/);
  await headerAccount(page).getByRole("link", { name: "sign in" }).click();
  await page.getByRole("tab", { name: "Register" }).click();
  const account = newAccount("ui");
  const form = await fillRegisterForm(page, account);
  await form.getByRole("button", { name: "create account" }).click();
  await expectSignedInAs(page, account.username);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.endsWith("stylematch-guest") && cookie.value)).toEqual([]);
});

test("a signed-in visitor opening /auth is sent on without seeing the forms", async ({ page }) => {
  const account = newAccount("ui");
  const response = await page.request.post("/api/register", { data: account });
  expect(response.status()).toBe(201);
  await page.goto("/auth?redirect=%2Finspiration");
  await expect(page).toHaveURL(/\/inspiration$/);
  await expectSignedInAs(page, account.username);
});

test("the protected pages' gate also works on client-side navigation after the session ends", async ({ page }) => {
  const account = newAccount("ui");
  expect((await page.request.post("/api/register", { data: account })).status()).toBe(201);
  await page.goto("/closet");
  await expectSignedInAs(page, account.username);
  await logoutFromHeader(page);
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterAuth"))).toBe("/closet");
});

test("the session comes with the page: a protected screen renders at once, with no session spinner and no /api/user request", async ({
  page,
}) => {
  const account = newAccount("ui");
  expect((await page.request.post("/api/register", { data: account })).status()).toBe(201);
  // Were the page to wait for GET /api/user, holding it (until the test ends) would keep the screen blank.
  const asked: string[] = [];
  await page.route("**/api/user?*", async (route) => {
    asked.push(route.request().url());
    await new Promise(() => undefined);
  });
  const html = await (await page.request.get("/closet")).text();
  expect(html).toContain("your closet");
  expect(html).not.toContain("data-session-loading");

  await page.goto("/closet");
  await expect(page.getByRole("heading", { level: 1, name: "your closet" })).toBeVisible();
  await expectSignedInAs(page, account.username);
  await expect(page.locator("[data-session-loading]")).toHaveCount(0);
  expect(asked).toEqual([]);
});

test.describe("on a phone-sized window", () => {
  test.use({ viewport: { width: 390, height: 640 }, hasTouch: true });

  test("the auth heading scrolls into view 90 px from the top, and the header keeps only the menu", async ({
    page,
  }) => {
    await page.goto("/auth");
    const heading = page.getByRole("heading", { level: 1, name: "welcome to stylematch" });
    await expect(heading).toBeVisible();
    // Below 500 px neither 'sign in' nor 'create account' shows in the bar (the side menu has them).
    await expect(headerAccount(page).getByRole("link", { name: "sign in" })).toBeHidden();
    await expect(headerAccount(page).getByRole("link", { name: "create account" })).toBeHidden();
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(90);
  });

  test("after signing in the keyboard is dismissed and the page sits at the top", async ({ page, request }) => {
    const account = await registerByApi(request, newAccount("ui"));
    await page.goto("/auth");
    const form = await fillLoginForm(page, account.username, account.password);
    await form.getByLabel("password").press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() =>
        page.evaluate(() => [
          window.scrollY,
          document.activeElement === document.body || document.activeElement === null,
        ]),
      )
      .toEqual([0, true]);
    await page.getByRole("button", { name: "open menu" }).click();
    await expect(page.getByTestId("mobile-menu")).toContainText(account.username);
    await expect(page.getByTestId("mobile-menu").getByRole("button", { name: "logout" })).toBeVisible();
  });
});

test("a double click on logout (the mobile menu's button) sends one request", async ({ page }) => {
  const logouts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/logout")) logouts.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  const account = await registerByApi(page.request, newAccount("ui"));
  await page.goto("/");
  await page.getByRole("button", { name: "open menu" }).click();
  await expect(page.getByTestId("mobile-menu")).toContainText(account.username);
  await doubleClickAtOnce(page.getByTestId("mobile-menu").getByRole("button", { name: "logout" }));
  // Both clicks' requests would leave at once; by the time the session is gone, each has been sent.
  await expect.poll(() => page.request.get("/api/user").then((response) => response.status())).toBe(401);
  expect(logouts).toHaveLength(1);
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: TOAST.logoutFailure.title })).toHaveCount(0);
});
