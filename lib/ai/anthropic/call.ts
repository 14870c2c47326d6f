import "server-only";

import { env } from "@/lib/config/env";
import Anthropic from "@anthropic-ai/sdk";
import type { ContentBlockParam, Message } from "@anthropic-ai/sdk/resources/messages";
import { AiError, isAiError } from "../errors";
import type { Prompt, PromptPart } from "../prompt";

/** A prompt part as a Messages API content block (photos as base64 image blocks). */
const contentBlock = (part: PromptPart): ContentBlockParam =>
  part.type === "text"
    ? { type: "text", text: part.text }
    : { type: "image", source: { type: "base64", media_type: part.image.mediaType, data: part.image.data } };

function client(): Anthropic {
  const settings = env();
  return new Anthropic({
    apiKey: settings.ANTHROPIC_API_KEY,
    baseURL: settings.ANTHROPIC_BASE_URL ?? null,
    maxRetries: settings.ANTHROPIC_MAX_RETRIES,
    timeout: settings.ANTHROPIC_TIMEOUT_MS,
  });
}

/**
 * One Messages API call with JSON-schema structured output. The SDK retries 429/5xx/overloaded with
 * backoff; our own deadline bounds the whole thing (retries and their waits included), so a hung or
 * throttled provider turns into a clear error within ANTHROPIC_TIMEOUT_MS. Returns the parsed JSON.
 */
export async function structuredCall(prompt: Prompt): Promise<unknown> {
  const settings = env();
  const deadline = AbortSignal.timeout(settings.ANTHROPIC_TIMEOUT_MS);
  let message: Message;
  try {
    message = await client().messages.create(
      {
        model: prompt.model === "tag" ? settings.ANTHROPIC_TAG_MODEL : settings.ANTHROPIC_MODEL,
        max_tokens: prompt.maxTokens,
        system: prompt.system,
        messages: [{ role: "user", content: prompt.parts.map(contentBlock) }],
        output_config: { format: { type: "json_schema", schema: prompt.jsonSchema } },
      },
      { signal: deadline },
    );
  } catch (error) {
    throw toAiError(error, deadline.aborted);
  }
  if (message.stop_reason === "refusal") throw new AiError("invalid", "refusal");
  if (message.stop_reason === "max_tokens") throw new AiError("invalid", "answer cut off at max_tokens");
  const text = message.content.find((block) => block.type === "text")?.text;
  if (text === undefined) throw new AiError("invalid", "no text block");
  try {
    return JSON.parse(text);
  } catch {
    throw new AiError("invalid", "structured output was not JSON");
  }
}

function toAiError(error: unknown, deadlinePassed: boolean): AiError {
  if (isAiError(error)) return error;
  if (deadlinePassed || error instanceof Anthropic.APIConnectionTimeoutError)
    return new AiError("timeout", "deadline passed");
  if (error instanceof Anthropic.RateLimitError || error instanceof Anthropic.InternalServerError) {
    return new AiError("busy", `${error.status} after retries`);
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // A bad key, an unknown model or a request we built wrong: the operator has to act, so say so in the log.
  console.error("[stylematch] Anthropic request failed:", detail);
  return new AiError("unavailable", detail);
}
