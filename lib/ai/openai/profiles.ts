import type { Env } from "@/lib/config/env";
import type { JsonSchema } from "../prompt";

export type CompatProfileName = NonNullable<Env["OPENAI_COMPAT_PROFILE"]>;

/**
 * What one OpenAI-compatible backend gets wrong, from its own tracker, and how we ask around it.
 * Whatever the profile, every answer is validated and a bad one gets one repair turn (lib/ai/openai/call.ts).
 */
export type CompatProfile = {
  name: CompatProfileName;
  /** json_schema: the backend constrains the answer; json_object: only "some JSON", the schema goes in the prompt. */
  responseFormat: (hasImage: boolean) => "json_schema" | "json_object";
  /** `strict: true` in json_schema mode (OpenAI's strict mode wants closed objects, which ours are). */
  strict: boolean;
  /** Remove `$schema` and `additionalProperties` from the schema (Gemini's OpenAI mode rejects them). */
  stripSchemaKeywords: boolean;
  /** Extra top-level request fields. */
  extraBody: Record<string, unknown>;
  /** OpenAI's newer models take max_completion_tokens only; most compatible servers know max_tokens only. */
  maxTokensField: "max_tokens" | "max_completion_tokens";
};

const base = {
  responseFormat: () => "json_schema",
  strict: true,
  stripSchemaKeywords: false,
  extraBody: {},
  maxTokensField: "max_tokens",
} satisfies Omit<CompatProfile, "name">;

export const COMPAT_PROFILES: Record<CompatProfileName, CompatProfile> = {
  openai: { ...base, name: "openai", maxTokensField: "max_completion_tokens" },
  // Without require_parameters OpenRouter may route to a provider that silently drops response_format.
  openrouter: { ...base, name: "openrouter", extraBody: { provider: { require_parameters: true } } },
  gemini: { ...base, name: "gemini", strict: false, stripSchemaKeywords: true },
  // Ollama's schema-constrained output is unreliable (its issue tracker, several models): ask for JSON, validate.
  ollama: { ...base, name: "ollama", strict: false, responseFormat: () => "json_object" },
  // LM Studio fails a request that carries a schema and an image together (reported on its bug tracker).
  lmstudio: {
    ...base,
    name: "lmstudio",
    strict: false,
    responseFormat: (hasImage) => (hasImage ? "json_object" : "json_schema"),
  },
  // vLLM may ignore the schema when images are present; the validation and repair turn catch it.
  vllm: { ...base, name: "vllm", strict: false },
  // Any other server (llama.cpp, LocalAI, a proxy…): the plain request every compatible server takes.
  generic: { ...base, name: "generic", strict: false },
};

/** The profile OPENAI_COMPAT_PROFILE names, else the one the base URL's host or port gives away. */
export function compatProfile(settings: Pick<Env, "OPENAI_BASE_URL" | "OPENAI_COMPAT_PROFILE">): CompatProfile {
  if (settings.OPENAI_COMPAT_PROFILE) return COMPAT_PROFILES[settings.OPENAI_COMPAT_PROFILE];
  return COMPAT_PROFILES[guessProfile(settings.OPENAI_BASE_URL)];
}

function guessProfile(baseUrl: string): CompatProfileName {
  const url = new URL(baseUrl);
  const host = url.hostname.toLowerCase();
  if (host === "openrouter.ai" || host.endsWith(".openrouter.ai")) return "openrouter";
  if (host === "generativelanguage.googleapis.com") return "gemini";
  if (url.port === "11434" || host.includes("ollama")) return "ollama";
  if (url.port === "1234" || host.includes("lmstudio")) return "lmstudio";
  if (url.port === "8000" || host.includes("vllm")) return "vllm";
  if (host === "api.openai.com") return "openai";
  return "generic";
}

/** The schema without the keywords a profile's backend rejects, at every depth. */
export function schemaFor(profile: CompatProfile, schema: JsonSchema): JsonSchema {
  if (!profile.stripSchemaKeywords) return schema;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "$schema" && key !== "additionalProperties")
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  return strip(schema) as JsonSchema;
}
