import { withOwner } from "@/lib/http/route";
import { parseWearId, removeWear } from "@/lib/wears";

/** DELETE /api/wears/{id} → 204 (the undo of "wore this"). Another owner's id (or a non-numeric one) answers 404. */
export const DELETE = withOwner<RouteContext<"/api/wears/[id]">>(async ({ owner, params }) => {
  await removeWear(owner, parseWearId(params.id));
  return new Response(null, { status: 204 });
});
