import "server-only";

/**
 * The wear log and insights (issue #28): every function takes the owner explicitly and scopes its
 * queries by that owner in the query itself. Inputs and answer shapes are in schemas.ts, shared
 * with the screens (contract.ts without zod for client islands).
 */
export { insightsFor } from "./insights";
export * from "./schemas";
export { listWears, logWear, parseWearId, removeWear } from "./store";
export { setCleanout } from "./cleanout";
export * from "./cleanout-schema";
