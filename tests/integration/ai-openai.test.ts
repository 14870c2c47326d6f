import { forgetJsonModes } from "@/lib/ai/openai/formats";
import { addClosetItem } from "@/lib/closet";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addInspiration, addItem, api, outfitCloset } from "../support/ai";
import { wordsForEveryOutfit } from "../support/ai-words";
import { resetDatabase } from "../support/db";
import { withSomeReference } from "../support/error-reference";
import { type FakeOpenAi, type RecordedRequest, startFakeOpenAi } from "../support/fake-openai";
import { newGuest, ownerOf } from "../support/owners";
import { giveFileItsOwnDataDir } from "../support/uploads";
import { garmentPhoto } from "../unit/ai-fixtures";

/**
 * The AI routes with the app's real OpenAI-compatible provider (SDK, retries, deadline, response_format
 * per backend profile, validation and the repair turn) against a fake chat-completions API on loopback,
 * end to end through the route handlers, sessions, database and storage. Nothing of ours is mocked.
 */
giveFileItsOwnDataDir();

const VARIABLES = [
  "AI_PROVIDER",
  "OPENAI_BASE_URL",
  "OPENAI_API_KEY",
  "OPENAI_MODEL",
  "OPENAI_TAG_MODEL",
  "OPENAI_TIMEOUT_MS",
  "OPENAI_MAX_RETRIES",
  "OPENAI_COMPAT_PROFILE",
  "ANTHROPIC_API_KEY",
];
let fake: FakeOpenAi;
const saved = { ...process.env };
const TIMEOUT_MS = 1500;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
  for (const key of VARIABLES) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
});
beforeEach(async () => {
  for (const key of VARIABLES) delete process.env[key];
  Object.assign(process.env, {
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: `${fake.url}/v1`,
    OPENAI_MODEL: "qwen2.5vl:7b",
    OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    OPENAI_MAX_RETRIES: "1",
  });
  resetEnvForTests();
  forgetJsonModes(); // what one test's server turned down is not the next one's
  await resetDatabase();
  fake.requests.length = 0;
  fake.setFallback(() => ({ kind: "error", status: 500, message: "no reply scripted", headers: fast }));
  vi.spyOn(console, "error").mockImplementation(() => {}); // the provider logs the failures these tests provoke
});

const db = () => getDb();
const fast = { "retry-after-ms": "10" };
const profile = (name: string) => {
  process.env.OPENAI_COMPAT_PROFILE = name;
  resetEnvForTests();
};
const formatOf = (request: RecordedRequest) => request.body.response_format?.type;
const schemaOf = (request: RecordedRequest) => JSON.stringify(request.body.response_format?.json_schema?.schema ?? {});
const unusable = {
  status: 502,
  body: { message: withSomeReference(AI_MESSAGES.unusableAnswerFrom("openai-compatible")) },
};
const storedTags = async (id: number) =>
  (await (await db()).clothingItem.findUniqueOrThrow({ where: { id } })).styleTags;

async function guestWithItem() {
  const guest = await newGuest();
  return { guest, item: await addItem(await ownerOf(guest), "tops") };
}

