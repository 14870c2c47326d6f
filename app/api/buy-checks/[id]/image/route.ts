import { buyCheckImageKey, parseBuyCheckId } from "@/lib/buy-checks";
import { withOwner } from "@/lib/http/route";
import { serveStoredFile } from "@/lib/storage/serve";

/**
 * GET /api/buy-checks/{id}/image → the check's product photo, for its owner, from this origin: "I
 * bought it" cuts it out in the browser, and the page may fetch only its own origin (the store's own
 * URL may be S3's or a CDN's). Another owner's id, or a non-numeric one, answers 404.
 */
export const GET = withOwner<RouteContext<"/api/buy-checks/[id]/image">>(async ({ owner, params, req }) => {
  const response = await serveStoredFile(req, await buyCheckImageKey(owner, parseBuyCheckId(params.id)), {
    allowPrivate: true,
  });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
});
