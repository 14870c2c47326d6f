import { createOutfitRules, slotOf, type Slot } from "@/lib/ai/outfit-rules";
import { OUTFIT_ITEMS } from "@/lib/constants";
import { TRIP_MESSAGES } from "@/lib/messages/trips";

/**
 * The trip packer (issue #29): the fewest pieces that give every day of a trip a different outfit
 * within SPEC §5's rules (lib/ai/outfit-rules.ts). Pure and deterministic: the same closet, days and
 * activities give the same list.
 *
 * How: a day's outfit is a base (a top and a bottom, or a dress/suit) plus shoes when the closet has
 * them, plus an extra piece when that is what it takes to reach 3 items. Bases are what must differ
 * from day to day, and tops × bottoms multiply, so the packer chooses sets of tops, bottoms and
 * one-pieces by greedy set cover (the move with the most newly dressed days per added piece, where a
 * move adds one piece or a top and bottom together), dressing days by bipartite matching (days ↔
 * bases); then it adds shoes and extras the same way, and finally drops any piece the plan can do
 * without (local search). `tests/unit/trip-packer.test.ts` compares it with the brute-force optimum.
 */

export const TRIP_ACTIVITIES = ["office", "dinner", "sightseeing", "hike", "beach", "wedding", "gym"] as const;
export type TripActivity = (typeof TRIP_ACTIVITIES)[number];
/** What a day is dressed for: an activity, or an ordinary day when the trip names none for it. */
export type Occasion = TripActivity | "everyday";

type Need = { tags: readonly string[]; on: "base" | "shoes"; gap: string };
type ActivityRule = { avoid: readonly string[]; prefer: readonly string[]; need?: Need };

/** Each activity's rules, in the tag vocabulary (lib/ai/vocabulary.ts): hard `need`, `avoid`, soft `prefer`. */
export const ACTIVITY_RULES: Record<Occasion, ActivityRule> = {
  everyday: { avoid: [], prefer: [] },
  office: {
    avoid: ["athletic"],
    prefer: ["business", "smart casual", "classic", "minimalist", "old-money"],
    need: { tags: ["business", "smart casual", "formal"], on: "base", gap: TRIP_MESSAGES.gaps.office },
  },
  dinner: { avoid: ["athletic"], prefer: ["smart casual", "business", "formal", "classic", "romantic"] },
  sightseeing: { avoid: ["formal"], prefer: ["casual", "chill", "sporty", "athletic", "cotton", "denim"] },
  hike: {
    avoid: ["formal", "business", "silk", "satin", "lace", "velvet"],
    prefer: ["athletic", "sporty", "fleece"],
    need: { tags: ["athletic"], on: "shoes", gap: TRIP_MESSAGES.gaps.hike },
  },
  beach: {
    avoid: ["wool", "cashmere", "tweed", "corduroy", "velvet", "fleece", "formal", "business"],
    prefer: ["linen", "light", "summer", "cotton", "casual", "chill"],
  },
  wedding: {
    avoid: ["athletic", "denim"],
    prefer: ["formal", "silk", "satin", "classic", "old-money"],
    need: { tags: ["formal"], on: "base", gap: TRIP_MESSAGES.gaps.wedding },
  },
  gym: {
    avoid: ["formal", "business", "smart casual", "silk", "satin", "lace"],
    prefer: ["athletic", "sporty"],
    need: { tags: ["athletic"], on: "base", gap: TRIP_MESSAGES.gaps.gym },
  },
};

/** Activities that take one day of the trip; the others take turns over the remaining days. */
const ONE_DAY_ACTIVITIES: readonly TripActivity[] = ["wedding"];

export type PackerItem = { id: number; category: string; styleTags: readonly string[]; status?: string };
export type PackedDay = { date: string; occasion: Occasion; items: number[] };
export type PackResult = { items: number[]; days: PackedDay[]; gaps: string[] };

/** The trip's days, YYYY-MM-DD from start to end (both included). */
export function tripDates(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= end; t += 86_400_000)
    dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

/**
 * Which occasion each day is for: a one-day activity (the wedding) takes the last free day, the
 * others take turns from the first day on; days left over (or every day, without activities) are ordinary.
 */
export function assignOccasions(dayCount: number, activities: readonly TripActivity[]): Occasion[] {
  const unique = [...new Set(activities)];
  const occasions: Occasion[] = Array.from({ length: dayCount }, () => "everyday");
  let last = dayCount - 1;
  for (const activity of unique.filter((a) => ONE_DAY_ACTIVITIES.includes(a))) {
    if (last < 0) break;
    occasions[last--] = activity;
  }
  const rotating = unique.filter((a) => !ONE_DAY_ACTIVITIES.includes(a));
  if (rotating.length > 0) for (let i = 0; i <= last; i++) occasions[i] = rotating[i % rotating.length]!;
  return occasions;
}

