import { closetItemPatchSchema, closetItemView, parseClosetId, removeClosetItem, updateClosetItem } from "@/lib/closet";
import { withOwner } from "@/lib/http/route";

/** GET /api/closet/{id} → the item with every field (ClosetItemView), whatever its status. Another owner's id answers 404. */
export const GET = withOwner<RouteContext<"/api/closet/[id]">>(async ({ owner, params }) =>
  Response.json(await closetItemView(owner, parseClosetId(params.id))),
);

/**
 * PATCH /api/closet/{id} with any subset of the editable fields (closetItemPatchSchema, shared with
 * the item page's form; null clears a field) → the updated item. A bad value answers 400 naming the
 * field, an unknown one 400 "<field> cannot be changed.", another owner's id 404.
 */
export const PATCH = withOwner<RouteContext<"/api/closet/[id]">, typeof closetItemPatchSchema>(
  { body: closetItemPatchSchema },
  async ({ owner, params, input }) => Response.json(await updateClosetItem(owner, parseClosetId(params.id), input)),
);

/** DELETE /api/closet/{id} → 204; the item is in the trash for the undo window (POST /api/closet/bulk restore brings it back). Another owner's id answers 404. */
export const DELETE = withOwner<RouteContext<"/api/closet/[id]">>(async ({ owner, params }) => {
  await removeClosetItem(owner, parseClosetId(params.id));
  return new Response(null, { status: 204 });
});
