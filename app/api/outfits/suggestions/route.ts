import { AI_ADDRESS_LIMITS } from "@/lib/ai/limits";
import { withOwner } from "@/lib/http/route";
import { outfitIdeasRequestSchema, suggestOutfitsFor } from "@/lib/outfits";

/**
 * POST /api/outfits/suggestions {season?, styleTheme?, fresh?} → {outfits: [{id, name, description,
 * style, occasion, season?, isSaved, items: [{id, imageUrl, thumbnailUrl, category}], missingItems}]}.
 * 422 with SPEC §5's message when the closet lacks a top and a bottom. An empty body means no
 * filters; `fresh: true` ('new ideas') asks the AI again instead of answering from the cache.
 */
export const POST = withOwner(
  { body: outfitIdeasRequestSchema.optional(), limits: AI_ADDRESS_LIMITS },
  async ({ owner, input }) => {
    const { fresh, ...filters } = input ?? {};
    return Response.json({ outfits: await suggestOutfitsFor(owner, filters, { fresh }) });
  },
);
