import { forgetJsonModes } from "@/lib/ai/openai/formats";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addItem, api, outfitCloset } from "../support/ai";
import { wordsForEveryOutfit } from "../support/ai-words";
import { resetDatabase } from "../support/db";
import { withSomeReference } from "../support/error-reference";
import { type FakeOpenAi, type FakeReply, type RecordedRequest, startFakeOpenAi } from "../support/fake-openai";
import { newGuest, ownerOf } from "../support/owners";
import { giveFileItsOwnDataDir } from "../support/uploads";

/**
 * Issue #40 (17): what real compatible servers answer, through the route handlers, the SDK and a
 * loopback fake. Answers as text parts, a tool call or fenced JSON are read; a server that turns
 * down a response_format is asked one step down (json_schema, json_object, the instructions alone),
 * and the step that worked is remembered for that server and model. No OPENAI_COMPAT_PROFILE here
 * unless a test says so: the fake's random port makes the guessed profile `generic` (json_schema).
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
    OPENAI_TIMEOUT_MS: "3000",
    OPENAI_MAX_RETRIES: "0",
  });
  resetEnvForTests();
  forgetJsonModes();
  await resetDatabase();
  fake.requests.length = 0;
  fake.setFallback(() => ({ kind: "error", status: 500, message: "no reply scripted" }));
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const TAGS = ["navy", "casual", "cotton"];
const tagged = { status: 200, body: { styleTags: TAGS } };
const formatOf = (request: RecordedRequest) => request.body.response_format?.type;
const formats = () => fake.requests.map(formatOf);

async function guestWithItem() {
  const guest = await newGuest();
  return { guest, item: await addItem(await ownerOf(guest), "tops") };
}

/** A server that takes only the response formats in `accepts` (undefined: none sent), else says `refusal`. */
const server =
  (accepts: (string | undefined)[], refusal: (format: string | undefined) => FakeReply, answer: FakeReply) =>
  (request: RecordedRequest): FakeReply =>
    accepts.includes(formatOf(request)) ? answer : refusal(formatOf(request));

// vLLM before 0.10: no `error` field, so the SDK keeps no message at all.
const vllmRefusal: FakeReply = {
  kind: "raw",
  status: 400,
  body: {
    object: "error",
    message: "The provided JSON schema contains features not supported by xgrammar.",
    type: "BadRequestError",
    param: null,
    code: 400,
  },
};
// LM Studio's answer to json_object, word for word from its bug tracker.
const lmStudioRefusal: FakeReply = {
  kind: "raw",
  status: 400,
  body: { error: "'response_format.type' must be 'json_schema' or 'text'" },
};
// llama.cpp's server before json_schema support.
const llamaCppRefusal: FakeReply = {
  kind: "raw",
  status: 400,
  body: {
    error: {
      code: 400,
      message: 'response_format type must be one of "text" or "json_object", but got: json_schema',
      type: "invalid_request_error",
    },
  },
};

