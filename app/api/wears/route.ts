import { withOwner } from "@/lib/http/route";
import { listWears, logWear, wearCreateSchema, wearRangeQuerySchema } from "@/lib/wears";

/**
 * GET /api/wears?from=YYYY-MM-DD&to=YYYY-MM-DD → the owner's wears on those days (both included, at
 * most 366), [{id, date, outfitId, items: [{id, imageUrl, thumbnailUrl, category, name}]}], by day.
 * A missing, unreal or reversed day, or a longer range, answers 400 naming the parameter.
 */
export const GET = withOwner({ query: wearRangeQuerySchema }, async ({ owner, input }) =>
  Response.json(await listWears(owner, input)),
);

/**
 * POST /api/wears {itemIds?, outfitId?, date?} → 201 {id, date, outfitId, items}: what was worn on
 * `date` (the owner's own day, YYYY-MM-DD; default today in UTC). The same outfit logged again on
 * the same day (or the same pieces without an outfit) answers 200 with the wear already logged.
 * A future or unreal date, no pieces, or repeated ids answer 400; another owner's item or outfit 404.
 */
export const POST = withOwner({ body: wearCreateSchema }, async ({ owner, input }) => {
  const { wear, created } = await logWear(owner, input);
  return Response.json(wear, { status: created ? 201 : 200 });
});