type Piece = { id: number; slot: Slot; tags: Set<string> };
type Base = { ids: number[]; key: string };
/** How strictly a day is held to its activity: 0 all its rules, 1 without its need (a gap), 2 none. */
type Level = 0 | 1 | 2;

const BASE_SLOTS: readonly Slot[] = ["top", "bottom", "one-piece"];
const EXTRA_SLOTS: readonly Slot[] = ["accessory", "other", "outerwear"];
const byId = (a: Piece, b: Piece) => a.id - b.id;

/** The packing problem for one closet and one trip, shared by the greedy packer and the brute force. */
export function createTripProblem(closet: readonly PackerItem[], occasions: readonly Occasion[]) {
  // Laundry and archived pieces stay home.
  const clean = closet.filter((item) => (item.status ?? "active") === "active");
  const rules = createOutfitRules(clean, {});
  const pieces: Piece[] = clean
    .map((item) => ({
      id: item.id,
      slot: slotOf(item.category),
      tags: new Set(item.styleTags.map((tag) => tag.trim().toLowerCase())),
    }))
    .sort(byId);
  const pieceById = new Map(pieces.map((piece) => [piece.id, piece]));
  const hasTag = (piece: Piece, tags: readonly string[]) => tags.some((tag) => piece.tags.has(tag));
  // Remembered per piece and occasion: the matching asks the same questions thousands of times.
  const memo = <T>(compute: (occasion: Occasion, piece: Piece) => T) => {
    const cache = new Map<Piece, Map<Occasion, T>>();
    return (occasion: Occasion, piece: Piece): T => {
      const byOccasion = cache.get(piece) ?? cache.set(piece, new Map()).get(piece)!;
      if (!byOccasion.has(occasion)) byOccasion.set(occasion, compute(occasion, piece));
      return byOccasion.get(occasion)!;
    };
  };
  const clear = memo((occasion, piece) => !hasTag(piece, ACTIVITY_RULES[occasion].avoid));
  const allows = (occasion: Occasion, piece: Piece, level: Level) => level === 2 || clear(occasion, piece);
  const preference = memo(
    (occasion, piece) => ACTIVITY_RULES[occasion].prefer.filter((tag) => piece.tags.has(tag)).length,
  );

  function baseFits(occasion: Occasion, base: readonly Piece[], level: Level): boolean {
    if (!base.every((piece) => allows(occasion, piece, level))) return false;
    const need = ACTIVITY_RULES[occasion].need;
    return level > 0 || need?.on !== "base" || base.some((piece) => hasTag(piece, need.tags));
  }
  function shoeFits(occasion: Occasion, shoe: Piece, level: Level): boolean {
    if (!allows(occasion, shoe, level)) return false;
    const need = ACTIVITY_RULES[occasion].need;
    return level > 0 || need?.on !== "shoes" || hasTag(shoe, need.tags);
  }

  const ofSlot = (set: readonly Piece[], slot: Slot) => set.filter((piece) => piece.slot === slot);
  function basesOf(set: readonly Piece[]): Piece[][] {
    const tops = ofSlot(set, "top");
    const bottoms = ofSlot(set, "bottom");
    const bases: Piece[][] = ofSlot(set, "one-piece").map((piece) => [piece]);
    for (const top of tops) for (const bottom of bottoms) bases.push([top, bottom]);
    return bases;
  }

  const hasShoes = rules.hasShoes;
  // The strictest level at which the whole clean closet can dress each day; anything looser is a gap.
  const allShoes = ofSlot(pieces, "shoes");
  const levels = (fits: (occasion: Occasion, level: Level) => boolean) =>
    occasions.map((occasion) => ([0, 1, 2] as const).find((level) => fits(occasion, level)) ?? 2);
  // Whether any base fits, without listing every top × bottom: a need is met by either piece of a pair.
  const anyBaseFits = (occasion: Occasion, level: Level) => {
    if (ofSlot(pieces, "one-piece").some((piece) => baseFits(occasion, [piece], level))) return true;
    const tops = ofSlot(pieces, "top").filter((piece) => allows(occasion, piece, level));
    const bottoms = ofSlot(pieces, "bottom").filter((piece) => allows(occasion, piece, level));
    if (tops.length === 0 || bottoms.length === 0) return false;
    return baseFits(occasion, tops, level) || baseFits(occasion, bottoms, level);
  };
  const baseLevel = levels(anyBaseFits);
  const shoeLevel = levels((occasion, level) => !hasShoes || allShoes.some((shoe) => shoeFits(occasion, shoe, level)));

  /**
   * The most days `set` can dress with different bases (Kuhn's augmenting paths, days in order, each
   * day's bases best-liked first), and the match: day index → base.
   */
  function matchBases(set: readonly Piece[]): (Base | null)[] {
    const bases = basesOf(set).map((pieces) => ({
      pieces,
      base: { ids: pieces.map((p) => p.id), key: pieces.map((p) => p.id).join("+") },
    }));
    const options = occasions.map((occasion, day) =>
      bases
        .filter(({ pieces }) => baseFits(occasion, pieces, baseLevel[day]!))
        .map(({ pieces, base }) => ({ base, score: pieces.reduce((sum, p) => sum + preference(occasion, p), 0) }))
        .sort((a, b) => b.score - a.score)
        .map(({ base }) => base),
    );
    const owner = new Map<string, number>();
    const matched: (Base | null)[] = occasions.map(() => null);
    function augment(day: number, seen: Set<string>): boolean {
      for (const base of options[day]!) {
        if (seen.has(base.key)) continue;
        seen.add(base.key);
        const holder = owner.get(base.key);
        if (holder === undefined || augment(holder, seen)) {
          owner.set(base.key, day);
          matched[day] = base;
          return true;
        }
      }
      return false;
    }
    for (let day = 0; day < occasions.length; day++) augment(day, new Set());
    return matched;
  }

  /** The best-liked piece of `candidates` for the day; ties to the lowest id. */
  function bestFor(occasion: Occasion, candidates: readonly Piece[]): Piece | undefined {
    let best: Piece | undefined;
    for (const piece of candidates) if (!best || preference(occasion, piece) > preference(occasion, best)) best = piece;
    return best;
  }

  /**
   * Dresses every day from `set` alone: a different base each day, shoes when the closet owns
   * shoes, and extras up to SPEC §5's minimum. `complete` says whether every day got a valid outfit.
   */
  function plan(set: readonly Piece[]): { days: number[][]; complete: boolean; dressed: number } {
    const sorted = [...set].sort(byId);
    const matched = matchBases(sorted);
    const shoes = ofSlot(sorted, "shoes");
    let complete = true;
    let dressed = 0;
    const days = occasions.map((occasion, day) => {
      const base = matched[day];
      if (!base) {
        complete = false;
        return [];
      }
      const outfit = [...base.ids];
      if (hasShoes) {
        const shoe = bestFor(
          occasion,
          shoes.filter((s) => shoeFits(occasion, s, shoeLevel[day]!)),
        );
        if (!shoe) {
          complete = false;
          return [];
        }
        outfit.push(shoe.id);
      }
      for (const slot of EXTRA_SLOTS) {
        if (outfit.length >= OUTFIT_ITEMS.min) break;
        const extra = bestFor(
          occasion,
          ofSlot(sorted, slot).filter((p) => allows(occasion, p, baseLevel[day]!)),
        );
        if (extra) outfit.push(extra.id);
      }
      if (rules.check({ items: outfit }).length > 0) {
        complete = false;
        return [];
      }
      dressed++;
      return outfit;
    });
    return { days, complete, dressed };
  }

  return {
    pieces,
    pieceById,
    occasions,
    baseLevel,
    shoeLevel,
    hasShoes,
    plan,
    matchBases,
    allows,
    preference,
    shoeFits,
  };
}
export type TripProblem = ReturnType<typeof createTripProblem>;

