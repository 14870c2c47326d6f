import { withOwner } from "@/lib/http/route";
import { swapLook, todaySwapSchema } from "@/lib/today";

/**
 * POST /api/today/swap {lookId, date?|tz?} → the day's looks (as GET /api/today) with that look
 * replaced by its role's next best. Swaps are kept for the day, so they repeat. A look id that is not
 * among the day's looks answers 404 (look_not_found).
 */
export const POST = withOwner({ body: todaySwapSchema }, async ({ owner, input }) =>
  Response.json(await swapLook(owner, input)),
);
