import { withOwner } from "@/lib/http/route";
import { parseOutfitId, removeOutfit } from "@/lib/outfits";

/** DELETE /api/outfits/{id} → 204. Another owner's id (or a non-numeric one) answers 404. */
export const DELETE = withOwner<RouteContext<"/api/outfits/[id]">>(async ({ owner, params }) => {
  await removeOutfit(owner, parseOutfitId(params.id));
  return new Response(null, { status: 204 });
});
