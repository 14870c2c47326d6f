/**
 * "Before you buy" (issue #44): the outfits a piece would add to the closet, counted by SPEC §5's
 * rules without listing them. Pure (no database, no server-only): the check's route, the unit tests
 * and `npm run bench -- buy` share it.
 */
import { BUY_CHECK_LIMITS, OUTFIT_ITEMS, type Season, SEASONS } from "@/lib/constants";
import type { Slot } from "@/lib/style/outfit-rules";
import type { StylePiece } from "@/lib/style/pieces";
import { pieceSuitsSeason } from "@/lib/style/seasons";

/** The four seasons an outfit is worn in; "all-season" is all of them, not a fifth. */
const YEAR: readonly Season[] = SEASONS.filter((season) => season !== "all-season");
/** Season sets are bit masks over YEAR: 16 sets, so pieces are counted by set, never listed in pairs. */
const SETS = 1 << YEAR.length;
const SUMMER = 1 << YEAR.indexOf("summer");

/** The seasons a piece may be worn in, read as the outfit rules read them (pieceSuitsSeason). */
const seasonSetOf = (piece: StylePiece) =>
  YEAR.reduce(
    (set, season, bit) =>
      pieceSuitsSeason(season, { styleTags: piece.tags, facts: piece.facts }) ? set | (1 << bit) : set,
    0,
  );
const seasonsIn = (set: number): Season[] => YEAR.filter((_, bit) => set & (1 << bit));

/**
 * The pieces the check dresses with: the owner's, in the wash or not, but neither put away
 * (archived) nor leaving (marked to sell or donate). Unlike `isWearable`, which asks whether a piece
 * may dress today, a purchase is judged over seasons: a piece in the laundry is owned and worn again.
 */
export const staysInCloset = (piece: Pick<StylePiece, "status" | "cleanout">) =>
  (piece.status ?? "active") !== "archived" && piece.cleanout !== "sell" && piece.cleanout !== "donate";

/** A layer, accessory or "other" piece (a swimsuit, a costume) joins an outfit as an extra. */
const EXTRA_SLOTS: readonly Slot[] = ["outerwear", "accessory", "other"];
const SLOT_ORDER: readonly Slot[] = ["top", "bottom", "one-piece", "shoes", "outerwear", "accessory", "other"];

export type Unlocks = {
  /** the candidate's slot in an outfit */
  slot: Slot;
  /** the seasons the candidate suits */
  seasons: Season[];
  /** how many outfits hold the candidate (see unlockedOutfits for what one outfit is) */
  count: number;
  /** up to three of them, item ids (the candidate's among them), each valid by the outfit rules */
  examples: number[][];
  /** why `count` is 0: the candidate suits no season, nothing to pair it with, or no season shared */
  none: "no-season" | "nothing-to-pair" | "no-shared-season" | null;
};

type Ranked = { piece: StylePiece; set: number; wears: number };
/** Most worn first; the older piece (smaller id) first among equals, so examples never vary by order. */
const byWears = (a: Ranked, b: Ranked) => b.wears - a.wears || a.piece.id - b.piece.id;
/** A base holding the candidate: the owner's pieces in it, the seasons all of it suits, how worn. */
type Base = { pieces: Ranked[]; set: number; score: number };

/**
 * How many outfits a candidate piece would make with the closet, and three examples.
 *
 * One outfit, for counting, is a set of pieces holding the candidate and otherwise only pieces that
 * stay in the closet (`staysInCloset`), made of:
 * - a base: one top and one bottom, or one dress or suit;
 * - one pair of shoes when the closet (the candidate included) has shoes for a season the outfit is
 *   worn in, none otherwise (SPEC §5's "shoes if the closet has any", as the rule checker reads it per
 *   season); each pair of shoes makes a different outfit;
 * - the candidate itself when it is an extra (a layer, an accessory or an "other" piece): it adds
 *   itself to each base(+shoes) outfit, so the count is of the owner's outfits it can join.
 * Layers and accessories the owner already has are not counted as variations: they may finish an
 * outfit (the examples add one to reach OUTFIT_ITEMS.min) but do not make it another one.
 * It is counted when there is a season every piece of it suits (pieceSuitsSeason; "all-season" fits
 * all four). Every such outfit holds the candidate, so the closet could not make it without it. So
 * `count` is the number of these piece sets that `createOutfitRules(closet + candidate, { season })`
 * accepts, for some season, once given an owned extra when it needs a third item (the unit tests
 * count them by brute force).
 *
 * Counted without listing them: pieces are grouped by the set of seasons they suit (16 sets), and
 * the outfits of each combination of sets are the product of the groups' sizes.
 *
 * `wears`: each piece's wear count; the examples prefer the most worn pieces, on different bases.
 * The candidate's id must be one no closet piece has (e.g. 0): closet pieces with it are ignored.
 */
