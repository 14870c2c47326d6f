import { withOwner } from "@/lib/http/route";
import { todayFor, todayQuerySchema } from "@/lib/today";

/**
 * GET /api/today?date=YYYY-MM-DD (or ?tz=Area/City) → {date, season, weather?, looks: [{id, role,
 * items, reasons}]}: three looks for the owner's day, a safe pick, a rediscover and a stretch, from
 * clean (active) pieces. The same closet, wear log and day answer the same looks. A closet that
 * cannot make an outfit answers 422 (outfits_need_top_and_bottom).
 */
export const GET = withOwner({ query: todayQuerySchema }, async ({ owner, input }) =>
  Response.json(await todayFor(owner, input)),
);
