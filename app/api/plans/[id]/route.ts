import { withOwner } from "@/lib/http/route";
import { editPlan, parsePlanId, planPatchSchema, removePlan } from "@/lib/plans";

/** PATCH /api/plans/{id} {date?, itemIds?, outfitId?, note?} → the plan. Another owner's id answers 404. */
export const PATCH = withOwner<RouteContext<"/api/plans/[id]">, typeof planPatchSchema>(
  { body: planPatchSchema },
  async ({ owner, params, input }) => Response.json(await editPlan(owner, parsePlanId(params.id), input)),
);

/** DELETE /api/plans/{id} → 204. A wear it logged stays. Another owner's id (or a non-numeric one) answers 404. */
export const DELETE = withOwner<RouteContext<"/api/plans/[id]">>(async ({ owner, params }) => {
  await removePlan(owner, parsePlanId(params.id));
  return new Response(null, { status: 204 });
});