describe("answers as compatible servers send them", () => {
  it("content as an array of parts (a thinking part, then the text) is read", async () => {
    const { guest, item } = await guestWithItem();
    fake.enqueue({
      kind: "message",
      message: {
        role: "assistant",
        content: [
          { type: "thinking", thinking: [{ type: "text", text: "A navy tee." }] },
          { type: "text", text: JSON.stringify({ tags: TAGS }) },
        ],
      },
    });
    expect(await api.analyzeItem(guest, item)).toMatchObject(tagged);
    expect(fake.requests).toHaveLength(1);
  });

  it("JSON in a tool call's arguments (content null) is read", async () => {
    const { guest, item } = await guestWithItem();
    fake.enqueue({
      kind: "message",
      finishReason: "tool_calls",
      message: {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_0",
            type: "function",
            function: { name: "tags_answer", arguments: JSON.stringify({ tags: TAGS }) },
          },
        ],
      },
    });
    expect(await api.analyzeItem(guest, item)).toMatchObject(tagged);
    expect(fake.requests).toHaveLength(1);
  });

  it("JSON in a Markdown fence, after a think block and between sentences, is read", async () => {
    const { guest, item } = await guestWithItem();
    fake.enqueue({
      kind: "text",
      text: `<think>\nNavy, a tee {maybe}.\n</think>\nHere are the tags:\n\n\`\`\`json\n${JSON.stringify({ tags: TAGS }, null, 2)}\n\`\`\`\n\nLet me know if you need more!`,
    });
    expect(await api.analyzeItem(guest, item)).toMatchObject(tagged);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("stepping down the response format", () => {
  it("json_schema turned down (llama.cpp): json_object, remembered for the next call", async () => {
    const { guest, item } = await guestWithItem();
    fake.setFallback(server(["json_object"], () => llamaCppRefusal, { kind: "json", value: { tags: TAGS } }));
    expect(await api.analyzeItem(guest, item)).toMatchObject(tagged);
    expect(formats()).toEqual(["json_schema", "json_object"]);
    expect(fake.requests[1]!.texts[0]).toContain("JSON schema"); // the schema moved into the instructions
    expect(await api.analyzeItem(guest, item)).toMatchObject(tagged);
    expect(formats()).toEqual(["json_schema", "json_object", "json_object"]);
  });

  it("an unreadable 400 (older vLLM) then LM Studio's json_object refusal: the instructions alone, fenced answer read", async () => {
    const { guest, item } = await guestWithItem();
    const refusal = (format: string | undefined) => (format === "json_schema" ? vllmRefusal : lmStudioRefusal);
    const fenced: FakeReply = { kind: "text", text: `\`\`\`\n${JSON.stringify({ tags: TAGS })}\n\`\`\`` };
    fake.setFallback(server([undefined], refusal, fenced));
    expect(await api.analyzeItem(guest, item)).toMatchObject(tagged);
    expect(formats()).toEqual(["json_schema", "json_object", undefined]);
    expect(fake.requests[2]!.texts[0]).toContain("JSON schema");

    fake.requests.length = 0;
    expect(await api.analyzeItem(guest, item)).toMatchObject(tagged);
    expect(formats()).toEqual([undefined]);
  });

  it("remembers per server, model and photo: a text-only call to the same model still gets json_schema", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const { tops, bottoms, shoes } = await outfitCloset(owner);
    // LM Studio turns a schema down only when a photo goes along.
    fake.setFallback((request) => {
      if (request.images.length > 0 && formatOf(request) === "json_schema") return llamaCppRefusal;
      if (request.images.length > 0) return { kind: "json", value: { tags: TAGS } };
      return wordsForEveryOutfit(request);
    });
    expect((await api.analyzeItem(guest, tops[0]!)).status).toBe(200);
    expect(formats()).toEqual(["json_schema", "json_object"]);
    for (const id of [...tops, ...bottoms, shoes]) {
      await (await getDb()).clothingItem.update({ where: { id }, data: { styleTags: ["navy", "casual"] } });
    }
    fake.requests.length = 0;
    const { status, body } = await api.suggestions(guest, {});
    expect(status).toBe(200);
    expect(body.outfits[0]!.name).toBe("worded 1");
    expect(formats()).toEqual(["json_schema"]);
  });

  it("an explicit OPENAI_COMPAT_PROFILE wins: no stepping down, the server's refusal is a 503 as before", async () => {
    const { guest, item } = await guestWithItem();
    fake.setFallback(server(["json_object"], () => llamaCppRefusal, { kind: "json", value: { tags: TAGS } }));
    expect(await api.analyzeItem(guest, item)).toMatchObject(tagged); // learned: json_object
    process.env.OPENAI_COMPAT_PROFILE = "generic";
    resetEnvForTests();
    fake.requests.length = 0;
    expect(await api.analyzeItem(guest, item)).toMatchObject({
      status: 503,
      body: { message: withSomeReference(AI_MESSAGES.unavailable) },
    });
    expect(formats()).toEqual(["json_schema"]);
  });

  it("garbage after every step is the same 502 naming the provider, after one repair turn", async () => {
    const { guest, item } = await guestWithItem();
    const refusal = (format: string | undefined) => (format === "json_schema" ? llamaCppRefusal : lmStudioRefusal);
    fake.setFallback(server([undefined], refusal, { kind: "text", text: "Sure! navy and cotton" }));
    expect(await api.analyzeItem(guest, item)).toMatchObject({
      status: 502,
      body: { message: withSomeReference(AI_MESSAGES.unusableAnswerFrom("openai-compatible")) },
    });
    expect(formats()).toEqual(["json_schema", "json_object", undefined, undefined]);
    expect(fake.requests[3]!.texts.at(-1)).toContain("not valid JSON");
  });
});
