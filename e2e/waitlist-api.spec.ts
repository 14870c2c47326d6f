import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "./support/test";

/** POST /api/waitlist-signup: server-side validation, case-insensitive duplicates and the limit. */
const newAddress = () => ({ "x-forwarded-for": `e2e-${randomUUID()}` });
const signup = (request: APIRequestContext, data: unknown, headers = newAddress()) =>
  request.post("/api/waitlist-signup", { data, headers });

test("a new address is welcomed, a repeat in any case is answered kindly", async ({ request }) => {
  const email = `Api.${randomUUID()}@Example.com`;
  const first = await signup(request, { email });
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ message: "You're on the list! We'll email you when we launch." });

  const again = await signup(request, { email: ` ${email.toLowerCase()} ` });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ message: "You're already on the list — we'll be in touch soon." });
});

test("the server checks the address too", async ({ request }) => {
  const cases: [unknown, string][] = [
    [{ email: "" }, "Please enter your email"],
    [{ email: "   " }, "Please enter your email"],
    [{}, "Please enter your email"],
    [{ email: "no-at-sign" }, "Please enter a valid email address"],
    [{ email: "two@@example.com" }, "Please enter a valid email address"],
    [{ email: "space in@example.com" }, "Please enter a valid email address"],
    [{ email: "nodot@example" }, "Please enter a valid email address"],
  ];
  for (const [data, message] of cases) {
    const response = await signup(request, data);
    expect(response.status(), JSON.stringify(data)).toBe(400);
    expect(await response.json()).toEqual({ message, code: "validation_failed" });
  }
  const notJson = await request.post("/api/waitlist-signup", {
    data: "{",
    headers: { ...newAddress(), "content-type": "application/json" },
  });
  expect(notJson.status()).toBe(400);
});

test("five signups a minute per address; the sixth gets 429 with Retry-After", async ({ request }) => {
  const address = newAddress();
  for (let i = 0; i < 5; i++) {
    expect((await signup(request, { email: `limit-${randomUUID()}@example.com` }, address)).status()).toBe(200);
  }
  const sixth = await signup(request, { email: `limit-${randomUUID()}@example.com` }, address);
  expect(sixth.status()).toBe(429);
  const retryAfter = Number(sixth.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect((await sixth.json()).message).toMatch(
    /^Too many attempts\. Please wait \d+ (seconds?|minute) and try again\.$/,
  );
  expect((await signup(request, { email: `limit-${randomUUID()}@example.com` })).status()).toBe(200);
});
