import { tooManySharedPhotos } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { readUploadedFiles } from "@/lib/images";
import { SHARE_TARGET_LIMITS, stashSharedPhotos } from "@/lib/shared-photos";
import { SHARE_MAX_FILES, SHARE_TARGET_FILES_FIELD, SHARED_QUERY_PARAM } from "@/lib/shared-photos/constants";
import { siteModeForRequests } from "@/lib/site-mode";

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * POST /share-target (the web manifest's share_target, multipart `photos`): a phone's gallery
 * shares photos into the installed app. Up to 20 photos, each within UPLOAD_MAX_BYTES, each sniffed
 * as a photo, are stashed for 30 minutes under a new token (lib/shared-photos), then 303 to
 * /closet-upload?shared=<token>. That page is protected: a visitor without a session goes through
 * /auth, which comes back to the same URL, token and all, and the page queues the photos.
 *
 * No session is needed here, and the origin check lets an opaque Origin ("null") or none through:
 * the share sheet posts on the person's behalf from outside any page of ours. That is safe because
 * this call reads no cookie and acts for no one: it only stores what it was given under a token
 * that it hands back in the redirect. A form on another site (its own Origin, refused) could at
 * most have someone see its photos in their upload queue, where each can be removed.
 * In coming-soon mode nothing is kept: the redirect lands on the waitlist, as every app page does.
 */
export const POST = route({ limits: SHARE_TARGET_LIMITS, opaqueOrigin: true }, async ({ req }) => {
  if ((await siteModeForRequests()) === "coming-soon") {
    await req.body?.cancel().catch(() => undefined);
    return seeOther("/closet-upload");
  }
  const { files } = await readUploadedFiles(req, {
    field: SHARE_TARGET_FILES_FIELD,
    maxFiles: SHARE_MAX_FILES,
    tooMany: () => tooManySharedPhotos(SHARE_MAX_FILES),
  });
  const token = await stashSharedPhotos(files);
  return seeOther(`/closet-upload?${SHARED_QUERY_PARAM}=${token}`);
});
