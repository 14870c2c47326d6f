import { requestCookies } from "@/lib/auth/current-owner";
import { env } from "@/lib/config/env";
import { tooManySharedPhotos } from "@/lib/errors";
import { route, withCookies } from "@/lib/http/route";
import {
  assertShareSheetOrigin,
  newShareBrowserSecret,
  SHARE_TARGET_LIMITS,
  shareBrowserCookie,
  shareBrowserSecret,
  sharedParts,
  stashSharedPhotos,
} from "@/lib/shared-photos";
import { SHARE_MAX_FILES, SHARE_TARGET_FILES_FIELD, SHARED_QUERY_PARAM } from "@/lib/shared-photos/constants";
import { siteModeForRequests } from "@/lib/site-mode";

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * POST /share-target (the web manifest's share_target, multipart `photos`): a phone's gallery
 * shares photos into the installed app. Up to 20 photos, each within UPLOAD_MAX_BYTES and sniffed
 * as a photo, are streamed to storage as they arrive (never the whole body in memory) within the
 * address's hourly byte budget, and kept for 30 minutes for this browser only (lib/shared-photos),
 * then 303 to /closet-upload?shared=<token>. That page is protected: a visitor without a session
 * goes through /auth, which comes back to the same URL, and the page shows the photos for review;
 * nothing reaches the closet until the person adds them.
 *
 * No session is needed here: the share sheet posts on the person's behalf from outside any page of
 * ours, with no Origin or the opaque "null" of a navigation the browser starts itself. Another
 * site's Origin is refused by the wrapper, and "null" from a page (a sandboxed frame) here
 * (assertShareSheetOrigin). The answer sets this browser's share cookie: only it can read the stash.
 * In coming-soon mode nothing is kept: the redirect lands on the waitlist, as every app page does.
 */
export const POST = route({ limits: SHARE_TARGET_LIMITS, opaqueOrigin: true }, async ({ req, client }) => {
  if ((await siteModeForRequests()) === "coming-soon") {
    await req.body?.cancel().catch(() => undefined);
    return seeOther("/closet-upload");
  }
  assertShareSheetOrigin(req.headers);
  const browser = shareBrowserSecret(requestCookies(req)) ?? newShareBrowserSecret();
  const parts = sharedParts(req, {
    field: SHARE_TARGET_FILES_FIELD,
    maxFiles: SHARE_MAX_FILES,
    maxBytes: env().UPLOAD_MAX_BYTES,
    tooMany: () => tooManySharedPhotos(SHARE_MAX_FILES),
  });
  const token = await stashSharedPhotos(parts, { address: client.address, browser });
  return withCookies(seeOther(`/closet-upload?${SHARED_QUERY_PARAM}=${token}`), [shareBrowserCookie(browser, client)]);
});
