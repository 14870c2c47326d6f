import { withOwner } from "@/lib/http/route";
import { buildOutfit, listOutfits, loadOutfits, outfitBuildSchema, outfitListQuerySchema } from "@/lib/outfits";

/**
 * GET /api/outfits[?saved=true|false] → the owner's outfits {id, name, description, style, occasion,
 * season?, isSaved, items, missingItems}; saved ones most recently saved first, otherwise newest first.
 * With `?ids=1,2,3`: those outfits as they are now, in that order (gone or another owner's ids left out).
 */
export const GET = withOwner({ query: outfitListQuerySchema }, async ({ owner, input }) =>
  Response.json(input.ids ? await loadOutfits(owner, input.ids) : await listOutfits(owner, { saved: input.saved })),
);

/**
 * POST /api/outfits {name?, itemIds} → 201 OutfitView: an outfit the owner puts together from 2–8
 * different items of theirs (isBuilt, saved at once; name defaults to "my outfit"). Fewer or more
 * items, or an id twice, answer 400; an item that is not the owner's 404.
 */
export const POST = withOwner({ body: outfitBuildSchema }, async ({ owner, input }) =>
  Response.json(await buildOutfit(owner, input), { status: 201 }),
);
