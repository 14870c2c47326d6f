import { withOwner } from "@/lib/http/route";
import { createPlan, listPlans, planCreateSchema, planRangeQuerySchema } from "@/lib/plans";

/**
 * GET /api/plans?from=YYYY-MM-DD&to=YYYY-MM-DD → the owner's plans on those days (both included, at
 * most 366), [{id, date, outfitId, outfitName, items, note, free, wearId, warnings: [{kind, itemId?,
 * text}]}], by day. A missing, unreal or reversed day, or a longer range, answers 400.
 */
export const GET = withOwner({ query: planRangeQuerySchema }, async ({ owner, input }) =>
  Response.json(await listPlans(owner, input)),
);

/**
 * POST /api/plans {date, itemIds? | outfitId?, note?} → 201 the plan: for today up to 60 days ahead
 * (a past or too distant day answers 400), at most 3 a day (409 plan_day_full). Another owner's item
 * or outfit answers 404. Pieces that make no outfit by the outfit rules are kept, marked `free`.
 */
export const POST = withOwner({ body: planCreateSchema }, async ({ owner, input }) =>
  Response.json(await createPlan(owner, input), { status: 201 }),
);
