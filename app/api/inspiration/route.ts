import { multipart } from "@/lib/http/multipart";
import { withOwner } from "@/lib/http/route";
import {
  addInspiration,
  admitInspirationUpload,
  INSPIRATION_UPLOAD_LIMITS,
  inspirationListQuerySchema,
  listInspiration,
} from "@/lib/inspiration";

/** GET /api/inspiration[?saved=true] → the owner's images {id, imageUrl, thumbnailUrl, styleTags, isSaved, createdAt}, newest first. */
export const GET = withOwner({ query: inspirationListQuerySchema }, async ({ owner, input }) =>
  Response.json(await listInspiration(owner, input)),
);

/**
 * POST /api/inspiration multipart (image) → 201 {id, imageUrl, thumbnailUrl, styleTags, isSaved, createdAt}.
 * A full gallery or processing queue is refused before the photo is read (`admit`).
 */
const INSPIRATION_UPLOAD = multipart({ file: "image", admit: admitInspirationUpload });
export const POST = withOwner(
  { multipart: INSPIRATION_UPLOAD, limits: INSPIRATION_UPLOAD_LIMITS },
  async ({ owner, input }) => Response.json(await addInspiration(owner, input.bytes), { status: 201 }),
);
