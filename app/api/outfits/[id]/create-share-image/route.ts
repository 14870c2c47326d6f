import { publicOrigin } from "@/lib/http/public-origin";
import { withOwner } from "@/lib/http/route";
import { parseOutfitId } from "@/lib/outfits";
import { createShareImage, createShareImageRequestSchema, SHARE_IMAGE_LIMITS } from "@/lib/share";

/**
 * POST /api/outfits/{id}/create-share-image {caption?, background?, template?} → 201 with the new
 * share (ShareView: token, shareUrl, imageUrl, width, height, ...), or 200 with the share these
 * options already made for this outfit (no second render). 400 with a message for options outside
 * the presets or a caption that is too long; 404 for another owner's outfit.
 */
export const POST = withOwner<
  RouteContext<"/api/outfits/[id]/create-share-image">,
  typeof createShareImageRequestSchema
>({ body: createShareImageRequestSchema, limits: SHARE_IMAGE_LIMITS }, async ({ owner, params, input, req }) => {
  const { share, created } = await createShareImage(owner, parseOutfitId(params.id), input, publicOrigin(req));
  return Response.json(share, { status: created ? 201 : 200 });
});
