import { withOwner } from "@/lib/http/route";
import { listOutfits, loadOutfits, outfitListQuerySchema } from "@/lib/outfits";

/**
 * GET /api/outfits[?saved=true|false] → the owner's outfits {id, name, description, style, occasion,
 * season?, isSaved, items, missingItems}; saved ones most recently saved first, otherwise newest first.
 * With `?ids=1,2,3`: those outfits as they are now, in that order (gone or another owner's ids left out).
 */
export const GET = withOwner({ query: outfitListQuerySchema }, async ({ owner, input }) =>
  Response.json(input.ids ? await loadOutfits(owner, input.ids) : await listOutfits(owner, { saved: input.saved })),
);
