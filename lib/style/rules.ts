/**
 * The style engine's rules on every slot of an outfit (issue #39): which of the closet's pieces a
 * day may use, slot by slot. Today, trips and outfit ideas all dress from these pools, so a rule
 * holds for the shoes and the trousers as much as for the coat.
 *
 * A rule is either hard (never broken: the piece is in the wash, put away, or leaving the closet) or
 * holds "while an alternative exists": applied in order, a rule that would leave a slot empty is
 * set aside for that slot, and the decision records it (an honest gap such as "no closed shoes for
 * the rain"). The base is one slot group: a top-and-bottom pair or a dress stands in for the other,
 * so shorts on a cold day are an alternative only when neither long trousers nor a dress is owned.
 */
import type { Season } from "@/lib/constants";
import { isCold, isFreezing, isHot, isRainy, type Weather } from "./climate";
import type { Activity } from "./facts";
import { type Slot, slotsMakeABase } from "./outfit-rules";
import type { StylePiece } from "./pieces";
import { pieceSuitsSeason } from "./seasons";

export type DayContext = {
  /** the day's season; "all-season" or absent: no season rule */
  season?: Season;
  weather?: Weather | null;
  /** what the day is dressed for; absent is an ordinary day */
  activity?: Activity;
  /** days since each piece was last worn, for pieces worn in the days before (not on) the day */
  recent?: ReadonlyMap<number, number>;
  /** the season rule may be set aside when it empties a slot (Today); outfit ideas keep it hard */
  seasonIsHard?: boolean;
};

export type RuleName =
  | "season"
  | "activity"
  | "cold-light"
  | "rain-open"
  | "hot-warm"
  | "hot-layer"
  | "rain-layer"
  | "freezing-under"
  | "recent";

type SlotGroup = "base" | "shoes" | "outerwear" | "extras";
const GROUP_OF: Record<Slot, SlotGroup> = {
  top: "base",
  bottom: "base",
  "one-piece": "base",
  shoes: "shoes",
  outerwear: "outerwear",
  accessory: "extras",
  other: "extras",
};
export const groupOf = (slot: Slot) => GROUP_OF[slot];

export type Rule = {
  name: RuleName;
  /** whether the rule speaks on this day */
  applies: (context: DayContext) => boolean;
  /** the slot groups it judges */
  groups: readonly SlotGroup[];
  passes: (piece: StylePiece, context: DayContext) => boolean;
  /**
   * When no piece of a group passes: "relax" sets the rule aside for that group (a preference),
   * "drop" leaves the group empty (an optional layer the day is better without).
   */
  whenEmpty: "relax" | "drop";
};

const weatherOf = (context: DayContext) => context.weather ?? null;
const coldOrWet = (context: DayContext) => {
  const weather = weatherOf(context);
  return weather !== null && (isCold(weather) || isRainy(weather));
};

/** In priority order: a later rule gives way to an earlier one, never the reverse. */
export const RULES: readonly Rule[] = [
  {
    name: "season",
    applies: (context) => context.season !== undefined && context.season !== "all-season",
    groups: ["base", "shoes", "outerwear", "extras"],
    passes: (piece, context) => pieceSuitsSeason(context.season!, { styleTags: piece.tags, facts: piece.facts }),
    whenEmpty: "relax",
  },
  {
    name: "activity",
    applies: (context) => context.activity !== undefined,
    groups: ["base", "shoes", "outerwear"],
    passes: (piece, context) => piece.facts.activities.includes(context.activity!),
    whenEmpty: "relax",
  },
  {
    name: "cold-light",
    applies: coldOrWet,
    groups: ["base", "shoes", "outerwear"],
    passes: (piece) => piece.facts.warmth > 0,
    whenEmpty: "relax",
  },
  {
    name: "rain-open",
    applies: (context) => weatherOf(context) !== null && isRainy(weatherOf(context)!),
    groups: ["shoes"],
    passes: (piece) => !piece.facts.open,
    whenEmpty: "relax",
  },
  {
    name: "hot-warm",
    applies: (context) => weatherOf(context) !== null && isHot(weatherOf(context)!),
    groups: ["base", "shoes", "outerwear"],
    passes: (piece) => piece.facts.warmth < 3,
    whenEmpty: "relax",
  },
  {
    name: "hot-layer",
    // A hot day needs no layer; rain on a hot day still takes a light rain jacket.
    applies: (context) => {
      const weather = weatherOf(context);
      return weather !== null && isHot(weather) && !isCold(weather);
    },
    groups: ["outerwear"],
    passes: (piece, context) => isRainy(weatherOf(context)!) && piece.facts.rainReady && piece.facts.warmth <= 1,
    whenEmpty: "drop",
  },
  {
    name: "rain-layer",
    applies: (context) => weatherOf(context) !== null && isRainy(weatherOf(context)!),
    groups: ["outerwear"],
    passes: (piece) => piece.facts.rainReady,
    whenEmpty: "relax",
  },
  {
    // Layers are judged together: under any layer, a frosty morning wants a sweater, not a tee.
    name: "freezing-under",
    applies: (context) => weatherOf(context) !== null && isFreezing(weatherOf(context)!),
    groups: ["base"],
    passes: (piece) => piece.slot === "bottom" || piece.facts.warmth >= 2,
    whenEmpty: "relax",
  },
  {
    name: "recent",
    applies: (context) => (context.recent?.size ?? 0) > 0,
    groups: ["base", "shoes", "outerwear", "extras"],
    passes: (piece, context) => !context.recent!.has(piece.id),
    whenEmpty: "relax",
  },
];

