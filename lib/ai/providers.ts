import "server-only";

import { ConfigError, env, type Env } from "@/lib/config/env";
import { anthropicProvider } from "./anthropic";
import { localProvider } from "./local";
import { openaiProvider } from "./openai";
import { PROMPT_VERSION } from "./prompt";
import type { AiProvider } from "./types";

/**
 * The AI providers by their AI_PROVIDER name. A new provider is a folder holding its transport
 * (lib/ai/<name>/, prompts come from lib/ai/prompt) plus its line here; `requires` names the settings
 * it cannot start without, checked at start-up.
 */
const PROVIDERS: Record<string, { provider: AiProvider; requires?: (settings: Env) => string | undefined }> = {
  anthropic: {
    provider: anthropicProvider,
    requires: (settings) =>
      settings.ANTHROPIC_API_KEY
        ? undefined
        : "AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY. Set the key, or unset AI_PROVIDER to use the local analyzer.",
  },
  openai: {
    provider: openaiProvider,
    requires: (settings) =>
      settings.OPENAI_MODEL
        ? undefined
        : "AI_PROVIDER=openai needs OPENAI_MODEL (the model's name at OPENAI_BASE_URL, e.g. qwen2.5vl:7b for Ollama or gpt-4.1-mini for OpenAI).",
  },
  local: { provider: localProvider },
};

/** The provider AI_PROVIDER names; unset: anthropic when ANTHROPIC_API_KEY is set, else local. Throws a ConfigError naming the fix. */
export function selectProvider(settings: Env = env()): AiProvider {
  const name = settings.AI_PROVIDER?.toLowerCase() ?? (settings.ANTHROPIC_API_KEY ? "anthropic" : "local");
  const entry = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
  if (!entry) {
    throw new ConfigError(
      `AI_PROVIDER must be one of ${Object.keys(PROVIDERS).join(", ")} (got ${JSON.stringify(settings.AI_PROVIDER)}). Fix it or unset it to use the default.`,
    );
  }
  const missing = entry.requires?.(settings);
  if (missing) throw new ConfigError(missing);
  return entry.provider;
}

export type AiProviderInfo = {
  /** The AI_PROVIDER name of the provider in use. */
  name: string;
  /** How the UI labels results. */
  label: string;
  /** Part of any cache key for AI results: changing provider, model or prompts must not serve stale answers. */
  cacheTag: string;
};

export function aiProviderInfo(): AiProviderInfo {
  const provider = selectProvider();
  return { name: provider.name, label: provider.label, cacheTag: `${provider.cacheTag}:v${PROMPT_VERSION}` };
}
