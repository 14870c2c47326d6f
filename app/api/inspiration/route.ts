import { withOwner } from "@/lib/http/route";
import { assertImageQueueHasRoom, readUploadedFile } from "@/lib/images";
import {
  addInspiration,
  assertGalleryHasRoom,
  INSPIRATION_UPLOAD_LIMITS,
  listInspiration,
  parseInspirationListQuery,
} from "@/lib/inspiration";

/** GET /api/inspiration[?saved=true] → the owner's images {id, imageUrl, thumbnailUrl, styleTags, isSaved, createdAt}, newest first. */
export const GET = withOwner(async ({ owner, req }) =>
  Response.json(await listInspiration(owner, parseInspirationListQuery(new URL(req.url)))),
);

/** POST /api/inspiration multipart (image) → 201 {id, imageUrl, thumbnailUrl, styleTags, isSaved, createdAt}. */
export const POST = withOwner({ limits: INSPIRATION_UPLOAD_LIMITS }, async ({ owner, req }) => {
  // Refused before a byte of the photo is read: a full gallery (409) or a full processing queue (503).
  await assertGalleryHasRoom(owner);
  assertImageQueueHasRoom();
  const { file } = await readUploadedFile(req, { field: "image" });
  return Response.json(await addInspiration(owner, file.bytes), { status: 201 });
});
