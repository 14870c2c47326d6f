import { PLANS_KEY } from "@/lib/plans/contract";
import { todayKeys } from "@/lib/today/contract";
import type { QueryClient } from "@tanstack/react-query";

/**
 * The plans changed (issue #43): the calendar's plans, and every view of Today (today's and
 * tomorrow's are both keyed by the owner's today, not by the plan's day, and their looks hold back
 * planned pieces). Today's own buttons mark its views stale instead (app/(app)/today/use-plan-actions.ts):
 * the looks on screen stay put there.
 */
export function refreshAfterPlan(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [PLANS_KEY] }),
    queryClient.invalidateQueries({ queryKey: todayKeys.all }),
  ]);
}
