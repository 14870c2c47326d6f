import { AI_ADDRESS_LIMITS } from "@/lib/ai/limits";
import { withOwner } from "@/lib/http/route";
import { inspirationMatching, parseInspirationId } from "@/lib/inspiration";

/** GET /api/inspiration/{id}/matching → {matchScore, styleNotes, matchingItems, items}; cached until the closet changes. */
export const GET = withOwner<RouteContext<"/api/inspiration/[id]/matching">>(
  { limits: AI_ADDRESS_LIMITS },
  async ({ owner, params }) => Response.json(await inspirationMatching(owner, parseInspirationId(params.id))),
);
