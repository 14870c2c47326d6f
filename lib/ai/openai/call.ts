import "server-only";

import { env } from "@/lib/config/env";
import OpenAI from "openai";
import type {
  ChatCompletionContentPart,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import { AiError, isAiError } from "../errors";
import type { Prompt, PromptPart } from "../prompt";
import { compatProfile, schemaFor } from "./profiles";

/** How messages name this provider: the operator chose the model, so a bad answer says whose it was. */
export const PROVIDER_NAME = "openai-compatible";

// Local servers take any key; the SDK refuses to start without one.
const NO_KEY = "not-needed";

function client(): OpenAI {
  const settings = env();
  return new OpenAI({
    apiKey: settings.OPENAI_API_KEY ?? NO_KEY,
    baseURL: settings.OPENAI_BASE_URL,
    maxRetries: settings.OPENAI_MAX_RETRIES,
    timeout: settings.OPENAI_TIMEOUT_MS,
  });
}

/** A prompt part as a chat-completions content part (photos as data URLs of the resized JPEG). */
const contentPart = (part: PromptPart): ChatCompletionContentPart =>
  part.type === "text"
    ? { type: "text", text: part.text }
    : { type: "image_url", image_url: { url: `data:${part.image.mediaType};base64,${part.image.data}` } };

/**
 * One chat-completions call asking for JSON in the prompt's schema, as the backend's profile allows.
 * Every answer is validated with the engine's own checks; a bad one gets ONE repair turn (the
 * validation error sent back, corrected JSON asked for), then it is an unusable answer (502 naming
 * the provider). The SDK retries 429/5xx with backoff honouring Retry-After; our deadline bounds the
 * whole thing, repair included. Returns the parsed JSON.
 */
export async function structuredCall(prompt: Prompt): Promise<unknown> {
  const settings = env();
  const profile = compatProfile(settings);
  const deadline = AbortSignal.timeout(settings.OPENAI_TIMEOUT_MS);
  const format = profile.responseFormat(prompt.parts.some((part) => part.type === "image"));
  const messages: ChatCompletionMessageParam[] = [
    // Without a constrained schema the model still has to see it (json_object also wants the word JSON).
    {
      role: "system",
      content: format === "json_object" ? `${prompt.system}\n\n${schemaInstruction(prompt)}` : prompt.system,
    },
    { role: "user", content: prompt.parts.map(contentPart) },
  ];
  const request = (turns: ChatCompletionMessageParam[]) =>
    complete(
      {
        model: prompt.model === "tag" ? (settings.OPENAI_TAG_MODEL ?? settings.OPENAI_MODEL!) : settings.OPENAI_MODEL!,
        messages: turns,
        response_format:
          format === "json_schema"
            ? {
                type: "json_schema",
                json_schema: {
                  name: `${prompt.task}_answer`,
                  schema: schemaFor(profile, prompt.jsonSchema),
                  strict: profile.strict,
                },
              }
            : { type: "json_object" },
        [profile.maxTokensField]: prompt.maxTokens,
        ...profile.extraBody,
      } as ChatCompletionCreateParamsNonStreaming,
      deadline,
    );

  const first = await request(messages);
  const answer = readAnswer(first, prompt);
  if (answer.ok) return answer.value;
  const repaired = await request([
    ...messages,
    { role: "assistant", content: first || "(no answer)" },
    { role: "user", content: repairRequest(answer.problem, prompt) },
  ]);
  const again = readAnswer(repaired, prompt);
  if (again.ok) return again.value;
  // Nothing outfit-shaped passed the rules twice: the outfit screen's own message, not a provider fault.
  if (again.error?.kind === "no-outfits") throw again.error;
  throw new AiError("invalid", `after a repair turn: ${again.problem}`, PROVIDER_NAME);
}

async function complete(body: ChatCompletionCreateParamsNonStreaming, deadline: AbortSignal): Promise<string> {
  try {
    const completion = await client().chat.completions.create(body, { signal: deadline });
    const choice = completion.choices[0];
    if (choice?.message.refusal) return "";
    return choice?.message.content ?? "";
  } catch (error) {
    throw toAiError(error, deadline.aborted);
  }
}

type Answer = { ok: true; value: unknown } | { ok: false; problem: string; error?: AiError };

/** The reply as JSON that passes the engine's checks, or what is wrong with it (for the repair turn). */
function readAnswer(text: string, prompt: Prompt): Answer {
  if (!text.trim()) return { ok: false, problem: "the answer was empty" };
  let value: unknown;
  try {
    // Models without constrained output like to wrap JSON in a Markdown fence.
    value = JSON.parse(text.replace(/^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i, "$1"));
  } catch {
    return { ok: false, problem: "the answer was not valid JSON" };
  }
  try {
    prompt.check(value);
    return { ok: true, value };
  } catch (error) {
    if (!isAiError(error)) throw error;
    return { ok: false, problem: error.detail ?? "the answer did not match the schema", error };
  }
}

const schemaInstruction = (prompt: Prompt) =>
  `Answer with one JSON object and nothing else, following this JSON schema:\n${JSON.stringify(prompt.jsonSchema)}`;

const repairRequest = (problem: string, prompt: Prompt) =>
  `That answer could not be used: ${problem}. Reply again with only the corrected JSON object, following this JSON schema:\n${JSON.stringify(prompt.jsonSchema)}`;

function toAiError(error: unknown, deadlinePassed: boolean): AiError {
  if (isAiError(error)) return error;
  if (deadlinePassed || error instanceof OpenAI.APIConnectionTimeoutError)
    return new AiError("timeout", "deadline passed");
  if (error instanceof OpenAI.RateLimitError || error instanceof OpenAI.InternalServerError) {
    return new AiError("busy", `${error.status} after retries`);
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // A wrong base URL or model name, a server that is down: the operator has to act, so say so in the log.
  console.error(`[stylematch] ${PROVIDER_NAME} request failed:`, detail);
  return new AiError("unavailable", detail);
}
