import { type AiClosetItem, aiProviderInfo, closetFingerprint, type OutfitRequest } from "@/lib/ai";
import type { OutfitExclusions } from "@/lib/ai/types";
import { excludesNothing } from "@/lib/style/exclusions";
import { createHash } from "node:crypto";

/**
 * Input keys of cached AI answers: everything the answer depends on. The provider's cache tag
 * (provider, models, prompt version), the closet's fingerprint (ids, categories, tags) and, per kind,
 * the inspiration (id and its tags: an image's bytes never change under one id) or the outfit filters.
 * Hashed so keys stay short whatever the preference text; inspiration keys keep a readable prefix so
 * the answers about one image can be dropped together.
 */
type ClosetShape = readonly Pick<AiClosetItem, "id" | "category" | "styleTags">[];

const digest = (parts: readonly unknown[]) => createHash("sha256").update(JSON.stringify(parts)).digest("base64url");

/** Every cached answer about inspiration image `id` starts with this. */
export const inspirationResultsPrefix = (id: number) => `insp:${id}:`;

export function inspirationInputKey(
  inspiration: { id: number; styleTags: readonly string[] },
  closet: ClosetShape,
): string {
  return `${inspirationResultsPrefix(inspiration.id)}${digest([aiProviderInfo().cacheTag, [...inspiration.styleTags], closetFingerprint(closet)])}`;
}

export function outfitsInputKey(request: OutfitRequest, closet: ClosetShape): string {
  const filters = [
    request.season ?? null,
    request.styleTheme ?? null,
    request.preferences?.trim() || null,
    // What was worn lately changes the ideas (issue #28); absent for an owner who logs no wears.
    ...(request.worn ? [[...request.worn.recent].sort(), [...request.worn.rediscover].sort()] : []),
    // What the request leaves out (issue #39 §6); absent when nothing is, so other keys stay as they were.
    ...(excludesNothing(request.exclude) ? [] : [{ exclude: sortedExclusions(request.exclude!) }]),
  ];
  return `outfits:${digest([aiProviderInfo().cacheTag, filters, closetFingerprint(closet)])}`;
}

/** The exclusions in one spelling: each list sorted, empty lists dropped (their order changes no answer). */
function sortedExclusions(exclude: OutfitExclusions): [string, string[]][] {
  return (["themes", "colours", "categories", "kinds"] as const)
    .filter((key) => exclude[key]?.length)
    .map((key) => [key, [...new Set(exclude[key]!)].sort()]);
}
