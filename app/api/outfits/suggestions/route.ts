import { AI_ADDRESS_LIMITS } from "@/lib/ai/limits";
import { withOwner } from "@/lib/http/route";
import { outfitIdeasFor, outfitIdeasRequestSchema } from "@/lib/outfits";

/**
 * POST /api/outfits/suggestions {season?, styleTheme?, fresh?} → {outfits: [{id, name, description,
 * style, occasion, season?, isSaved, items: [{id, imageUrl, thumbnailUrl, category}], missingItems}],
 * notice?}: `notice` once 'new ideas' has shown every combination the closet allows for the filters.
 * 422 with SPEC §5's message when the closet lacks a top and a bottom. An empty body means no
 * filters; `fresh: true` ('new ideas') asks the AI again instead of answering from the cache.
 */
export const POST = withOwner(
  { body: outfitIdeasRequestSchema.optional(), limits: AI_ADDRESS_LIMITS },
  async ({ owner, input }) => {
    const { fresh, ...filters } = input ?? {};
    return Response.json(await outfitIdeasFor(owner, filters, { fresh }));
  },
);