export function unlockedOutfits(
  candidate: StylePiece,
  closet: readonly StylePiece[],
  options: { wears?: ReadonlyMap<number, number> } = {},
): Unlocks {
  const slot = candidate.slot;
  const seasons = seasonSetOf(candidate);
  const bySlot = new Map<Slot, Ranked[]>(SLOT_ORDER.map((name) => [name, []]));
  for (const piece of closet)
    if (piece.id !== candidate.id && staysInCloset(piece))
      bySlot.get(piece.slot)!.push({ piece, set: seasonSetOf(piece), wears: options.wears?.get(piece.id) ?? 0 });
  for (const ranked of bySlot.values()) ranked.sort(byWears);
  const pool = (name: Slot) => bySlot.get(name)!;

  const shoes = slot === "shoes" ? [] : pool("shoes");
  const shod = slot === "shoes" ? seasons : shoes.reduce((set, shoe) => set | shoe.set, 0);
  // Base groups (the candidate's partners, or whole bases) by the seasons they share.
  const bases = new Array<number>(SETS).fill(0);
  if (slot === "top") for (const bottom of pool("bottom")) bases[bottom.set]!++;
  else if (slot === "bottom") for (const top of pool("top")) bases[top.set]!++;
  else if (slot === "one-piece") bases[SETS - 1] = 1;
  else baseSets(pool("top"), pool("bottom"), pool("one-piece"), bases);
  const shoeSets = new Array<number>(SETS).fill(0);
  for (const shoe of shoes) shoeSets[shoe.set]!++;

  let count = 0;
  for (let set = 1; set < SETS; set++) {
    const shared = set & seasons;
    if (!bases[set] || !shared) continue;
    if (slot === "shoes") {
      count += bases[set]!;
      continue;
    }
    let pairs = 0;
    for (let shoeSet = 1; shoeSet < SETS; shoeSet++) if (shared & shoeSet) pairs += shoeSets[shoeSet]!;
    // Without shoes only in a season no shoes of the closet suit.
    count += bases[set]! * (pairs + (shared & ~shod ? 1 : 0));
  }

  const ownsBase = pool("one-piece").length > 0 || (pool("top").length > 0 && pool("bottom").length > 0);
  const nothingToPair =
    slot === "top"
      ? pool("bottom").length === 0
      : slot === "bottom"
        ? pool("top").length === 0
        : slot !== "one-piece" && !ownsBase;
  const none = count > 0 ? null : seasons === 0 ? "no-season" : nothingToPair ? "nothing-to-pair" : "no-shared-season";
  const examples = count === 0 ? [] : examplesOf(candidate, seasons, bySlot, shoes, shod);
  return { slot, seasons: seasonsIn(seasons), count, examples, none };
}

/** Adds the closet's bases to `bases` by season set: each top with each bottom, each dress or suit. */
function baseSets(tops: Ranked[], bottoms: Ranked[], onePieces: Ranked[], bases: number[]) {
  const topSets = new Array<number>(SETS).fill(0);
  const bottomSets = new Array<number>(SETS).fill(0);
  for (const top of tops) topSets[top.set]!++;
  for (const bottom of bottoms) bottomSets[bottom.set]!++;
  for (let a = 0; a < SETS; a++) for (let b = 0; b < SETS; b++) bases[a & b]! += topSets[a]! * bottomSets[b]!;
  for (const onePiece of onePieces) bases[onePiece.set]!++;
}

/**
 * Up to three outfits holding the candidate, chosen deterministically: bases of the most worn pieces
 * first, each a different base (for a layer or shoes, pairs that share no piece while there are
 * enough), each with its most worn shoes that suit a season it shares; other shoes for the same base
 * only when the bases run out. Each is finished with the most worn extra when it has fewer than
 * OUTFIT_ITEMS.min items, as the rules ask when the closet has something to add.
 */
