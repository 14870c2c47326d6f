/**
 * Reasons built from the decisions (issue #39): each reason is a claim with the facts that decided
 * it (which piece, how many days, which temperature), and its sentence is written from those facts
 * only. The property test (tests/unit/style-engine.property.test.ts) checks every claim against the
 * data; nothing here says what was not checked.
 */
import { nounFor } from "@/lib/ai/local/wording";
import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import type { StyleTheme } from "@/lib/constants";
import { CLIMATE, isCold, isHot, isRainy, type Weather } from "./climate";
import type { Activity } from "./facts";
import type { StylePiece } from "./pieces";
import type { DayContext, Decision, RuleName } from "./rules";

export type Reason =
  | { code: "cold"; morningC: number; layerId: number; underId: number }
  | { code: "rain"; rainChance: number; layerId?: number; shoesId?: number }
  | { code: "hot"; maxC: number }
  | { code: "mild"; morningC: number; maxC: number; place: string }
  | { code: "rests"; pieceId: number; days: number }
  | { code: "rested"; pieceId: number; days: number }
  | { code: "unworn"; pieceId: number }
  | { code: "theme"; theme: StyleTheme; wears: number; pieces: number }
  | { code: "colours"; colours: string[] }
  | { code: "mix" }
  | { code: "activity"; activity: Activity }
  | { code: "gap"; rule: RuleName; group: string };

const COLOURS = new Set<string>(COLOUR_TAGS);

/**
 * "the yellow rain jacket", "the black chelsea boots": a piece by the name its owner gave it, else by
 * its kind, with its colour in front when the name does not say one already.
 */
export function describePiece(piece: StylePiece): string {
  const colour = piece.tags.find((tag) => COLOURS.has(tag));
  // A kind only the category guessed is not claimed: "the black top", not "the black t-shirt".
  const called =
    piece.name?.trim() || (piece.facts.sources.kind === "category" ? nounFor(piece.category) : piece.facts.kind);
  const saysColour = [...COLOURS].some((name) => ` ${called.toLowerCase()} `.includes(` ${name} `));
  return `the ${colour && !saysColour ? `${colour} ` : ""}${called}`;
}

const daysAgo = (days: number) => (days <= 0 ? "today" : days === 1 ? "yesterday" : `${days} days ago`);

/**
 * The sentence of a reason; `pieces` finds the pieces it names. `daysAhead`: how far the dressed day
 * is from the reader's today (issue #43: tomorrow's looks are read today), so "this morning" becomes
 * "tomorrow morning" and a piece worn today is "worn today", not "yesterday" as counted from tomorrow.
 */
export function reasonText(reason: Reason, piece: (id: number) => StylePiece | undefined, daysAhead = 0): string {
  const the = (id: number | undefined) => (id === undefined ? "" : describePiece(piece(id)!));
  const theDay = daysAhead === 0 ? "today" : "tomorrow";
  switch (reason.code) {
    case "cold":
      return `${reason.morningC} °C ${daysAhead === 0 ? "this" : "tomorrow"} morning: ${the(reason.layerId)} over ${the(reason.underId)}`;
    case "rain": {
      const what = [reason.layerId, reason.shoesId].filter((id) => id !== undefined).map(the);
      return `rain likely (${reason.rainChance}%): ${what.join(" and ")}`;
    }
    case "hot":
      return `${reason.maxC} °C ${theDay}: nothing warm, no layer`;
    case "mild":
      return `${reason.morningC}–${reason.maxC} °C ${theDay} in ${reason.place}`;
    case "rests":
      return `leaves out ${the(reason.pieceId)} you wore ${daysAgo(reason.days - daysAhead)}`;
    case "rested":
      return `not worn for ${reason.days - daysAhead} days: ${the(reason.pieceId)}`;
    case "unworn":
      return `not worn yet: ${the(reason.pieceId)}`;
    case "theme":
      return reason.wears > 0
        ? `a stretch toward ${reason.theme}, the style you wear most (${reason.wears} ${reason.wears === 1 ? "wear" : "wears"})`
        : `a stretch toward ${reason.theme}, the style most of your pieces share (${reason.pieces})`;
    case "colours":
      return reason.colours.length === 1
        ? `all in ${reason.colours[0]}: calm and easy`
        : `${reason.colours[0]} and ${reason.colours[1]} sit well together`;
    case "mix":
      return "a stretch: clothes the other looks leave out";
    case "activity":
      return `dressed for ${reason.activity === "everyday" ? "an ordinary day" : reason.activity}`;
    case "gap":
      return GAP_TEXT[reason.rule]?.(reason.group) ?? "";
  }
}

