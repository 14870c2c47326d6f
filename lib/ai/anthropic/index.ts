import "server-only";

import { env } from "@/lib/config/env";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { matchPrompt, missingPrompt, outfitWordsPrompt, tagPrompt } from "../prompt";
import type { AiProvider } from "../types";
import { structuredCall } from "./call";

/**
 * Anthropic's Messages API with structured output (ANTHROPIC_API_KEY). Only the transport lives here:
 * the prompts are lib/ai/prompt's, sent as they are built.
 */
export const anthropicProvider: AiProvider = {
  name: "anthropic",
  get label() {
    return AI_MESSAGES.providerLabel("anthropic");
  },
  get cacheTag() {
    const settings = env();
    return `anthropic:${settings.ANTHROPIC_TAG_MODEL}:${settings.ANTHROPIC_MODEL}`;
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
