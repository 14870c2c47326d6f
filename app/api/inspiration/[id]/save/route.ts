import { withOwner } from "@/lib/http/route";
import { inspirationSaveRequestSchema, parseInspirationId, setInspirationSaved } from "@/lib/inspiration";

/**
 * POST /api/inspiration/{id}/save {saved: true|false} → {id, isSaved}: sets the saved state; without a
 * body it toggles (SPEC §7). Another owner's id answers 404.
 */
export const POST = withOwner<RouteContext<"/api/inspiration/[id]/save">, typeof inspirationSaveRequestSchema>(
  { body: inspirationSaveRequestSchema },
  async ({ owner, params, input }) =>
    Response.json(await setInspirationSaved(owner, parseInspirationId(params.id), input)),
);
