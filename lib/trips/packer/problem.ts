import { createOutfitRules, type OutfitRules, type Slot, slotOf } from "@/lib/ai/outfit-rules";
import { OUTFIT_ITEMS, type Season } from "@/lib/constants";
import { factsOf, type GarmentFacts } from "@/lib/style/facts";
import { garmentFactsOf } from "@/lib/style/item-facts";
import { isWearable } from "@/lib/style/rules";
import { pieceSuitsSeason } from "@/lib/style/seasons";
import { ACTIVITY_RULES, type Occasion, type PackerItem } from "./activities";

export type Piece = { id: number; slot: Slot; tags: Set<string>; facts: GarmentFacts };
type Base = { ids: number[]; key: string };
/** How strictly a day is held to its activity: 0 all its rules, 1 without its need (a gap), 2 none. */
type Level = 0 | 1 | 2;

export const BASE_SLOTS: readonly Slot[] = ["top", "bottom", "one-piece"];
export const EXTRA_SLOTS: readonly Slot[] = ["accessory", "other", "outerwear"];
export const byId = (a: Piece, b: Piece) => a.id - b.id;
const ofSlot = (set: readonly Piece[], slot: Slot) => set.filter((piece) => piece.slot === slot);

/** The clean closet as pieces, in id order. */
function piecesOf(clean: readonly PackerItem[]): Piece[] {
  return clean
    .map((item) => ({
      id: item.id,
      slot: slotOf(item.category),
      tags: new Set(item.styleTags.map((tag) => tag.trim().toLowerCase())),
      facts: item.garment
        ? garmentFactsOf(item.garment)
        : factsOf({ category: item.category, styleTags: item.styleTags }),
    }))
    .sort(byId);
}

/** The slots an activity judges: what is worn, not the bag or the belt. */
const JUDGED: ReadonlySet<Slot> = new Set(["top", "bottom", "one-piece", "shoes", "outerwear"]);

/**
 * Whether a piece, or a base, suits an occasion at a level, and how much the occasion likes it. A
 * piece suits a day when its facts list the activity (or, for an ordinary day, "everyday") and it
 * may be worn in the trip's season (the owner's own seasons field first).
 */
function createFits(season: Season | undefined) {
  // Remembered per piece and occasion: the matching asks the same questions thousands of times.
  const memo = <T>(compute: (occasion: Occasion, piece: Piece) => T) => {
    const cache = new Map<Piece, Map<Occasion, T>>();
    return (occasion: Occasion, piece: Piece): T => {
      const byOccasion = cache.get(piece) ?? cache.set(piece, new Map()).get(piece)!;
      if (!byOccasion.has(occasion)) byOccasion.set(occasion, compute(occasion, piece));
      return byOccasion.get(occasion)!;
    };
  };
  const clear = memo(
    (occasion, piece) =>
      (!JUDGED.has(piece.slot) || piece.facts.activities.includes(occasion)) &&
      (!season || pieceSuitsSeason(season, { styleTags: [...piece.tags], facts: piece.facts })),
  );
  const allows = (occasion: Occasion, piece: Piece, level: Level) => level === 2 || clear(occasion, piece);
  const preference = memo(
    (occasion, piece) => ACTIVITY_RULES[occasion].prefer.filter((tag) => piece.tags.has(tag)).length,
  );

  function baseFits(occasion: Occasion, base: readonly Piece[], level: Level): boolean {
    if (!base.every((piece) => allows(occasion, piece, level))) return false;
    const need = ACTIVITY_RULES[occasion].need;
    return level > 0 || need?.on !== "base" || base.some((piece) => need.test(piece.facts));
  }
  function shoeFits(occasion: Occasion, shoe: Piece, level: Level): boolean {
    if (!allows(occasion, shoe, level)) return false;
    const need = ACTIVITY_RULES[occasion].need;
    return level > 0 || need?.on !== "shoes" || need.test(shoe.facts);
  }
  return { allows, preference, baseFits, shoeFits };
}
type Fits = ReturnType<typeof createFits>;

/** The strictest level at which the whole clean closet can dress each day; anything looser is a gap. */
function levelsOf(pieces: readonly Piece[], occasions: readonly Occasion[], fits: Fits, hasShoes: boolean) {
  const { allows, baseFits, shoeFits } = fits;
  const allShoes = ofSlot(pieces, "shoes");
  const levels = (fit: (occasion: Occasion, level: Level) => boolean) =>
    occasions.map((occasion) => ([0, 1, 2] as const).find((level) => fit(occasion, level)) ?? 2);
  // Whether any base fits, without listing every top × bottom: a need is met by either piece of a pair.
  const anyBaseFits = (occasion: Occasion, level: Level) => {
    if (ofSlot(pieces, "one-piece").some((piece) => baseFits(occasion, [piece], level))) return true;
    const tops = ofSlot(pieces, "top").filter((piece) => allows(occasion, piece, level));
    const bottoms = ofSlot(pieces, "bottom").filter((piece) => allows(occasion, piece, level));
    if (tops.length === 0 || bottoms.length === 0) return false;
    return baseFits(occasion, tops, level) || baseFits(occasion, bottoms, level);
  };
  return {
    baseLevel: levels(anyBaseFits),
    shoeLevel: levels((occasion, level) => !hasShoes || allShoes.some((shoe) => shoeFits(occasion, shoe, level))),
  };
}

