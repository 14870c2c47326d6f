import { AI_ADDRESS_LIMITS } from "@/lib/ai/limits";
import { withOwner } from "@/lib/http/route";
import { inspirationMissingPieces, parseInspirationId } from "@/lib/inspiration";

/** GET /api/inspiration/{id}/missing-pieces → {missingPieces: [...]}; cached until the closet changes. */
export const GET = withOwner<RouteContext<"/api/inspiration/[id]/missing-pieces">>(
  { limits: AI_ADDRESS_LIMITS },
  async ({ owner, params }) => Response.json(await inspirationMissingPieces(owner, parseInspirationId(params.id))),
);
