import type { ItemProfile } from "@/lib/ai/local/profile";
import { isCold, isHot, isRainy, layeredWarmthNeeded, type Weather } from "./climate";
import type { StylePiece } from "./pieces";

/**
 * How well an outfit suits the day's weather, as a small addition to the solver's 0..1 score
 * (colour harmony and theme stay first): layers are judged together, so on a cold morning the top
 * (or dress) and the layer must add up to the warmth the morning needs; a hot day favours the
 * lightest pieces; rain favours shoes that keep it out. The rules (./rules.ts) have already left out
 * what must not be worn; this only ranks what may.
 */
export function weatherFit(
  weather: Weather | null | undefined,
): ((items: readonly ItemProfile[]) => number) | undefined {
  if (!weather) return undefined;
  const need = layeredWarmthNeeded(weather.morningC);
  return (profiles) => {
    const items = profiles as readonly StylePiece[];
    const under = Math.max(
      0,
      ...items.filter((i) => i.slot === "top" || i.slot === "one-piece").map((i) => i.facts.warmth),
    );
    const layer = items.find((item) => item.slot === "outerwear")?.facts.warmth ?? 0;
    let fit = 0;
    if (isCold(weather)) fit -= 0.08 * Math.max(0, need - (under + layer));
    else fit -= 0.03 * Math.max(0, under + layer - need - 2);
    if (isHot(weather)) fit -= 0.03 * items.reduce((sum, item) => sum + item.facts.warmth, 0);
    if (isRainy(weather) && items.some((item) => item.slot === "shoes" && item.facts.rainReady)) fit += 0.05;
    return fit;
  };
}
