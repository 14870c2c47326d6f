import "server-only";

/**
 * Plans (issue #43): looks planned for coming days. Every function takes the owner explicitly and
 * scopes its queries by that owner in the query itself. Inputs and answer shapes are in schemas.ts,
 * shared with the screens (contract.ts without zod for client islands).
 */
export * from "./schemas";
export { createPlan, editPlan, listPlans, parsePlanId, plannedPieceIds, removePlan, wearPlan } from "./store";