function examplesOf(
  candidate: StylePiece,
  seasons: number,
  bySlot: ReadonlyMap<Slot, Ranked[]>,
  shoes: Ranked[],
  shod: number,
): number[][] {
  const wanted = BUY_CHECK_LIMITS.examples;
  const self: Ranked = { piece: candidate, set: seasons, wears: 0 };
  const extras = EXTRA_SLOTS.flatMap((slot) => bySlot.get(slot)!).sort(byWears);
  // The ways to finish a base, best first: each pair of shoes sharing a season, then none (when allowed).
  const finishes = (base: Base): { shoes?: Ranked; set: number }[] => {
    if (!base.set) return [];
    if (candidate.slot === "shoes") return [{ set: base.set }];
    const withShoes = shoes
      .filter((shoe) => shoe.set & base.set)
      .map((shoe) => ({ shoes: shoe, set: shoe.set & base.set }));
    return base.set & ~shod ? [...withShoes, { set: base.set & ~shod }] : withShoes;
  };
  const outfit = (base: Base, finish: { shoes?: Ranked; set: number }) =>
    finished([self, ...base.pieces, ...(finish.shoes ? [finish.shoes] : [])], finish.set, extras);

  const bases = basesFor(candidate.slot, seasons, bySlot, wanted).flatMap((base) => {
    const ways = finishes(base);
    return ways.length > 0 ? [{ base, ways }] : [];
  });
  const picked = bases.slice(0, wanted).map(({ base, ways }) => outfit(base, ways[0]!));
  for (const { base, ways } of bases) {
    if (picked.length >= wanted) break;
    for (const finish of ways.slice(1, 1 + wanted - picked.length)) picked.push(outfit(base, finish));
  }
  return picked;
}

/** Bases holding the candidate, most worn first: enough to pick `wanted` different ones. */
function basesFor(slot: Slot, seasons: number, bySlot: ReadonlyMap<Slot, Ranked[]>, wanted: number): Base[] {
  const base = (pieces: Ranked[]): Base => ({
    pieces,
    set: pieces.reduce((set, piece) => set & piece.set, seasons),
    score: pieces.length === 0 ? 0 : pieces.reduce((sum, piece) => sum + piece.wears, 0) / pieces.length,
  });
  const pool = (name: Slot) => bySlot.get(name)!;
  if (slot === "one-piece") return [base([])];
  if (slot === "top") return pool("bottom").map((bottom) => base([bottom]));
  if (slot === "bottom") return pool("top").map((top) => base([top]));
  // Shoes or an extra: on the closet's own bases. Pairs that share no piece first, then any pair.
  const onePieces = pool("one-piece")
    .map((onePiece) => base([onePiece]))
    .filter((b) => b.set);
  const pairs: Base[] = [];
  const used = new Set<Ranked>();
  const enough = (disjoint: boolean) =>
    pairs.length >= wanted || (!disjoint && pairs.length + onePieces.length >= wanted);
  for (const disjoint of [true, false])
    for (const top of pool("top")) {
      if (enough(disjoint)) break;
      for (const bottom of pool("bottom")) {
        const taken = disjoint
          ? used.has(top) || used.has(bottom)
          : pairs.some((pair) => pair.pieces[0] === top && pair.pieces[1] === bottom);
        const pair = taken ? undefined : base([top, bottom]);
        if (!pair?.set) continue;
        pairs.push(pair);
        used.add(top).add(bottom);
        if (disjoint || enough(disjoint)) break;
      }
    }
  return [...pairs, ...onePieces].sort((a, b) => b.score - a.score);
}

/**
 * An outfit's ids in slot order, given owned extras (most worn first) while it has fewer than
 * OUTFIT_ITEMS.min items: the first that suit the outfit's first season; no coat in summer, never a
 * second layer.
 */
function finished(pieces: Ranked[], seasons: number, extras: readonly Ranked[]): number[] {
  const season = seasons & -seasons;
  const outfit = [...pieces];
  for (const extra of extras) {
    if (outfit.length >= OUTFIT_ITEMS.min) break;
    const layered = outfit.some((item) => item.piece.slot === "outerwear");
    if (!(extra.set & season) || outfit.includes(extra)) continue;
    if (extra.piece.slot === "outerwear" && (layered || season === SUMMER)) continue;
    outfit.push(extra);
  }
  return outfit
    .sort((a, b) => SLOT_ORDER.indexOf(a.piece.slot) - SLOT_ORDER.indexOf(b.piece.slot))
    .map((item) => item.piece.id);
}
