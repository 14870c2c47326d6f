import "server-only";
import { z } from "zod";
import { matchInspiration, missingPieces, tagImage, type AiImage, type MatchResult, type MissingPiece } from "@/lib/ai";
import { matchResultSchema, missingPieceSchema } from "@/lib/ai/schemas";
import { AI_LIMITS, cachedAiResult, inspirationInputKey, loadAiCloset, readStoredImage } from "@/lib/ai-results";
import type { Owner } from "@/lib/owner";
import { inspirationNotFound } from "@/lib/errors";
import { findInspiration, setInspirationTags, type StoredInspiration } from "./queries";

/**
 * What the AI says about one of the owner's inspiration images. Matching and missing pieces are
 * cached per owner by (image, its tags, the closet's fingerprint, the provider), so opening the same
 * screen again costs no AI call until the closet or the image's tags change.
 */

async function pixels(inspiration: StoredInspiration): Promise<AiImage> {
  const bytes = await readStoredImage(inspiration.imageKey);
  if (!bytes) throw inspirationNotFound();
  return { bytes, styleTags: inspiration.styleTags };
}

/** POST /api/inspiration/{id}/analyze. A failed AI call writes nothing: the image stays as it was and can be analysed again. */
export async function analyzeInspiration(owner: Owner, id: number): Promise<{ styleTags: string[] }> {
  const inspiration = await findInspiration(owner, id);
  const { bytes } = await pixels(inspiration);
  const styleTags = await tagImage({ bytes }, { kind: "inspiration" });
  const saved = await setInspirationTags(owner, id, styleTags);
  return { styleTags: saved.styleTags };
}

/** GET /api/inspiration/{id}/matching: {matchScore, styleNotes, matchingItems} (ids of the owner's own items). */
export async function inspirationMatching(owner: Owner, id: number): Promise<MatchResult> {
  const inspiration = await findInspiration(owner, id);
  const closet = await loadAiCloset(owner);
  return cachedAiResult({
    owner,
    kind: "matching",
    inputKey: inspirationInputKey(inspiration, closet),
    schema: matchResultSchema,
    limit: AI_LIMITS.inspiration,
    compute: async () => matchInspiration(await pixels(inspiration), closet),
  });
}

const missingPiecesResultSchema = z.object({ missingPieces: z.array(missingPieceSchema) });

/** GET /api/inspiration/{id}/missing-pieces: {missingPieces: [...]}, SPEC §3's recommendation shape. */
export async function inspirationMissingPieces(owner: Owner, id: number): Promise<{ missingPieces: MissingPiece[] }> {
  const inspiration = await findInspiration(owner, id);
  const closet = await loadAiCloset(owner);
  return cachedAiResult({
    owner,
    kind: "missing-pieces",
    inputKey: inspirationInputKey(inspiration, closet),
    schema: missingPiecesResultSchema,
    limit: AI_LIMITS.inspiration,
    compute: async () => ({ missingPieces: await missingPieces(await pixels(inspiration), closet) }),
  });
}