describe("tagging through the OpenAI-compatible provider", () => {
  it("openai: sends the photo as a data URL with a strict json_schema to the tag model, and stores the tags", async () => {
    process.env.OPENAI_TAG_MODEL = "gpt-4.1-nano";
    process.env.OPENAI_API_KEY = "sk-it";
    profile("openai");
    const { guest, item } = await guestWithItem();
    fake.enqueue({ kind: "json", value: { tags: ["Minimalist", "navy", "cotton", "not-in-vocabulary"] } });
    expect(await api.analyzeItem(guest, item)).toMatchObject({
      status: 200,
      body: { styleTags: ["minimalist", "navy", "cotton"] },
    });
    expect(await storedTags(item)).toEqual(["minimalist", "navy", "cotton"]);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.apiKey).toBe("sk-it");
    expect(request!.body.model).toBe("gpt-4.1-nano");
    expect(request!.body.messages?.[0]?.role).toBe("system");
    expect(request!.images).toHaveLength(1);
    expect(request!.images[0]).toMatchObject({ url: "data:image/jpeg;base64,", format: "jpeg" });
    expect(formatOf(request!)).toBe("json_schema");
    expect(request!.body.response_format?.json_schema).toMatchObject({ name: "tags_answer", strict: true });
    expect(schemaOf(request!)).toContain('"additionalProperties":false');
    expect(request!.body.max_completion_tokens).toBeGreaterThan(0);
    expect(request!.body.provider).toBeUndefined();
  });

  it("a detected category takes the category the model reads in the photo, in the answer and the row", async () => {
    process.env.OPENAI_API_KEY = "sk-it";
    profile("openai");
    const guest = await newGuest();
    const { id, category, categoryDetected } = await addClosetItem(await ownerOf(guest), {
      bytes: await garmentPhoto({ fill: "#1b2a4a", shape: "dress" }),
    });
    expect({ category, categoryDetected }).toEqual({ category: "dresses", categoryDetected: true });
    fake.enqueue({ kind: "json", value: { tags: ["navy", "minimalist", "cotton"], category: "suits" } });
    expect(await api.analyzeItem(guest, id)).toMatchObject({
      status: 200,
      body: { category: "suits", categoryDetected: true, styleTags: ["navy", "minimalist", "cotton"] },
    });
    expect((await (await db()).clothingItem.findUniqueOrThrow({ where: { id } })).category).toBe("suits");
    expect(schemaOf(fake.requests[0]!)).toContain('"category"');
  });

  it("openrouter: asks for require_parameters so no provider drops the schema", async () => {
    profile("openrouter");
    const { guest, item } = await guestWithItem();
    fake.enqueue({ kind: "json", value: { tags: ["navy", "casual", "cotton"] } });
    expect((await api.analyzeItem(guest, item)).status).toBe(200);
    const [request] = fake.requests;
    expect(request!.body.provider).toEqual({ require_parameters: true });
    expect(formatOf(request!)).toBe("json_schema");
    expect(request!.body.model).toBe("qwen2.5vl:7b"); // OPENAI_TAG_MODEL unset: OPENAI_MODEL
  });

  it("gemini: the schema goes without $schema and additionalProperties", async () => {
    profile("gemini");
    const { guest, item } = await guestWithItem();
    fake.enqueue({ kind: "json", value: { tags: ["navy", "casual", "cotton"] } });
    expect((await api.analyzeItem(guest, item)).status).toBe(200);
    const [request] = fake.requests;
    expect(formatOf(request!)).toBe("json_schema");
    expect(schemaOf(request!)).toContain('"tags"');
    expect(schemaOf(request!)).not.toContain("additionalProperties");
    expect(schemaOf(request!)).not.toContain("$schema");
  });

  it("ollama: json_object with the schema in the instructions, no key needed", async () => {
    profile("ollama");
    const { guest, item } = await guestWithItem();
    fake.enqueue({ kind: "text", text: '```json\n{"tags": ["navy", "casual", "cotton"]}\n```' });
    expect(await api.analyzeItem(guest, item)).toMatchObject({
      status: 200,
      body: { styleTags: ["navy", "casual", "cotton"] },
    });
    const [request] = fake.requests;
    expect(formatOf(request!)).toBe("json_object");
    expect(request!.body.response_format?.json_schema).toBeUndefined();
    expect(request!.texts[0]).toContain("JSON schema");
    expect(request!.apiKey).toBe("not-needed"); // a placeholder: the SDK wants one, Ollama ignores it
  });

  it("lmstudio: json_object when a photo goes along, json_schema otherwise", async () => {
    profile("lmstudio");
    const { guest, item } = await guestWithItem();
    fake.enqueue({ kind: "json", value: { tags: ["navy", "casual", "cotton"] } });
    expect((await api.analyzeItem(guest, item)).status).toBe(200);
    expect(formatOf(fake.requests[0]!)).toBe("json_object");

    // Outfits of tagged items go as text only: then the schema is safe to send.
    const owner = await ownerOf(guest);
    const { tops, bottoms, shoes } = await outfitCloset(owner);
    const rows = await db();
    for (const id of [...tops, ...bottoms, shoes]) {
      await rows.clothingItem.update({ where: { id }, data: { styleTags: ["navy", "casual"] } });
    }
    fake.enqueue({
      kind: "json",
      value: {
        outfits: [
          {
            name: "easy",
            description: "Worn easy.",
            style: "casual",
            occasion: "weekend",
            items: [tops[0], bottoms[0], shoes],
          },
        ],
      },
    });
    expect((await api.suggestions(guest, {})).status).toBe(200);
    const outfitsRequest = fake.requests[1]!;
    expect(outfitsRequest.images).toHaveLength(0);
    expect(formatOf(outfitsRequest)).toBe("json_schema");
  });

  it("vllm: an answer that ignored the schema gets one repair turn naming the problem, then the repaired answer is stored", async () => {
    profile("vllm");
    const { guest, item } = await guestWithItem();
    fake.enqueue(
      { kind: "text", text: "navy, casual, cotton" },
      { kind: "json", value: { tags: ["navy", "casual", "cotton"] } },
    );
    expect(await api.analyzeItem(guest, item)).toMatchObject({
      status: 200,
      body: { styleTags: ["navy", "casual", "cotton"] },
    });
    expect(fake.requests).toHaveLength(2);
    const [first, repair] = fake.requests;
    expect(formatOf(first!)).toBe("json_schema");
    expect(repair!.body.messages?.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(repair!.texts.at(-2)).toBe("navy, casual, cotton");
    expect(repair!.texts.at(-1)).toContain("not valid JSON");
  });

  it("JSON in the wrong shape is repaired with the validation error sent back", async () => {
    profile("ollama");
    const { guest, item } = await guestWithItem();
    fake.enqueue(
      { kind: "json", value: { tags: "navy" } },
      { kind: "json", value: { tags: ["navy", "casual", "cotton"] } },
    );
    expect((await api.analyzeItem(guest, item)).status).toBe(200);
    expect(fake.requests[1]!.texts.at(-1)).toMatch(/could not be used: tags: /);
  });

  it("an answer still unusable after the repair turn is a 502 naming the provider; the item keeps its tags and a retry works", async () => {
    profile("openai");
    const { guest, item } = await guestWithItem();
    fake.enqueue({ kind: "json", value: { tags: ["navy", "casual", "cotton"] } });
    expect((await api.analyzeItem(guest, item)).status).toBe(200);

    fake.enqueue({ kind: "text", text: "Sure! navy and cotton" }, { kind: "json", value: { colours: ["navy"] } });
    expect(await api.analyzeItem(guest, item)).toMatchObject(unusable);
    expect(fake.requests).toHaveLength(3); // one try plus one repair, no more
    expect(await storedTags(item)).toEqual(["navy", "casual", "cotton"]);

    fake.enqueue({ kind: "json", value: { tags: ["boho", "rust", "linen"] } });
    expect(await api.analyzeItem(guest, item)).toMatchObject({
      status: 200,
      body: { styleTags: ["boho", "rust", "linen"] },
    });
  });

  it("retries a 429, honouring Retry-After, and then answers 200", async () => {
    const { guest, item } = await guestWithItem();
    fake.enqueue(
      { kind: "error", status: 429, message: "slow down", headers: { "retry-after": "1" } },
      { kind: "json", value: { tags: ["red", "bold", "summer"] } },
    );
    const started = performance.now();
    expect(await api.analyzeItem(guest, item)).toMatchObject({
      status: 200,
      body: { styleTags: ["red", "bold", "summer"] },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(900); // it waited the second it was told to
    expect(fake.requests).toHaveLength(2);
  });

  it("answers 503 busy when the server keeps failing, after a bounded number of retries", async () => {
    const { guest, item } = await guestWithItem();
    const answer = await api.analyzeItem(guest, item);
    expect(answer).toMatchObject({ status: 503, body: { message: withSomeReference(AI_MESSAGES.busy) } });
    expect(fake.requests).toHaveLength(2); // the first try and OPENAI_MAX_RETRIES=1
    expect(await storedTags(item)).toEqual([]);
  });

  it("answers 503 within OPENAI_TIMEOUT_MS when the server hangs, and the item keeps its tags", async () => {
    const { guest, item } = await guestWithItem();
    fake.setFallback(() => ({ kind: "hang" }));
    const started = performance.now();
    const answer = await api.analyzeItem(guest, item);
    const elapsed = performance.now() - started;
    expect(answer).toMatchObject({ status: 503, body: { message: withSomeReference(AI_MESSAGES.timeout) } });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2500);
    expect(await storedTags(item)).toEqual([]);
  });
});

describe("matching, missing pieces and outfits through the OpenAI-compatible provider", () => {
  it("match: the inspiration and closet photos as image parts, ids constrained to the listed closet", async () => {
    profile("openai");
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const { tops, bottoms } = await outfitCloset(owner);
    const image = await addInspiration(owner);
    fake.enqueue({
      kind: "json",
      value: {
        matchingItems: [tops[0], bottoms[1], 99999],
        matchScore: 72,
        styleNotes: "Your navy top carries the look.",
      },
    });
    const { status, body } = await api.matching(guest, image);
    expect(status).toBe(200);
    expect(body).toMatchObject({ matchScore: 72, matchingItems: [tops[0], bottoms[1]] });
    const [request] = fake.requests;
    expect(request!.body.model).toBe("qwen2.5vl:7b");
    expect(request!.images.length).toBeGreaterThan(1);
    expect(schemaOf(request!)).toContain(`"enum":[${[...tops, ...bottoms].sort((a, b) => a - b)[0]}`);
  });

  it("missing pieces: validated pieces come back", async () => {
    profile("ollama");
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    await outfitCloset(owner);
    const image = await addInspiration(owner);
    fake.enqueue({
      kind: "json",
      value: {
        missingPieces: [
          {
            category: "outerwear",
            description: "A camel wool overcoat",
            reason: "The look is anchored by a long coat.",
            importance: "high",
            searchTerms: ["camel overcoat"],
            wheretoBuy: "Department stores.",
            examples: [],
          },
        ],
      },
    });
    const { status, body } = await api.missingPieces(guest, image);
    expect(status).toBe(200);
    expect(body.missingPieces[0]).toMatchObject({ category: "outerwear", importance: "high" });
    expect(formatOf(fake.requests[0]!)).toBe("json_object");
  });

  it("outfit words: an answer that words too few outfits gets one repair; the repaired words are stored", async () => {
    profile("vllm");
    const guest = await newGuest();
    await outfitCloset(await ownerOf(guest));
    let asked = 0;
    fake.setFallback((request) => {
      asked++;
      // The first answer words one outfit only; the repair turn words them all.
      if (asked === 1) return { kind: "json", value: { outfits: [{ name: "one", description: "d", occasion: "o" }] } };
      return wordsForEveryOutfit(request);
    });
    const { status, body } = await api.suggestions(guest, { season: "fall" });
    expect(status).toBe(200);
    expect(body.outfits.map((o) => o.name)).toEqual(body.outfits.map((_, i) => `worded ${i + 1}`));
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.texts.at(-1)).toMatch(/outfit words/);
  });
});
