import { closetItemOriginalKey, parseClosetId } from "@/lib/closet";
import { closetItemNotFound } from "@/lib/errors";
import { withOwner } from "@/lib/http/route";
import { serveStoredFile } from "@/lib/storage/serve";

/**
 * GET /api/closet/{id}/original → the item's photo as shot (before background removal), for its
 * owner only: the store keeps it under a private prefix /uploads never serves. An item without one,
 * or another owner's id, answers 404.
 */
export const GET = withOwner<RouteContext<"/api/closet/[id]/original">>(async ({ owner, params, req }) => {
  const key = await closetItemOriginalKey(owner, parseClosetId(params.id));
  if (!key) throw closetItemNotFound();
  const response = await serveStoredFile(req, key, { allowPrivate: true });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
});
