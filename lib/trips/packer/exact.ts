import type { TripProblem } from "./problem";

/**
 * The brute-force optimum for small closets (tests and the bench's gap figure): the fewest pieces
 * from which `plan` dresses every day it can dress at all. Exponential: 2^pieces subsets.
 */
export function bruteForcePackSize(problem: TripProblem): number {
  const pieces = problem.pieces;
  const best = problem.plan(pieces).dressed;
  let min = pieces.length;
  for (let mask = 0; mask < 1 << pieces.length; mask++) {
    let size = 0;
    for (let m = mask; m; m &= m - 1) size++;
    if (size >= min) continue;
    const set = pieces.filter((_, i) => mask & (1 << i));
    if (problem.plan(set).dressed >= best) min = size;
  }
  return min;
}
