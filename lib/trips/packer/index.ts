/**
 * The trip packer (issue #29): the fewest pieces that give every day of a trip a different outfit
 * within SPEC §5's rules (lib/style/outfit-rules.ts). Pure and deterministic: the same closet, days and
 * activities give the same list.
 *
 * How: a day's outfit is a base (a top and a bottom, or a dress/suit) plus shoes when the closet has
 * them, plus an extra piece when that is what it takes to reach 3 items. Bases are what must differ
 * from day to day, and tops × bottoms multiply, so the packer chooses sets of tops, bottoms and
 * one-pieces by greedy set cover (the move with the most newly dressed days per added piece, where a
 * move adds one piece or a top and bottom together), dressing days by bipartite matching (days ↔
 * bases); then it adds shoes and extras the same way, and finally drops any piece the plan can do
 * without (local search). `tests/unit/trip-packer.test.ts` compares it with the brute-force optimum.
 *
 * Each day is also held to its season and weather (issue #39 §5): the weather rules of
 * lib/style/rules.ts, per kind of day, and a layer on a cold, wet or winter day when one is allowed.
 *
 * Files: activities (the days and their rules), conditions (each day's season and weather rules),
 * problem (matching and planning one trip), greedy (the set cover and pruning), exact (the
 * brute-force optimum), pack (both greedy runs and the gaps), swap (judging one day's swap).
 */
export * from "./activities";
export type { DayConditions } from "./conditions";
export { bruteForcePackSize } from "./exact";
export { greedyPack } from "./greedy";
export { type PackOptions, packTrip } from "./pack";
export { createTripProblem, type ProblemOptions, type TripProblem } from "./problem";
export { dayAccepts, swapOptions } from "./swap";
