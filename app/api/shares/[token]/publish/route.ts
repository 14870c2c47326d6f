import { publicOrigin } from "@/lib/http/public-origin";
import { withOwner } from "@/lib/http/route";
import { publishShare, SHARE_PLATFORM_LIMITS } from "@/lib/share";

/**
 * POST /api/shares/{token}/publish → the share (ShareView), now public: what 'copy link' and
 * 'download image' call first (a platform publishes through POST /api/outfits/{id}/share). Publishing
 * a published share changes nothing. Another owner's token, or one never issued or revoked, answers 404.
 */
export const POST = withOwner<RouteContext<"/api/shares/[token]/publish">>(
  { limits: SHARE_PLATFORM_LIMITS },
  async ({ owner, params, req }) => Response.json(await publishShare(owner, params.token, {}, publicOrigin(req))),
);
