import "server-only";

import type { AiClosetItem, AiImage, OutfitRequest, TagContext } from "../types";
import type { Prompt, PromptPart } from "./types";
import { prepareImage } from "../image";
import { sanitizeMatch, sanitizeMissingPieces, sanitizeOutfitWords, sanitizeTags } from "../sanitize";
import type { OutfitSuggestion } from "../schemas";
import { closetForLook, closetParts, inClosetOrder, PROMPT_ITEMS, promptCategory } from "./closet";
import {
  MATCH_SYSTEM,
  MISSING_SYSTEM,
  OUTFIT_WORDS_SYSTEM,
  preferenceNote,
  TAG_SYSTEM,
  tagRequest,
} from "./instructions";
import { clothingTagsOutput, matchOutput, missingOutput, outfitWordsOutput, tagsOutput } from "./output-schemas";

/**
 * The provider-neutral prompts: for each task the system text, the user turn as text and image parts,
 * and the answer's JSON schema. A provider folder (lib/ai/<provider>/) only turns a Prompt into its
 * API's request and the reply back into JSON; what the model is asked lives here, once.
 */
export { PROMPT_ITEMS } from "./closet";
export type { JsonSchema } from "./output-schemas";
export type { Prompt, PromptPart } from "./types";

/**
 * Bumped when what a provider is asked changes (v2: bounded, relevance-chosen closet lists; v3: a
 * closet photo's garment facts; v4: outfits chosen by the style engine, worded by the provider); part
 * of every cache key for AI results.
 */
export const PROMPT_VERSION = 4;

/** Closet photos sent alongside a matching request (≈100 tokens each); the rest go as text only. */
const MATCH_THUMBNAILS = 16;

export async function tagPrompt(image: Pick<AiImage, "bytes">, context: TagContext): Promise<Prompt> {
  const prepared = await prepareImage(image.bytes);
  return {
    task: "tags",
    model: "tag",
    system: TAG_SYSTEM,
    parts: [
      { type: "image", image: prepared },
      { type: "text", text: tagRequest(context) },
    ],
    // A closet photo's answer carries its category too (the engine keeps it only when valid).
    jsonSchema: context.kind === "clothing" ? clothingTagsOutput : tagsOutput,
    maxTokens: 300,
    check: (answer) => void sanitizeTags(answer),
  };
}

export async function matchPrompt(inspiration: AiImage, closet: readonly AiClosetItem[]): Promise<Prompt> {
  const { parts, listed } = await lookParts(inspiration, closet, PROMPT_ITEMS.match);
  return {
    task: "match",
    model: "main",
    system: MATCH_SYSTEM,
    parts,
    jsonSchema: matchOutput(listed.map((item) => item.id)),
    maxTokens: 800,
    check: (answer) => void sanitizeMatch(answer, listed),
  };
}

export async function missingPrompt(inspiration: AiImage, closet: readonly AiClosetItem[]): Promise<Prompt> {
  const { parts } = await lookParts(inspiration, closet, PROMPT_ITEMS.missing);
  return {
    task: "missing",
    model: "main",
    system: MISSING_SYSTEM,
    parts,
    jsonSchema: missingOutput,
    maxTokens: 1500,
    check: (answer) => void sanitizeMissingPieces(answer),
  };
}

/**
 * The engine's outfits to word (issue #39): the pieces they hold as text (id, category, tags), the
 * outfits as id lists, and the owner's wish when the chat sent one. The answer is one entry per
 * outfit: name, description, occasion.
 */
export function outfitWordsPrompt(
  outfits: readonly OutfitSuggestion[],
  closet: readonly AiClosetItem[],
  request: OutfitRequest,
): Prompt {
  const used = new Set(outfits.flatMap((outfit) => outfit.items));
  const pieces = closet
    .filter((item) => used.has(item.id))
    .map((item) => `#${item.id} ${promptCategory(item.category)}: ${item.styleTags.join(", ") || "no tags"}`);
  const listed = outfits.map((outfit, index) => `${index + 1}. ${outfit.items.map((id) => `#${id}`).join(" + ")}`);
  return {
    task: "outfits",
    model: "main",
    system: OUTFIT_WORDS_SYSTEM,
    parts: [
      { type: "text", text: `The pieces:\n${pieces.join("\n")}` },
      { type: "text", text: `The outfits:\n${listed.join("\n")}` },
      ...(request.preferences ? [{ type: "text" as const, text: preferenceNote(request.preferences) }] : []),
    ],
    jsonSchema: outfitWordsOutput,
    maxTokens: 1500,
    check: (answer) => void sanitizeOutfitWords(answer, outfits.length),
  };
}

/** The inspiration, downscaled, and the bounded closet listing that goes with it. */
async function lookParts(
  inspiration: AiImage,
  closet: readonly AiClosetItem[],
  limit: number,
): Promise<{ parts: PromptPart[]; listed: AiClosetItem[] }> {
  const [prepared, chosen] = await Promise.all([
    prepareImage(inspiration.bytes),
    closetForLook(inspiration, closet, limit),
  ]);
  const listing = await closetParts({ chosen, from: closet, photos: MATCH_THUMBNAILS, purpose: "look" });
  return {
    parts: [{ type: "text", text: "The inspiration:" }, { type: "image", image: prepared }, ...listing],
    listed: inClosetOrder(chosen, closet),
  };
}
