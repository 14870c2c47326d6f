import { requestCookies } from "@/lib/auth/current-owner";
import { sharedPhotosNotFound } from "@/lib/errors";
import { withOwner } from "@/lib/http/route";
import { shareBrowserSecret, sharedPhotoKey, sharedPhotoParamsSchema } from "@/lib/shared-photos";
import { serveStoredFile } from "@/lib/storage/serve";

/**
 * GET /api/shared-photos/{token}/{index} → one stashed photo's bytes, as shared (a HEIC stays one:
 * the browser decodes it when it is added), to the browser that shared it only. Never cached;
 * never under /uploads.
 */
export const GET = withOwner<RouteContext<"/api/shared-photos/[token]/[index]">>(async ({ params, req }) => {
  const parsed = sharedPhotoParamsSchema.safeParse(params);
  if (!parsed.success) throw sharedPhotosNotFound();
  const browser = shareBrowserSecret(requestCookies(req));
  const key = await sharedPhotoKey(parsed.data.token, browser, parsed.data.index);
  const response = await serveStoredFile(req, key, { allowPrivate: true });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
});
