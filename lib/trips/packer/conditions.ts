import type { Season } from "@/lib/constants";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { isCold, isFreezing, isHot, isRainy, layeredWarmthNeeded, type Weather } from "@/lib/style/climate";
import type { StylePiece } from "@/lib/style/pieces";
import { baseCanBeMade, type DayContext, groupOf, type Rule, RULES } from "@/lib/style/rules";
import type { Occasion } from "./activities";

/**
 * A day's conditions beside its activity (issue #39 §5): the season at the destination, and the
 * forecast when the day is within it. The packer holds each day to the weather rules of
 * lib/style/rules.ts, as Today does: the same thresholds (lib/style/climate.ts), the same order,
 * and a rule that would leave a slot group with nothing is set aside for that group, and named as a
 * gap when nothing in the whole closet meets it.
 */
export type DayConditions = { season?: Season; weather?: Weather | null };

/** The season and the activity the packer judges itself (with its levels); recency is no trip's. */
const WEATHER_RULES: readonly Rule[] = RULES.filter(
  (rule) => rule.name !== "season" && rule.name !== "activity" && rule.name !== "recent",
);
type Group = ReturnType<typeof groupOf>;

/**
 * A kind of day: days with the same activity, season and weather class (cold, freezing, hot,
 * rainy: all the rules ask) are judged alike, so the packer's answers are remembered per kind.
 */
export type DayKind = { key: string; occasion: Occasion; season?: Season; weather: Weather | null };

const weatherClass = (weather: Weather | null) =>
  weather ? [isCold, isFreezing, isHot, isRainy].map((test) => (test(weather) ? 1 : 0)).join("") : "-";

/** Each day's kind; days of one kind share the object. */
export function dayKindsOf(occasions: readonly Occasion[], days: readonly DayConditions[]): DayKind[] {
  const kinds = new Map<string, DayKind>();
  return occasions.map((occasion, day) => {
    const { season, weather = null } = days[day] ?? {};
    const key = `${occasion}|${season ?? ""}|${weatherClass(weather)}`;
    const kind = kinds.get(key) ?? { key, occasion, ...(season ? { season } : {}), weather };
    kinds.set(key, kind);
    return kind;
  });
}

/** A weather rule the closet cannot meet on some day: the gap names what to bring. */
export type WeatherGap = keyof typeof TRIP_MESSAGES.gaps.weather;

export type WeatherVerdict = {
  /** per slot group, the weather rules in force on this kind of day */
  rules: Map<Group, Rule[]>;
  /** a cold or wet day (or a winter one): a layer is worn whenever one is allowed */
  wantsLayer: boolean;
  gaps: WeatherGap[];
};

const GAP_OF: Partial<Record<`${Rule["name"]}:${Group}`, WeatherGap>> = {
  "cold-light:base": "coldBase",
  "cold-light:shoes": "coldShoes",
  "cold-light:outerwear": "coldLayer",
  "rain-open:shoes": "rainShoes",
  "rain-layer:outerwear": "rainLayer",
  "hot-warm:base": "hot",
  "hot-warm:shoes": "hot",
  "hot-warm:outerwear": "hot",
  "freezing-under:base": "freezingBase",
};

/** Whether some of `pieces` of a group pass a rule (for the base: make a base that does). */
function met(pieces: readonly StylePiece[], group: Group, rule: Rule, context: DayContext) {
  const passing = pieces.filter((piece) => groupOf(piece.slot) === group && rule.passes(piece, context));
  return group === "base" ? baseCanBeMade(passing) : passing.length > 0;
}

/**
 * Which weather rules hold on a kind of day, applied in RULES' order to each slot group from the
 * pieces that suit the day's activity and season (all the group's pieces when none do: the day is
 * dressed in what there is), as lib/style/rules.ts poolsFor does: a rule that would empty a group
 * is set aside for it ("relax"), or empties it ("drop": no layer on a hot dry day).
 */
export function weatherVerdict(
  clean: readonly StylePiece[],
  kind: DayKind,
  suits: (piece: StylePiece) => boolean,
): WeatherVerdict {
  const context: DayContext = { weather: kind.weather };
  const groups: Group[] = ["base", "shoes", "outerwear", "extras"];
  let candidates = groups.flatMap((group) => {
    const inGroup = clean.filter((piece) => groupOf(piece.slot) === group);
    const suiting = inGroup.filter(suits);
    const usable = group === "base" ? baseCanBeMade(suiting) : suiting.length > 0;
    return usable ? suiting : inGroup;
  });
  const rules = new Map<Group, Rule[]>();
  const gaps = new Set<WeatherGap>();
  for (const rule of WEATHER_RULES) {
    if (!rule.applies(context)) continue;
    for (const group of rule.groups) {
      const inGroup = candidates.filter((piece) => groupOf(piece.slot) === group);
      if (inGroup.length === 0) continue;
      if (!met(inGroup, group, rule, context) && rule.whenEmpty === "relax") {
        const gap = GAP_OF[`${rule.name}:${group}`];
        if (gap && !met(clean, group, rule, context)) gaps.add(gap);
        continue;
      }
      rules.set(group, [...(rules.get(group) ?? []), rule]);
      candidates = candidates.filter((piece) => groupOf(piece.slot) !== group || rule.passes(piece, context));
    }
  }
  const weather = kind.weather;
  const coldOrWet = weather !== null && (isCold(weather) || isRainy(weather));
  const wantsLayer = coldOrWet || kind.season === "winter";
  // A cold or wet day with no layer it may wear at all: say what to bring.
  if (coldOrWet && !candidates.some((piece) => piece.slot === "outerwear"))
    gaps.add(isRainy(weather!) ? "rainLayer" : "coldLayer");
  return { rules, wantsLayer, gaps: [...gaps] };
}

/** Whether a piece passes the weather rules in force on a kind of day. */
export function passesWeather(verdict: WeatherVerdict, kind: DayKind, piece: StylePiece): boolean {
  const rules = verdict.rules.get(groupOf(piece.slot));
  return !rules || rules.every((rule) => rule.passes(piece, { weather: kind.weather }));
}

/**
 * How much a cold day likes a piece for its warmth: a preference, never a rule. Layers are judged
 * together (lib/style/climate.ts layeredWarmthNeeded): a warm top, and a layer that over a warm top
 * (3) brings the rest, so a frosty morning takes the wool coat rather than the rain shell.
 */
export function warmthLiking(kind: DayKind, piece: StylePiece): number {
  const weather = kind.weather;
  if (!weather || !isCold(weather)) return 0;
  const needed = layeredWarmthNeeded(weather.morningC);
  if (piece.slot === "outerwear") return piece.facts.warmth >= needed - 3 ? 1 : 0;
  if (piece.slot === "top" || piece.slot === "one-piece") return piece.facts.warmth >= 2 ? 1 : 0;
  return 0;
}
