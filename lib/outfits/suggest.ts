import "server-only";

import { outfitRequestFromMessage, suggestOutfits, type OutfitRequest } from "@/lib/ai";
import { cachedAiResult, forgetAiResult, outfitsInputKey } from "@/lib/ai-results";
import { AI_LIMITS } from "@/lib/ai/limits";
import { closetCanMakeOutfits, createOutfitRules, filteredOutMessage } from "@/lib/ai/outfit-rules";
import { loadAiCloset } from "@/lib/closet";
import { outfitsFilteredOut, outfitsNeedTopAndBottom } from "@/lib/errors";
import type { Owner } from "@/lib/owner";
import { z } from "zod";
import { outfitGapOf } from "./saved";
import type { ChatOutfit, OutfitView } from "./schemas";
import { loadOutfits, storeSuggestions } from "./store";

const cachedIdsSchema = z.object({ outfitIds: z.array(z.number().int().positive()) });

/**
 * Outfit ideas from the owner's closet (SPEC §5's rules, checked by lib/ai), stored as outfits with
 * ids. Cached per owner by (filters, preference text, closet fingerprint, provider): asking again
 * with the same closet answers the same stored outfits without an AI call.
 */
export async function suggestOutfitsFor(
  owner: Owner,
  request: OutfitRequest,
  options: { fresh?: boolean } = {},
): Promise<OutfitView[]> {
  // Laundry is in the wash: outfits are made of what can be worn today (archived is already left out).
  const closet = (await loadAiCloset(owner)).filter((item) => item.status === "active");
  // Checked before the cache and the limit: an incomplete closet is the owner's to fix, not an AI call.
  // The 422 names why: what is missing, in the laundry or archived; or which filter leaves nothing.
  if (!closetCanMakeOutfits(closet)) throw outfitsNeedTopAndBottom((await outfitGapOf(owner)) ?? undefined);
  if (!closetCanMakeOutfits(createOutfitRules(closet, request).eligible))
    throw outfitsFilteredOut(filteredOutMessage(request));
  const inputKey = outfitsInputKey(request, closet);
  // 'new ideas': the owner asks again on purpose, so the cached set is dropped (the AI budget still applies).
  if (options.fresh) await forgetAiResult(owner, "outfits", inputKey);
  for (let attempt = 0; ; attempt++) {
    const { outfitIds } = await cachedAiResult({
      owner,
      kind: "outfits",
      inputKey,
      schema: cachedIdsSchema,
      limit: AI_LIMITS.outfits,
      compute: async () => ({
        outfitIds: await storeSuggestions(owner, await suggestOutfits(closet, request), request),
      }),
    });
    const outfits = await loadOutfits(owner, outfitIds);
    // A cached set whose outfits were since pruned is asked for afresh, once.
    if (outfits.length === outfitIds.length || attempt > 0) return outfits;
    await forgetAiResult(owner, "outfits", inputKey);
  }
}

/**
 * POST /api/chat: the message is read as preference text (a season or theme named in it becomes the
 * filter); the request to the AI is built from the owner's closet as for the outfit screen. The
 * answer keeps SPEC §7's contract: `response` is JSON text holding the outfits.
 */
export async function chatOutfits(owner: Owner, message: string): Promise<{ response: string }> {
  const outfits = await suggestOutfitsFor(owner, outfitRequestFromMessage(message));
  const asIds: ChatOutfit[] = outfits.map(({ items, isSaved: _saved, missingItems: _missing, ...outfit }) => ({
    ...outfit,
    items: items.map((item) => item.id),
  }));
  return { response: JSON.stringify({ outfits: asIds }) };
}
