import { publicOrigin } from "@/lib/http/public-origin";
import { withOwner } from "@/lib/http/route";
import { parseOutfitId } from "@/lib/outfits";
import { SHARE_PLATFORM_LIMITS, shareRequestSchema, shareToPlatform } from "@/lib/share";

/**
 * POST /api/outfits/{id}/share {platform, token?} → {shareUrl, pageUrl}. Publishes the share the
 * token names, or the outfit's newest share (made with the default options if it has none), and
 * records the platform. shareUrl is twitter's or facebook's web intent carrying the public page, or
 * the public page itself for instagram and snapchat; pageUrl is the public page.
 * 400 for an unknown platform; 404 for another owner's outfit or a token not of this outfit.
 */
export const POST = withOwner<RouteContext<"/api/outfits/[id]/share">, typeof shareRequestSchema>(
  { body: shareRequestSchema, limits: SHARE_PLATFORM_LIMITS },
  async ({ owner, params, input, req }) =>
    Response.json(await shareToPlatform(owner, parseOutfitId(params.id), input, publicOrigin(req))),
);
