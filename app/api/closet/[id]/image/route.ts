import { CLOSET_UPLOAD_LIMITS, parseClosetId, replaceClosetItemImage } from "@/lib/closet";
import { multipart } from "@/lib/http/multipart";
import { withOwner } from "@/lib/http/route";
import { assertImageQueueHasRoom } from "@/lib/images";

/**
 * PUT /api/closet/{id}/image multipart (image) → the item (ClosetItemView) with its new picture: the
 * original photo, a large-model cut-out or a mended one (issue #25). Checked like an upload (sniffed,
 * bounded by UPLOAD_MAX_BYTES, metadata stripped), stored under new keys; the old files go once the
 * row points at the new ones. Counts against the hourly closet upload budget. Another owner's id
 * answers 404 before the photo is decoded.
 */
const IMAGE_UPLOAD = multipart({
  file: "image",
  admit: () => assertImageQueueHasRoom(),
});
export const PUT = withOwner<RouteContext<"/api/closet/[id]/image">, undefined, undefined, typeof IMAGE_UPLOAD>(
  { multipart: IMAGE_UPLOAD, limits: CLOSET_UPLOAD_LIMITS },
  async ({ owner, params, input }) =>
    Response.json(await replaceClosetItemImage(owner, parseClosetId(params.id), input.bytes)),
);
