import { withOwner } from "@/lib/http/route";
import { getInspiration, parseInspirationId, removeInspiration } from "@/lib/inspiration";

/** GET /api/inspiration/{id} → {id, imageUrl, thumbnailUrl, styleTags, isSaved, createdAt}. Another owner's id answers 404. */
export const GET = withOwner<RouteContext<"/api/inspiration/[id]">>(async ({ owner, params }) =>
  Response.json(await getInspiration(owner, parseInspirationId(params.id))),
);

/** DELETE /api/inspiration/{id} → 204; the row, its files and the cached AI answers about it are gone. */
export const DELETE = withOwner<RouteContext<"/api/inspiration/[id]">>(async ({ owner, params }) => {
  await removeInspiration(owner, parseInspirationId(params.id));
  return new Response(null, { status: 204 });
});
