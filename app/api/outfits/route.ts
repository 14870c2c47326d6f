import { withOwner } from "@/lib/http/route";
import { listOutfits, outfitListQuerySchema } from "@/lib/outfits";

/**
 * GET /api/outfits[?saved=true|false] → the owner's outfits {id, name, description, style, occasion,
 * season?, isSaved, items, missingItems}; saved ones most recently saved first, otherwise newest first.
 */
export const GET = withOwner({ query: outfitListQuerySchema }, async ({ owner, input }) =>
  Response.json(await listOutfits(owner, input)),
);