/** Hard rules: pieces in the wash, put away, or marked to sell or donate never dress a day. */
export const isWearable = (piece: Pick<StylePiece, "status" | "cleanout">) =>
  (piece.status ?? "active") === "active" && piece.cleanout !== "sell" && piece.cleanout !== "donate";

export type Decision = {
  rule: RuleName;
  group: SlotGroup;
  /** the pieces of the group the rule left out */
  excluded: StylePiece[];
  /** true when no piece of the group passed, so the rule was set aside (or the group left empty) */
  unmet: boolean;
  /** unmet, and no wearable piece of the whole closet would meet it either (an honest gap to name) */
  closetWide?: boolean;
};

export type Pools = {
  /** the pieces each slot may use */
  bySlot: Map<Slot, StylePiece[]>;
  /** what the day asks of the layer: wear one, leave it home, or the outfit's choice */
  layer: "required" | "excluded" | "optional";
  decisions: Decision[];
};

/** Whether a base can be made: a top and a bottom, or a dress or suit. */
export const baseCanBeMade = (pieces: readonly StylePiece[]) => slotsMakeABase(new Set(pieces.map((p) => p.slot)));

/** Whether some of these pieces of a group pass a rule (for the base: make a base that does). */
function meets(pieces: readonly StylePiece[], group: SlotGroup, rule: Rule, context: DayContext): boolean {
  const passing = pieces.filter((piece) => groupOf(piece.slot) === group && rule.passes(piece, context));
  return group === "base" ? baseCanBeMade(passing) : passing.length > 0;
}

/**
 * The pools a day dresses from: the wearable pieces, each rule applied in order to each slot group
 * it judges, set aside for a group it would empty ("relax") or emptying it ("drop").
 */
export function poolsFor(closet: readonly StylePiece[], context: DayContext): Pools {
  const wearable = closet.filter(isWearable);
  let pieces = wearable;
  const decisions: Decision[] = [];
  for (const rule of RULES) {
    if (!rule.applies(context)) continue;
    for (const group of rule.groups) {
      const inGroup = pieces.filter((piece) => groupOf(piece.slot) === group);
      if (inGroup.length === 0) continue;
      const kept = inGroup.filter((piece) => rule.passes(piece, context));
      const excluded = inGroup.filter((piece) => !kept.includes(piece));
      if (excluded.length === 0) continue;
      const met = group === "base" ? baseCanBeMade(kept) : kept.length > 0;
      const hard = rule.name === "season" && context.seasonIsHard;
      const closetWide = !met && !meets(wearable, group, rule, context);
      if (!met && rule.whenEmpty === "relax" && !hard) {
        decisions.push({ rule: rule.name, group, excluded: [], unmet: true, closetWide });
        continue;
      }
      decisions.push({ rule: rule.name, group, excluded, unmet: !met, closetWide });
      pieces = pieces.filter((piece) => groupOf(piece.slot) !== group || kept.includes(piece));
    }
  }
  const bySlot = new Map<Slot, StylePiece[]>();
  for (const piece of pieces) bySlot.set(piece.slot, [...(bySlot.get(piece.slot) ?? []), piece]);
  const weather = context.weather ?? null;
  const layers = bySlot.get("outerwear") ?? [];
  const wantsLayer = (weather !== null && (isCold(weather) || isRainy(weather))) || context.season === "winter";
  const layer =
    layers.length === 0 ? "excluded" : wantsLayer ? "required" : weather && isHot(weather) ? "excluded" : "optional";
  return { bySlot, layer, decisions };
}

/**
 * Checks a finished outfit against the day, as an independent reading of the rules: each piece must
 * be wearable, and a piece breaking a rule is allowed only when no piece of its slot group that
 * passes the earlier rules passes this one too (the base group: no top-and-bottom pair or dress).
 * Answers the broken rules with the piece that breaks each; the property test and the bench count them.
 */
export function violationsOf(
  outfit: readonly StylePiece[],
  closet: readonly StylePiece[],
  context: DayContext,
): { rule: RuleName | "wearable" | "layer"; pieceId: number }[] {
  const found: { rule: RuleName | "wearable" | "layer"; pieceId: number }[] = [];
  for (const piece of outfit) if (!isWearable(piece)) found.push({ rule: "wearable", pieceId: piece.id });
  let candidates = closet.filter(isWearable);
  for (const rule of RULES) {
    if (!rule.applies(context)) continue;
    for (const group of rule.groups) {
      const inGroup = candidates.filter((piece) => groupOf(piece.slot) === group);
      const passing = inGroup.filter((piece) => rule.passes(piece, context));
      const alternative = group === "base" ? baseCanBeMade(passing) : passing.length > 0;
      const hard = rule.name === "season" && context.seasonIsHard;
      const breaking = outfit.filter((piece) => groupOf(piece.slot) === group && !rule.passes(piece, context));
      if (breaking.length > 0 && (alternative || hard || rule.whenEmpty === "drop"))
        for (const piece of breaking) found.push({ rule: rule.name, pieceId: piece.id });
      // Later rules judge only among the pieces this one allows (when it could be met).
      if (alternative || hard || rule.whenEmpty === "drop")
        candidates = candidates.filter((piece) => groupOf(piece.slot) !== group || rule.passes(piece, context));
    }
  }
  // A cold or wet day puts a layer on whenever one may be worn.
  const weather = context.weather ?? null;
  const layerAllowed = candidates.some((piece) => piece.slot === "outerwear");
  if (weather && (isCold(weather) || isRainy(weather)) && layerAllowed && !outfit.some((p) => p.slot === "outerwear"))
    found.push({ rule: "layer", pieceId: 0 });
  return found;
}
