/**
 * The weather thresholds of the style engine, in one place (issue #39). Every rule and every reason
 * that mentions the weather reads them from here.
 */

/** A day's weather as the engine uses it: the morning's temperature, the day's high and its rain. */
export type Weather = { place: string; morningC: number; maxC: number; rainMm: number; rainChance: number };

export const CLIMATE = {
  /**
   * A morning below this is cold: no summer-weight pieces (sandals, shorts, linen, tanks) and a layer
   * on top. 12 °C is where a t-shirt alone stops being comfortable for most people standing still.
   */
  coldBelowC: 12,
  /** A morning below this wants a warm layer (warmth 3 or more: a wool coat, a puffer). */
  freezingBelowC: 5,
  /** A high at or above this is hot: no warm pieces (wool, boots, coats, suits) and no layer. */
  hotFromC: 25,
  /** Rain: this much in the day (mm), or at least this chance of it (%). */
  rainMm: 1,
  rainChancePercent: 60,
} as const;

export const isCold = (weather: Weather) => weather.morningC < CLIMATE.coldBelowC;
export const isFreezing = (weather: Weather) => weather.morningC < CLIMATE.freezingBelowC;
export const isHot = (weather: Weather) => weather.maxC >= CLIMATE.hotFromC;
export const isRainy = (weather: Weather) =>
  weather.rainMm >= CLIMATE.rainMm || weather.rainChance >= CLIMATE.rainChancePercent;

/**
 * How warm the top (or dress) and layer together should be on a morning at `morningC`, in warmth
 * points (each piece 0–4): layers are judged together, so a t-shirt under a puffer and a sweater
 * under a light jacket both answer a 3 °C morning.
 */
export function layeredWarmthNeeded(morningC: number): number {
  if (morningC < 0) return 6;
  if (morningC < CLIMATE.freezingBelowC) return 5;
  if (morningC < CLIMATE.coldBelowC) return 4;
  if (morningC < 18) return 2;
  return 1;
}
