import { withOwner } from "@/lib/http/route";
import { outfitSaveRequestSchema, parseOutfitId, setOutfitSaved } from "@/lib/outfits";

/**
 * POST /api/outfits/{id}/save {saved: true|false} → {id, isSaved}: sets the saved state (a call
 * without a body saves). Another owner's id answers 404.
 */
export const POST = withOwner<RouteContext<"/api/outfits/[id]/save">, typeof outfitSaveRequestSchema>(
  { body: outfitSaveRequestSchema },
  async ({ owner, params, input }) => Response.json(await setOutfitSaved(owner, parseOutfitId(params.id), input)),
);
