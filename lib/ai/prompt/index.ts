import "server-only";

import type { AiClosetItem, AiImage, OutfitRequest, TagContext } from "../types";
import type { Prompt, PromptPart } from "./types";
import { prepareImage } from "../image";
import { createOutfitRules, slotOf } from "../outfit-rules";
import { sanitizeMatch, sanitizeMissingPieces, sanitizeOutfits, sanitizeTags } from "../sanitize";
import { closetForLook, closetForOutfits, closetParts, inClosetOrder, PROMPT_ITEMS } from "./closet";
import {
  alreadyShownNote,
  MATCH_SYSTEM,
  MISSING_SYSTEM,
  outfitSystem,
  preferenceNote,
  TAG_SYSTEM,
  tagRequest,
  wearNote,
} from "./instructions";
import { clothingTagsOutput, matchOutput, missingOutput, outfitsOutput, tagsOutput } from "./output-schemas";

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
 * closet photo's garment facts); part of every cache key for AI results.
 */
export const PROMPT_VERSION = 3;

/** 'new ideas' names at most this many already-shown combinations to a model. */
const AVOIDED_BASES_IN_PROMPT = 40;
/** Closet photos sent alongside a matching request (≈100 tokens each); the rest go as text only. */
const MATCH_THUMBNAILS = 16;
/** Outfits reason from tags; photos only for items that have no tags yet. */
const OUTFIT_THUMBNAILS = 12;

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

/** The closet has already passed the engine's top-and-bottom and filter checks (lib/ai/index.ts). */
export async function outfitsPrompt(closet: readonly AiClosetItem[], request: OutfitRequest): Promise<Prompt> {
  const rules = createOutfitRules(closet, request);
  const eligibleIds = new Set(rules.eligible.map((item) => item.id));
  const eligible = closet.filter((item) => eligibleIds.has(item.id));
  const chosen = closetForOutfits(eligible, request, PROMPT_ITEMS.outfits);
  const listed = inClosetOrder(chosen, eligible);
  const count = (slot: string) => listed.filter((item) => slotOf(item.category) === slot).length;
  const combinations = count("top") * count("bottom") + count("one-piece");
  const parts = await closetParts({ chosen, from: eligible, photos: OUTFIT_THUMBNAILS, purpose: "outfits" });
  // Only bases the model can see are worth naming, and a bounded number of them.
  const listedIds = new Set(listed.map((item) => item.id));
  const shown = (request.avoid ?? [])
    .filter((ids) => ids.every((id) => listedIds.has(id)))
    .slice(0, AVOIDED_BASES_IN_PROMPT);
  const worn =
    request.worn &&
    wearNote({
      recent: request.worn.recent.filter((id) => listedIds.has(id)),
      rediscover: request.worn.rediscover.filter((id) => listedIds.has(id)),
    });
  return {
    task: "outfits",
    model: "main",
    system: outfitSystem(request, { hasShoes: rules.hasShoes, combinations }),
    parts: [
      ...parts,
      ...(shown.length > 0 ? [{ type: "text" as const, text: alreadyShownNote(shown) }] : []),
      ...(worn ? [{ type: "text" as const, text: worn }] : []),
      ...(request.preferences ? [{ type: "text" as const, text: preferenceNote(request.preferences) }] : []),
    ],
    jsonSchema: outfitsOutput(
      listed.map((item) => item.id),
      request,
    ),
    maxTokens: 2500,
    check: (answer) => void sanitizeOutfits(answer, closet, request),
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
