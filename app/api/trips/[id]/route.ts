import { withOwner } from "@/lib/http/route";
import { getTrip, parseTripId, removeTrip, tripPatchSchema, updateTrip } from "@/lib/trips";

/** GET /api/trips/{id} → the trip (as POST answers it). Another owner's id, or one that cannot exist, answers 404. */
export const GET = withOwner<RouteContext<"/api/trips/[id]">>(async ({ owner, params }) =>
  Response.json(await getTrip(owner, parseTripId(params.id))),
);

/**
 * PATCH /api/trips/{id} {name?, startDate?, endDate?, place?, activities?, days?: [{date, occasion |
 * null}], checked?: [item ids], swap?: {date, from, to}} → the trip. The trip's fields are checked
 * as POST checks them; dates, place, activities or days repack it, keeping the ticks of pieces still
 * packed. A refused swap, a day outside the trip or an unknown place answers 400.
 */
export const PATCH = withOwner<RouteContext<"/api/trips/[id]">, typeof tripPatchSchema>(
  { body: tripPatchSchema },
  async ({ owner, params, input }) => Response.json(await updateTrip(owner, parseTripId(params.id), input)),
);

/** DELETE /api/trips/{id} → 204. */
export const DELETE = withOwner<RouteContext<"/api/trips/[id]">>(async ({ owner, params }) => {
  await removeTrip(owner, parseTripId(params.id));
  return new Response(null, { status: 204 });
});
