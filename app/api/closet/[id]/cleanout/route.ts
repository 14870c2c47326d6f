import { parseClosetId } from "@/lib/closet";
import { withOwner } from "@/lib/http/route";
import { cleanoutRequestSchema, setCleanout } from "@/lib/wears";

/**
 * PUT /api/closet/{id}/cleanout {choice, keepMonths?, today?} → {id, cleanout, keepUntil} (issue #41):
 * the cleanout queue's choice, checked with the schema the queue builds its request with. "keep"
 * needs keepMonths (1, 3, 6 or 12) and answers the day the piece may come back; null clears the
 * choice (brings a piece back from the leaving list). Another owner's id answers 404.
 */
export const PUT = withOwner<RouteContext<"/api/closet/[id]/cleanout">, typeof cleanoutRequestSchema>(
  { body: cleanoutRequestSchema },
  async ({ owner, params, input }) => Response.json(await setCleanout(owner, parseClosetId(params.id), input)),
);
