import { IMPORT_LIMITS, importAccount, receiveArchive } from "@/lib/account";
import { withOwner } from "@/lib/http/route";

/**
 * POST /api/account/import multipart (archive: the ZIP GET /api/account/export makes) → 200
 * `{imported: {closet, inspiration, outfits, wears, trips, settings}, skipped: string[]}`. The upload
 * is streamed to a temporary file (at most IMPORT_MAX_BYTES, 413 beyond), removed when done. A
 * malformed archive answers 400 with nothing imported; the same archive again answers 200 with
 * nothing imported and a note in `skipped`. Guests too.
 */
export const POST = withOwner({ limits: IMPORT_LIMITS }, async ({ owner, req }) => {
  const archive = await receiveArchive(req);
  try {
    return Response.json(await importAccount(owner, archive));
  } finally {
    await archive.remove();
  }
});
