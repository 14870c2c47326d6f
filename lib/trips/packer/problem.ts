import { OUTFIT_ITEMS, type Season } from "@/lib/constants";
import { factsOf, type GarmentFacts } from "@/lib/style/facts";
import { garmentFactsOf } from "@/lib/style/item-facts";
import { createOutfitRules, type OutfitRules, type Slot, slotOf } from "@/lib/style/outfit-rules";
import type { StylePiece } from "@/lib/style/pieces";
import { isWearable } from "@/lib/style/rules";
import { pieceSuitsSeason } from "@/lib/style/seasons";
import { ACTIVITY_RULES, type Occasion, type PackerItem } from "./activities";
import {
  type DayConditions,
  type DayKind,
  dayKindsOf,
  passesWeather,
  warmthLiking,
  weatherVerdict,
  type WeatherVerdict,
} from "./conditions";

/** A clean piece as the packer reads it; `style` is the same piece as the style engine's rules take it. */
export type Piece = { id: number; slot: Slot; tags: Set<string>; facts: GarmentFacts; style: StylePiece };
type Base = { ids: number[]; key: string };
/**
 * How strictly a day is held, in lib/style/rules.ts's order (the season before the activity): 0 all
 * its rules, 1 without its need (a gap), 2 without its activity (the season still holds), 3 without
 * the season (the activity still holds), 4 neither.
 */
type Level = 0 | 1 | 2 | 3 | 4;
const LEVELS = [0, 1, 2, 3, 4] as const;

export const BASE_SLOTS: readonly Slot[] = ["top", "bottom", "one-piece"];
export const EXTRA_SLOTS: readonly Slot[] = ["accessory", "other", "outerwear"];
export const byId = (a: Piece, b: Piece) => a.id - b.id;
const ofSlot = (set: readonly Piece[], slot: Slot) => set.filter((piece) => piece.slot === slot);

/** The clean closet as pieces, in id order. */
function piecesOf(clean: readonly PackerItem[]): Piece[] {
  return clean
    .map((item) => {
      const tags = item.styleTags.map((tag) => tag.trim().toLowerCase());
      const slot = slotOf(item.category);
      const facts = item.garment
        ? garmentFactsOf(item.garment)
        : factsOf({ category: item.category, styleTags: item.styleTags });
      // The weather rules read the slot and the facts only: no colours needed.
      const colours = { swatches: [], lightness: 50, chroma: 0 };
      const style: StylePiece = { id: item.id, category: item.category, slot, tags, colours, facts };
      return { id: item.id, slot, tags: new Set(tags), facts, style };
    })
    .sort(byId);
}

/** The slots an activity judges: what is worn, not the bag or the belt. */
const JUDGED: ReadonlySet<Slot> = new Set(["top", "bottom", "one-piece", "shoes", "outerwear"]);

/**
 * Whether a piece, or a base, suits a kind of day at a level, and how much its activity likes it. A
 * piece suits a day when its facts list the activity (or, for an ordinary day, "everyday"), it may
 * be worn in the day's season (the owner's own seasons field first) and it passes the weather rules
 * in force that day (./conditions.ts). Levels 2 to 4 set the activity or the season aside, never the
 * weather: its rules hold only where the closet can meet them. A cold day also likes warmth.
 */
