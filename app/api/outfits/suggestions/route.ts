import { AI_ADDRESS_LIMITS } from "@/lib/ai-results";
import { withOwner } from "@/lib/http/route";
import { outfitSuggestionsRequestSchema, suggestOutfitsFor } from "@/lib/outfits";

/**
 * POST /api/outfits/suggestions {season?, styleTheme?} → {outfits: [{id, name, description, style,
 * occasion, season?, items: [{id, imageUrl, thumbnailUrl, category}]}]}. 422 with SPEC §5's message
 * when the closet lacks a top and a bottom. An empty body means no filters.
 */
export const POST = withOwner({ body: outfitSuggestionsRequestSchema.optional(), limits: AI_ADDRESS_LIMITS }, async ({ owner, input }) =>
  Response.json({ outfits: await suggestOutfitsFor(owner, input ?? {}) }),
);
