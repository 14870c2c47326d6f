import {
  addClosetItem,
  admitClosetUpload,
  CLOSET_MASK_PART,
  CLOSET_ORIGINAL_PART,
  CLOSET_UPLOAD_LIMITS,
  closetListQuerySchema,
  closetUploadFieldsSchema,
  listClosetItems,
  NEXT_CURSOR_HEADER,
} from "@/lib/closet";
import { multipart } from "@/lib/http/multipart";
import { withOwner } from "@/lib/http/route";

/**
 * GET /api/closet[?q=&status=&color=&season=&sort=&category=&tags=a,b&limit=&cursor=] → the owner's
 * items: `q` a case-insensitive substring of name, brand, tags, colours, material or notes; `status`
 * active (default), laundry, archived or all; `sort` newest (default), oldest, name or price (items
 * without one last). One page of `limit` (default and at most 100); the next page's opaque cursor
 * comes in the X-Next-Cursor header (absent on the last) and is valid for the same sort only.
 */
export const GET = withOwner({ query: closetListQuerySchema }, async ({ owner, input }) => {
  const page = await listClosetItems(owner, input);
  const headers: Record<string, string> = page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {};
  return Response.json(page.items, { headers });
});

/**
 * POST /api/closet multipart (image, category, optional `original`: the photo as shot, before
 * background removal, optional `mask`: the cut-out's mask, greyscale, white = garment) → 201 ClosetUploadResult: the new item and `similarItems`, the owner's active
 * items it looks like (near-duplicates by perceptual hash; [] when none).
 * A full closet or processing queue is refused before the photo is read (`admit`).
 */
const CLOSET_UPLOAD = multipart({
  file: "image",
  optionalFiles: [CLOSET_ORIGINAL_PART, CLOSET_MASK_PART],
  fields: closetUploadFieldsSchema,
  admit: admitClosetUpload,
});
export const POST = withOwner({ multipart: CLOSET_UPLOAD, limits: CLOSET_UPLOAD_LIMITS }, async ({ owner, input }) =>
  Response.json(
    await addClosetItem(owner, {
      ...input,
      original: input.extraFiles[CLOSET_ORIGINAL_PART],
      mask: input.extraFiles[CLOSET_MASK_PART],
    }),
    { status: 201 },
  ),
);
