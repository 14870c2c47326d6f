import { AI_ADDRESS_LIMITS } from "@/lib/ai-results";
import { withOwner } from "@/lib/http/route";
import { inspirationMatching, parseInspirationId } from "@/lib/inspiration";

/** GET /api/inspiration/{id}/matching → {matchScore, styleNotes, matchingItems}; cached until the closet changes. */
export const GET = withOwner<{ id: string }>({ limits: AI_ADDRESS_LIMITS }, async ({ owner, params }) => {
  const { matchScore, styleNotes, matchingItems } = await inspirationMatching(owner, parseInspirationId(params.id));
  return Response.json({ matchScore, styleNotes, matchingItems });
});
