import "server-only";

import { type AiImage, matchInspiration, type MatchResult, type MissingPiece, missingPieces, tagImage } from "@/lib/ai";
import { AI_LIMITS } from "@/lib/ai/limits";
import { matchResultSchema, missingPieceSchema } from "@/lib/ai/schemas";
import { isVocabularyTag } from "@/lib/ai/vocabulary";
import { type AiResultKind, cachedAiResult, inspirationInputKey, readCachedAiResult } from "@/lib/ai-results";
import type { Owner } from "@/lib/auth/owner";
import { closetItemsByIds, loadAiCloset } from "@/lib/closet";
import { ITEM_LIMITS } from "@/lib/constants";
import { inspirationNotFound } from "@/lib/errors";
import { readStoredImage } from "@/lib/storage/stored-image";
import { z } from "zod";
import { findInspiration, setInspirationTags, type StoredInspiration } from "./queries";
import type { MatchView } from "./schemas";

/**
 * What the AI says about one of the owner's inspiration images. Matching and missing pieces are
 * cached per owner by (image, its tags, the closet's fingerprint, the provider), so opening the same
 * screen again costs no AI call until the closet or the image's tags change. The `cached...`
 * variants only read that cache: server-rendered screens show a cached answer at once and leave a
 * missing one to the API call, which carries the per-address AI limits.
 */

/** The image as the AI sees it: its pixels and only its vocabulary tags (the owner's own words reach no provider). */
async function pixels(inspiration: StoredInspiration): Promise<AiImage> {
  const bytes = await readStoredImage(inspiration.imageKey);
  if (!bytes) throw inspirationNotFound();
  return { bytes, styleTags: inspiration.styleTags.filter(isVocabularyTag) };
}

/**
 * POST /api/inspiration/{id}/analyze. The owner's own tags (words outside the vocabulary, added with
 * PATCH) stay after the analysis's. A failed AI call writes nothing: the image stays as it was and can
 * be analysed again.
 */
export async function analyzeInspiration(owner: Owner, id: number): Promise<{ styleTags: string[] }> {
  const inspiration = await findInspiration(owner, id);
  const { bytes } = await pixels(inspiration);
  const styleTags = await tagImage({ bytes }, { kind: "inspiration" });
  const own = inspiration.styleTags.filter((tag) => !isVocabularyTag(tag) && !styleTags.includes(tag));
  const saved = await setInspirationTags(owner, id, [...styleTags, ...own].slice(0, ITEM_LIMITS.tagsPerItem));
  return { styleTags: saved.styleTags };
}

const missingPiecesResultSchema = z.object({ missingPieces: z.array(missingPieceSchema) });
type MissingPiecesResult = { missingPieces: MissingPiece[] };

/** The cache entry of one insight about one image, as the closet is now. */
async function insight<T>(
  owner: Owner,
  id: number,
  kind: AiResultKind,
  schema: z.ZodType<T>,
  ask: (image: AiImage, closet: Awaited<ReturnType<typeof loadAiCloset>>) => Promise<T>,
) {
  const inspiration = await findInspiration(owner, id);
  const closet = await loadAiCloset(owner);
  const seen = { ...inspiration, styleTags: inspiration.styleTags.filter(isVocabularyTag) };
  const entry = { owner, kind, inputKey: inspirationInputKey(seen, closet), schema };
  return {
    cached: () => readCachedAiResult(entry),
    computed: () =>
      cachedAiResult({
        ...entry,
        limit: AI_LIMITS.inspiration,
        compute: async () => ask(await pixels(inspiration), closet),
      }),
  };
}

const matching = (owner: Owner, id: number) =>
  insight(owner, id, "matching", matchResultSchema, (image, closet) => matchInspiration(image, closet));
const missing = (owner: Owner, id: number) =>
  insight(owner, id, "missing-pieces", missingPiecesResultSchema, async (image, closet) => ({
    missingPieces: await missingPieces(image, closet),
  }));

/** The match with the matched items as the cards show them (deleted ones left out). */
async function withItems(owner: Owner, { matchScore, styleNotes, matchingItems }: MatchResult): Promise<MatchView> {
  const items = await closetItemsByIds(owner, matchingItems);
  return { matchScore, styleNotes, matchingItems: items.map((item) => item.id), items };
}

/** GET /api/inspiration/{id}/matching: {matchScore, styleNotes, matchingItems} (ids of the owner's own items) plus those items. */
export async function inspirationMatching(owner: Owner, id: number): Promise<MatchView> {
  return withItems(owner, await (await matching(owner, id)).computed());
}

export async function cachedInspirationMatching(owner: Owner, id: number): Promise<MatchView | null> {
  const result = await (await matching(owner, id)).cached();
  return result ? withItems(owner, result) : null;
}

/** GET /api/inspiration/{id}/missing-pieces: {missingPieces: [...]}, SPEC §3's recommendation shape. */
export async function inspirationMissingPieces(owner: Owner, id: number): Promise<MissingPiecesResult> {
  return (await missing(owner, id)).computed();
}

export async function cachedInspirationMissingPieces(owner: Owner, id: number): Promise<MissingPiecesResult | null> {
  return (await missing(owner, id)).cached();
}
