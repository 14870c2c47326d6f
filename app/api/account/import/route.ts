import { IMPORT_LIMITS, importAccount, receiveArchive } from "@/lib/account";
import { progressStream, wantsProgress } from "@/lib/http/progress-stream";
import { withOwner } from "@/lib/http/route";

/**
 * POST /api/account/import multipart (archive: the ZIP GET /api/account/export makes) → 200
 * `{imported: {closet, inspiration, outfits, wears, plans, trips, settings}, skipped: string[]}`. The upload
 * is streamed to a temporary file (at most IMPORT_MAX_BYTES, 413 beyond), removed when done. A
 * malformed archive answers 400 with nothing imported; the same archive again answers 200 with
 * nothing imported and a note in `skipped`. Guests too.
 *
 * With `Accept: application/x-ndjson` the photos' progress is told as it goes (lib/http/progress-stream.ts):
 * once the archive's checks pass, 200 with `{"progress": {done, total, waiting}}` lines and then
 * `{"result": <the summary>}` or `{"error": {message, code}, "status": n}`. A refusal before any
 * photo, or an archive without photos, answers exactly as without the header.
 */
export const POST = withOwner({ limits: IMPORT_LIMITS }, async ({ owner, req, requestId }) => {
  const archive = await receiveArchive(req);
  const restore = (onProgress?: Parameters<typeof importAccount>[2]) =>
    importAccount(owner, archive, onProgress).finally(() => archive.remove());
  if (wantsProgress(req)) return progressStream(requestId, restore);
  return Response.json(await restore());
});
