import { addClosetItem, listClosetItems, NEXT_CURSOR_HEADER, parseClosetListQuery, readClosetUpload } from "@/lib/closet";
import { withOwner } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/closet[?category=&tags=a,b&limit=&cursor=] → the owner's items, newest first. With
 * `limit`, one page; the next page's cursor comes in the X-Next-Cursor header (absent on the last).
 */
export const GET = withOwner(async ({ owner, req }) => {
  const page = await listClosetItems(owner, parseClosetListQuery(new URL(req.url)));
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
  return Response.json(page.items, { headers });
});

/** POST /api/closet multipart (image, category) → 201 {id, imageUrl, thumbnailUrl, category, styleTags, createdAt}. */
export const POST = withOwner(async ({ owner, req }) => {
  const item = await addClosetItem(owner, await readClosetUpload(owner, req));
  return Response.json(item, { status: 201 });
});
