import { withOwner } from "@/lib/http/route";
import { parsePlanId, planWearSchema, wearPlan } from "@/lib/plans";

/**
 * POST /api/plans/{id}/wear {today?} ("wore as planned") → 201 the wear logged on the plan's day
 * (200: already logged). `today` is the owner's own day: another day than the plan's answers 409
 * plan_not_today. Undo is DELETE /api/wears/{id}.
 */
export const POST = withOwner<RouteContext<"/api/plans/[id]/wear">, typeof planWearSchema>(
  { body: planWearSchema },
  async ({ owner, params, input }) => {
    const { wear, created } = await wearPlan(owner, parsePlanId(params.id), input);
    return Response.json(wear, { status: created ? 201 : 200 });
  },
);
