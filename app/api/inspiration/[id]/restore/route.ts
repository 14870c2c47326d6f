import { withOwner } from "@/lib/http/route";
import { parseInspirationId, undoRemoveInspiration } from "@/lib/inspiration";

/**
 * POST /api/inspiration/{id}/restore → 200 with the image: "undo" of a delete, within the undo window
 * (DELETE_UNDO_WINDOW_MS). Past it, or another owner's id, answers 404.
 */
export const POST = withOwner<RouteContext<"/api/inspiration/[id]/restore">>(async ({ owner, params }) =>
  Response.json(await undoRemoveInspiration(owner, parseInspirationId(params.id))),
);
