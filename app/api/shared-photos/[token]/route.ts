import { requestCookies } from "@/lib/auth/current-owner";
import { sharedPhotosNotFound } from "@/lib/errors";
import { withOwner } from "@/lib/http/route";
import { clearSharedPhotos, listSharedPhotos, shareBrowserSecret, sharedPhotosParamsSchema } from "@/lib/shared-photos";

type Context = RouteContext<"/api/shared-photos/[token]">;

const tokenOf = (params: unknown) => {
  const parsed = sharedPhotosParamsSchema.safeParse(params);
  if (!parsed.success) throw sharedPhotosNotFound();
  return parsed.data.token;
};

/**
 * GET /api/shared-photos/{token} → [{name, type, size, url}]: the photos a share stashed
 * (app/share-target), for /closet-upload's review; 404 once cleared, after 30 minutes, or to any
 * browser but the one that shared them (its share cookie). Asked by a signed-in user or a guest.
 */
export const GET = withOwner<Context>(async ({ params, req }) =>
  Response.json(await listSharedPhotos(tokenOf(params), shareBrowserSecret(requestCookies(req)))),
);

/** DELETE /api/shared-photos/{token} → 204: added to the closet or discarded, the stash goes (already gone: 204 too). */
export const DELETE = withOwner<Context>(async ({ params, req }) => {
  await clearSharedPhotos(tokenOf(params), shareBrowserSecret(requestCookies(req)));
  return new Response(null, { status: 204 });
});
