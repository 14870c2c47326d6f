import { withOwner } from "@/lib/http/route";
import { outfitSuggestionsRequestSchema, suggestOutfitsFor } from "@/lib/outfits";

export const dynamic = "force-dynamic";

/**
 * POST /api/outfits/suggestions {season?, styleTheme?} → {outfits: [{id, name, description, style,
 * occasion, season?, items: [{id, imageUrl, thumbnailUrl, category}]}]}. 422 with SPEC §5's message
 * when the closet lacks a top and a bottom. An empty body means no filters.
 */
export const POST = withOwner(async ({ owner, req }) => {
  const text = await req.text();
  const filters = outfitSuggestionsRequestSchema.parse(text.trim() ? JSON.parse(text) : {});
  return Response.json({ outfits: await suggestOutfitsFor(owner, filters) }, { headers: { "Cache-Control": "private, no-store" } });
});
