import { shareNotFound } from "@/lib/errors";
import { withOwner } from "@/lib/http/route";
import { ownShareImageKey } from "@/lib/share";
import { serveStoredFile } from "@/lib/storage/serve";

/**
 * GET /api/shares/{token}/image → the share's PNG, for its owner only: how the share dialog and the
 * owner's view of the page show a draft, which the public store never holds. Another owner's token,
 * or one never issued or revoked, answers 404.
 */
export const GET = withOwner<RouteContext<"/api/shares/[token]/image">>(async ({ owner, params, req }) => {
  const key = await ownShareImageKey(owner, params.token);
  if (!key) throw shareNotFound();
  const response = await serveStoredFile(req, key, { allowPrivate: true });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
});