function basesOf(set: readonly Piece[]): Piece[][] {
  const tops = ofSlot(set, "top");
  const bottoms = ofSlot(set, "bottom");
  const bases: Piece[][] = ofSlot(set, "one-piece").map((piece) => [piece]);
  for (const top of tops) for (const bottom of bottoms) bases.push([top, bottom]);
  return bases;
}

/**
 * The most days `set` can dress with different bases (Kuhn's augmenting paths, days in order, each
 * day's bases best-liked first), and the match: day index → base.
 */
function createBaseMatcher(occasions: readonly Occasion[], baseLevel: readonly Level[], fits: Fits) {
  return function matchBases(set: readonly Piece[]): (Base | null)[] {
    const bases = basesOf(set).map((pieces) => ({
      pieces,
      base: { ids: pieces.map((p) => p.id), key: pieces.map((p) => p.id).join("+") },
    }));
    const options = occasions.map((occasion, day) =>
      bases
        .filter(({ pieces }) => fits.baseFits(occasion, pieces, baseLevel[day]!))
        .map(({ pieces, base }) => ({
          base,
          score: pieces.reduce((sum, p) => sum + fits.preference(occasion, p), 0),
        }))
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
  };
}

type PlannerInput = {
  occasions: readonly Occasion[];
  levels: { baseLevel: readonly Level[]; shoeLevel: readonly Level[] };
  hasShoes: boolean;
  /** SPEC §5's rules for a day: "nothing to add" means nothing that suits the day's activity */
  rulesFor: (day: number) => OutfitRules;
  fits: Fits;
  matchBases: ReturnType<typeof createBaseMatcher>;
};

/**
 * Dresses every day from `set` alone: a different base each day, shoes when the closet owns
 * shoes, and extras up to SPEC §5's minimum. `complete` says whether every day got a valid outfit.
 */
function createPlanner({ occasions, levels, hasShoes, rulesFor, fits, matchBases }: PlannerInput) {
  const { baseLevel, shoeLevel } = levels;
  /** The best-liked piece of `candidates` for the day; ties to the lowest id. */
  function bestFor(occasion: Occasion, candidates: readonly Piece[]): Piece | undefined {
    let best: Piece | undefined;
    for (const piece of candidates)
      if (!best || fits.preference(occasion, piece) > fits.preference(occasion, best)) best = piece;
    return best;
  }
  return function plan(set: readonly Piece[]): { days: number[][]; complete: boolean; dressed: number } {
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
          shoes.filter((s) => fits.shoeFits(occasion, s, shoeLevel[day]!)),
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
          ofSlot(sorted, slot).filter((p) => fits.allows(occasion, p, baseLevel[day]!)),
        );
        if (extra) outfit.push(extra.id);
      }
      if (rulesFor(day).check({ items: outfit }).length > 0) {
        complete = false;
        return [];
      }
      dressed++;
      return outfit;
    });
    return { days, complete, dressed };
  };
}

/** The packing problem for one closet and one trip, shared by the greedy packer and the brute force. */
export function createTripProblem(
  closet: readonly PackerItem[],
  occasions: readonly Occasion[],
  options: { season?: Season } = {},
) {
  // Laundry, archived pieces and those marked to sell or donate stay home.
  const clean = closet.filter(isWearable);
  const rules = createOutfitRules(clean, {});
  const pieces = piecesOf(clean);
  const pieceById = new Map(pieces.map((piece) => [piece.id, piece]));
  const fits = createFits(options.season);
  const hasShoes = rules.hasShoes;
  const levels = levelsOf(pieces, occasions, fits, hasShoes);
  const { baseLevel, shoeLevel } = levels;
  const matchBases = createBaseMatcher(occasions, baseLevel, fits);
  // Per kind of day: the closet's pieces that day allows, so a beach day without a light layer or
  // an accessory may wear a dress and sandals alone (SPEC §5: fewer than 3 when nothing can be added).
  const dayRules = new Map<string, OutfitRules>();
  const rulesFor = (day: number) => {
    const key = `${occasions[day]}:${baseLevel[day]}`;
    let dayRule = dayRules.get(key);
    if (!dayRule) {
      const allowed = clean.filter((item) => {
        const piece = pieceById.get(item.id)!;
        const level = piece.slot === "shoes" ? shoeLevel[day]! : baseLevel[day]!;
        return fits.allows(occasions[day]!, piece, level);
      });
      dayRules.set(key, (dayRule = createOutfitRules(allowed, {})));
    }
    return dayRule;
  };
  const plan = createPlanner({ occasions, levels, hasShoes, rulesFor, fits, matchBases });
  const { allows, preference, shoeFits } = fits;
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
