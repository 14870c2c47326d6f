import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { smallPhoto } from "./support/closet";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { type BrowserContext, expect, test } from "./support/test";
import { type FakeAnthropic, type RecordedRequest, startFakeAnthropic } from "../tests/support/fake-anthropic";

/**
 * The screens on answers shaped as Anthropic gives them: this spec runs its own `next start` with
 * ANTHROPIC_API_KEY set and ANTHROPIC_BASE_URL on a loopback fake of the Messages API, so the
 * whole provider path (prompt, structured output, sanitising, cache) runs for real.
 */

let fake: FakeAnthropic;
let server: OwnServer;

/** Which call a request is, from the structured-output schema the app asked for. */
const schemaOf = (request: RecordedRequest) =>
  Object.keys(request.body.output_config?.format?.schema?.properties ?? {});

let missingReply: unknown;
let matchReply: unknown;

test.beforeAll(async () => {
  fake = await startFakeAnthropic();
  fake.setFallback((request) => {
    const fields = schemaOf(request);
    if (fields.includes("missingPieces")) return { kind: "json", value: missingReply };
    if (fields.includes("matchScore")) return { kind: "json", value: matchReply };
    // Words for one outfit whatever the engine chose: unusable, so the engine's own words stay.
    if (fields.includes("outfits"))
      return { kind: "json", value: { outfits: [{ name: "odd", description: "Just shoes.", occasion: "any" }, {}] } };
    return { kind: "error", status: 500, errorType: "api_error", message: `not scripted: ${fields.join(",")}` };
  });
  server = await startOwnServer(Number(process.env.E2E_AI_PORT ?? 3120), {
    ANTHROPIC_API_KEY: "test-key",
    ANTHROPIC_BASE_URL: fake.url,
    ANTHROPIC_MAX_RETRIES: "0",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function guestContext(newContext: (options: { baseURL: string }) => Promise<BrowserContext>) {
  const context = await newContext({ baseURL: server.baseURL });
  expect((await context.request.post("/api/guest")).ok()).toBe(true);
  return context;
}

async function upload(context: BrowserContext, path: string, color: string, fields: Record<string, string> = {}) {
  const response = await context.request.post(path, {
    multipart: { ...fields, image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(color) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

test("missing pieces shows the provider's recommendations: badges, examples with safe links, search chips and where to buy", async ({
  browser,
}) => {
  missingReply = {
    missingPieces: [
      {
        category: "outerwear",
        description: "A camel wool overcoat",
        reason: "The look is anchored by a long camel coat and your closet has no outerwear.",
        importance: "high",
        searchTerms: ["camel wool overcoat", "long camel coat"],
        wheretoBuy: "Department stores and wool specialists.",
        examples: [
          { name: "Wool blend overcoat", description: "Knee length, single breasted.", where: "Uniqlo", price: "$150" },
        ],
      },
      {
        category: "accessories",
        description: "A tan leather belt",
        reason: "It ties the coat to the trousers.",
        importance: "low",
        searchTerms: ["tan leather belt"],
        wheretoBuy: "Any leather goods shop.",
        examples: [],
      },
    ],
  };
  const context = await guestContext((options) => browser.newContext(options));
  const page = await context.newPage();
  await upload(context, "/api/closet", "#1e3a8a", { category: "tops" });
  const look = await upload(context, "/api/inspiration", "#b45309");
  await page.goto(`/inspiration/${look.id}/missing-pieces`);

  const pieces = page.getByTestId("missing-piece");
  await expect(pieces).toHaveCount(2);
  await expect(pieces.nth(0)).toContainText("outerwear");
  await expect(pieces.nth(0)).toContainText("A camel wool overcoat");
  await expect(pieces.nth(0)).toContainText("The look is anchored by a long camel coat");
  await expect(pieces.nth(0).getByTestId("importance")).toHaveText("high importance");
  await expect(pieces.nth(1).getByTestId("importance")).toHaveText("low importance");
  await expect(pieces.nth(0)).toContainText(`${INSIGHT_TEXT.whereToBuy}: Department stores and wool specialists.`);

  const example = pieces.nth(0).getByTestId("example");
  await expect(example).toContainText("Wool blend overcoat");
  await expect(example).toContainText("$150");
  const link = example.getByRole("link");
  await expect(link).toHaveAttribute(
    "href",
    `https://www.google.com/search?q=${encodeURIComponent("Wool blend overcoat Uniqlo")}`,
  );
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(pieces.nth(0).getByTestId("search-chip")).toHaveText([/camel wool overcoat/, /long camel coat/]);
  await expect(pieces.nth(1).getByTestId("example")).toHaveCount(0);
  await context.close();
});

test("missing pieces says 'your closet is complete!' when nothing is missing", async ({ browser }) => {
  missingReply = { missingPieces: [] };
  const context = await guestContext((options) => browser.newContext(options));
  const page = await context.newPage();
  const look = await upload(context, "/api/inspiration", "#4d7c0f");
  await page.goto(`/inspiration/${look.id}/missing-pieces`);
  await expect(page.getByText(INSIGHT_TEXT.closetComplete)).toBeVisible();
  await expect(page.getByRole("link", { name: INSIGHT_TEXT.createOutfits })).toHaveAttribute("href", "/outfit-creator");
  await context.close();
});

test("style matching shows the provider's score, notes and the items it chose", async ({ browser }) => {
  const context = await guestContext((options) => browser.newContext(options));
  const page = await context.newPage();
  const top = await upload(context, "/api/closet", "#7c2d12", { category: "tops" });
  await upload(context, "/api/closet", "#0f766e", { category: "shoes" });
  matchReply = {
    matchingItems: [top.id],
    matchScore: 73,
    styleNotes: "Your rust top carries the look; add wide trousers.",
  };
  const look = await upload(context, "/api/inspiration", "#7c2d12");
  await page.goto(`/inspiration/${look.id}/style-matching`);
  await expect(page.getByTestId("match-score")).toHaveText("73%");
  await expect(page.getByTestId("style-notes")).toHaveText("Your rust top carries the look; add wide trousers.");
  const items = page.getByRole("list", { name: INSIGHT_TEXT.matchingItems }).getByTestId("closet-item");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("tops");
  await expect(page.getByRole("link", { name: INSIGHT_TEXT.createOutfit })).toBeVisible();

  // A second visit answers from the cache and the first HTML already holds the score: no new AI call.
  const calls = fake.requests.length;
  const html = await (await context.request.get(`/inspiration/${look.id}/style-matching`)).text();
  expect(html).toContain("73%");
  await page.reload();
  await expect(page.getByTestId("match-score")).toHaveText("73%");
  expect(fake.requests.length).toBe(calls);
  await context.close();
});

test("outfit ideas keep the style engine's own words when the provider's answer cannot be used", async ({
  browser,
}) => {
  const context = await guestContext((options) => browser.newContext(options));
  const page = await context.newPage();
  await upload(context, "/api/closet", "#1e3a8a", { category: "tops" });
  await upload(context, "/api/closet", "#111827", { category: "bottoms" });
  await page.goto("/outfit-creator");
  // The engine picked the outfit (issue #39); Claude's words were unusable, so the engine's stay: no error.
  const cards = page.getByRole("list", { name: "outfit ideas" }).getByTestId("outfit-card");
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(cards.getByRole("heading", { level: 2 }).first()).not.toHaveText("odd");
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
  await context.close();
});
