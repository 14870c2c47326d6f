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
import { jsonIn, messageText } from "./answer";
import { type JsonMode, jsonModeLadder } from "./formats";
import { type CompatProfile, compatProfile, schemaFor } from "./profiles";

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
 * One chat-completions call asking for JSON in the prompt's schema, as the backend's profile allows
 * (stepping down when the server turns the response format down, ./formats.ts). Every answer is
 * validated with the engine's own checks; a bad one gets ONE repair turn (the validation error sent
 * back, corrected JSON asked for), then it is an unusable answer (502 naming the provider). The SDK
 * retries 429/5xx with backoff honouring Retry-After; our deadline bounds the whole thing, repair
 * and format steps included. Returns the parsed JSON.
 */
export async function structuredCall(prompt: Prompt): Promise<unknown> {
  const settings = env();
  const profile = compatProfile(settings);
  const deadline = AbortSignal.timeout(settings.OPENAI_TIMEOUT_MS);
  const model = prompt.model === "tag" ? (settings.OPENAI_TAG_MODEL ?? settings.OPENAI_MODEL!) : settings.OPENAI_MODEL!;
  const hasImage = prompt.parts.some((part) => part.type === "image");
  const ladder = jsonModeLadder({
    baseUrl: settings.OPENAI_BASE_URL,
    model,
    hasImage,
    profileMode: profile.responseFormat(hasImage),
    adaptive: !settings.OPENAI_COMPAT_PROFILE,
  });
  let mode = ladder.first;
  const request = async (repair: ChatCompletionMessageParam[] = []): Promise<string> => {
    for (;;) {
      try {
        const text = await complete(requestBody(prompt, profile, model, mode, repair), deadline);
        ladder.worked(mode);
        return text;
      } catch (error) {
        const next = deadline.aborted ? undefined : ladder.after(mode, error);
        if (!next) throw toAiError(error, deadline.aborted);
        mode = next;
      }
    }
  };

  const first = await request();
  const answer = readAnswer(first, prompt);
  if (answer.ok) return answer.value;
  const repaired = await request([
    { role: "assistant", content: first || "(no answer)" },
    { role: "user", content: repairRequest(answer.problem, prompt) },
  ]);
  const again = readAnswer(repaired, prompt);
  if (again.ok) return again.value;
  // Nothing outfit-shaped passed the rules twice: the outfit screen's own message, not a provider fault.
  if (again.error?.kind === "no-outfits") throw again.error;
  throw new AiError("invalid", `after a repair turn: ${again.problem}`, PROVIDER_NAME);
}

/** The request in one JSON mode; `repair` is the repair turn's two messages, when it is one. */
function requestBody(
  prompt: Prompt,
  profile: CompatProfile,
  model: string,
  mode: JsonMode,
  repair: ChatCompletionMessageParam[],
): ChatCompletionCreateParamsNonStreaming {
  const messages: ChatCompletionMessageParam[] = [
    // Without a constrained schema the model still has to see it (json_object also wants the word JSON).
    {
      role: "system",
      content: mode === "json_schema" ? prompt.system : `${prompt.system}\n\n${schemaInstruction(prompt)}`,
    },
    { role: "user", content: prompt.parts.map(contentPart) },
    ...repair,
  ];
  return {
    model,
    messages,
    ...(mode === "json_schema"
      ? {
          response_format: {
            type: "json_schema",
            json_schema: {
              name: `${prompt.task}_answer`,
              schema: schemaFor(profile, prompt.jsonSchema),
              strict: profile.strict,
            },
          },
        }
      : mode === "json_object"
        ? { response_format: { type: "json_object" } }
        : {}),
    [profile.maxTokensField]: prompt.maxTokens,
    ...profile.extraBody,
  } as ChatCompletionCreateParamsNonStreaming;
}

/** The answer's text (see ./answer.ts for the shapes servers send); errors are left to the caller. */
async function complete(body: ChatCompletionCreateParamsNonStreaming, deadline: AbortSignal): Promise<string> {
  const completion = await client().chat.completions.create(body, { signal: deadline });
  const choice = completion.choices[0];
  if (choice?.message.refusal) return "";
  return messageText(choice?.message);
}

type Answer = { ok: true; value: unknown } | { ok: false; problem: string; error?: AiError };

/** The reply as JSON that passes the engine's checks, or what is wrong with it (for the repair turn). */
function readAnswer(text: string, prompt: Prompt): Answer {
  if (!text.trim()) return { ok: false, problem: "the answer was empty" };
  const json = jsonIn(text);
  if (!json) return { ok: false, problem: "the answer was not valid JSON" };
  try {
    prompt.check(json.value);
    return { ok: true, value: json.value };
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
