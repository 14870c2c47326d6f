import { parseBuyCheckId, removeBuyCheck } from "@/lib/buy-checks";
import { withOwner } from "@/lib/http/route";

/**
 * DELETE /api/buy-checks/{id} → 204: the check and its photo (a closet item bought from it stays).
 * Another owner's id (or a non-numeric one) answers 404.
 */
export const DELETE = withOwner<RouteContext<"/api/buy-checks/[id]">>(async ({ owner, params }) => {
  await removeBuyCheck(owner, parseBuyCheckId(params.id));
  return new Response(null, { status: 204 });
});
