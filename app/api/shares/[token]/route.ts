import { withOwner } from "@/lib/http/route";
import { revokeShare } from "@/lib/share";

/**
 * DELETE /api/shares/{token} → 204: revokes the link (its page answers 404 at once); its image is
 * deleted when the undo window closes (POST /api/shares/{token}/restore brings it back before).
 * Another owner's token, or one never issued or already revoked, answers 404.
 */
export const DELETE = withOwner<RouteContext<"/api/shares/[token]">>(async ({ owner, params }) => {
  await revokeShare(owner, params.token);
  return new Response(null, { status: 204 });
});
