import type { ItemProfile } from "@/lib/ai/local/profile";
import { closetCanMakeOutfits, type OutfitRules } from "@/lib/ai/outfit-rules";
import { THEME_TAGS } from "@/lib/ai/vocabulary";
import { STYLE_THEMES, type StyleTheme } from "@/lib/constants";
import { isCold, isHot, isRainy, type Weather } from "./weather";

/** Pieces last worn at least this many days ago are the "rediscover" look's. */
export const REDISCOVER_AFTER_DAYS = 21;
export const WARM_TAGS = new Set(["wool", "cashmere", "knit", "fleece", "tweed", "corduroy", "winter"]);
export const LIGHT_TAGS = new Set(["linen", "cotton", "summer"]);
const RAIN_SHY_TAGS = new Set(["suede", "satin", "silk", "velvet", "linen"]);
export const BASE_SLOTS = new Set<string>(["top", "bottom", "one-piece"]);

export type Candidate = { items: ItemProfile[]; weatherScore: number; key: string };

export const stableSort = <T>(items: readonly T[], compare: (a: T, b: T) => number) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => compare(a.item, b.item) || a.index - b.index)
    .map(({ item }) => item);

/** How long the candidate's pieces have rested past REDISCOVER_AFTER_DAYS, summed: the rediscover look's rank. */
export const restedScore = (candidate: Candidate, daysSince: ReadonlyMap<number, number>) =>
  candidate.items.reduce(
    (sum, item) => sum + Math.max(0, (daysSince.get(item.id) ?? 0) - REDISCOVER_AFTER_DAYS + 1),
    0,
  );

/**
 * The closet the rediscover look is solved from: in each base slot (top, bottom, dress) holding a
 * long-unworn piece, only those pieces, so the solver's few outfits are sure to include them.
 */
export function restedCloset(closet: readonly ItemProfile[], rested: ReadonlySet<number>): ItemProfile[] {
  const slots = new Set(
    closet.filter((item) => rested.has(item.id) && BASE_SLOTS.has(item.slot)).map((item) => item.slot),
  );
  if (slots.size === 0) return [...closet];
  const narrowed = closet.filter((item) => !slots.has(item.slot) || rested.has(item.id));
  return closetCanMakeOutfits(narrowed.map((p) => ({ id: p.id, category: p.category, styleTags: p.tags })))
    ? narrowed
    : [...closet];
}

/** A cold or rainy day adds the best-suited coat the rules allow; a hot day drops the coat. */
function dressForWeather(items: ItemProfile[], coats: readonly ItemProfile[], weather: Weather, rules: OutfitRules) {
  if (isHot(weather)) {
    const without = items.filter((item) => item.slot !== "outerwear");
    if (without.length !== items.length && rules.check({ items: without.map((i) => i.id) }).length === 0)
      items = without;
  }
  if ((isCold(weather) || isRainy(weather)) && !items.some((item) => item.slot === "outerwear")) {
    const coat = stableSort(coats, (a, b) => weatherScore([b], weather) - weatherScore([a], weather))[0];
    const withCoat = coat ? [...items, coat] : items;
    if (coat && rules.check({ items: withCoat.map((i) => i.id) }).every((v) => v === "season")) items = withCoat;
    else if (coat && withCoat.length > 5) {
      // Five pieces already: the coat takes an accessory's place.
      const trimmed = [...items.filter((item) => item.slot !== "accessory" && item.slot !== "other"), coat];
      if (trimmed.length >= 3 && trimmed.length <= 5 && rules.check({ items: trimmed.map((i) => i.id) }).length === 0)
        items = trimmed;
    }
  }
  return items;
}

/**
 * The solver's outfits fitted to the weather: a cold morning adds the best outerwear the rules allow,
 * a hot day drops the coat, and all are re-ranked by how their materials and shoes suit the day.
 */
export function candidatesOf(
  suggestions: readonly { items: number[] }[],
  closet: readonly ItemProfile[],
  weather: Weather | null,
  rules: OutfitRules,
): Candidate[] {
  const byId = new Map(closet.map((item) => [item.id, item]));
  const coats = closet.filter((item) => item.slot === "outerwear");
  const candidates = suggestions.map((outfit) => {
    let items = outfit.items.map((id) => byId.get(id)!).filter(Boolean);
    if (weather) items = dressForWeather(items, coats, weather, rules);
    const key = items
      .filter((item) => ["top", "bottom", "one-piece"].includes(item.slot))
      .map((item) => item.id)
      .sort((a, b) => a - b)
      .join("/");
    return { items, weatherScore: weather ? weatherScore(items, weather) : 0, key };
  });
  return weather ? stableSort(candidates, (a, b) => b.weatherScore - a.weatherScore) : candidates;
}

function weatherScore(items: readonly ItemProfile[], weather: Weather): number {
  const has = (set: Set<string>) => items.filter((item) => item.tags.some((tag) => set.has(tag))).length;
  const coat = items.some((item) => item.slot === "outerwear") ? 1 : 0;
  let score = 0;
  if (isCold(weather)) score += 2 * coat + has(WARM_TAGS) - has(LIGHT_TAGS) * 0.5;
  if (isHot(weather)) score += has(LIGHT_TAGS) - 2 * coat - has(WARM_TAGS);
  if (isRainy(weather)) score += coat - has(RAIN_SHY_TAGS);
  return score;
}

/** The owner's most-used theme: the one whose tags their pieces carry most, each piece counted once per wear (and once for being owned). */
export function favouriteTheme(
  closet: readonly ItemProfile[],
  stats: Map<number, { wearCount: number }>,
): StyleTheme | undefined {
  let best: { theme: StyleTheme; score: number } | undefined;
  for (const theme of STYLE_THEMES) {
    const tags = new Set(THEME_TAGS[theme]);
    let score = 0;
    for (const item of closet)
      if (item.tags.includes(theme) || item.tags.filter((tag) => tags.has(tag)).length >= 2)
        score += 1 + (stats.get(item.id)?.wearCount ?? 0);
    if (score > 0 && (!best || score > best.score)) best = { theme, score };
  }
  return best?.theme;
}
