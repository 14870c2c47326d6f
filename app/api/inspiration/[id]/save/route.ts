import { withOwner } from "@/lib/http/route";
import { parseInspirationId, toggleInspirationSaved } from "@/lib/inspiration";

/** POST /api/inspiration/{id}/save → {id, isSaved}: the saved state flipped. Another owner's id answers 404. */
export const POST = withOwner<RouteContext<"/api/inspiration/[id]/save">>(async ({ owner, params }) =>
  Response.json(await toggleInspirationSaved(owner, parseInspirationId(params.id))),
);
