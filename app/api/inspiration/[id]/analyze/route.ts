import { ANALYZE_LIMITS } from "@/lib/ai/limits";
import { withOwner } from "@/lib/http/route";
import { analyzeInspiration, parseInspirationId } from "@/lib/inspiration";

/**
 * POST /api/inspiration/{id}/analyze → {styleTags}, stored on the image. Another owner's id answers
 * 404; an AI failure answers 502/503 `{message}` and leaves the image as it was.
 */
export const POST = withOwner<RouteContext<"/api/inspiration/[id]/analyze">>(
  { limits: ANALYZE_LIMITS },
  async ({ owner, params }) => Response.json(await analyzeInspiration(owner, parseInspirationId(params.id))),
);
