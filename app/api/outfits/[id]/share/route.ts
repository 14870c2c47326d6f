import { publicOrigin } from "@/lib/http/public-origin";
import { withOwner } from "@/lib/http/route";
import { parseOutfitId } from "@/lib/outfits";
import { SHARE_PLATFORM_LIMITS, shareRequestSchema, shareToPlatform } from "@/lib/share";

/**
 * POST /api/outfits/{id}/share {platform, token?} → {shareUrl}. Records the platform on the share
 * the token names, or on the outfit's newest share (made with the default options if it has none).
 * 400 for an unknown platform; 404 for another owner's outfit or a token not of this outfit.
 */
export const POST = withOwner<RouteContext<"/api/outfits/[id]/share">, typeof shareRequestSchema>(
  { body: shareRequestSchema, limits: SHARE_PLATFORM_LIMITS },
  async ({ owner, params, input, req }) =>
    Response.json(await shareToPlatform(owner, parseOutfitId(params.id), input, publicOrigin(req))),
);
