import type { Slot } from "@/lib/style/outfit-rules";
import { ACTIVITY_RULES } from "./activities";
import { BASE_SLOTS, byId, EXTRA_SLOTS, type Piece, type TripProblem } from "./problem";

/**
 * Moves consider, for each kind of day, at most this many classes of each slot, the most useful for
 * that day first (bounds the work on big closets); when those dress no more days, every class.
 */
const MOVE_CLASSES = 3;

type Move = { move: Piece[]; gain: number };
const countMatched = (problem: TripProblem, set: readonly Piece[]) => problem.matchBases(set).filter(Boolean).length;
/** The next unchosen piece of each class of a slot: the most useful few per kind of day, or `all`. */
type Next = (slot: Slot, all?: boolean) => Piece[];

/** A kind of day: its occasion, season and weather, and how strictly its base and shoes are held to it. */
const kindOf = (problem: TripProblem, day: number) =>
  `${problem.kinds[day]!.key}|${problem.baseLevel[day]}${problem.shoeLevel[day]}${problem.layerLevel[day]}${problem.extraLevel[day]}${problem.layerWanted[day] ? 1 : 0}`;

/** Pieces that behave the same on every day of this trip (same slot, same rules met, same liking). */
function classKey(problem: TripProblem, piece: Piece): string {
  // Per distinct kind of day (occasion, conditions and levels), not per day, and liked or not: few classes.
  const kinds = new Map(problem.kinds.map((kind, day) => [kindOf(problem, day), { kind, day }]));
  return [
    piece.slot,
    ...[...kinds.values()].map(({ kind, day }) => {
      const fits = piece.slot === "shoes" ? problem.shoeFits(kind, piece, problem.shoeLevel[day]!) : true;
      const need = ACTIVITY_RULES[kind.occasion].need;
      const meets = need ? need.test(piece.facts) : false;
      return `${problem.allowedOn(day, piece) ? 1 : 0}${fits ? 1 : 0}${meets ? 1 : 0}${problem.preference(kind, piece) > 0 ? 1 : 0}`;
    }),
  ].join("|");
}

/** How well a piece suits one day: allowed, meets the day's need, liked (ranks classes). */
function usefulness(problem: TripProblem, piece: Piece, day: number): number {
  const kind = problem.kinds[day]!;
  if (!problem.allowedOn(day, piece)) return 0;
  const need = ACTIVITY_RULES[kind.occasion].need;
  const meets = need ? need.test(piece.facts) : false;
  return 1 + (meets ? 2 : 0) + (problem.preference(kind, piece) > 0 ? 1 : 0);
}

/** How much the trip's days like a move's pieces, over the days that allow them (breaks ties between moves). */
function likingOf(problem: TripProblem, move: readonly Piece[]): number {
  let liked = 0;
  for (const piece of move)
    problem.kinds.forEach((kind, day) => {
      if (problem.allowedOn(day, piece)) liked += problem.preference(kind, piece);
    });
  return liked;
}

/** Per class of interchangeable pieces, the candidates in order (best-liked overall, then lowest id). */
function classesOf(problem: TripProblem): Piece[][] {
  const dayCount = problem.kinds.length;
  const byClass = new Map<string, Piece[]>();
  for (const piece of problem.pieces) {
    const key = classKey(problem, piece);
    const list = byClass.get(key) ?? byClass.set(key, []).get(key)!;
    if (list.length < dayCount) list.push(piece);
  }
  return [...byClass.values()];
}

