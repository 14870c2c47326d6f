import { ANALYZE_LIMITS } from "@/lib/ai/limits";
import { analyzeClosetItem, parseClosetId } from "@/lib/closet";
import { withOwner } from "@/lib/http/route";

/**
 * POST /api/closet/{id}/analyze → `ClosetAnalysis` {styleTags, colors, seasons, suggestion}: the
 * first three as stored on the item (merged with the owner's edits), the last learned from the
 * owner's corrections or null. Another owner's id answers 404; an AI failure answers 502/503
 * `{message}` and leaves the item as it was.
 */
export const POST = withOwner<RouteContext<"/api/closet/[id]/analyze">>(
  { limits: ANALYZE_LIMITS },
  async ({ owner, params }) => Response.json(await analyzeClosetItem(owner, parseClosetId(params.id))),
);
