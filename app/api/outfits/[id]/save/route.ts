import { withOwner } from "@/lib/http/route";
import { parseOutfitId, toggleOutfitSaved } from "@/lib/outfits";

/** POST /api/outfits/{id}/save → {id, isSaved}: the saved state flipped. Another owner's id answers 404. */
export const POST = withOwner<RouteContext<"/api/outfits/[id]/save">>(async ({ owner, params }) =>
  Response.json(await toggleOutfitSaved(owner, parseOutfitId(params.id))),
);
