/**
 * The plans' React Query options and client calls (issue #43): key (also the URL), fetcher and data
 * type in one place, for the server shells that prefill the cache and the client islands that read
 * it. No hooks, no zod, no server code.
 */
import { apiRequest, jsonBody } from "@/lib/api-client";
import { getQueryFn } from "@/lib/api-client/query-client";
import type { WearView } from "@/lib/wears/contract";
import { queryOptions } from "@tanstack/react-query";
import { type PlanPatch, type PlanRequest, PLANS_KEY, type PlanView } from "./contract";

export type { PlanPatch, PlanRequest, PlanView, PlanWarning } from "./contract";
export { PLANS_KEY, plansByDay, planState } from "./contract";

/** POST /api/plans (201). */
export async function createPlan(request: PlanRequest): Promise<PlanView> {
  return jsonBody<PlanView>(await apiRequest("POST", PLANS_KEY, request));
}

/** PATCH /api/plans/{id}: another day, other pieces or another note. */
export async function updatePlan(id: number, patch: PlanPatch): Promise<PlanView> {
  return jsonBody<PlanView>(await apiRequest("PATCH", `${PLANS_KEY}/${id}`, patch));
}

/** DELETE /api/plans/{id} (204). */
export async function deletePlan(id: number): Promise<void> {
  await apiRequest("DELETE", `${PLANS_KEY}/${id}`);
}

/**
 * POST /api/plans/{id}/wear ("wore as planned") with the browser's own day: 201 logs the wear, 200
 * answers the wear already logged (`created` false: undo would remove the earlier log).
 */
export async function wearPlan(id: number, today: string): Promise<{ wear: WearView; created: boolean }> {
  const response = await apiRequest("POST", `${PLANS_KEY}/${id}/wear`, { today });
  return { wear: await jsonBody<WearView>(response), created: response.status === 201 };
}

export const planQueries = {
  /** The plans from `from` to `to`, both included (a month grid's range, or one day). */
  range: (from: string, to: string) =>
    queryOptions({ queryKey: [PLANS_KEY, { from, to }] as const, queryFn: getQueryFn<PlanView[]>({ on401: "throw" }) }),
};