/** Pieces that behave the same on every day of this trip (same slot, same rules met, same liking). */
function classKey(problem: TripProblem, piece: Piece): string {
  // Per distinct kind of day (occasion and levels), not per day, and liked or not: few classes.
  const kinds = new Map(
    problem.occasions.map((occasion, day) => [
      `${occasion}${problem.baseLevel[day]}${problem.shoeLevel[day]}`,
      { occasion, day },
    ]),
  );
  return [
    piece.slot,
    ...[...kinds.values()].map(({ occasion, day }) => {
      const level = problem.baseLevel[day]!;
      const fits = piece.slot === "shoes" ? problem.shoeFits(occasion, piece, problem.shoeLevel[day]!) : true;
      const need = ACTIVITY_RULES[occasion].need;
      const meets = need ? need.tags.some((tag) => piece.tags.has(tag)) : false;
      return `${problem.allows(occasion, piece, level) ? 1 : 0}${fits ? 1 : 0}${meets ? 1 : 0}${problem.preference(occasion, piece) > 0 ? 1 : 0}`;
    }),
  ].join("|");
}

/** Packs for a trip: see the module comment. */
export function packTrip(
  closet: readonly PackerItem[],
  dates: readonly string[],
  activities: readonly TripActivity[] = [],
): PackResult {
  const occasions = assignOccasions(dates.length, activities);
  const problem = createTripProblem(closet, occasions);
  // Two greedy runs, the smaller list wins: dresses are one piece each, so a ratio-greedy would pick
  // one a day; building from separates first lets tops × bottoms multiply.
  const result = [greedyPack(problem, false), greedyPack(problem, true)]
    .map((packed) => ({ packed, ...problem.plan(packed) }))
    .reduce((best, run) =>
      run.dressed > best.dressed || (run.dressed === best.dressed && run.packed.length < best.packed.length)
        ? run
        : best,
    );
  const used = new Set(result.days.flat());
  const items = [...used].sort((a, b) => a - b);

  const gaps: string[] = [];
  const seen = new Set<string>();
  const gap = (message: string) => {
    if (seen.has(message)) return;
    gaps.push(message);
    seen.add(message);
  };
  occasions.forEach((occasion, day) => {
    const need = ACTIVITY_RULES[occasion].need;
    if (need && (need.on === "base" ? problem.baseLevel[day]! : problem.shoeLevel[day]!) > 0) gap(need.gap);
    if (problem.baseLevel[day] === 2) gap(TRIP_MESSAGES.gaps.nothingSuits(occasion));
  });
  const undressed = result.days.filter((outfit) => outfit.length === 0).length;
  if (undressed > 0) gap(TRIP_MESSAGES.gaps.tooFewOutfits(dates.length - undressed, dates.length));

  return {
    items,
    days: dates.map((date, day) => ({ date, occasion: occasions[day]!, items: result.days[day]! })),
    gaps,
  };
}

