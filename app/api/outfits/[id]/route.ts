import { withOwner } from "@/lib/http/route";
import { editOutfit, outfitPatchSchema, parseOutfitId, removeOutfit } from "@/lib/outfits";

/**
 * PATCH /api/outfits/{id} {name?, itemIds?} → the updated OutfitView: renames a saved outfit (built
 * or suggested) and/or replaces its pieces (2–8 different items of the owner's). An unsaved idea
 * answers 409 outfit_not_saved; another owner's outfit or item 404; bad input 400 naming the field.
 */
export const PATCH = withOwner<RouteContext<"/api/outfits/[id]">, typeof outfitPatchSchema>(
  { body: outfitPatchSchema },
  async ({ owner, params, input }) => Response.json(await editOutfit(owner, parseOutfitId(params.id), input)),
);

/** DELETE /api/outfits/{id} → 204. Another owner's id (or a non-numeric one) answers 404. */
export const DELETE = withOwner<RouteContext<"/api/outfits/[id]">>(async ({ owner, params }) => {
  await removeOutfit(owner, parseOutfitId(params.id));
  return new Response(null, { status: 204 });
});
