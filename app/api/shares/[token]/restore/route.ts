import { publicOrigin } from "@/lib/http/public-origin";
import { withOwner } from "@/lib/http/route";
import { restoreShare } from "@/lib/share";

/**
 * POST /api/shares/{token}/restore → the share (ShareView) again: "undo" of 'stop sharing' within
 * the undo window (DELETE_UNDO_WINDOW_MS). After it, or for another owner's token, 404.
 */
export const POST = withOwner<RouteContext<"/api/shares/[token]/restore">>(async ({ owner, params, req }) =>
  Response.json(await restoreShare(owner, params.token, publicOrigin(req))),
);