function createNext(problem: TripProblem, classes: readonly Piece[][], chosen: ReadonlySet<Piece>): Next {
  // One day of each kind (occasion and levels) stands for the others.
  const kindDays = [...new Map(problem.kinds.map((_, day) => [kindOf(problem, day), day])).values()];
  return (slot, all = false) => {
    const open = classes
      .filter((list) => list[0]!.slot === slot)
      .map((list) => list.find((piece) => !chosen.has(piece)))
      .filter((piece): piece is Piece => piece !== undefined);
    if (all) return open;
    const picked = new Set<Piece>();
    for (const day of kindDays)
      open
        .map((piece) => ({ piece, score: usefulness(problem, piece, day) }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || a.piece.id - b.piece.id)
        .slice(0, MOVE_CLASSES)
        .forEach(({ piece }) => picked.add(piece));
    return open.filter((piece) => picked.has(piece));
  };
}

/** Bases: the move dressing the most new days per piece; ties to the smaller move, then to lower ids. */
function coverBases(problem: TripProblem, chosen: Set<Piece>, next: Next, target: number, separatesFirst: boolean) {
  let covered = 0;
  while (covered < target) {
    const current = [...chosen];
    const movesOf = (all: boolean) => {
      const tops = next("top", all);
      const bottoms = next("bottom", all);
      const singles: Piece[][] = [...tops.map((p) => [p]), ...bottoms.map((p) => [p])];
      // Pairs only when no lone top or bottom dresses a new day (to start, or to open a new kind of
      // day): a pair's ratio rarely beats a single's, and pairs are most of the work on big closets.
      const pairs = () => tops.flatMap((top) => bottoms.map((bottom) => [top, bottom]));
      const separates = { moves: singles, more: pairs };
      return { separates, onePieces: next("one-piece", all).map((p) => [p]) };
    };
    const bestOf = (moves: Piece[][]) => {
      let best: Move | null = null;
      for (const move of moves) {
        const gain = countMatched(problem, [...current, ...move]) - covered;
        if (gain <= 0) continue;
        if (!best || gain / move.length > best.gain / best.move.length) best = { move, gain };
      }
      return best;
    };
    const choose = ({ separates, onePieces }: ReturnType<typeof movesOf>) => {
      const lone = separatesFirst ? bestOf(separates.moves) : bestOf([...separates.moves, ...onePieces]);
      if (lone) return lone;
      const pair = bestOf(separates.more());
      return separatesFirst ? (pair ?? bestOf(onePieces)) : pair;
    };
    const best = choose(movesOf(false)) ?? choose(movesOf(true));
    if (!best) break;
    for (const piece of best.move) chosen.add(piece);
    covered += best.gain;
  }
}

/**
 * Shoes and extras: add the piece that completes the most days, or when no one piece completes
 * any (a dress needs shoes and an extra to reach 3 items), the best pair; until nothing completes.
 */
function completeOutfits(problem: TripProblem, chosen: Set<Piece>, next: Next, target: number) {
  for (;;) {
    const current = [...chosen];
    const dressed = problem.plan(current).dressed;
    // As many days dressed as the closet can dress: nothing left to complete.
    if (dressed >= target) break;
    // Bases too: a day whose matched base allows no shoes or extra that day may need another base.
    const singles = [
      ...next("shoes"),
      ...EXTRA_SLOTS.flatMap((slot) => next(slot)),
      ...BASE_SLOTS.flatMap((slot) => next(slot)),
    ];
    // The most days completed; among equals, the move the days like best (the warm coat on a frosty trip).
    const pick = (moves: Piece[][]) => {
      let best: (Move & { liked: number }) | null = null;
      for (const move of moves) {
        const gain = problem.plan([...current, ...move]).dressed - dressed;
        if (gain <= 0) continue;
        const liked = likingOf(problem, move);
        if (!best || gain > best.gain || (gain === best.gain && liked > best.liked)) best = { move, gain, liked };
      }
      return best;
    };
    // Pairs with at least one shoe or extra: what a lone piece cannot complete (a dress needs shoes and an extra).
    const extras = singles.filter((piece) => !BASE_SLOTS.includes(piece.slot));
    const best =
      pick(singles.map((piece) => [piece])) ??
      pick([...next("shoes", true), ...EXTRA_SLOTS.flatMap((slot) => next(slot, true))].map((piece) => [piece])) ??
      pick(
        singles.flatMap((a, i) =>
          extras
            .filter((b) => singles.indexOf(b) > i)
            .filter((b) => b.slot !== a.slot)
            .map((b) => [a, b]),
        ),
      ) ??
      // Last, a new top and bottom together (a beach day whose only dress can't take the extras it needs).
      pick(next("top").flatMap((top) => next("bottom").map((bottom) => [top, bottom])));
    if (!best) break;
    for (const piece of best.move) chosen.add(piece);
  }
}

/** Local search: drop any piece (latest added first) the plan still dresses as many days without. */
function prune(problem: TripProblem, chosen: Set<Piece>) {
  const order = [...chosen];
  const dressed = problem.plan(order).dressed;
  for (const piece of order.reverse()) {
    const without = [...chosen].filter((p) => p !== piece);
    if (problem.plan(without).dressed >= dressed) chosen.delete(piece);
  }
}

/**
 * The greedy set cover plus the pruning pass; returns the pieces to pack. With `separatesFirst`,
 * dresses and suits join only once tops and bottoms can dress no more days.
 */
export function greedyPack(problem: TripProblem, separatesFirst = false): Piece[] {
  const classes = classesOf(problem);
  const packed = greedyCover(problem, separatesFirst, classes);
  // Up to dayCount pieces of each class dress as many days as the whole closet could: the measure.
  const pool = classes.flat();
  if (problem.plan(packed).dressed >= problem.plan(pool).dressed) return packed;
  // The cover's limited moves missed a day the closet can dress (a dress whose day takes only some
  // extras): start from every candidate and drop what the plan can do without.
  const everything = new Set(pool);
  prune(problem, everything);
  return [...everything].sort(byId);
}

function greedyCover(problem: TripProblem, separatesFirst: boolean, classes: readonly Piece[][]): Piece[] {
  const chosen = new Set<Piece>();
  const next = createNext(problem, classes, chosen);
  // Up to dayCount pieces of each class dress as many days as the whole closet could.
  const target = countMatched(
    problem,
    classes.flat().filter((piece) => BASE_SLOTS.includes(piece.slot)),
  );
  coverBases(problem, chosen, next, target, separatesFirst);
  completeOutfits(problem, chosen, next, target);
  prune(problem, chosen);
  return [...chosen].sort(byId);
}