/** What a rule that could not be met says, for the slot group it could not be met in. */
const GAP_TEXT: Partial<Record<RuleName, (group: string) => string>> = {
  "cold-light": (group) => `nothing warmer in your ${nounOf(group)} for the cold`,
  "rain-open": () => "no closed shoes in your closet for the rain",
  "rain-layer": () => "no rain jacket in your closet: the layer may get wet",
  "freezing-under": () => "nothing warm to wear under the layer for the frost",
  "hot-warm": (group) => `nothing lighter in your ${nounOf(group)} for the heat`,
  season: (group) => `none of your ${nounOf(group)} is marked for this season`,
};
const nounOf = (group: string) =>
  ({ base: "tops, bottoms and dresses", shoes: "shoes", outerwear: "layers", extras: "accessories" })[group] ?? group;

export type LookFacts = {
  items: readonly StylePiece[];
  context: DayContext;
  decisions: readonly Decision[];
  /** days since each piece was last worn (before the day) */
  daysSince: ReadonlyMap<number, number>;
};

/** The weather's reasons for a look, from what the rules decided and the look holds. */
export function weatherReasons({ items, context, decisions }: LookFacts): Reason[] {
  const weather: Weather | null | undefined = context.weather;
  if (!weather) return [];
  const reasons: Reason[] = [];
  const layer = items.find((item) => item.slot === "outerwear");
  const under = items.find((item) => item.slot === "top" || item.slot === "one-piece");
  if (isCold(weather) && layer && under)
    reasons.push({ code: "cold", morningC: weather.morningC, layerId: layer.id, underId: under.id });
  if (isRainy(weather)) {
    const dryLayer = layer?.facts.rainReady ? layer.id : undefined;
    const shoes = items.find((item) => item.slot === "shoes" && !item.facts.open && item.facts.rainReady);
    if (dryLayer !== undefined || shoes)
      reasons.push({
        code: "rain",
        rainChance: Math.round(weather.rainChance),
        ...(dryLayer !== undefined ? { layerId: dryLayer } : {}),
        ...(shoes ? { shoesId: shoes.id } : {}),
      });
  }
  if (isHot(weather) && !layer && items.every((item) => item.facts.warmth < 3))
    reasons.push({ code: "hot", maxC: weather.maxC });
  if (!isCold(weather) && !isHot(weather) && !isRainy(weather))
    reasons.push({ code: "mild", morningC: weather.morningC, maxC: weather.maxC, place: weather.place });
  // A rule that could not be met in a slot the look fills is said, not hidden.
  for (const decision of decisions)
    if (
      decision.closetWide &&
      ["cold-light", "rain-open", "rain-layer", "freezing-under", "hot-warm"].includes(decision.rule)
    )
      reasons.push({ code: "gap", rule: decision.rule, group: decision.group });
  return reasons;
}

/**
 * "leaves out the navy top you wore yesterday": the most recently worn piece the look does without
 * (a top, bottom or dress first), named with its day. True of that piece whatever else the look holds.
 */
export function restReason({ items, context }: LookFacts, closet: ReadonlyMap<number, StylePiece>): Reason[] {
  const recent = context.recent;
  if (!recent || recent.size === 0) return [];
  const ids = new Set(items.map((item) => item.id));
  const base = (id: number) => (["top", "bottom", "one-piece"].includes(closet.get(id)?.slot ?? "") ? 0 : 1);
  const left = [...recent]
    .filter(([id]) => !ids.has(id) && closet.has(id))
    .sort((a, b) => a[1] - b[1] || base(a[0]) - base(b[0]) || a[0] - b[0])[0];
  return left ? [{ code: "rests", pieceId: left[0], days: left[1] }] : [];
}

/** The look's colours as its tags state them: one calm colour, or the first two. */
export function colourReason(items: readonly StylePiece[]): Reason[] {
  const colours = [
    ...new Set(items.map((item) => item.tags.find((tag) => COLOURS.has(tag))).filter((c) => c !== undefined)),
  ];
  return colours.length > 0 ? [{ code: "colours", colours: colours.slice(0, 2) }] : [];
}

export { CLIMATE };
