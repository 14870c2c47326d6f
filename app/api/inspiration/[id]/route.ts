import { withOwner } from "@/lib/http/route";
import {
  getInspiration,
  inspirationTagsPatchSchema,
  parseInspirationId,
  removeInspiration,
  setInspirationTags,
} from "@/lib/inspiration";

/** GET /api/inspiration/{id} → {id, imageUrl, thumbnailUrl, styleTags, isSaved, createdAt}. Another owner's id answers 404. */
export const GET = withOwner<RouteContext<"/api/inspiration/[id]">>(async ({ owner, params }) =>
  Response.json(await getInspiration(owner, parseInspirationId(params.id))),
);

/**
 * PATCH /api/inspiration/{id} {styleTags} (the whole list: trimmed, lower-cased, 1–32 characters, at
 * most 20) → the image as GET answers it. The cached AI answers about the image, computed from its
 * old tags, are dropped with the change. Another owner's id answers 404.
 */
export const PATCH = withOwner<RouteContext<"/api/inspiration/[id]">, typeof inspirationTagsPatchSchema>(
  { body: inspirationTagsPatchSchema },
  async ({ owner, params, input }) =>
    Response.json(await setInspirationTags(owner, parseInspirationId(params.id), input.styleTags)),
);

/**
 * DELETE /api/inspiration/{id} → 204: the image goes to the trash for the undo window (POST
 * /api/inspiration/{id}/restore brings it back), its cached AI answers are dropped, and its files go
 * when the window closes.
 */
export const DELETE = withOwner<RouteContext<"/api/inspiration/[id]">>(async ({ owner, params }) => {
  await removeInspiration(owner, parseInspirationId(params.id));
  return new Response(null, { status: 204 });
});
