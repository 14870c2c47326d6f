import "server-only";

import { env } from "@/lib/env";
import { prepareImage } from "../image";
import { createOutfitRules, slotOf } from "../outfit-rules";
import type { AiClosetItem, AiImage, AiProvider } from "../types";
import { structuredCall } from "./call";
import { closetBlocks, closetForLook, closetForOutfits, imageBlock, inClosetOrder, PROMPT_ITEMS } from "./closet";
import { MATCH_SYSTEM, MISSING_SYSTEM, outfitSystem, preferenceNote, TAG_SYSTEM, tagRequest } from "./prompts";
import { matchOutput, missingOutput, outfitsOutput, tagsOutput } from "./wire";

/** Closet photos sent alongside a matching request (≈100 tokens each); the rest go as text only. */
const MATCH_THUMBNAILS = 16;
/** Outfits reason from tags; photos only for items that have no tags yet. */
const OUTFIT_THUMBNAILS = 12;

export const anthropicProvider: AiProvider = {
  name: "anthropic",

  async tagImage(image, context) {
    const prepared = await prepareImage(image.bytes);
    return structuredCall({
      model: env().ANTHROPIC_TAG_MODEL,
      system: TAG_SYSTEM,
      content: [imageBlock(prepared), { type: "text", text: tagRequest(context) }],
      schema: tagsOutput,
      maxTokens: 300,
    });
  },

  async matchInspiration(inspiration, closet) {
    const { prepared, blocks, listed } = await lookPrompt(inspiration, closet, PROMPT_ITEMS.match);
    return structuredCall({
      model: env().ANTHROPIC_MODEL,
      system: MATCH_SYSTEM,
      content: [{ type: "text", text: "The inspiration:" }, imageBlock(prepared), ...blocks],
      schema: matchOutput(listed.map((item) => item.id)),
      maxTokens: 800,
    });
  },

  async missingPieces(inspiration, closet) {
    const { prepared, blocks } = await lookPrompt(inspiration, closet, PROMPT_ITEMS.missing);
    return structuredCall({
      model: env().ANTHROPIC_MODEL,
      system: MISSING_SYSTEM,
      content: [{ type: "text", text: "The inspiration:" }, imageBlock(prepared), ...blocks],
      schema: missingOutput,
      maxTokens: 1500,
    });
  },

  async suggestOutfits(closet, request) {
    const rules = createOutfitRules(closet, request);
    const eligibleIds = new Set(rules.eligible.map((item) => item.id));
    const eligible = closet.filter((item) => eligibleIds.has(item.id));
    const chosen = closetForOutfits(eligible, request, PROMPT_ITEMS.outfits);
    const listed = inClosetOrder(chosen, eligible);
    const count = (slot: string) => listed.filter((item) => slotOf(item.category) === slot).length;
    const combinations = count("top") * count("bottom") + count("one-piece");
    const blocks = await closetBlocks({ chosen, from: eligible, photos: OUTFIT_THUMBNAILS, purpose: "outfits" });
    return structuredCall({
      model: env().ANTHROPIC_MODEL,
      system: outfitSystem(request, { hasShoes: rules.hasShoes, combinations }),
      content: [
        ...blocks,
        ...(request.preferences ? [{ type: "text" as const, text: preferenceNote(request.preferences) }] : []),
      ],
      schema: outfitsOutput(
        listed.map((item) => item.id),
        request,
      ),
      maxTokens: 2500,
    });
  },
};

/** The inspiration, downscaled, and the bounded closet listing that goes with it. */
async function lookPrompt(inspiration: AiImage, closet: readonly AiClosetItem[], limit: number) {
  const [prepared, chosen] = await Promise.all([
    prepareImage(inspiration.bytes),
    closetForLook(inspiration, closet, limit),
  ]);
  const blocks = await closetBlocks({ chosen, from: closet, photos: MATCH_THUMBNAILS, purpose: "look" });
  return { prepared, blocks, listed: inClosetOrder(chosen, closet) };
}
