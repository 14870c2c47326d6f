import { parseClosetId, removeClosetItem } from "@/lib/closet";
import { withOwner } from "@/lib/http/route";

/** DELETE /api/closet/{id} → 204; the item is in the trash for the undo window (POST /api/closet/bulk restore brings it back). Another owner's id answers 404. */
export const DELETE = withOwner<RouteContext<"/api/closet/[id]">>(async ({ owner, params }) => {
  await removeClosetItem(owner, parseClosetId(params.id));
  return new Response(null, { status: 204 });
});
