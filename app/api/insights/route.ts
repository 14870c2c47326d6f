import { withOwner } from "@/lib/http/route";
import { insightsFor, insightsQuerySchema } from "@/lib/wears";

/**
 * GET /api/insights[?today=YYYY-MM-DD] → Insights (lib/wears/contract.ts): totals, most and least
 * worn, the cleanout queue (`unworn`), cost-per-wear best and worst, category balance and wears per
 * month for the last 12 months, counted from the owner's own `today` (default today in UTC).
 */
export const GET = withOwner({ query: insightsQuerySchema }, async ({ owner, input }) =>
  Response.json(await insightsFor(owner, input)),
);
