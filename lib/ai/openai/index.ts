import "server-only";

import { env } from "@/lib/config/env";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { matchPrompt, missingPrompt, outfitWordsPrompt, tagPrompt } from "../prompt";
import type { AiProvider } from "../types";
import { PROVIDER_NAME, structuredCall } from "./call";
import { compatProfile } from "./profiles";

/**
 * Any OpenAI-compatible chat-completions endpoint (AI_PROVIDER=openai): OpenAI, Ollama, LM Studio,
 * vLLM, OpenRouter, Gemini. Only the transport lives here: the prompts are lib/ai/prompt's, and each
 * backend's quirks are a profile (./profiles.ts).
 */
export const openaiProvider: AiProvider = {
  name: "openai",
  get label() {
    return AI_MESSAGES.providerLabel(PROVIDER_NAME, env().OPENAI_MODEL);
  },
  get cacheTag() {
    const settings = env();
    return `openai:${compatProfile(settings).name}:${settings.OPENAI_BASE_URL}:${settings.OPENAI_TAG_MODEL ?? settings.OPENAI_MODEL}:${settings.OPENAI_MODEL}`;
  },

  async tagImage(image, context) {
    return structuredCall(await tagPrompt(image, context));
  },

  async matchInspiration(inspiration, closet) {
    return structuredCall(await matchPrompt(inspiration, closet));
  },

  async missingPieces(inspiration, closet) {
    return structuredCall(await missingPrompt(inspiration, closet));
  },

  async wordOutfits(outfits, closet, request) {
    return structuredCall(outfitWordsPrompt(outfits, closet, request));
  },
};
