import { randomUUID } from "node:crypto";
import { holdAnswers } from "./support/held";
import { expect, type Page, test } from "./support/test";

/** The coming-soon page and its waitlist form (SPEC §2/§5/§8). */
const PRODUCT = process.env.PRODUCT_NAME ?? "stylematch";
const toastTitle = (page: Page, text: string) => page.locator('[data-slot="toast-title"]', { hasText: text });
const toastDescription = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast-description"]', { hasText: text });
const uniqueEmail = () => `waitlist-${randomUUID()}@example.com`;

let address: Record<string, string>;
const signupCalls: string[] = [];

test.beforeEach(async ({ page }) => {
  // Each test signs up from an address of its own, so the per-address limit is the test's alone.
  address = { "x-forwarded-for": `e2e-${randomUUID()}` };
  await page.setExtraHTTPHeaders(address);
  signupCalls.length = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/waitlist-signup")) signupCalls.push(request.url());
  });
  await page.goto("/coming-soon");
});

test("shows the product, the tagline, the form and the 2025 footer, without the app's chrome", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByText("AI-Powered Wardrobe Management")).toBeVisible();
  await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
  await expect(page.getByPlaceholder("Enter your email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
  await expect(page.getByText(/© 2025/)).toBeVisible();
  await expect(page.locator("[data-site-chrome]").first()).toBeHidden();
});

test("an empty field asks for an e-mail and sends nothing", async ({ page }) => {
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(toastTitle(page, "Please enter your email")).toBeVisible();
  await expect(page.locator('[data-slot="toast"][data-variant="destructive"]')).toBeVisible();
  expect(signupCalls).toEqual([]);
});

test("a value that is not an e-mail address is refused before anything is sent", async ({ page }) => {
  for (const value of ["jane.doe", "jane@example", "jane doe@example.com"]) {
    await page.getByPlaceholder("Enter your email").fill(value);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(toastTitle(page, "Please enter a valid email address")).toBeVisible();
    await expect(page.getByPlaceholder("Enter your email")).toHaveValue(value);
  }
  expect(signupCalls).toEqual([]);
});

test("a new address joins: 'Joining...', then 'Success!' with the server's message and an inline 'you're on the list'", async ({
  page,
}) => {
  // Held until the busy label shows, as a slow network would.
  const held = holdAnswers();
  await page.route("**/api/waitlist-signup*", async (route) => {
    await held.until;
    await route.continue();
  });
  await page.getByPlaceholder("Enter your email").fill(uniqueEmail());
  // A double click joins once.
  await page.getByRole("button", { name: "Join Waitlist" }).dblclick();
  await expect(page.getByRole("button", { name: "Joining..." })).toBeDisabled();
  held.release();
  await expect(toastTitle(page, "Success!")).toBeVisible();
  await expect(toastDescription(page, "You're on the list! We'll email you when we launch.")).toBeVisible();
  // The form gives way to its result, which takes the focus, so the page itself says it worked.
  const joined = page.getByTestId("waitlist-joined");
  await expect(joined.getByRole("heading", { name: "you're on the list" })).toBeVisible();
  await expect(joined).toContainText("You're on the list! We'll email you when we launch.");
  await expect(joined).toBeFocused();
  await expect(page.getByPlaceholder("Enter your email")).toHaveCount(0);
  expect(signupCalls).toHaveLength(1);

  // Another address can still join, from an empty field.
  await joined.getByRole("button", { name: "add another address" }).click();
  await expect(page.getByPlaceholder("Enter your email")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
});

test("the form links the privacy policy under the e-mail field", async ({ page }) => {
  const field = page.getByPlaceholder("Enter your email");
  await expect(field).toHaveAccessibleDescription(/No spam\. Read our privacy policy\.$/);
  const link = page.getByRole("link", { name: "privacy policy" });
  await expect(link).toHaveAttribute("href", "/privacy");
  await link.click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("privacy policy");
});

test("the same address in other letters is welcomed back kindly", async ({ page }) => {
  const email = uniqueEmail();
  await page.getByPlaceholder("Enter your email").fill(email);
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(toastDescription(page, "You're on the list!")).toBeVisible();

  await page.getByRole("button", { name: "add another address" }).click();
  await page.getByPlaceholder("Enter your email").fill(`  ${email.toUpperCase()} `);
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(toastTitle(page, "Success!")).toBeVisible();
  await expect(toastDescription(page, "You're already on the list — we'll be in touch soon.")).toBeVisible();
});

test("a server refusal shows 'Error' with the server's message", async ({ page }) => {
  // Use up this address's signups for the minute with real requests; the form's next one is refused.
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post("/api/waitlist-signup", {
      data: { email: uniqueEmail() },
      headers: address,
    });
    expect(response.status()).toBe(200);
  }
  await page.getByPlaceholder("Enter your email").fill(uniqueEmail());
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(toastTitle(page, "Error")).toBeVisible();
  await expect(
    toastDescription(page, /^Too many attempts\. Please wait \d+ (seconds?|minute) and try again\.$/),
  ).toBeVisible();
  await expect(page.locator('[data-slot="toast"][data-variant="destructive"]')).toBeVisible();
});

test("no connection shows 'Network Error'", async ({ page }) => {
  await page.route("**/api/waitlist-signup*", (route) => route.abort("internetdisconnected"));
  await page.getByPlaceholder("Enter your email").fill(uniqueEmail());
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  // The client retries twice (1 s, then 2 s) before it gives up.
  await expect(toastTitle(page, "Network Error")).toBeVisible({ timeout: 15_000 });
  await expect(
    toastDescription(page, "Unable to connect. Please check your internet connection and try again."),
  ).toBeVisible();
  expect(signupCalls.length).toBe(3);
});

test("if the form's checks cannot be loaded, a submit says 'Network Error', sends nothing, and works once they can", async ({
  page,
}) => {
  // The schema loads after the page (useZodForm's loadSchema): fail the script that holds zod.
  let offline = true;
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (offline && body.includes("$ZodError")) return route.abort("internetdisconnected");
    return route.fulfill({ response, body });
  });
  await page.goto("/coming-soon");
  await page.getByPlaceholder("Enter your email").fill(uniqueEmail());
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(toastTitle(page, "Network Error")).toBeVisible();
  await expect(
    toastDescription(page, "Unable to connect. Please check your internet connection and try again."),
  ).toBeVisible();
  expect(signupCalls).toEqual([]);

  offline = false;
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(toastTitle(page, "Success!")).toBeVisible();
  expect(signupCalls.length).toBe(1);
});
