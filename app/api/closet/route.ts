import {
  addClosetItem,
  assertClosetHasRoom,
  CLOSET_UPLOAD_LIMITS,
  closetUploadFieldsSchema,
  listClosetItems,
  NEXT_CURSOR_HEADER,
  parseClosetListQuery,
} from "@/lib/closet";
import { withOwner } from "@/lib/http/route";
import { assertImageQueueHasRoom, readUploadedFile } from "@/lib/images";

/**
 * GET /api/closet[?category=&tags=a,b&limit=&cursor=] → the owner's items, newest first. With
 * `limit`, one page; the next page's cursor comes in the X-Next-Cursor header (absent on the last).
 */
export const GET = withOwner(async ({ owner, req }) => {
  const page = await listClosetItems(owner, parseClosetListQuery(new URL(req.url)));
  const headers: Record<string, string> = page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {};
  return Response.json(page.items, { headers });
});

/** POST /api/closet multipart (image, category) → 201 {id, imageUrl, thumbnailUrl, category, styleTags, createdAt}. */
export const POST = withOwner({ limits: CLOSET_UPLOAD_LIMITS }, async ({ owner, req }) => {
  // Refused before a byte of the photo is read: a full closet (409) or a full processing queue (503).
  await assertClosetHasRoom(owner);
  assertImageQueueHasRoom();
  const { fields, file } = await readUploadedFile(req, { field: "image" });
  const { category } = closetUploadFieldsSchema.parse(fields);
  return Response.json(await addClosetItem(owner, { bytes: file.bytes, category }), { status: 201 });
});
