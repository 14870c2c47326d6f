import "server-only";

import type { Category } from "@/lib/constants";
import { outfitsFilteredOut, outfitsNeedTopAndBottom } from "@/lib/errors";
import type { AnalysedFacts } from "@/lib/style/facts";
import { closetCanMakeOutfits, createOutfitRules, filteredOutMessage } from "@/lib/style/outfit-rules";
import { createHash } from "node:crypto";
import { AiError } from "./errors";
import { localProvider } from "./local";
import { selectProvider as provider } from "./providers";
import {
  sanitizeCategory,
  sanitizeGarmentFacts,
  sanitizeMatch,
  sanitizeMissingPieces,
  sanitizeOutfits,
  sanitizeOutfitWords,
  sanitizeTags,
} from "./sanitize";
import type { MatchResult, MissingPiece, OutfitSuggestion } from "./schemas";
import { type AiClosetItem, type AiImage, type OutfitRequest, PREFERENCES_MAX_CHARS, type TagContext } from "./types";

/**
 * The style engine. Routes load the owner's rows (and a storage reader for the images) and call these;
 * whichever provider answers, the result is validated, limited to the caller's own ids and, for
 * outfits, re-checked by the one rule checker. Failures are AppErrors (AiError for the provider's
 * side) with a sentence meant for the screen. Nothing here writes to the database. Callers pass the
 * whole closet; each provider sends or profiles only a bounded, relevance-chosen part of it
 * (lib/ai/relevance.ts), and reads the photos of that part only.
 */
export { AiError } from "./errors";
export { aiProviderInfo, type AiProviderInfo } from "./providers";
export { outfitRequestFromMessage } from "./request";
export type { MatchResult, MissingPiece, OutfitSuggestion } from "./schemas";
export type { AiClosetItem, AiImage, AiImageSource, OutfitRequest, TagContext } from "./types";

/** 3–8 lowercase tags from the fixed vocabulary (lib/ai/vocabulary.ts). */
export async function tagImage(image: Pick<AiImage, "bytes">, context: TagContext): Promise<string[]> {
  return sanitizeTags(await provider().tagImage(image, context));
}

/**
 * A closet photo's tags (as tagImage) and, when the provider reads it, the garment's category: one
 * of the 8, or absent when the provider gave none or an unknown one (the local analyzer gives none;
 * the upload already detected one from the silhouette). `category` in the context is the one the
 * person chose, if any.
 */
export async function tagClothing(
  image: Pick<AiImage, "bytes">,
  context: { category?: string } = {},
): Promise<{ styleTags: string[]; category?: Category; facts: AnalysedFacts }> {
  const raw = await provider().tagImage(image, { kind: "clothing", ...context });
  const category = sanitizeCategory(raw);
  // The garment facts it read (issue #39); a kind is checked against the item's category when stored.
  return { styleTags: sanitizeTags(raw), ...(category ? { category } : {}), facts: sanitizeGarmentFacts(raw) };
}

/** matchScore 0–100, styleNotes, and matchingItems drawn only from `closetItems`. */
export async function matchInspiration(
  inspiration: AiImage,
  closetItems: readonly AiClosetItem[],
): Promise<MatchResult> {
  return sanitizeMatch(await provider().matchInspiration(inspiration, closetItems), closetItems);
}

export async function missingPieces(
  inspiration: AiImage,
  closetItems: readonly AiClosetItem[],
): Promise<MissingPiece[]> {
  return sanitizeMissingPieces(await provider().missingPieces(inspiration, closetItems));
}

/**
 * Up to 8 outfits (6 or more when the closet has that many distinct top/bottom pairs), each passing
 * lib/style/outfit-rules.ts. Throws SPEC §5's 422 when the closet has no top-and-bottom (or dress/suit),
 * and a 422 naming the filter when the season/theme filters leave nothing to build from. Callers
 * pass only the items that can be worn (lib/outfits/suggest.ts leaves laundry out).
 */
export async function suggestOutfits(
  closetItems: readonly AiClosetItem[],
  request: OutfitRequest = {},
): Promise<OutfitSuggestion[]> {
  if (!closetCanMakeOutfits(closetItems)) throw outfitsNeedTopAndBottom();
  const bounded: OutfitRequest = {
    ...(request.season ? { season: request.season } : {}),
    ...(request.styleTheme ? { styleTheme: request.styleTheme } : {}),
    ...(request.preferences?.trim() ? { preferences: request.preferences.trim().slice(0, PREFERENCES_MAX_CHARS) } : {}),
    ...(request.avoid?.length ? { avoid: request.avoid } : {}),
    ...(request.worn ? { worn: request.worn } : {}),
    ...(request.exclude ? { exclude: request.exclude } : {}),
  };
  const { eligible } = createOutfitRules(closetItems, bounded);
  if (!closetCanMakeOutfits(eligible)) throw outfitsFilteredOut(filteredOutMessage(bounded, closetItems));
  // The style engine chooses every piece (issue #39: repeatable, fast, no key needed); a configured
  // provider only words them. Its failure leaves the engine's own words, never a lost answer.
  const picks = sanitizeOutfits(await localProvider.suggestOutfits(eligible, bounded), closetItems, bounded);
  const wording = provider();
  if (wording.name === localProvider.name) return picks;
  try {
    const words = sanitizeOutfitWords(await wording.wordOutfits(picks, eligible, bounded), picks.length);
    return picks.map((outfit, index) => ({ ...outfit, ...words[index] }));
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    console.error(`[ai] outfit words from ${wording.name} unusable, the engine's kept: ${error.message}`);
    return picks;
  }
}

/**
 * A stable digest of what the AI sees of a closet (ids, categories, tags), for keying cached results:
 * any added, removed, re-categorised or re-tagged item changes it.
 */
export function closetFingerprint(items: readonly Pick<AiClosetItem, "id" | "category" | "styleTags">[]): string {
  const lines = [...items]
    .sort((a, b) => a.id - b.id)
    .map((item) => `${item.id}|${item.category}|${[...item.styleTags].join(",")}`);
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}
