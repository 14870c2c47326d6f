import "server-only";

/**
 * Trips and the trip packer (issue #29; places, weather, edits and swaps: issue #39 §5): every function takes the owner explicitly and scopes its
 * queries by that owner. Inputs and answer shapes are in schemas.ts, shared with the screens.
 */
export * from "./schemas";
export { createTrip, getTrip, listTrips, parseTripId, removeTrip, updateTrip } from "./store";
export { listSwapOptions } from "./swaps";