function createFits(pieces: readonly Piece[]) {
  // Remembered per piece and kind of day: the matching asks the same questions thousands of times.
  const memo = <T>(compute: (kind: DayKind, piece: Piece) => T) => {
    const cache = new Map<Piece, Map<string, T>>();
    return (kind: DayKind, piece: Piece): T => {
      const byKind = cache.get(piece) ?? cache.set(piece, new Map()).get(piece)!;
      if (!byKind.has(kind.key)) byKind.set(kind.key, compute(kind, piece));
      return byKind.get(kind.key)!;
    };
  };
  const suitsActivity = (kind: DayKind, piece: Piece) =>
    !JUDGED.has(piece.slot) || piece.facts.activities.includes(kind.occasion);
  const suitsSeason = memo(
    (kind, piece) => !kind.season || pieceSuitsSeason(kind.season, { styleTags: [...piece.tags], facts: piece.facts }),
  );
  const suits = (kind: DayKind, piece: Piece) => suitsActivity(kind, piece) && suitsSeason(kind, piece);
  const byStyle = new Map(pieces.map((piece) => [piece.style, piece]));
  const verdicts = new Map<string, WeatherVerdict>();
  const verdict = (kind: DayKind) => {
    let found = verdicts.get(kind.key);
    if (!found) {
      const styles = pieces.map((piece) => piece.style);
      found = weatherVerdict(styles, kind, (style) => suits(kind, byStyle.get(style)!));
      verdicts.set(kind.key, found);
    }
    return found;
  };
  const weatherOk = memo((kind, piece) => passesWeather(verdict(kind), kind, piece.style));
  const allowsNow = (kind: DayKind, piece: Piece, level: Level) =>
    weatherOk(kind, piece) &&
    (level === 3 || level === 4 || suitsSeason(kind, piece)) &&
    (level === 2 || level === 4 || suitsActivity(kind, piece));
  // The matching asks millions of times on a 2,000-piece closet: one table per kind of day and level,
  // indexed by the piece's place in `pieces`, answers in an array read.
  const indexOf = new Map(pieces.map((piece, index) => [piece, index]));
  const tables = new WeakMap<DayKind, Uint8Array[]>();
  const tableOf = (kind: DayKind, level: Level) => {
    const byLevel = tables.get(kind) ?? tables.set(kind, []).get(kind)!;
    let table = byLevel[level];
    if (!table) {
      table = new Uint8Array(pieces.length);
      for (const [index, piece] of pieces.entries()) table[index] = allowsNow(kind, piece, level) ? 1 : 0;
      byLevel[level] = table;
    }
    return table;
  };
  const allows = (kind: DayKind, piece: Piece, level: Level) => {
    const index = indexOf.get(piece);
    return index === undefined ? allowsNow(kind, piece, level) : tableOf(kind, level)[index] === 1;
  };
  const preference = memo(
    (kind, piece) =>
      ACTIVITY_RULES[kind.occasion].prefer.filter((tag) => piece.tags.has(tag)).length +
      warmthLiking(kind, piece.style),
  );

  function baseFits(kind: DayKind, base: readonly Piece[], level: Level): boolean {
    if (!base.every((piece) => allows(kind, piece, level))) return false;
    const need = ACTIVITY_RULES[kind.occasion].need;
    return level > 0 || need?.on !== "base" || base.some((piece) => need.test(piece.facts));
  }
  function shoeFits(kind: DayKind, shoe: Piece, level: Level): boolean {
    if (!allows(kind, shoe, level)) return false;
    const need = ACTIVITY_RULES[kind.occasion].need;
    return level > 0 || need?.on !== "shoes" || need.test(shoe.facts);
  }
  return { allows, preference, baseFits, shoeFits, verdict };
}
type Fits = ReturnType<typeof createFits>;

/** The strictest level at which the whole clean closet can dress each day; anything looser is a gap. */
function levelsOf(pieces: readonly Piece[], kinds: readonly DayKind[], fits: Fits, hasShoes: boolean) {
  const { allows, baseFits, shoeFits } = fits;
  const allShoes = ofSlot(pieces, "shoes");
  const levels = (fit: (kind: DayKind, level: Level) => boolean) =>
    kinds.map((kind): Level => LEVELS.find((level) => fit(kind, level)) ?? 4);
  // A layer and the extras are held as strictly as the closet's own allow, apart from the base's.
  const anyOf = (slots: readonly Slot[]) => (kind: DayKind, level: Level) =>
    pieces.some((piece) => slots.includes(piece.slot) && allows(kind, piece, level));
  // Whether any base fits, without listing every top × bottom: a need is met by either piece of a pair.
  const anyBaseFits = (kind: DayKind, level: Level) => {
    if (ofSlot(pieces, "one-piece").some((piece) => baseFits(kind, [piece], level))) return true;
    const tops = ofSlot(pieces, "top").filter((piece) => allows(kind, piece, level));
    const bottoms = ofSlot(pieces, "bottom").filter((piece) => allows(kind, piece, level));
    if (tops.length === 0 || bottoms.length === 0) return false;
    return baseFits(kind, tops, level) || baseFits(kind, bottoms, level);
  };
  return {
    baseLevel: levels(anyBaseFits),
    shoeLevel: levels((kind, level) => !hasShoes || allShoes.some((shoe) => shoeFits(kind, shoe, level))),
    layerLevel: levels(anyOf(["outerwear"])),
    extraLevel: levels(anyOf(["accessory", "other"])),
  };
}

