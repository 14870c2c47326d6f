import { withOwner } from "@/lib/http/route";
import { listSwapOptions, parseTripId, tripSwapQuerySchema } from "@/lib/trips";

/**
 * GET /api/trips/{id}/swaps?date=YYYY-MM-DD&item={piece id} → {date, item, options: [pieces]}: the
 * clean pieces that may take that piece's place that day (same slot, the day's activity, season and
 * weather, SPEC §5's rules, a base no other day wears), packed ones first. A date outside the trip
 * or a piece not worn that day answers 400; another owner's trip 404.
 */
export const GET = withOwner<RouteContext<"/api/trips/[id]/swaps">, undefined, typeof tripSwapQuerySchema>(
  { query: tripSwapQuerySchema },
  async ({ owner, params, input }) => Response.json(await listSwapOptions(owner, parseTripId(params.id), input)),
);
