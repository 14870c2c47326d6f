import { withOwner } from "@/lib/http/route";
import { createTrip, listTrips, tripCreateSchema } from "@/lib/trips";

/** GET /api/trips → the owner's trips, latest start first: [{id, name, dates, place, activities, days, items, checked}]. */
export const GET = withOwner(async ({ owner }) => Response.json(await listTrips(owner)));

/**
 * POST /api/trips {name, startDate, endDate, place?, activities?[]} → 201 {id, name, dates, place:
 * {name, latitude, longitude} | null, activities, items (the packing list), days: [{date, occasion,
 * assigned, items, weather}], checklist, gaps}. `place` is a city name (looked up as Today's place
 * is: unknown answers 400 place_not_found, the lookup down 503) or "lat, lon" / {latitude,
 * longitude}. Days within the 16-day forecast are packed for the destination's forecast, the
 * others for its season. 1 to 30 days; an unreal day, end before start or a longer trip answer 400
 * naming the field. What the closet cannot satisfy is listed in `gaps`, never an error.
 */
export const POST = withOwner({ body: tripCreateSchema }, async ({ owner, input }) =>
  Response.json(await createTrip(owner, input), { status: 201 }),
);