type Levels = ReturnType<typeof levelsOf>;
/** A day's level for a slot: the base's, the shoes', the layer's or the extras'. */
function levelOf(levels: Levels, slot: Slot, day: number): Level {
  if (slot === "shoes") return levels.shoeLevel[day]!;
  if (slot === "outerwear") return levels.layerLevel[day]!;
  if (slot === "accessory" || slot === "other") return levels.extraLevel[day]!;
  return levels.baseLevel[day]!;
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
function createBaseMatcher(kinds: readonly DayKind[], baseLevel: readonly Level[], fits: Fits) {
  return function matchBases(set: readonly Piece[]): (Base | null)[] {
    const bases = basesOf(set).map((pieces) => ({
      pieces,
      base: { ids: pieces.map((p) => p.id), key: pieces.map((p) => p.id).join("+") },
    }));
    const options = kinds.map((kind, day) =>
      bases
        .filter(({ pieces }) => fits.baseFits(kind, pieces, baseLevel[day]!))
        .map(({ pieces, base }) => ({
          base,
          score: pieces.reduce((sum, p) => sum + fits.preference(kind, p), 0),
        }))
        .sort((a, b) => b.score - a.score)
        .map(({ base }) => base),
    );
    const owner = new Map<string, number>();
    const matched: (Base | null)[] = kinds.map(() => null);
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
    for (let day = 0; day < kinds.length; day++) augment(day, new Set());
    return matched;
  };
}

type PlannerInput = {
  kinds: readonly DayKind[];
  levels: Levels;
  hasShoes: boolean;
  /** per day, whether it wears a layer: its weather or season wants one and the closet has one it allows */
  layerWanted: readonly boolean[];
  /** SPEC §5's rules for a day: "nothing to add" means nothing that suits the day's activity */
  rulesFor: (day: number) => OutfitRules;
  fits: Fits;
  matchBases: ReturnType<typeof createBaseMatcher>;
};

/**
 * Dresses every day from `set` alone: a different base each day, shoes when the closet owns
 * shoes, a layer when the day wants one, and extras up to SPEC §5's minimum. `complete` says
 * whether every day got a valid outfit.
 */
function createPlanner({ kinds, levels, hasShoes, layerWanted, rulesFor, fits, matchBases }: PlannerInput) {
  const { shoeLevel } = levels;
  /** The best-liked piece of `candidates` for the day; ties to the lowest id. */
  function bestFor(kind: DayKind, candidates: readonly Piece[]): Piece | undefined {
    let best: Piece | undefined;
    for (const piece of candidates)
      if (!best || fits.preference(kind, piece) > fits.preference(kind, best)) best = piece;
    return best;
  }
  /** The day's outfit from its matched base, or null when `set` cannot complete it. */
  function dress(sorted: readonly Piece[], day: number, base: Base): number[] | null {
    const kind = kinds[day]!;
    const outfit = [...base.ids];
    const allowed = (slot: Slot) =>
      ofSlot(sorted, slot).filter((p) => fits.allows(kind, p, levelOf(levels, slot, day)));
    if (hasShoes) {
      const shoe = bestFor(
        kind,
        ofSlot(sorted, "shoes").filter((s) => fits.shoeFits(kind, s, shoeLevel[day]!)),
      );
      if (!shoe) return null;
      outfit.push(shoe.id);
    }
    if (layerWanted[day]) {
      const layer = bestFor(kind, allowed("outerwear"));
      if (!layer) return null;
      outfit.push(layer.id);
    }
    for (const slot of EXTRA_SLOTS) {
      if (outfit.length >= OUTFIT_ITEMS.min) break;
      if (slot === "outerwear" && layerWanted[day]) continue;
      const extra = bestFor(kind, allowed(slot));
      if (extra) outfit.push(extra.id);
    }
    return rulesFor(day).check({ items: outfit }).length > 0 ? null : outfit;
  }
  return function plan(set: readonly Piece[]): { days: number[][]; complete: boolean; dressed: number } {
    const sorted = [...set].sort(byId);
    const matched = matchBases(sorted);
    let dressed = 0;
    const days = kinds.map((_, day) => {
      const base = matched[day];
      const outfit = base ? dress(sorted, day, base) : null;
      if (outfit) dressed++;
      return outfit ?? [];
    });
    return { days, complete: dressed === kinds.length, dressed };
  };
}

export type ProblemOptions = {
  /** the whole trip's season, when `days` does not give each day's */
  season?: Season;
  /** each day's season and weather (./conditions.ts) */
  days?: readonly DayConditions[];
};

/** The packing problem for one closet and one trip, shared by the greedy packer and the brute force. */
export function createTripProblem(
  closet: readonly PackerItem[],
  occasions: readonly Occasion[],
  options: ProblemOptions = {},
) {
  // Laundry, archived pieces and those marked to sell or donate stay home.
  const clean = closet.filter(isWearable);
  const rules = createOutfitRules(clean, {});
  const pieces = piecesOf(clean);
  const pieceById = new Map(pieces.map((piece) => [piece.id, piece]));
  const kinds = dayKindsOf(
    occasions,
    occasions.map((_, day) => options.days?.[day] ?? { season: options.season }),
  );
  const fits = createFits(pieces);
  const hasShoes = rules.hasShoes;
  const levels = levelsOf(pieces, kinds, fits, hasShoes);
  const { baseLevel, shoeLevel } = levels;
  const matchBases = createBaseMatcher(kinds, baseLevel, fits);
  /** Whether a piece may be worn on a day, at the day's level for its slot. */
  const allowedOn = (day: number, piece: Piece) => fits.allows(kinds[day]!, piece, levelOf(levels, piece.slot, day));
  const layerWanted = kinds.map(
    (kind, day) => fits.verdict(kind).wantsLayer && ofSlot(pieces, "outerwear").some((p) => allowedOn(day, p)),
  );
  // Per kind of day: the closet's pieces that day allows, so a beach day without a light layer or
  // an accessory may wear a dress and sandals alone (SPEC §5: fewer than 3 when nothing can be added).
  const dayRules = new Map<string, OutfitRules>();
  const rulesFor = (day: number) => {
    const key = `${kinds[day]!.key}:${baseLevel[day]}:${shoeLevel[day]}:${levels.layerLevel[day]}:${levels.extraLevel[day]}`;
    let dayRule = dayRules.get(key);
    if (!dayRule) {
      const allowed = clean.filter((item) => allowedOn(day, pieceById.get(item.id)!));
      dayRules.set(key, (dayRule = createOutfitRules(allowed, {})));
    }
    return dayRule;
  };
  const plan = createPlanner({ kinds, levels, hasShoes, layerWanted, rulesFor, fits, matchBases });
  const { allows, preference, baseFits, shoeFits, verdict } = fits;
  return {
    pieces,
    pieceById,
    occasions,
    kinds,
    baseLevel,
    shoeLevel,
    layerLevel: levels.layerLevel,
    extraLevel: levels.extraLevel,
    hasShoes,
    layerWanted,
    plan,
    matchBases,
    allows,
    allowedOn,
    preference,
    baseFits,
    shoeFits,
    verdict,
    rulesFor,
  };
}
export type TripProblem = ReturnType<typeof createTripProblem>;
