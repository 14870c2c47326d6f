import { ACCOUNT_TEXT } from "@/lib/messages/account";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { smallPhoto } from "./support/closet";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { type BrowserContext, expect, test } from "./support/test";
import { wordsForEveryOutfit } from "../tests/support/ai-words";
import { type FakeOpenAi, startFakeOpenAi } from "../tests/support/fake-openai";

/**
 * The screens with AI_PROVIDER=openai: this spec runs its own `next start` with OPENAI_BASE_URL on a
 * loopback fake of the chat-completions API, as a self-hoster's Ollama would be (the ollama profile:
 * json_object, the schema in the instructions), so the whole provider path (prompt, image parts,
 * validation, sanitising, cache) runs for real.
 */

let fake: FakeOpenAi;
let server: OwnServer;
const MODEL = "fake-vision:7b";

test.beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.setFallback((request) => {
    const system = request.texts[0] ?? "";
    if (system.startsWith("You tag photos")) return { kind: "json", value: { tags: ["minimalist", "navy", "wool"] } };
    // The style engine picks the outfits; the model is asked only to word them (issue #39).
    if (system.includes("A stylist already chose the outfits")) return wordsForEveryOutfit(request);
    return { kind: "error", status: 500, message: "not scripted" };
  });
  server = await startOwnServer(Number(process.env.E2E_OPENAI_PORT ?? 5340), {
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: `${fake.url}/v1`,
    OPENAI_MODEL: MODEL,
    OPENAI_COMPAT_PROFILE: "ollama",
    OPENAI_MAX_RETRIES: "0",
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

async function addItem(context: BrowserContext, category: string, color: string) {
  const response = await context.request.post("/api/closet", {
    multipart: { category, image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(color) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

test("the upload screens and the account page name the provider and its model", async ({ browser }) => {
  const context = await guestContext((options) => browser.newContext(options));
  const page = await context.newPage();
  const label = AI_MESSAGES.providerLabel("openai-compatible", MODEL);
  await page.goto("/closet-upload");
  await expect(page.getByTestId("ai-label")).toContainText(label);
  await page.goto("/inspiration-upload");
  await expect(page.getByTestId("ai-label")).toContainText(label);
  await page.goto("/account");
  await expect(page.getByTestId("account-facts")).toContainText(`${ACCOUNT_TEXT.styleAnalysis}${label}`);
  await context.close();
});

test("re-analysing an item tags it through the OpenAI-compatible model", async ({ browser }) => {
  const context = await guestContext((options) => browser.newContext(options));
  const page = await context.newPage();
  const item = await addItem(context, "tops", "#1e3a8a");
  await page.goto(`/closet/${item.id}`);
  const calls = fake.requests.length;
  await page.getByRole("button", { name: ITEM_TEXT.reanalyze, exact: true }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText(ITEM_TEXT.toasts.analysisSuccess.title);
  await expect(page.getByTestId("tag-chip").filter({ hasText: "#wool" })).toHaveCount(1);

  const request = fake.requests.slice(calls).find((sent) => sent.texts[0]?.startsWith("You tag photos"));
  expect(request?.body.model).toBe(MODEL);
  expect(request?.body.response_format?.type).toBe("json_object");
  expect(request?.images).toHaveLength(1);
  await context.close();
});

test("outfit ideas: the style engine picks them, the OpenAI-compatible model words them", async ({ browser }) => {
  const context = await guestContext((options) => browser.newContext(options));
  const page = await context.newPage();
  await addItem(context, "tops", "#1e3a8a");
  await addItem(context, "tops", "#f5eedc");
  await addItem(context, "bottoms", "#d9c9ad");
  await addItem(context, "bottoms", "#111827");
  await addItem(context, "shoes", "#6f4a2f");
  await page.goto("/outfit-creator");
  const cards = page.getByRole("list", { name: "outfit ideas" }).getByTestId("outfit-card");
  await expect(cards).toHaveCount(4, { timeout: 30_000 });
  await expect(cards.getByRole("heading", { level: 2 })).toContainText([
    /worded 1/,
    /worded 2/,
    /worded 3/,
    /worded 4/,
  ]);
  const request = fake.requests.find((sent) => sent.texts[0]?.includes("A stylist already chose the outfits"));
  expect(request?.body.response_format?.type).toBe("json_object");
  await context.close();
});