/**
 * Moves consider, for each kind of day, at most this many classes of each slot, the most useful for
 * that day first (bounds the work on big closets); when those dress no more days, every class.
 */
const MOVE_CLASSES = 3;

/** How well a piece suits one day: allowed, meets the day's need, liked (ranks classes). */
function usefulness(problem: TripProblem, piece: Piece, day: number): number {
  const occasion = problem.occasions[day]!;
  const level = piece.slot === "shoes" ? problem.shoeLevel[day]! : problem.baseLevel[day]!;
  if (!problem.allows(occasion, piece, level)) return 0;
  const need = ACTIVITY_RULES[occasion].need;
  const meets = need ? need.tags.some((tag) => piece.tags.has(tag)) : false;
  return 1 + (meets ? 2 : 0) + (problem.preference(occasion, piece) > 0 ? 1 : 0);
}

/**
 * The greedy set cover plus the pruning pass; returns the pieces to pack. With `separatesFirst`,
 * dresses and suits join only once tops and bottoms can dress no more days.
 */
export function greedyPack(problem: TripProblem, separatesFirst = false): Piece[] {
  const dayCount = problem.occasions.length;
  // Per class of interchangeable pieces, the candidates in order (best-liked overall, then lowest id).
  const byClass = new Map<string, Piece[]>();
  for (const piece of problem.pieces) {
    const key = classKey(problem, piece);
    const list = byClass.get(key) ?? byClass.set(key, []).get(key)!;
    if (list.length < dayCount) list.push(piece);
  }
  const classes = [...byClass.values()];
  // One day of each kind (occasion and levels) stands for the others.
  const kindDays = [
    ...new Map(
      problem.occasions.map((occasion, day) => [`${occasion}${problem.baseLevel[day]}${problem.shoeLevel[day]}`, day]),
    ).values(),
  ];
  const chosen = new Set<Piece>();
  const next = (slot: Slot, all = false) => {
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
  const countMatched = (set: readonly Piece[]) => problem.matchBases(set).filter(Boolean).length;
  // Up to dayCount pieces of each class dress as many days as the whole closet could.
  const target = countMatched(classes.flat().filter((piece) => BASE_SLOTS.includes(piece.slot)));

  // Bases: the move dressing the most new days per piece; ties to the smaller move, then to lower ids.
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
      let best: { move: Piece[]; gain: number } | null = null;
      for (const move of moves) {
        const gain = countMatched([...current, ...move]) - covered;
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

  // Shoes and extras: add the piece that completes the most days, or when no one piece completes
  // any (a dress needs shoes and an extra to reach 3 items), the best pair; until nothing completes.
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
    const pick = (moves: Piece[][]) => {
      let best: { move: Piece[]; gain: number } | null = null;
      for (const move of moves) {
        const gain = problem.plan([...current, ...move]).dressed - dressed;
        if (gain > 0 && (!best || gain > best.gain)) best = { move, gain };
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

  // Local search: drop any piece (latest added first) the plan still dresses as many days without.
  const order = [...chosen];
  const dressed = problem.plan(order).dressed;
  for (const piece of order.reverse()) {
    const without = [...chosen].filter((p) => p !== piece);
    if (problem.plan(without).dressed >= dressed) chosen.delete(piece);
  }
  return [...chosen].sort(byId);
}

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
