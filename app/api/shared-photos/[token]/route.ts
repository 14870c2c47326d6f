import { sharedPhotosNotFound } from "@/lib/errors";
import { withOwner } from "@/lib/http/route";
import { clearSharedPhotos, listSharedPhotos, sharedPhotosParamsSchema } from "@/lib/shared-photos";

type Context = RouteContext<"/api/shared-photos/[token]">;

const tokenOf = (params: unknown) => {
  const parsed = sharedPhotosParamsSchema.safeParse(params);
  if (!parsed.success) throw sharedPhotosNotFound();
  return parsed.data.token;
};

/**
 * GET /api/shared-photos/{token} → [{name, type, size, url}]: the photos a share stashed
 * (app/share-target), for /closet-upload to queue; 404 once cleared or after 30 minutes. Each `url`
 * serves one photo, by the token alone. Asked by a signed-in user or a guest: the page is protected.
 */
export const GET = withOwner<Context>(async ({ params }) => Response.json(await listSharedPhotos(tokenOf(params))));

/** DELETE /api/shared-photos/{token} → 204: the photos are queued, the stash goes (already gone: 204 too). */
export const DELETE = withOwner<Context>(async ({ params }) => {
  await clearSharedPhotos(tokenOf(params));
  return new Response(null, { status: 204 });
});
